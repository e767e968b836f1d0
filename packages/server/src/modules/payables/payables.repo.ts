import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { balanceAtSql } from '../ledger/reports.repo.ts';

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

export interface OpenInvoiceRow {
  docid: number;
  docno: string;
  invoicedate: string;
  duedate: string | null;
  vendorid: number;
  vendorno: string;
  vendorname: string;
  currency: string;
  rate: string;
  totalamount: string;
  /** Σ pay of the payments dated after the date. */
  paidafter: string;
  /** Σ totals of the returns against it dated after the date. */
  returnedafter: string;
}

/**
 * Purchase invoices dated up to `asof` that may owe something then: not stored as paid now, or settled by a payment
 * or return dated after `asof`; by vendor name, date and id.
 */
export async function invoicesOpenAt(tx: Tx, tenantId: number, asof: string, vendorid?: number): Promise<OpenInvoiceRow[]> {
  const vendor = vendorid ? sql`and (d.header ->> 'vendorid')::bigint = ${vendorid}` : sql``;
  return rowsOf(
    await tx.execute(sql`
      with later_paid as (
        select (l.extra ->> 'srcid')::bigint as docid, sum((l.extra ->> 'pay')::numeric) as paid
        from trans_line l join trans_document p on p.tenant_id = l.tenant_id and p.docid = l.docid
        where l.tenant_id = ${tenantId} and l.extra ? 'srcid' and l.extra ? 'pay' and p.transdate > ${asof}::date
        group by 1),
      later_returned as (
        select (r.header ->> 'apinvoiceid')::bigint as docid, sum(r.totalamount) as returned
        from trans_document r
        where r.tenant_id = ${tenantId} and r.form = 'purchase-return' and r.transdate > ${asof}::date and r.header ? 'apinvoiceid'
          and coalesce((r.header ->> 'isnihil')::boolean, false) = false
        group by 1)
      select d.docid, coalesce(d.docno, '') as docno, d.transdate::text as invoicedate, nullif(d.header ->> 'duedate', '') as duedate,
             (d.header ->> 'vendorid')::bigint as vendorid, v.personno, v.name, coalesce(cur.currencyname, ${BASE_CURRENCY}) as currency,
             ${RATE_OF('d')}::text as rate, d.totalamount::text as totalamount,
             coalesce(lp.paid, 0)::text as paidafter, coalesce(lr.returned, 0)::text as returnedafter
      from trans_document d
      ${CURRENCY_JOIN('d')}
      join person v on v.tenant_id = d.tenant_id and v.personid = (d.header ->> 'vendorid')::bigint
      left join later_paid lp on lp.docid = d.docid
      left join later_returned lr on lr.docid = d.docid
      where d.tenant_id = ${tenantId} and d.form = 'purchase-invoice' and d.transdate <= ${asof}::date ${vendor}
        -- 'paid' also stands for owing below zero (goods returned after they were paid): those stay, as credits
        and (d.status <> 'paid' or lp.docid is not null or lr.docid is not null
             or exists (select 1 from trans_document r where r.tenant_id = d.tenant_id and r.form = 'purchase-return'
                          and r.invoiceid = d.docid and coalesce((r.header ->> 'isnihil')::boolean, false) = false))
      order by v.name, v.personno, d.transdate, d.docid`),
  ).map((r) => ({
    docid: Number(r.docid),
    docno: text(r.docno),
    invoicedate: text(r.invoicedate),
    duedate: r.duedate === null ? null : text(r.duedate),
    vendorid: Number(r.vendorid),
    vendorno: text(r.personno),
    vendorname: text(r.name),
    currency: text(r.currency),
    rate: num(r.rate),
    totalamount: num(r.totalamount),
    paidafter: num(r.paidafter),
    returnedafter: num(r.returnedafter),
  }));
}

/** A vendor of the company (persontype 1), or undefined. */
export async function vendorById(tx: Tx, tenantId: number, vendorid: number) {
  const [r] = rowsOf(await tx.execute(sql`select personid, personno, name from person where tenant_id = ${tenantId} and personid = ${vendorid} and persontype = 1`));
  return r ? { vendorid: Number(r.personid), vendorno: text(r.personno), vendorname: text(r.name) } : undefined;
}

/**
 * The documents that move what a vendor is owed, as statement entries, with their currency (docs/decisions.md
 * "The vendor statement: refunds and set-offs"): an invoice is a credit (owed to the vendor); a return against an
 * invoice is a debit; a payment is a debit of what it settles of invoices (Σ its positive `pay`) and a credit of the
 * vendor credit it takes back (Σ its negative `pay`, turned positive): a refund reads as a credit, a set-off as both
 * movements on its row.
 */
function vendorEntries(tenantId: number, vendorid: number, dates: SQL) {
  const pays = (sign: SQL) => sql`coalesce((select sum(abs((l.extra ->> 'pay')::numeric)) from trans_line l
                                            where l.tenant_id = d.tenant_id and l.docid = d.docid and l.extra ? 'pay' and (l.extra ->> 'pay')::numeric ${sign} 0), 0)`;
  return sql`
    select d.docid, d.form, coalesce(d.docno, '') as docno, d.transdate, d.description, coalesce(cur.currencyname, ${BASE_CURRENCY}) as currency,
           case when d.form = 'purchase-invoice' then d.totalamount
                when d.form = 'purchase-payment' then ${pays(sql`<`)}
                else 0 end as credit,
           case when d.form = 'purchase-return' then d.totalamount
                when d.form = 'purchase-payment' then ${pays(sql`>`)}
                else 0 end as debit
    from trans_document d
    ${CURRENCY_JOIN('d')}
    where d.tenant_id = ${tenantId} and (d.header ->> 'vendorid')::bigint = ${vendorid} and ${dates}
      and (d.form in ('purchase-invoice', 'purchase-payment')
           or (d.form = 'purchase-return' and d.header ? 'apinvoiceid' and coalesce((d.header ->> 'isnihil')::boolean, false) = false))`;
}

/** What the vendor was owed before `from`, by currency (credit positive). */
export async function vendorOpening(tx: Tx, tenantId: number, vendorid: number, from: string): Promise<Map<string, string>> {
  const rows = rowsOf(await tx.execute(sql`select e.currency, sum(e.credit - e.debit)::text as balance from (${vendorEntries(tenantId, vendorid, sql`d.transdate < ${from}::date`)}) e group by e.currency`));
  return new Map(rows.map((r) => [text(r.currency), num(r.balance)]));
}

/**
 * The vendor's invoices (credit), payments and returns (debit; a payment's credit taken back on the credit side)
 * between two dates, by date, form and id (at most `limit`); a document that moves nothing is left out.
 */
export async function vendorMovements(tx: Tx, tenantId: number, vendorid: number, from: string, to: string, limit: number) {
  return rowsOf(
    await tx.execute(sql`
      select e.docid, e.form, e.docno, e.transdate::text as transdate, e.description, e.currency, e.debit::text as debit, e.credit::text as credit
      from (${vendorEntries(tenantId, vendorid, sql`d.transdate between ${from}::date and ${to}::date`)}) e
      where e.debit <> 0 or e.credit <> 0
      order by e.transdate, case e.form when 'purchase-invoice' then 0 when 'purchase-return' then 1 else 2 end, e.docid
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
