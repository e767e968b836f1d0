import { postSalesReturn, postStockMoves, type DocMove, type PostingLine } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { runStock, type StockRun } from './document-stock.ts';
import { creditUsers } from './sales-return.repo.ts';
import { customerCredit, lockCustomer } from './sales-payment.repo.ts';
import { accountFor } from './trade-context.repo.ts';
import type { TradeForm } from './trade-forms.ts';
import type { Body } from './trade-prepare.ts';
import { need, postingContextOf, receiptMove, vatPostings, type TradePostingRun } from './trade-stock.ts';
import { groupReturnMoves } from './trade-group-stock.ts';

/**
 * Stock and posting of a sales return (issue 13, API.md §7.5), in the document's transaction:
 * - each inventory line's goods come back (`return-in`) at the cost the outgoing move they left with gave them
 *   (the invoice's, or the delivery order's for goods delivered before: `returnsource`, sales-return-prepare.ts),
 *   whatever was bought since, against COGS, or against goods in transit for a `withoutsi` return;
 * - a return from an invoice posts core `postSalesReturn`: each line's value to its sales return account, the
 *   output VAT given back to the taxes' sales accounts, against the receivable (at the invoice's rate, the
 *   difference realised), the refund's bank account, or the customer credit (the sales down payment account of
 *   the return's currency); a `withoutsi` return posts its goods only (docs/decisions.md "Sales return").
 * An edit or delete of a return whose customer's credit receipts have used is refused when the credit would fall
 * below zero (409 RETURN_CUSTOMER_CREDIT_USED naming them), with the customer locked as receipts lock it.
 */
export async function postSalesReturnTrade(tx: Tx, tenantId: number, form: TradeForm, run: TradePostingRun, stockRun: Omit<StockRun, 'moves'>): Promise<PostingLine[] | null> {
  const { row, prepared, settings } = run;
  const moves: DocMove[] = [];
  prepared?.lines.forEach((line, i) => {
    const goods = prepared.goods[i]!;
    const extra = line.extra as Body;
    if (goods.itemtype !== 0) return;
    const out = receiptMove(row, form, line, goods, null, Number(extra.returncounter));
    moves.push({ ...out, kind: 'return-in', qtyin: goods.qtyunit1, qtyout: '0', sourcekey: String(extra.returnsource) });
  });
  // Item groups: their components come back (trade-group-stock.ts).
  moves.push(...(await groupReturnMoves(tx, tenantId, row, form, prepared, settings, run.lang)));
  const own = await runStock(tx, tenantId, { ...stockRun, moves });
  if (run.editing) await refuseIfCreditUsed(tx, tenantId, row.docid, (row.header ?? {}) as Body, prepared?.header);
  if (!prepared) return null;
  const goodsLines = postStockMoves(own, row.description || (row.docno ?? ''));
  const header = prepared.header;
  if (header.withoutsi === true) return goodsLines;
  const ctx = postingContextOf(row, prepared);
  const settlement = header.settlement === 'refund' || header.settlement === 'credit' ? header.settlement : 'receivable';
  const { accounts } = settings;
  const settleglid =
    settlement === 'refund'
      ? Number(header.bankaccount)
      : need(await accountFor(tx, tenantId, settlement === 'credit' ? accounts.salesdownpayment : accounts.receivable, ctx.currencyid), settlement === 'credit' ? 'salesdownpayment' : 'receivable');
  const [gain, loss] = accounts.realisedprofit;
  const own2 = postSalesReturn({
    ...ctx,
    settlement,
    settleglid,
    invoicerate: settlement === 'receivable' && typeof header.invoicerate === 'string' ? header.invoicerate : undefined,
    gainglid: gain ?? null,
    lossglid: loss ?? gain ?? null,
    lines: prepared.lines.map((line, i) => ({ value: prepared.goods[i]!.value, returnglid: Number((line.extra as Body).returnglid), deptid: line.deptid ?? null, projectid: line.projectid ?? null })),
    taxes: vatPostings(prepared, 'salesglid'),
  });
  return [...own2, ...goodsLines];
}

/**
 * A return's credit taken back or cut (an edit or delete) while receipts apply the customer's credit: refused when
 * what is left of it in the return's currency falls below zero.
 */
async function refuseIfCreditUsed(tx: Tx, tenantId: number, docid: number, stored: Body, now: Body | undefined) {
  const customerid = Number(now?.customerid ?? stored.customerid);
  if (!customerid) return;
  await lockCustomer(tx, tenantId, customerid);
  const currencies = new Set([stored.creditcurrencyid, now?.creditcurrencyid].map((c) => (c === undefined || c === null ? null : Number(c))));
  for (const currencyid of currencies) {
    const left = new Decimal((await customerCredit(tx, tenantId, customerid, currencyid, docid)).prime).plus(now?.settlement === 'credit' && (now.creditcurrencyid ?? null) === currencyid ? String(now.overpay ?? '0') : '0');
    if (left.lessThan(0)) throw new AppError('RETURN_CUSTOMER_CREDIT_USED', { payments: (await creditUsers(tx, tenantId, customerid, currencyid)).join(', ') }, { status: 409 });
  }
}
