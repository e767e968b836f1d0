import { AGING_BUCKETS, runStatement, type StatementEntry } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { tradeSettings } from '../documents/trade-context.repo.ts';
import { EXPORT_MAX_ROWS } from '../ledger/report-export.ts';
import { agedInvoices, agingByParty, type AgedRow } from './aging.repo.ts';
import { accountsBalanceAt, partyById, partyMovements, partyOpening } from './payables.repo.ts';
import { PURCHASE_SIDE, SALES_SIDE, type TradeSide } from './trade-side.ts';

/** A party id of the query that is not a party of the side (a vendor, a customer): 400 naming the field. */
export async function needParty(tx: Tx, tenantId: number, side: TradeSide, partyid: number, field: string = side.party) {
  const party = await partyById(tx, tenantId, side, partyid);
  if (!party) throw new AppError('V_REF_NOT_FOUND', { field }, { status: 400 });
  return party;
}

export const needVendor = async (tx: Tx, tenantId: number, vendorid: number) => {
  const p = await needParty(tx, tenantId, PURCHASE_SIDE, vendorid);
  return { vendorid: p.partyid, vendorno: p.partyno, vendorname: p.partyname };
};

type Totals = Record<(typeof AGING_BUCKETS)[number] | 'total', string>;
const zero = (): Record<string, Decimal> => Object.fromEntries([...AGING_BUCKETS, 'total'].map((b) => [b, new Decimal(0)]));
const fixedAll = (t: Record<string, Decimal>) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v.toFixed(2)])) as Totals;

/** What is owed on the side's accounts at `asof` (AP: the payable accounts, credit positive; AR: the receivable accounts, debit positive). */
async function ledgerOwedAt(tx: Tx, tenantId: number, side: TradeSide, asof: string): Promise<string> {
  const settings = await tradeSettings(tx, tenantId);
  const balance = new Decimal(await accountsBalanceAt(tx, tenantId, side === SALES_SIDE ? settings.accounts.receivable : settings.accounts.payable, asof));
  return (side.sign === 1 ? balance : balance.negated()).toFixed(2);
}

/**
 * The aging of a side at `asof` (AP aging, AR aging): every invoice dated up to then with what it owed then
 * (`aging.repo.ts`, one indexed pass), by party and column of days past due, with the side's accounts' balance at
 * `asof` beside the grand total (the whole company only: one party's invoices are not the whole account).
 */
export async function agingOf(tx: Tx, tenantId: number, side: TradeSide, asof: string, partyid?: number) {
  if (partyid) await needParty(tx, tenantId, side, partyid);
  const rows = await agedInvoices(tx, tenantId, side, asof, partyid);
  const parties: { partyid: number; partyno: string; partyname: string; invoices: AgedRow[]; totals: Record<string, Decimal> }[] = [];
  const all = zero();
  for (const r of rows) {
    let p = parties[parties.length - 1];
    if (!p || p.partyid !== r.partyid) parties.push((p = { partyid: r.partyid, partyno: r.partyno, partyname: r.partyname, invoices: [], totals: zero() }));
    p.invoices.push(r);
    for (const t of [p.totals, all]) {
      t[r.bucket] = t[r.bucket]!.plus(r.baseowing);
      t.total = t.total!.plus(r.baseowing);
    }
  }
  const balance = partyid ? null : await ledgerOwedAt(tx, tenantId, side, asof);
  return { asof, parties: parties.map((p) => ({ ...p, totals: fixedAll(p.totals) })), totals: fixedAll(all), balance };
}

/** The aging's column totals per party only (no invoices), for a company with many open invoices. */
export async function agingSummaryOf(tx: Tx, tenantId: number, side: TradeSide, asof: string) {
  const all = zero();
  const parties: { partyid: number; partyno: string; partyname: string; invoicecount: number; totals: Record<string, Decimal> }[] = [];
  for (const r of await agingByParty(tx, tenantId, side, asof)) {
    let p = parties[parties.length - 1];
    if (!p || p.partyid !== Number(r.partyid)) parties.push((p = { partyid: Number(r.partyid), partyno: String(r.personno ?? ''), partyname: String(r.name ?? ''), invoicecount: 0, totals: zero() }));
    p.invoicecount += Number(r.invoices);
    for (const t of [p.totals, all]) {
      t[String(r.bucket)] = t[String(r.bucket)]!.plus(String(r.total));
      t.total = t.total!.plus(String(r.total));
    }
  }
  return { asof, parties: parties.map((p) => ({ ...p, totals: fixedAll(p.totals) })), totals: fixedAll(all), balance: await ledgerOwedAt(tx, tenantId, side, asof) };
}

export interface StatementSection {
  currency: string;
  opening: string;
  lines: (StatementEntry & { balance: string })[];
  debit: string;
  credit: string;
  closing: string;
}

/** A party's statement between two dates, one section per currency it was dealt with in (balance the side's way). */
export async function statementOf(tx: Tx, tenantId: number, side: TradeSide, partyid: number, from: string, to: string) {
  const party = await needParty(tx, tenantId, side, partyid);
  const openings = await partyOpening(tx, tenantId, side, partyid, from);
  const moves = await partyMovements(tx, tenantId, side, partyid, from, to, EXPORT_MAX_ROWS + 1);
  if (moves.length > EXPORT_MAX_ROWS) throw new AppError('REPORT_TOO_LARGE', { n: EXPORT_MAX_ROWS }, { status: 400 });
  const currencies = [...new Set([...openings.keys(), ...moves.map((m) => m.currency)])].sort();
  // runStatement runs credit − debit; a customer's balance is debit − credit, so its movements go in swapped and come out swapped back.
  const swap = <T extends { debit: string; credit: string }>(m: T): T => (side.sign === 1 ? { ...m, debit: m.credit, credit: m.debit } : m);
  const sections: StatementSection[] = currencies.map((currency) => {
    const run = runStatement(
      openings.get(currency) ?? '0',
      moves.filter((m) => m.currency === currency).map(({ currency: _c, ...m }) => swap(m)),
    );
    return { currency, ...swap({ ...run, lines: run.lines.map(swap) }) };
  });
  return { ...party, fromdate: from, todate: to, sections };
}
