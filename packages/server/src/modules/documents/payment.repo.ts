import { sql } from 'drizzle-orm';
import { approvedSql } from '../approvals/approval.repo.ts';
import type { Tx } from '../../platform/tx.ts';

/**
 * What a purchase or sales payment (payment-kind.ts) reads besides the shared trade reads: the invoices it pays (their
 * party, currency, rate and dates), withholding taxes, accounts by number, its own stored lines, and the party's
 * invoices still owing (`getListInvoiceCheque`). Every query names the tenant and runs under its RLS context.
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const idList = (ids: readonly number[]) => sql`(select jsonb_array_elements_text(${JSON.stringify([...new Set(ids)])}::jsonb)::bigint)`;
const optionalId = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

export type InvoiceForm = 'purchase-invoice' | 'sales-invoice';

export interface InvoiceHead {
  docid: number;
  docno: string;
  invoicedate: string;
  duedate: string | null;
  /** The invoice's party (`vendorid` or `customerid`). */
  partyid: number | null;
  /** A sales invoice saved with `posted: false` (a Temporary Invoice): not payable. */
  temporary: boolean;
  currencyid: number | null;
  /** The header's rate as entered; null when none. */
  rate: string | null;
  totalamount: string;
  status: string;
}

function toInvoice(r: Row): InvoiceHead {
  return {
    docid: Number(r.docid),
    docno: String(r.docno),
    invoicedate: String(r.transdate),
    duedate: (r.duedate as string | null) || null,
    partyid: optionalId(r.partyid),
    temporary: r.posted === 'false',
    currencyid: optionalId(r.currencyid),
    rate: (r.rate as string | null) || null,
    totalamount: String(r.totalamount),
    status: String(r.status),
  };
}

const INVOICE_COLUMNS = sql`
  d.docid, coalesce(d.docno, '') as docno, d.transdate::text as transdate, d.header ->> 'duedate' as duedate, coalesce(d.header ->> 'vendorid', d.header ->> 'customerid') as partyid, d.header ->> 'posted' as posted,
  d.header ->> 'currencyid' as currencyid, d.header ->> 'rate' as rate, d.totalamount::text as totalamount, d.status`;

/** Invoices of `form` (purchase or sales) of the company by id (any party: the caller checks whose they are). */
export async function invoicesById(tx: Tx, tenantId: number, ids: readonly number[], form: InvoiceForm = 'purchase-invoice'): Promise<Map<number, InvoiceHead>> {
  if (!ids.length) return new Map();
  const rows = rowsOf(await tx.execute(sql`select ${INVOICE_COLUMNS} from trans_document d where d.tenant_id = ${tenantId} and d.form = ${form} and d.docid in ${idList(ids)}`));
  return new Map(rows.map((r) => [Number(r.docid), toInvoice(r)]));
}

/**
 * A party's invoices (purchase invoices of a vendor, posted sales invoices of a customer) not stored as paid, those
 * with a return giving value back (a `paid` one may owe below zero: a vendor credit to set off), and those
 * `paymentid` pays (whatever their status), oldest first: what a payment may pay or set off (the caller keeps those
 * owing, above or below zero). The status is refreshed by every document that settles an invoice.
 */
export async function payableInvoices(tx: Tx, tenantId: number, side: { invoiceForm: InvoiceForm; party: string; returnForm: string }, partyid: number, paymentid: number): Promise<InvoiceHead[]> {
  const rows = rowsOf(
    await tx.execute(sql`
      select ${INVOICE_COLUMNS} from trans_document d
      where d.tenant_id = ${tenantId} and d.form = ${side.invoiceForm} and (d.header ->> ${side.party})::bigint = ${partyid}
        and coalesce(d.header ->> 'posted', 'true') <> 'false'
        and (${approvedSql(tenantId, side.invoiceForm, sql`d.docid`)}
             or d.docid in (select (l.extra ->> 'srcid')::bigint from trans_line l where l.tenant_id = ${tenantId} and l.docid = ${paymentid} and l.extra ? 'srcid'))
        and (d.status <> 'paid'
             or exists (select 1 from trans_document r where r.tenant_id = d.tenant_id and r.form = ${side.returnForm}
                          and r.invoiceid = d.docid and coalesce((r.header ->> 'isnihil')::boolean, false) = false)
             or d.docid in (select (l.extra ->> 'srcid')::bigint from trans_line l where l.tenant_id = ${tenantId} and l.docid = ${paymentid} and l.extra ? 'srcid'))
      order by d.transdate, d.docid
      limit 1000`),
  );
  return rows.map(toInvoice);
}

export interface WithholdingTax {
  taxid: number;
  taxcode: string;
  kind: string;
  rate: string;
  /** PPh 23 payable (a purchase payment withholds it). */
  purchaseglid: number | null;
  /** PPh 23 prepaid (a customer withheld it from a sales receipt). */
  salesglid: number | null;
}

/** Taxes by id with their kind, rate, purchase account (PPh 23 payable) and sales account (PPh 23 prepaid). */
export async function taxesById(tx: Tx, tenantId: number, ids: readonly number[]): Promise<Map<number, WithholdingTax>> {
  if (!ids.length) return new Map();
  const rows = rowsOf(await tx.execute(sql`select taxid, taxcode, kind, rate::text as rate, purchaseglid, salesglid from tax where tenant_id = ${tenantId} and taxid in ${idList(ids)}`));
  return new Map(rows.map((r) => [Number(r.taxid), { taxid: Number(r.taxid), taxcode: String(r.taxcode), kind: String(r.kind), rate: String(r.rate), purchaseglid: optionalId(r.purchaseglid), salesglid: optionalId(r.salesglid) }]));
}

export interface AccountRef {
  glid: number;
  glaccount: string;
  accountname: string;
  accounttype: number;
  /** A parent (has children) or suspended: not postable. */
  blocked: boolean;
}

const ACCOUNT_COLUMNS = sql`
  g.glid, g.glaccount, g.accountname, g.accounttype,
  (g.suspended or exists (select 1 from glaccount c where c.tenant_id = g.tenant_id and c.parentaccount = g.glid)) as blocked`;

const toAccount = (r: Row): AccountRef => ({ glid: Number(r.glid), glaccount: String(r.glaccount), accountname: String(r.accountname), accounttype: Number(r.accounttype), blocked: Boolean(r.blocked) });

/** The company's accounts by number (`datadisc.glaccount`). */
export async function accountsByNumber(tx: Tx, tenantId: number, numbers: readonly string[]): Promise<Map<string, AccountRef>> {
  if (!numbers.length) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`select ${ACCOUNT_COLUMNS} from glaccount g where g.tenant_id = ${tenantId} and g.glaccount in (select jsonb_array_elements_text(${JSON.stringify([...new Set(numbers)])}::jsonb))`),
  );
  return new Map(rows.map((r) => [String(r.glaccount), toAccount(r)]));
}

/** The company's accounts by glid (a read names the discount accounts as they are numbered now). */
export async function accountsById(tx: Tx, tenantId: number, glids: readonly number[]): Promise<Map<number, AccountRef>> {
  if (!glids.length) return new Map();
  const rows = rowsOf(await tx.execute(sql`select ${ACCOUNT_COLUMNS} from glaccount g where g.tenant_id = ${tenantId} and g.glid in ${idList(glids)}`));
  return new Map(rows.map((r) => [Number(r.glid), toAccount(r)]));
}

/** The company's base currency (an invoice or payment without a currency is in it). */
export async function baseCurrencyId(tx: Tx, tenantId: number): Promise<number | null> {
  const [r] = rowsOf(await tx.execute(sql`select min(currencyid) as id from currency where tenant_id = ${tenantId} and isbase`));
  return optionalId(r?.id);
}

/** A stored payment line: the invoice it pays and its `extra` (pay, PPh 23, slip number). */
export interface PaymentLineRow {
  seq: number;
  invoiceid: number;
  extra: Record<string, unknown>;
}

export async function paymentLines(tx: Tx, tenantId: number, docid: number): Promise<PaymentLineRow[]> {
  const rows = rowsOf(await tx.execute(sql`select seq, (extra ->> 'srcid')::bigint as srcid, extra from trans_line where tenant_id = ${tenantId} and docid = ${docid} order by seq`));
  return rows.map((r) => ({ seq: Number(r.seq), invoiceid: Number(r.srcid), extra: (r.extra ?? {}) as Record<string, unknown> }));
}

/** The invoices a payment pays now (what a save or delete refreshes the status of). */
export async function paidInvoiceIds(tx: Tx, tenantId: number, docid: number): Promise<number[]> {
  return (await paymentLines(tx, tenantId, docid)).map((l) => l.invoiceid);
}

/** Names of persons by id (the list's vendor or customer names). */
export async function personNames(tx: Tx, tenantId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = rowsOf(await tx.execute(sql`select personid, name from person where tenant_id = ${tenantId} and personid in ${idList(ids)}`));
  return new Map(rows.map((r) => [Number(r.personid), String(r.name)]));
}
