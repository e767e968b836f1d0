import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';

type Row = Record<string, unknown>;
type Query = (q: ReturnType<typeof sql>) => Promise<Row[]>;

/**
 * The forms of one side of trade for the checks below: its invoices, payments and returns, and which returns lower
 * an invoice's owing (a purchase return not `isnihil`; a sales return kept off the receivable, not refunded, not
 * kept as credit). Unposted invoices (a sales Temporary Invoice) owe nothing yet.
 */
export interface CheckSide {
  invoice: string;
  payment: string;
  ret: string;
  invoiceField: string;
  /** The returns (alias `r`) that lower what their invoice owes. */
  owingReturn: ReturnType<typeof sql>;
}
export const PURCHASE_CHECKS: CheckSide = {
  invoice: 'purchase-invoice',
  payment: 'purchase-payment',
  ret: 'purchase-return',
  invoiceField: 'apinvoiceid',
  owingReturn: sql`not coalesce((r.header ->> 'isnihil')::boolean, false)`,
};
export const SALES_CHECKS: CheckSide = {
  invoice: 'sales-invoice',
  payment: 'sales-payment',
  ret: 'sales-return',
  invoiceField: 'arinvoiceid',
  owingReturn: sql`not coalesce((r.header ->> 'withoutsi')::boolean, false) and coalesce(r.header ->> 'settlement', 'receivable') = 'receivable'`,
};

/**
 * What the purchasing and sales property tests check after every command, read straight from the stored documents and
 * journal lines (never from the code under test): the figures it compares are computed here on their own.
 */

/**
 * Source lines (of `form`) from which later documents took more than the line holds, in unit1. `pulledBy` limits
 * only sources after the docid `after`; payment lines name invoices too (with a `pay`): they are not pulls.
 */
export async function overPulled(query: Query, form: string, after = 0): Promise<Row[]> {
  return query(sql`
    select s.docid, s.seq, (s.quantity * s.unitratio)::text as held, sum(p.quantity * p.unitratio)::text as taken
    from trans_document d
    join trans_line s on s.tenant_id = d.tenant_id and s.docid = d.docid
    join trans_line p on p.tenant_id = s.tenant_id and p.extra ->> 'srcform' = ${form}
      and (p.extra ->> 'srcid')::bigint = s.docid and (p.extra ->> 'srcseq')::int = s.seq and not (p.extra ? 'pay')
    where d.form = ${form} and d.docid > ${after}
    group by s.docid, s.seq, s.quantity, s.unitratio
    having sum(p.quantity * p.unitratio) > s.quantity * s.unitratio`);
}

/** Invoices (after `after`) whose payments add up to more than their total: never allowed. */
export async function paidBeyondTotal(query: Query, after = 0, side = PURCHASE_CHECKS): Promise<{ docid: number; paid: string; total: string }[]> {
  const rows = await query(sql`
    select d.docid, p.paid::text as paid, d.totalamount::text as total
    from trans_document d
    join (select (l.extra ->> 'srcid')::bigint as docid, sum((l.extra ->> 'pay')::numeric) as paid
          from trans_line l join trans_document p on p.tenant_id = l.tenant_id and p.docid = l.docid
          where p.form = ${side.payment} group by 1) p on p.docid = d.docid
    where d.form = ${side.invoice} and d.docid > ${after} and p.paid > d.totalamount`);
  return rows.map((r) => ({ docid: Number(r.docid), paid: String(r.paid), total: String(r.total) }));
}

/**
 * Every posted invoice's owing by its own definition (API.md §7.3): its total less Σ `pay` of the payment lines
 * naming it and Σ the totals of the returns against it that lower it (`side.owingReturn`); invoices after `after`.
 */
export async function owingByInvoice(query: Query, after = 0, side = PURCHASE_CHECKS): Promise<Map<number, Decimal>> {
  const rows = await query(sql`
    select d.docid, (d.totalamount
       - coalesce((select sum((l.extra ->> 'pay')::numeric) from trans_line l join trans_document p on p.tenant_id = l.tenant_id and p.docid = l.docid
                   where p.form = ${side.payment} and (l.extra ->> 'srcid')::bigint = d.docid), 0)
       - coalesce((select sum(r.totalamount) from trans_document r where r.form = ${side.ret}
                   and ${side.owingReturn} and (r.header ->> ${side.invoiceField})::bigint = d.docid), 0))::text as owing
    from trans_document d where d.form = ${side.invoice} and d.docid > ${after} and coalesce((d.header ->> 'posted')::boolean, true)`);
  return new Map(rows.map((r) => [Number(r.docid), new Decimal(String(r.owing))]));
}

/** Posted invoices (after `after`) whose stored status is not what their owing says: `paid` exactly when owing ≤ 0. */
export async function statusesOff(query: Query, owing: Map<number, Decimal>, after = 0, side = PURCHASE_CHECKS): Promise<{ docid: number; status: string; owing: string }[]> {
  const rows = await query(sql`select docid, status from trans_document where form = ${side.invoice} and docid > ${after} and coalesce((header ->> 'posted')::boolean, true)`);
  return rows.flatMap((r) => {
    const o = owing.get(Number(r.docid)) ?? new Decimal(0);
    return (String(r.status) === 'paid') === o.lte(0) ? [] : [{ docid: Number(r.docid), status: String(r.status), owing: o.toFixed() }];
  });
}

/**
 * Goods received not invoiced, valued at the receipt's price (the unbilled account's credit): for every receipt
 * line, what is left after the invoices and the returns without invoice that pulled it (unit1), at the line's
 * price per unit1 (its net amount over its unit1 quantity); receipts after the docid `after`.
 */
export async function receivedNotInvoiced(query: Query, after = 0): Promise<string> {
  const rows = await query(sql`
    select coalesce(sum(left_qty * s.amount / (s.quantity * s.unitratio)), 0)::text as value from (
      select s.*, s.quantity * s.unitratio - coalesce((select sum(p.quantity * p.unitratio) from trans_line p
        where p.tenant_id = s.tenant_id and p.extra ->> 'srcform' = 'goods-receipt' and (p.extra ->> 'srcid')::bigint = s.docid
          and (p.extra ->> 'srcseq')::int = s.seq), 0) as left_qty
      from trans_line s join trans_document d on d.tenant_id = s.tenant_id and d.docid = s.docid
      where d.form = 'goods-receipt' and d.docid > ${after}) s`);
  return new Decimal(String(rows[0]!.value)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed();
}

/** Journals after `after` whose lines do not add up to zero. */
export async function unbalancedJournals(query: Query, after = 0): Promise<Row[]> {
  return query(sql`select journalid, sum(amount)::text as off from journal_line where journalid > ${after} group by journalid having sum(amount) <> 0`);
}

/** The newest document and journal ids: what a run makes comes after them. */
export async function lastIds(query: Query): Promise<{ docid: number; journalid: number }> {
  const [r] = await query(sql`select coalesce((select max(docid) from trans_document), 0) as docid, coalesce((select max(journalid) from journal_line), 0) as journalid`);
  return { docid: Number(r!.docid), journalid: Number(r!.journalid) };
}

/** What the journals after `afterJournal` add to an account (debit positive). */
export async function accountMoved(query: Query, glaccount: string, afterJournal: number): Promise<Decimal> {
  const [r] = await query(sql`
    select coalesce(sum(l.amount), 0)::text as b from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid
    where g.glaccount = ${glaccount} and l.journalid > ${afterJournal}`);
  return new Decimal(String(r!.b));
}

/** The stock value of some items by the stock engine (an item's value is company-wide, on each of its rows). */
export async function stockValueOf(query: Query, itemnos: readonly string[]): Promise<Decimal> {
  const [r] = await query(sql`
    select coalesce(sum(v), 0)::text as v from (select distinct on (b.itemid) b.itemvalue as v from stock_balance b
      join item i on i.tenant_id = b.tenant_id and i.itemid = b.itemid
      where i.itemno in (select jsonb_array_elements_text(${JSON.stringify(itemnos)}::jsonb)) order by b.itemid) x`);
  return new Decimal(String(r!.v));
}

/**
 * PPh 23 withheld by the payments after `after`: per payment line with a withholding tax, its base × the rate it
 * was withheld at, whole rupiah half-up (API.md §7.8); what the PPh 23 payable account should have taken. `odd`
 * counts lines withheld at a rate other than the tax's own or, for a vendor without NPWP, twice it (TAX.md).
 */
export async function withheldByPayments(query: Query, after = 0, side = PURCHASE_CHECKS): Promise<{ withheld: string; odd: number }> {
  const [r] = await query(sql`
    select coalesce(sum(round((l.extra ->> 'pph23base')::numeric * coalesce((l.extra ->> 'pph23rate')::numeric, x.rate), 0)), 0)::text as w,
           count(*) filter (where coalesce((l.extra ->> 'pph23rate')::numeric, x.rate) not in (x.rate, 2 * x.rate))::int as odd
    from trans_line l join trans_document p on p.tenant_id = l.tenant_id and p.docid = l.docid
    join tax x on x.tenant_id = l.tenant_id and x.taxid = (l.extra ->> 'pph23taxid')::bigint
    where p.form = ${side.payment} and p.docid > ${after} and l.extra ? 'pph23taxid'`);
  return { withheld: new Decimal(String(r!.w)).toFixed(), odd: Number(r!.odd) };
}
