import Decimal from 'decimal.js';
import type { Tx } from '../../platform/tx.ts';
import { agingOf, agingSummaryOf, statementOf } from '../payables/payables.service.ts';
import { tradeByItem, tradeByParty } from '../payables/purchase-reports.repo.ts';
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

/** The AR aging (umur piutang) at `asof`, with the receivable accounts' balance then (debit positive) for the whole company. */
export async function arAging(tx: Tx, tenantId: number, asof: string, customerid?: number) {
  const r = await agingOf(tx, tenantId, SALES_SIDE, asof, customerid);
  const customers = r.parties.map((p) => ({ ...asCustomer(p), invoices: p.invoices.map(asCustomer) }));
  return { asof, customers, totals: r.totals, receivablebalance: r.balance };
}

/** The AR aging's totals per customer only: for a company with very many open invoices. */
export async function arAgingSummary(tx: Tx, tenantId: number, asof: string) {
  const r = await agingSummaryOf(tx, tenantId, SALES_SIDE, asof);
  return { asof, customers: r.parties.map(asCustomer), totals: r.totals, receivablebalance: r.balance };
}

/** A customer's statement (kartu piutang): per currency, the opening, each document with the running balance (debit positive), the closing. */
export async function customerStatement(tx: Tx, tenantId: number, customerid: number, from: string, to: string) {
  return asCustomer(await statementOf(tx, tenantId, SALES_SIDE, customerid, from, to));
}

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
