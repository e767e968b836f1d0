import Decimal from 'decimal.js';
import type { Tx } from '../../platform/tx.ts';
import { openOrderLines, tradeByItem, tradeByParty } from '../payables/purchase-reports.repo.ts';
import { deliveredNotInvoiced as notInvoiced, openOrdersOf } from '../payables/purchase-reports.service.ts';
import { SALES_SIDE } from '../payables/trade-side.ts';

/**
 * The accounts receivable reports (issue 13 item 8): the sales side of the payables reports (`payables.service.ts`,
 * `purchase-reports.repo.ts` over a `TradeSide`), each party named as the customer.
 */

const sum = (values: readonly string[]) => Decimal.sum(0, ...values).toFixed(2);
const asCustomer = <T extends { partyid: number | null; partyno: string; partyname: string }>({ partyid, partyno, partyname, ...r }: T) => ({
  customerid: partyid,
  customerno: partyno,
  customername: partyname,
  ...(r as Omit<T, 'partyid' | 'partyno' | 'partyname'>),
});

const partyTotals = (rows: readonly { invoices: number; beforevat: string; vat: string; total: string }[]) => ({
  invoices: rows.reduce((n, r) => n + r.invoices, 0),
  beforevat: sum(rows.map((r) => r.beforevat)),
  vat: sum(rows.map((r) => r.vat)),
  total: sum(rows.map((r) => r.total)),
});

/** Sales by customer between two dates. */
export async function salesByCustomer(tx: Tx, tenantId: number, from: string, to: string) {
  const rows = (await tradeByParty(tx, tenantId, SALES_SIDE, from, to)).map(asCustomer);
  return { rows, totals: partyTotals(rows) };
}

/** Sales by salesman (the invoice's `salesmanid`; invoices without one on a row of their own) between two dates. */
export async function salesBySalesman(tx: Tx, tenantId: number, from: string, to: string) {
  const rows = (await tradeByParty(tx, tenantId, SALES_SIDE, from, to, { field: 'salesmanid', table: 'salesman' })).map(({ partyid, partyname, partyno: _n, ...r }) => ({
    salesmanid: partyid,
    salesmanname: partyname,
    ...r,
  }));
  return { rows, totals: partyTotals(rows) };
}

/** Sales by item between two dates. */
export async function salesByItem(tx: Tx, tenantId: number, from: string, to: string) {
  const rows = await tradeByItem(tx, tenantId, SALES_SIDE, from, to);
  return { rows, totals: { value: sum(rows.map((r) => r.value)) } };
}

/** Sales order lines still open at the end of the range (the sales side's open order lines), each customer named as such. */
export async function openSalesOrders(tx: Tx, tenantId: number, from: string, to: string) {
  return openOrdersOf(async (limit) =>
    (await openOrderLines(tx, tenantId, SALES_SIDE, from, to, limit)).map(({ partyno, partyname, moved, ...r }) => ({ ...r, customerno: partyno, customername: partyname, delivered: moved })),
  );
}

/** Delivery order lines not invoiced at `asof`, at cost, beside the goods-in-transit balance; each named as a delivery of a customer. */
export async function deliveredNotInvoiced(tx: Tx, tenantId: number, asof: string) {
  const r = await notInvoiced(tx, tenantId, asof);
  return {
    ...r,
    rows: r.rows.map(({ docid, seq, docno, transdate, partyno, partyname, ...x }) => ({ deliveryid: docid, deliveryseq: seq, deliveryno: docno, deliverydate: transdate, customerno: partyno, customername: partyname, ...x })),
  };
}
