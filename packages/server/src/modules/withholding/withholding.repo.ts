import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { PURCHASE_SIDE, type TradeSide } from '../payables/trade-side.ts';

/**
 * What the tax reports read (issue 12 item 6): the PPh 23 withheld on purchase payments, the input VAT of purchase
 * invoices and returns, the ledger's movement of their accounts, the vendor's and the company's tax numbers. Every
 * query names the tenant and runs under its RLS context.
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const idList = (ids: readonly number[]) => sql`(select jsonb_array_elements_text(${JSON.stringify([...new Set(ids)])}::jsonb)::bigint)`;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A month's first and last day. */
export interface MonthRange {
  from: string;
  to: string;
}

/** The document's rate to base currency: its header rate in a foreign currency, else 1 (as the postings use it). */
const RATE = sql`case when cur.currencyid is null or cur.isbase then 1::numeric else coalesce(nullif(d.header ->> 'rate', '')::numeric, 1) end`;

/** The vendor's tax numbers as entered: NPWP (`tax1exemptionno`) and NIK. */
export interface VendorTaxNumbers {
  npwp: string;
  nik: string;
}

export async function vendorTaxNumbers(tx: Tx, tenantId: number, personid: number): Promise<VendorTaxNumbers | undefined> {
  const [r] = rowsOf(await tx.execute(sql`select tax1exemptionno, nik from person where tenant_id = ${tenantId} and personid = ${personid}`));
  return r ? { npwp: text(r.tax1exemptionno), nik: text(r.nik) } : undefined;
}

/** The tax object code of each tax (null when the tax has none). */
export async function taxObjectCodes(tx: Tx, tenantId: number, taxids: readonly number[]): Promise<Map<number, string | null>> {
  if (!taxids.length) return new Map();
  const rows = rowsOf(await tx.execute(sql`select taxid, taxobjectcode from tax where tenant_id = ${tenantId} and taxid in ${idList(taxids)}`));
  return new Map(rows.map((r) => [Number(r.taxid), (r.taxobjectcode as string | null) || null]));
}

/** The company's own NPWP as entered on its profile. */
export async function companyNpwp(tx: Tx, tenantId: number): Promise<string> {
  const [r] = rowsOf(await tx.execute(sql`select npwp from company where tenant_id = ${tenantId}`));
  return text(r?.npwp);
}

/** One payment line with PPh 23 withheld. */
export interface WithheldLine {
  docid: number;
  chequeno: string;
  paymentdate: string;
  seq: number;
  vendorid: number | null;
  vendorname: string;
  npwp: string;
  nik: string;
  taxid: number;
  taxcode: string;
  taxrate: string;
  taxobjectcode: string | null;
  glid: number | null;
  /** Stored on the payment line: the base, the amount (payment currency) and the rate used (fraction; empty before it was stored). */
  base: string;
  amount: string;
  rate: string;
  /** The payment's rate to base currency. */
  docrate: string;
  bupotno: string;
  invoiceid: number | null;
  invoiceno: string;
  invoicedate: string;
}

/** The payment lines of the month with PPh 23 withheld, by date, number and line; at most `limit`. */
export async function withheldLines(tx: Tx, tenantId: number, m: MonthRange, limit: number): Promise<WithheldLine[]> {
  const rows = rowsOf(
    await tx.execute(sql`
      select d.docid, coalesce(d.docno, '') as docno, d.transdate::text as transdate, l.seq, p.personid, p.name, p.tax1exemptionno, p.nik,
             t.taxid, t.taxcode, t.rate::text as taxrate, t.taxobjectcode, t.purchaseglid,
             l.extra ->> 'pph23base' as base, l.extra ->> 'pph23amount' as amount, l.extra ->> 'pph23rate' as rate, l.extra ->> 'bupotno' as bupotno,
             (${RATE})::text as docrate, inv.docid as invoiceid, inv.docno as invoiceno, inv.transdate::text as invoicedate
      from trans_document d
      join trans_line l on l.tenant_id = d.tenant_id and l.docid = d.docid
      join tax t on t.tenant_id = d.tenant_id and t.taxid = (l.extra ->> 'pph23taxid')::bigint
      left join person p on p.tenant_id = d.tenant_id and p.personid = (d.header ->> 'vendorid')::bigint
      left join currency cur on cur.tenant_id = d.tenant_id and cur.currencyid = nullif(d.header ->> 'currencyid', '')::bigint
      left join trans_document inv on inv.tenant_id = d.tenant_id and inv.docid = (l.extra ->> 'srcid')::bigint and inv.form = 'purchase-invoice'
      where d.tenant_id = ${tenantId} and d.form = 'purchase-payment' and d.transdate between ${m.from}::date and ${m.to}::date
        and nullif(l.extra ->> 'pph23taxid', '') is not null
      order by d.transdate, d.docno, d.docid, l.seq
      limit ${limit}`),
  );
  return rows.map((r) => ({
    docid: Number(r.docid),
    chequeno: text(r.docno),
    paymentdate: text(r.transdate),
    seq: Number(r.seq),
    vendorid: r.personid === null ? null : Number(r.personid),
    vendorname: text(r.name),
    npwp: text(r.tax1exemptionno),
    nik: text(r.nik),
    taxid: Number(r.taxid),
    taxcode: text(r.taxcode),
    taxrate: text(r.taxrate),
    taxobjectcode: (r.taxobjectcode as string | null) || null,
    glid: r.purchaseglid === null ? null : Number(r.purchaseglid),
    base: text(r.base) || '0',
    amount: text(r.amount) || '0',
    rate: text(r.rate),
    docrate: text(r.docrate),
    bupotno: text(r.bupotno),
    invoiceid: r.invoiceid === null ? null : Number(r.invoiceid),
    invoiceno: text(r.invoiceno),
    invoicedate: text(r.invoicedate),
  }));
}

/** A posted invoice, or a return that gives VAT back (against an invoice: not `withoutpi`/`withoutsi`, not `isnihil`), of the month with its lines. */
export interface VatDocument {
  form: string;
  docid: number;
  docno: string;
  transdate: string;
  /** The vendor or customer. */
  partyid: number | null;
  partyname: string;
  npwp: string;
  taxinvoiceno: string;
  docrate: string;
  /** Whether the party's country is other than Indonesia (a foreign buyer's tax invoice). */
  foreign: boolean;
  lines: { taxcodes: string; figures: Record<string, string> }[];
}

/** The side's invoices and returns giving VAT back dated in the month, by date, number and id; at most `limit`. */
export async function vatDocuments(tx: Tx, tenantId: number, side: TradeSide, m: MonthRange, limit: number): Promise<VatDocument[]> {
  const party = sql.raw(`'${side.party}'`);
  const invoiceField = sql.raw(`'${side.invoiceField}'`);
  const rows = rowsOf(
    await tx.execute(sql`
      select d.form, d.docid, coalesce(d.docno, '') as docno, d.transdate::text as transdate, p.personid, p.name, p.tax1exemptionno,
             coalesce(lower(trim(p.country)) not in ('', 'indonesia', 'idn', 'id'), false) as foreign,
             coalesce(d.header ->> 'taxinvoiceno', inv.header ->> 'taxinvoiceno', '') as taxinvoiceno, (${RATE})::text as docrate,
             (select coalesce(jsonb_agg(jsonb_build_object('taxcodes', coalesce(l.extra ->> 'taxcodes', ''), 'figures', coalesce(l.extra -> 'figures', '{}'::jsonb)) order by l.seq), '[]'::jsonb)
                from trans_line l where l.tenant_id = d.tenant_id and l.docid = d.docid) as lines
      from trans_document d
      left join person p on p.tenant_id = d.tenant_id and p.personid = (d.header ->> ${party})::bigint
      left join currency cur on cur.tenant_id = d.tenant_id and cur.currencyid = nullif(d.header ->> 'currencyid', '')::bigint
      left join trans_document inv on d.form = ${side.ret} and inv.tenant_id = d.tenant_id and inv.docid = nullif(d.header ->> ${invoiceField}, '')::bigint
      where d.tenant_id = ${tenantId} and d.transdate between ${m.from}::date and ${m.to}::date
        and ((d.form = ${side.invoice} and ${side.owed('d')})
             or (d.form = ${side.ret} and not coalesce((d.header ->> 'withoutpi')::boolean, false) and not coalesce((d.header ->> 'withoutsi')::boolean, false)
                 and not coalesce((d.header ->> 'isnihil')::boolean, false)))
      order by d.transdate, d.docno, d.docid
      limit ${limit}`),
  );
  return rows.map((r) => ({
    form: text(r.form),
    docid: Number(r.docid),
    docno: text(r.docno),
    transdate: text(r.transdate),
    partyid: r.personid === null ? null : Number(r.personid),
    partyname: text(r.name),
    npwp: text(r.tax1exemptionno),
    taxinvoiceno: text(r.taxinvoiceno),
    docrate: text(r.docrate),
    foreign: r.foreign === true || r.foreign === 't',
    lines: (typeof r.lines === 'string' ? JSON.parse(r.lines) : r.lines) as VatDocument['lines'],
  }));
}

/** The company's taxes by code (upper case): kind, rate, DPP factor, transaction code and the side's account (purchase by default). */
export async function taxesByCode(tx: Tx, tenantId: number, side: TradeSide = PURCHASE_SIDE) {
  const account = sql.raw(side.taxAccount);
  const rows = rowsOf(await tx.execute(sql`select taxid, upper(taxcode) as code, kind, rate::text as rate, dppfactor, trxcode, ${account} as glid from tax where tenant_id = ${tenantId}`));
  return new Map(
    rows.map((r) => [
      text(r.code),
      { taxid: Number(r.taxid), kind: text(r.kind), rate: text(r.rate), dppfactor: text(r.dppfactor), trxcode: text(r.trxcode), glid: r.glid === null ? null : Number(r.glid) },
    ]),
  );
}

/** Σ of the journal lines (debit positive) on `glids` dated in the month of journals of `forms`. */
export async function movement(tx: Tx, tenantId: number, m: MonthRange, glids: readonly number[], forms: readonly string[]): Promise<string> {
  if (!glids.length) return '0';
  const [r] = rowsOf(
    await tx.execute(sql`
      select coalesce(sum(l.amount), 0)::text as amount
      from journal j join journal_line l on l.tenant_id = j.tenant_id and l.journalid = j.journalid
      where j.tenant_id = ${tenantId} and j.transdate between ${m.from}::date and ${m.to}::date
        and j.form in (select jsonb_array_elements_text(${JSON.stringify(forms)}::jsonb)) and l.glid in ${idList(glids)}`),
  );
  return text(r?.amount) || '0';
}
