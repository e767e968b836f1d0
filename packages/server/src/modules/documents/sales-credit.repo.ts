import type { OpenReceivable } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { settlementsOf } from './invoice-settlement.repo.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** What credit control reads of a customer (spec 002 §3.2): its limit (base currency) and the days an invoice may be past due. */
export async function customerCreditTerms(tx: Tx, tenantId: number, customerid: number): Promise<{ creditlimit: string | null; creditlimitday: number } | undefined> {
  const [r] = rowsOf(await tx.execute(sql`select creditlimit::text as creditlimit, creditlimitday from person where tenant_id = ${tenantId} and personid = ${customerid} and persontype = 0`));
  return r ? { creditlimit: (r.creditlimit as string | null) ?? null, creditlimitday: Number(r.creditlimitday ?? 0) } : undefined;
}

/**
 * What the customer owes: its sales invoices not paid yet (a Temporary Invoice, `posted: false`, is owed nothing), each
 * with its `owing` in base currency at the invoice's rate and its due date; `self`, an invoice being edited, left out.
 */
export async function openSalesInvoices(tx: Tx, tenantId: number, customerid: number, self = 0): Promise<OpenReceivable[]> {
  const rows = rowsOf(
    await tx.execute(sql`
      select docid, docno, header ->> 'duedate' as duedate, coalesce(header ->> 'rate', '1') as rate from trans_document
      where tenant_id = ${tenantId} and form = 'sales-invoice' and (header ->> 'customerid')::bigint = ${customerid}
        and status <> 'paid' and coalesce((header ->> 'posted')::boolean, true) and docid <> ${self}`),
  );
  const owing = await settlementsOf(tx, tenantId, rows.map((r) => Number(r.docid)));
  return rows.map((r) => ({
    owing: new Decimal(owing.get(Number(r.docid))?.owing ?? '0').times(String(r.rate)).toFixed(),
    duedate: (r.duedate as string | null) ?? null,
    number: String(r.docno ?? ''),
  }));
}
