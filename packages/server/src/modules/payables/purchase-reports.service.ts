import { unbilledAt } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { tradeSettings } from '../documents/trade-context.repo.ts';
import { EXPORT_MAX_ROWS } from '../ledger/report-export.ts';
import { accountsBalanceAt, unbilledAccounts } from './payables.repo.ts';
import { openPurchaseOrders, purchasesByItem, purchasesByVendor, receiptLinesOpenAt } from './purchase-reports.repo.ts';

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

/** Purchase order lines still open at the end of the range, with the total remaining value. */
export async function openOrders(tx: Tx, tenantId: number, from: string, to: string) {
  const rows = await openPurchaseOrders(tx, tenantId, from, to, EXPORT_MAX_ROWS + 1);
  if (rows.length > EXPORT_MAX_ROWS) throw tooLarge();
  return { rows, totals: { remainingvalue: sum(rows.map((r) => r.remainingvalue)) } };
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
