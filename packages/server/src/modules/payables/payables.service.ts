import { ageInvoices, owingAt, runStatement, type StatementEntry } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { settlementsOf } from '../documents/invoice-settlement.repo.ts';
import { tradeSettings } from '../documents/trade-context.repo.ts';
import { EXPORT_MAX_ROWS } from '../ledger/report-export.ts';
import { accountsBalanceAt, invoicesOpenAt, vendorById, vendorMovements, vendorOpening } from './payables.repo.ts';

/** A vendor id of the query that is not a vendor of the company: 400 naming the field. */
export async function needVendor(tx: Tx, tenantId: number, vendorid: number) {
  const vendor = await vendorById(tx, tenantId, vendorid);
  if (!vendor) throw new AppError('V_REF_NOT_FOUND', { field: 'vendorid' }, { status: 400 });
  return vendor;
}

const negate = (v: string) => new Decimal(v).negated().toFixed(2);

/**
 * The AP aging at `asof`: every purchase invoice dated up to then with what it owed then (its owing now from the
 * settlement reads, plus what payments and returns dated after `asof` settled), by vendor and column, with the
 * payable accounts' balance at `asof` (credit positive) beside the grand total.
 */
export async function apAging(tx: Tx, tenantId: number, asof: string, vendorid?: number) {
  if (vendorid) await needVendor(tx, tenantId, vendorid);
  const candidates = await invoicesOpenAt(tx, tenantId, asof, vendorid);
  const now = await settlementsOf(
    tx,
    tenantId,
    candidates.map((c) => c.docid),
  );
  const invoices = candidates.map(({ paidafter, returnedafter, ...c }) => ({ ...c, owing: owingAt({ owingnow: now.get(c.docid)?.owing ?? '0', paidafter, returnedafter }) }));
  const aged = ageInvoices(invoices, asof);
  const settings = await tradeSettings(tx, tenantId);
  // One vendor's invoices are not the whole payable: the balance is answered for the whole company only.
  const payable = vendorid ? null : negate(await accountsBalanceAt(tx, tenantId, settings.accounts.payable, asof));
  const vendors = aged.vendors.map((v) => ({ vendorid: v.vendorid, vendorno: v.invoices[0]!.vendorno, vendorname: v.invoices[0]!.vendorname, invoices: v.invoices, totals: v.totals }));
  return { asof, vendors, totals: aged.totals, payablebalance: payable };
}

export interface StatementSection {
  currency: string;
  opening: string;
  lines: (StatementEntry & { balance: string })[];
  debit: string;
  credit: string;
  closing: string;
}

/** A vendor's statement between two dates, one section per currency the vendor was dealt with in. */
export async function vendorStatement(tx: Tx, tenantId: number, vendorid: number, from: string, to: string) {
  const vendor = await needVendor(tx, tenantId, vendorid);
  const openings = await vendorOpening(tx, tenantId, vendorid, from);
  const moves = await vendorMovements(tx, tenantId, vendorid, from, to, EXPORT_MAX_ROWS + 1);
  if (moves.length > EXPORT_MAX_ROWS) throw new AppError('REPORT_TOO_LARGE', { n: EXPORT_MAX_ROWS }, { status: 400 });
  const currencies = [...new Set([...openings.keys(), ...moves.map((m) => m.currency)])].sort();
  const sections: StatementSection[] = currencies.map((currency) => ({
    currency,
    ...runStatement(
      openings.get(currency) ?? '0',
      moves.filter((m) => m.currency === currency).map(({ currency: _c, ...m }) => m),
    ),
  }));
  return { ...vendor, fromdate: from, todate: to, sections };
}

export type AgingReport = Awaited<ReturnType<typeof apAging>>;
export type VendorStatement = Awaited<ReturnType<typeof vendorStatement>>;
