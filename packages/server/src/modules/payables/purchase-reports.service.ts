import { unbilledAt } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { tradeSettings } from '../documents/trade-context.repo.ts';
import { EXPORT_MAX_ROWS } from '../ledger/report-export.ts';
import { goodsInTransitAccounts, goodsLinesOpenAt } from './goods-open.repo.ts';
import { accountsBalanceAt, unbilledAccounts } from './payables.repo.ts';
import { openPurchaseOrders, purchasesByItem, purchasesByVendor, receiptLinesOpenAt } from './purchase-reports.repo.ts';
import { SALES_SIDE } from './trade-side.ts';

const sum = (values: readonly string[]) => Decimal.sum(0, ...values).toFixed(2);
const tooLarge = () => new AppError('REPORT_TOO_LARGE', { n: EXPORT_MAX_ROWS }, { status: 400 });

/** Purchases by vendor between two dates with the totals of each column. */
export async function byVendor(tx: Tx, tenantId: number, from: string, to: string) {
  const rows = await purchasesByVendor(tx, tenantId, from, to);
  return { rows, totals: { invoices: rows.reduce((n, r) => n + r.invoices, 0), beforevat: sum(rows.map((r) => r.beforevat)), vat: sum(rows.map((r) => r.vat)), total: sum(rows.map((r) => r.total)) } };
}

/** Purchases by item between two dates with the total value. */
export async function byItem(tx: Tx, tenantId: number, from: string, to: string) {
  const rows = await purchasesByItem(tx, tenantId, from, to);
  return { rows, totals: { value: sum(rows.map((r) => r.value)) } };
}

/** Order lines still open at the end of the range (read by `lines`: a side's), with the total remaining value. */
export async function openOrdersOf<T extends { remainingvalue: string }>(lines: (limit: number) => Promise<T[]>) {
  const rows = await lines(EXPORT_MAX_ROWS + 1);
  if (rows.length > EXPORT_MAX_ROWS) throw tooLarge();
  return { rows, totals: { remainingvalue: sum(rows.map((r) => r.remainingvalue)) } };
}

/** Purchase order lines still open at the end of the range, with the total remaining value. */
export const openOrders = (tx: Tx, tenantId: number, from: string, to: string) => openOrdersOf((limit) => openPurchaseOrders(tx, tenantId, from, to, limit));

/**
 * Delivery orders' lines not (fully) invoiced at `asof` (delivered not invoiced): what remains to invoice of each, at
 * the cost it sits on goods in transit (the line's cost less what posted invoices and returns dated up to `asof` took
 * off it), its total, and the goods-in-transit accounts' balance at `asof` (debit positive), which it equals.
 */
export async function deliveredNotInvoiced(tx: Tx, tenantId: number, asof: string) {
  const lines = await goodsLinesOpenAt(tx, tenantId, SALES_SIDE, asof, EXPORT_MAX_ROWS + 1);
  if (lines.length > EXPORT_MAX_ROWS) throw tooLarge();
  const rows = lines
    .map(({ parts, qty, value, ...line }) => {
      const taken = parts.filter((p) => p.date <= asof);
      const open = Decimal.max(new Decimal(qty).minus(Decimal.sum(0, ...taken.map((p) => p.qty))), 0);
      const cost = new Decimal(value).minus(Decimal.sum(0, ...taken.filter((p) => p.clears).map((p) => p.value)));
      return { ...line, delivered: qty, notinvoiced: open.toFixed(), value: cost.toFixed(2) };
    })
    .filter((r) => !new Decimal(r.notinvoiced).isZero() || !new Decimal(r.value).isZero());
  const settings = await tradeSettings(tx, tenantId);
  const transit = await accountsBalanceAt(tx, tenantId, await goodsInTransitAccounts(tx, tenantId, settings.accounts.goodsintransit), asof);
  return { rows, totals: { value: sum(rows.map((r) => r.value)) }, transitbalance: new Decimal(transit).toFixed(2) };
}

/**
 * Goods received not invoiced at `asof`: each receipt line with what was not yet invoiced then (core `unbilledAt`),
 * its total, and the unbilled accounts' balance at `asof` (credit positive), which it equals.
 */
export async function receivedNotInvoiced(tx: Tx, tenantId: number, asof: string) {
  const lines = await receiptLinesOpenAt(tx, tenantId, asof, EXPORT_MAX_ROWS + 1);
  if (lines.length > EXPORT_MAX_ROWS) throw tooLarge();
  const rows = lines
    .map(({ parts, qty, value, ...line }) => {
      const open = unbilledAt({ qty, value, parts, asof });
      return { ...line, received: qty, notinvoiced: open.qty, value: open.value };
    })
    .filter((r) => !new Decimal(r.notinvoiced).isZero() || !new Decimal(r.value).isZero());
  const settings = await tradeSettings(tx, tenantId);
  const unbilled = new Decimal(await accountsBalanceAt(tx, tenantId, await unbilledAccounts(tx, tenantId, settings.accounts.unbilled), asof)).negated().toFixed(2);
  return { rows, totals: { value: sum(rows.map((r) => r.value)) }, unbilledbalance: unbilled };
}
