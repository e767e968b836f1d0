import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { anyId } from '../../platform/sql-ids.ts';

/**
 * What the e-Faktur export and the tax invoice numbers read and write (issue 13 item 6): sales invoices with their
 * customer's tax identity, their lines with the item's and unit's Coretax codes, and the invoice's `taxinvoiceno`.
 * Every query names the tenant and runs under its RLS context.
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export interface EfakturSourceLine {
  seq: number;
  itemno: string;
  name: string;
  itemtype: number;
  efakturopt: string;
  efakturcode: string;
  efakturunit: string;
  quantity: string;
  unitprice: string;
  taxcodes: string;
  figures: Record<string, string>;
}

export interface EfakturSource {
  docid: number;
  form: string;
  docno: string;
  transdate: string;
  posted: boolean;
  inclusivetax: boolean;
  isdp: boolean;
  /** The invoice's rate to rupiah (1 in the base currency). */
  docrate: string;
  customerno: string;
  customer: { name: string; address: string; email: string; country: string; npwp: string; nik: string; buyerdocument: string; buyerdocumentnumber: string; idtku: string };
  lines: EfakturSourceLine[];
  /** The tax invoice number recorded (17 digits, or empty) and the fingerprint of the invoice when it was recorded. */
  taxinvoiceno: string;
  taxinvoicemark: string;
  /** The down payments this invoice applies (`trans_downpayment`): each down-payment invoice's number, tax invoice number and VAT. */
  downpayments: EfakturDownPayment[];
}

export interface EfakturDownPayment {
  dpid: number;
  docno: string;
  taxinvoiceno: string;
  /** Σ of the down-payment invoice's line VAT (PPN and PPnBM). */
  vat: string;
}

/** The documents `ids` (any form: the caller refuses what is not a sales invoice) with customer and lines, in the order asked. */
export async function efakturSources(tx: Tx, tenantId: number, ids: readonly number[]): Promise<EfakturSource[]> {
  if (!ids.length) return [];
  const rows = rowsOf(
    await tx.execute(sql`
      select d.docid, d.form, coalesce(d.docno, '') as docno, d.transdate::text as transdate, d.journalid is not null as posted,
             coalesce((d.header ->> 'inclusivetax')::boolean, false) as inclusivetax, coalesce((d.header ->> 'isdp')::boolean, false) as isdp,
             (case when cur.currencyid is null or cur.isbase then 1::numeric else coalesce(nullif(d.header ->> 'rate', '')::numeric, 1) end)::text as docrate,
             p.personno, p.name, p.addressline1, p.addressline2, p.city, p.taxaddress1, p.taxaddress2, p.email, p.country,
             p.tax1exemptionno, p.nik, p.buyerdocument, p.buyerdocumentnumber, p.idtku,
             coalesce(d.header ->> 'taxinvoiceno', '') as taxinvoiceno, coalesce(d.header ->> 'taxinvoicemark', '') as taxinvoicemark,
             (select coalesce(jsonb_agg(jsonb_build_object(
                        'dpid', a.dpid, 'docno', coalesce(dp.docno, ''), 'taxinvoiceno', coalesce(dp.header ->> 'taxinvoiceno', ''),
                        'vat', (select coalesce(sum(coalesce((x.extra -> 'figures' ->> 'tax1amount')::numeric, 0) + coalesce((x.extra -> 'figures' ->> 'tax2amount')::numeric, 0)), 0)::text
                                  from trans_line x where x.tenant_id = dp.tenant_id and x.docid = dp.docid)) order by a.seq), '[]'::jsonb)
                from trans_downpayment a
                join trans_document dp on dp.tenant_id = a.tenant_id and dp.docid = a.dpid
               where a.tenant_id = d.tenant_id and a.docid = d.docid) as downpayments,
             (select coalesce(jsonb_agg(jsonb_build_object(
                        'seq', l.seq, 'itemno', coalesce(i.itemno, g.itemno, ''), 'name', coalesce(nullif(l.description, ''), i.itemdescription, g.itemdescription, ''),
                        'itemtype', coalesce(i.itemtype, 0), 'efakturopt', coalesce(i.efakturopt, ''),
                        -- A group line is one line of the file (the group is what the customer is billed for): goods, with
                        -- its components' code when they all share one, else the generic code (docs/decisions.md).
                        'efakturcode', coalesce(i.efakturcode, (select case when count(distinct ci.efakturcode) = 1 then max(ci.efakturcode) end
                                                               from item_group_line gl join item ci on ci.tenant_id = gl.tenant_id and ci.itemid = gl.itemid
                                                              where gl.tenant_id = g.tenant_id and gl.groupid = g.groupid), ''),
                        'efakturunit', coalesce(u.efakturunit, ''), 'quantity', l.quantity::text, 'unitprice', l.unitprice::text,
                        'taxcodes', coalesce(l.extra ->> 'taxcodes', ''), 'figures', coalesce(l.extra -> 'figures', '{}'::jsonb)) order by l.seq), '[]'::jsonb)
                from trans_line l
                left join item i on i.tenant_id = l.tenant_id and i.itemid = l.itemid
                left join item_group g on l.itemid is null and g.tenant_id = l.tenant_id and g.groupid = (l.extra ->> 'groupid')::bigint
                left join unit u on u.tenant_id = l.tenant_id and upper(u.unitname) = upper(l.itemunit)
               where l.tenant_id = d.tenant_id and l.docid = d.docid) as lines
      from trans_document d
      left join person p on p.tenant_id = d.tenant_id and p.personid = (d.header ->> 'customerid')::bigint
      left join currency cur on cur.tenant_id = d.tenant_id and cur.currencyid = nullif(d.header ->> 'currencyid', '')::bigint
      where d.tenant_id = ${tenantId} and d.docid = ${anyId(ids)}`),
  );
  const byId = new Map(
    rows.map((r) => {
      const address = [r.taxaddress1, r.taxaddress2].map(text).filter(Boolean).join(' ').trim() || [r.addressline1, r.addressline2, r.city].map(text).filter(Boolean).join(' ');
      const json = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T;
      const lines = json<EfakturSourceLine[]>(r.lines);
      return [
        Number(r.docid),
        {
          docid: Number(r.docid),
          form: text(r.form),
          docno: text(r.docno),
          transdate: text(r.transdate),
          posted: r.posted === true,
          inclusivetax: r.inclusivetax === true,
          isdp: r.isdp === true,
          docrate: text(r.docrate) || '1',
          customerno: text(r.personno),
          customer: {
            name: text(r.name),
            address,
            email: text(r.email),
            country: text(r.country),
            npwp: text(r.tax1exemptionno),
            nik: text(r.nik),
            buyerdocument: text(r.buyerdocument),
            buyerdocumentnumber: text(r.buyerdocumentnumber),
            idtku: text(r.idtku),
          },
          lines,
          taxinvoiceno: text(r.taxinvoiceno),
          taxinvoicemark: text(r.taxinvoicemark),
          downpayments: json<EfakturDownPayment[]>(r.downpayments).map((x) => ({ ...x, dpid: Number(x.dpid) })),
        } satisfies EfakturSource,
      ];
    }),
  );
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/**
 * Stores a sales invoice's tax invoice number with `mark`, the fingerprint of the invoice as it was when the number was
 * recorded (empty clears both); false when there is no such sales invoice.
 */
export async function setTaxInvoiceNo(tx: Tx, tenantId: number, docid: number, taxinvoiceno: string, mark: string): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      update trans_document set header = header || jsonb_build_object('taxinvoiceno', ${taxinvoiceno}::text, 'taxinvoicemark', ${mark}::text)
      where tenant_id = ${tenantId} and docid = ${docid} and form = 'sales-invoice' returning docid`),
  );
  return rows.length > 0;
}

/**
 * The sales invoices holding any of the tax invoice numbers, after waiting for whoever records one of them now (a
 * transaction lock per company and number, so two invoices never get the same number at once).
 */
export async function holdersOfTaxInvoiceNos(tx: Tx, tenantId: number, numbers: readonly string[]): Promise<{ docid: number; docno: string; taxinvoiceno: string }[]> {
  const unique = [...new Set(numbers)].filter(Boolean).sort();
  if (!unique.length) return [];
  for (const n of unique) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`taxinvoiceno:${tenantId}:${n}`}, 0))`);
  const rows = rowsOf(
    await tx.execute(sql`
      select docid, coalesce(docno, '') as docno, header ->> 'taxinvoiceno' as taxinvoiceno from trans_document
      where tenant_id = ${tenantId} and form = 'sales-invoice' and header ->> 'taxinvoiceno' in (select jsonb_array_elements_text(${JSON.stringify(unique)}::jsonb))
      order by docid`),
  );
  return rows.map((r) => ({ docid: Number(r.docid), docno: text(r.docno), taxinvoiceno: text(r.taxinvoiceno) }));
}

/** Sales invoices by number (`docno`), with their stored tax invoice number. */
export async function salesInvoicesByNumber(tx: Tx, tenantId: number, numbers: readonly string[]): Promise<Map<string, { docid: number; taxinvoiceno: string }>> {
  if (!numbers.length) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`
      select docid, docno, coalesce(header ->> 'taxinvoiceno', '') as taxinvoiceno from trans_document
      where tenant_id = ${tenantId} and form = 'sales-invoice' and docno in (select jsonb_array_elements_text(${JSON.stringify([...new Set(numbers)])}::jsonb))`),
  );
  return new Map(rows.map((r) => [text(r.docno), { docid: Number(r.docid), taxinvoiceno: text(r.taxinvoiceno) }]));
}

/** A sales invoice's number and tax invoice number, or undefined. */
export async function taxInvoiceNoOf(tx: Tx, tenantId: number, docid: number) {
  const [r] = rowsOf(
    await tx.execute(sql`select docno, coalesce(header ->> 'taxinvoiceno', '') as taxinvoiceno, transdate::text as transdate from trans_document where tenant_id = ${tenantId} and docid = ${docid} and form = 'sales-invoice'`),
  );
  return r ? { arinvoiceid: docid, invoiceno: text(r.docno), invoicedate: text(r.transdate), taxinvoiceno: text(r.taxinvoiceno) } : undefined;
}
