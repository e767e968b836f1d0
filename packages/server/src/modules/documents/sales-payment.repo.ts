import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { anyId } from '../../platform/sql-ids.ts';

/**
 * What the sales receipt (sales-payment-side.ts) and the Tukar Faktur (sales-consolidated-kind.ts) read besides the
 * payments' shared reads: a Tukar Faktur and its invoices, the customer's credit
 * (overpayments kept, less what receipts applied) and the receipts that use a Tukar Faktur or the credit. Every query
 * names the tenant and runs under its RLS context.
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** A Tukar Faktur of the company: its number and customer; undefined when none. */
export async function consolidatedOf(tx: Tx, tenantId: number, consid: number): Promise<{ docid: number; docno: string; customerid: number } | undefined> {
  const [r] = rowsOf(
    await tx.execute(sql`select docid, coalesce(docno, '') as docno, (header ->> 'customerid')::bigint as customerid from trans_document where tenant_id = ${tenantId} and form = 'sales-consolidated' and docid = ${consid}`),
  );
  return r ? { docid: Number(r.docid), docno: String(r.docno), customerid: Number(r.customerid) } : undefined;
}

/** The invoices a Tukar Faktur gathers, in its order. */
export async function consolidatedInvoiceIds(tx: Tx, tenantId: number, consid: number): Promise<number[]> {
  return rowsOf(await tx.execute(sql`select srcid from trans_line where tenant_id = ${tenantId} and docid = ${consid} order by seq`)).map((r) => Number(r.srcid));
}

/** Of `invoiceids`, those in another Tukar Faktur than `self` (the first one each), with that one's number. */
export async function consolidatedElsewhere(tx: Tx, tenantId: number, invoiceids: readonly number[], self: number): Promise<Map<number, string>> {
  if (!invoiceids.length) return new Map();
  const rows = rowsOf(
    await tx.execute(sql`
      select l.srcid, min(coalesce(c.docno, '')) as consno
      from trans_line l join trans_document c on c.tenant_id = l.tenant_id and c.docid = l.docid
      where l.tenant_id = ${tenantId} and l.srcid = ${anyId(invoiceids)} and c.form = 'sales-consolidated' and l.docid <> ${self}
      group by l.srcid`),
  );
  return new Map(rows.map((r) => [Number(r.srcid), String(r.consno)]));
}

/**
 * Stores each Tukar Faktur's status after what settles its invoices changed: `open` while any of its invoices is
 * not paid (their statuses refreshed before), then `paid`.
 */
export async function refreshConsolidatedStatus(tx: Tx, tenantId: number, invoiceids: readonly number[]): Promise<void> {
  if (!invoiceids.length) return;
  await tx.execute(sql`
    update trans_document c
    set status = case when exists (select 1 from trans_line m join trans_document i on i.tenant_id = m.tenant_id and i.docid = m.srcid
                                   where m.tenant_id = c.tenant_id and m.docid = c.docid and i.status <> 'paid') then 'open' else 'paid' end
    where c.tenant_id = ${tenantId} and c.form = 'sales-consolidated'
      and c.docid in (select l.docid from trans_line l where l.tenant_id = ${tenantId} and l.srcid = ${anyId([...new Set(invoiceids)])})`);
}

/** The receipts that pay a Tukar Faktur (`consid`), by number. */
export async function receiptsOfConsolidated(tx: Tx, tenantId: number, consid: number): Promise<string[]> {
  const rows = rowsOf(
    await tx.execute(sql`select coalesce(docno, '') as docno from trans_document where tenant_id = ${tenantId} and form = 'sales-payment' and (header ->> 'consid')::bigint = ${consid} order by docid`),
  );
  return rows.map((r) => String(r.docno));
}

/** Locks the customer's row: receipts that make or use its credit queue on it. */
export async function lockCustomer(tx: Tx, tenantId: number, customerid: number): Promise<void> {
  await tx.execute(sql`select personid from person where tenant_id = ${tenantId} and personid = ${customerid} for update`);
}

/**
 * The customer's credit in a currency (null: the base currency), apart from receipt `exceptDoc`: Σ overpay less Σ
 * applyfromcredit of its receipts and its sales returns kept as credit (`prime`), and the rupiah they stood for
 * (`base`: overpaid at each receipt's or return's rate, used at what it stood for then).
 */
export async function customerCredit(tx: Tx, tenantId: number, customerid: number, currencyid: number | null, exceptDoc = 0): Promise<{ prime: string; base: string }> {
  const [r] = rowsOf(
    await tx.execute(sql`
      select coalesce(sum(coalesce((header ->> 'overpay')::numeric, 0) - coalesce((header ->> 'applyfromcredit')::numeric, 0)), 0)::text as prime,
             coalesce(sum(coalesce((header ->> 'overpaybase')::numeric, 0) - coalesce((header ->> 'usedbase')::numeric, 0)), 0)::text as base
      from trans_document
      where tenant_id = ${tenantId} and form in ('sales-payment', 'sales-return') and (header ->> 'customerid')::bigint = ${customerid} and docid <> ${exceptDoc}
        and coalesce((header ->> 'creditcurrencyid')::bigint, 0) = ${currencyid ?? 0}`),
  );
  return { prime: String(r?.prime ?? '0'), base: String(r?.base ?? '0') };
}

/** The receipts that apply a customer's credit, by number, when its credit in some currency is below zero; none otherwise. */
export async function creditOverused(tx: Tx, tenantId: number, customerid: number): Promise<string[]> {
  const rows = rowsOf(
    await tx.execute(sql`
      with credit as (
        select coalesce((header ->> 'creditcurrencyid')::bigint, 0) as cur,
               sum(coalesce((header ->> 'overpay')::numeric, 0) - coalesce((header ->> 'applyfromcredit')::numeric, 0)) as left_
        from trans_document
        where tenant_id = ${tenantId} and form in ('sales-payment', 'sales-return') and (header ->> 'customerid')::bigint = ${customerid}
        group by 1)
      select coalesce(d.docno, '') as docno from trans_document d join credit c on c.cur = coalesce((d.header ->> 'creditcurrencyid')::bigint, 0)
      where d.tenant_id = ${tenantId} and d.form = 'sales-payment' and (d.header ->> 'customerid')::bigint = ${customerid}
        and c.left_ < 0 and coalesce((d.header ->> 'applyfromcredit')::numeric, 0) > 0
      order by d.docid`),
  );
  return rows.map((r) => String(r.docno));
}
