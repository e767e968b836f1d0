import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { balanceAtSql } from '../ledger/reports.repo.ts';
import type { TradeSide } from './trade-side.ts';

/**
 * Reads of the accounts payable reports (issue 12 item 5): the purchase invoices open at a date and what settled
 * them after it, a vendor's documents for the statement, and the ledger balances they reconcile with. What settles
 * an invoice is the rule of `documents/invoice-settlement.repo.ts` (payment lines naming it with `extra.pay`,
 * returns against it not `isnihil`); these reads only add the documents' dates. Every query names the tenant and
 * runs under its RLS context.
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown) => (v === null || v === undefined ? '0' : String(v));
const money = (v: unknown) => new Decimal(num(v)).toFixed(2);

/** The rate a purchasing document posted at: its header's in a foreign currency, else 1 (payment-prepare's rule). */
export const RATE_OF = (d: string) =>
  sql.raw(`(case when ${d}.header ->> 'currencyid' is not null and cur.isbase is false and coalesce(${d}.header ->> 'rate', '') <> '' then (${d}.header ->> 'rate')::numeric else 1 end)`);
/** The document's currency row (null: the base currency). */
export const CURRENCY_JOIN = (d: string) => sql.raw(`left join currency cur on cur.tenant_id = ${d}.tenant_id and cur.currencyid = (${d}.header ->> 'currencyid')::bigint`);
/** The base currency's name. */
export const BASE_CURRENCY = sql.raw(`(select b.currencyname from currency b where b.tenant_id = d.tenant_id and b.isbase limit 1)`);

/** A party of the side (a vendor, persontype 1; a customer, 0), or undefined. */
export async function partyById(tx: Tx, tenantId: number, side: TradeSide, partyid: number) {
  const [r] = rowsOf(await tx.execute(sql`select personid, personno, name from person where tenant_id = ${tenantId} and personid = ${partyid} and persontype = ${side.persontype}`));
  return r ? { partyid: Number(r.personid), partyno: text(r.personno), partyname: text(r.name) } : undefined;
}

/**
 * The documents that move what is owed between the company and a party, as statement entries, with their currency
 * (docs/decisions.md "The vendor statement: refunds and set-offs"): an invoice adds what it totals; a return against
 * an invoice takes back its total; a payment takes back what it settles of invoices (Σ its positive `pay`) and adds
 * the credit it takes back (Σ its negative `pay`, turned positive): a refund reads as an addition, a set-off as both
 * movements on its row. What is owed is a credit to a vendor (AP) and a debit of a customer (AR): `side.sign`.
 */
function partyEntries(tenantId: number, side: TradeSide, partyid: number, dates: SQL) {
  const pays = (sign: SQL) => sql`coalesce((select sum(abs((l.extra ->> 'pay')::numeric)) from trans_line l
                                            where l.tenant_id = d.tenant_id and l.docid = d.docid and l.extra ? 'pay' and (l.extra ->> 'pay')::numeric ${sign} 0), 0)`;
  const up = sql`case when d.form = ${side.invoice} then d.totalamount when d.form = ${side.payment} then ${pays(sql`<`)} else 0 end`;
  const down = sql`case when d.form = ${side.ret} then d.totalamount when d.form = ${side.payment} then ${pays(sql`>`)} else 0 end`;
  const [debit, credit] = side.sign === 1 ? [up, down] : [down, up];
  const party = sql.raw(`'${side.party}'`);
  const invoiceField = sql.raw(`'${side.invoiceField}'`);
  return sql`
    select d.docid, d.form, coalesce(d.docno, '') as docno, d.transdate, d.description, coalesce(cur.currencyname, ${BASE_CURRENCY}) as currency,
           ${credit} as credit, ${debit} as debit
    from trans_document d
    ${CURRENCY_JOIN('d')}
    where d.tenant_id = ${tenantId} and (d.header ->> ${party})::bigint = ${partyid} and ${dates}
      and ((d.form = ${side.invoice} and ${side.owed('d')}) or d.form = ${side.payment}
           or (d.form = ${side.ret} and d.header ? ${invoiceField} and ${side.lowersOwing('d')}))`;
}

/** What was owed before `from`, by currency (the side's way: credit positive to a vendor, debit positive of a customer). */
export async function partyOpening(tx: Tx, tenantId: number, side: TradeSide, partyid: number, from: string): Promise<Map<string, string>> {
  const balance = side.sign === 1 ? sql`sum(e.debit - e.credit)` : sql`sum(e.credit - e.debit)`;
  const rows = rowsOf(await tx.execute(sql`select e.currency, ${balance}::text as balance from (${partyEntries(tenantId, side, partyid, sql`d.transdate < ${from}::date`)}) e group by e.currency`));
  return new Map(rows.map((r) => [text(r.currency), num(r.balance)]));
}

/**
 * The party's invoices, payments and returns between two dates, by date, form (invoice, return, payment) and id (at
 * most `limit`); a document that moves nothing is left out.
 */
export async function partyMovements(tx: Tx, tenantId: number, side: TradeSide, partyid: number, from: string, to: string, limit: number) {
  return rowsOf(
    await tx.execute(sql`
      select e.docid, e.form, e.docno, e.transdate::text as transdate, e.description, e.currency, e.debit::text as debit, e.credit::text as credit
      from (${partyEntries(tenantId, side, partyid, sql`d.transdate between ${from}::date and ${to}::date`)}) e
      where e.debit <> 0 or e.credit <> 0
      order by e.transdate, case e.form when ${side.invoice} then 0 when ${side.ret} then 1 else 2 end, e.docid
      limit ${limit}`),
  ).map((r) => ({
    currency: text(r.currency),
    date: text(r.transdate),
    form: text(r.form),
    id: Number(r.docid),
    number: text(r.docno),
    description: text(r.description),
    debit: money(r.debit),
    credit: money(r.credit),
  }));
}

/** Σ of accounts' balances through `date` (debit positive), from the balance table and the date's month of lines. */
export async function accountsBalanceAt(tx: Tx, tenantId: number, glids: readonly number[], date: string): Promise<string> {
  if (!glids.length) return '0';
  const parts = sql.join([...new Set(glids)].map((glid) => balanceAtSql(tenantId, glid, date, true)), sql` + `);
  return num(rowsOf(await tx.execute(sql`select (${parts})::text as balance`))[0]!.balance);
}

/** The unbilled accounts receipts credit: the company's default and any item's or item category's own. */
export async function unbilledAccounts(tx: Tx, tenantId: number, fallback: number | null): Promise<number[]> {
  const rows = rowsOf(
    await tx.execute(sql`
      select unbilledglaccnt as glid from item where tenant_id = ${tenantId} and unbilledglaccnt is not null
      union select unbilledglaccnt from item_category where tenant_id = ${tenantId} and unbilledglaccnt is not null`),
  );
  return [...new Set([...(fallback ? [fallback] : []), ...rows.map((r) => Number(r.glid))])];
}
