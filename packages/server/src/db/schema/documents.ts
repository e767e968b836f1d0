import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { warehouse } from './company.ts';
import { item } from './masters.ts';
import { tenants } from './tenancy.ts';
import { masterColumns, tenantIdColumn } from './tenant-helpers.ts';

/**
 * Every transaction document but the three journal documents (issue 11 item 0): one header table and one line
 * table for all the declared forms (core `DocumentDecl`). What all goods documents share is a column; what one
 * form adds (an adjustment's account, a transfer's warehouses, a line's adjustment type) is in `header`/`extra`,
 * as entered. RLS in migration 0033.
 */
export const transDocument = pgTable(
  'trans_document',
  {
    tenantId: tenantIdColumn(),
    docid: bigserial('docid', { mode: 'number' }).notNull(),
    form: text('form').notNull(),
    /** Numbering type; null for a document without a number (opening stock). */
    transtype: text('transtype'),
    docno: text('docno'),
    transdate: date('transdate', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    header: jsonb('header').notNull().default({}),
    totalamount: numeric('totalamount', { precision: 24, scale: 6 }).notNull().default('0'),
    status: text('status').notNull().default(''),
    /** The journal that carries the document's own posting (corrections are journals of the document too). */
    journalid: bigint('journalid', { mode: 'number' }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    /**
     * The invoice a return is made against (`header.apinvoiceid` / `arinvoiceid`), as a column: what was returned
     * of an invoice is found by index under row-level security (migration 0044; see `trans_line.srcid`).
     */
    invoiceid: bigint('invoiceid', { mode: 'number' }).generatedAlwaysAs(
      sql`case when jsonb_typeof(header -> 'apinvoiceid') = 'number' then (header ->> 'apinvoiceid')::numeric::bigint
               when jsonb_typeof(header -> 'arinvoiceid') = 'number' then (header ->> 'arinvoiceid')::numeric::bigint end`,
    ),
    /**
     * What the aging reads of a trade document's header, as columns (migration 0048): its party (`vendorid`, else
     * `customerid`), due date (ISO text: a text→date cast is not immutable), currency and exchange rate. Generated,
     * so always what the header says; with `trans_document_owed_idx` the AR/AP aging reads no header.
     */
    partyid: bigint('partyid', { mode: 'number' }).generatedAlwaysAs(
      sql`case when (header ->> 'vendorid') ~ '^[0-9]{1,18}$' then (header ->> 'vendorid')::bigint
               when (header ->> 'customerid') ~ '^[0-9]{1,18}$' then (header ->> 'customerid')::bigint end`,
    ),
    duedate: text('duedate').generatedAlwaysAs(sql`case when (header ->> 'duedate') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then header ->> 'duedate' end`),
    currencyid: bigint('currencyid', { mode: 'number' }).generatedAlwaysAs(sql`case when (header ->> 'currencyid') ~ '^[0-9]{1,18}$' then (header ->> 'currencyid')::bigint end`),
    rate: numeric('rate').generatedAlwaysAs(sql`case when (header ->> 'rate') ~ '^-?[0-9]+([.][0-9]+)?$' then (header ->> 'rate')::numeric end`),
    ...masterColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.docid] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    uniqueIndex('trans_document_number_key').on(t.tenantId, t.transtype, t.docno).where(sql`${t.docno} is not null`),
    index('trans_document_form_date_idx').on(t.tenantId, t.form, t.transdate, t.docid),
    index('trans_document_invoice_idx').on(t.tenantId, t.invoiceid).where(sql`${t.invoiceid} is not null`),
    // The aging's invoices dated up to a date, index-only: all it reads of them, of those owed (not a Temporary Invoice).
    index('trans_document_owed_idx')
      .on(t.tenantId, t.form, t.transdate, t.docid, t.partyid, t.duedate, t.currencyid, t.rate, t.totalamount)
      .where(sql`coalesce((header ->> 'posted')::boolean, true)`),
  ],
);

export const transLine = pgTable(
  'trans_line',
  {
    tenantId: tenantIdColumn(),
    docid: bigint('docid', { mode: 'number' }).notNull(),
    seq: integer('seq').notNull(),
    itemid: bigint('itemid', { mode: 'number' }),
    warehouseid: bigint('warehouseid', { mode: 'number' }),
    itemunit: text('itemunit').notNull().default(''),
    unitratio: numeric('unitratio', { precision: 24, scale: 6 }).notNull().default('1'),
    quantity: numeric('quantity', { precision: 24, scale: 6 }).notNull().default('0'),
    unitprice: numeric('unitprice', { precision: 24, scale: 6 }).notNull().default('0'),
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull().default('0'),
    deptid: bigint('deptid', { mode: 'number' }),
    projectid: bigint('projectid', { mode: 'number' }),
    description: text('description').notNull().default(''),
    extra: jsonb('extra').notNull().default({}),
    /**
     * The document and line a trade line was pulled from, or the invoice a payment line settles (`extra.srcid`,
     * `extra.srcseq`), as columns: an index on an expression over `extra` cannot serve a query under row-level
     * security (`->>` is not leakproof), one on a plain column can (migration 0043).
     */
    srcid: bigint('srcid', { mode: 'number' }).generatedAlwaysAs(
      sql`case when jsonb_typeof(extra -> 'srcid') = 'number' then (extra ->> 'srcid')::numeric::bigint end`,
    ),
    /** A payment line's `extra.pay` (what it settles of `srcid`), as a column for the aging's index-only read (migration 0048). */
    pay: numeric('pay').generatedAlwaysAs(sql`case when (extra ->> 'pay') ~ '^-?[0-9]+([.][0-9]+)?$' then (extra ->> 'pay')::numeric end`),
    srcseq: integer('srcseq').generatedAlwaysAs(sql`case when jsonb_typeof(extra -> 'srcseq') = 'number' then (extra ->> 'srcseq')::numeric::integer end`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.docid, t.seq] }),
    foreignKey({ columns: [t.tenantId, t.docid], foreignColumns: [transDocument.tenantId, transDocument.docid] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.itemid], foreignColumns: [item.tenantId, item.itemid] }),
    foreignKey({ columns: [t.tenantId, t.warehouseid], foreignColumns: [warehouse.tenantId, warehouse.whid] }),
    index('trans_line_item_idx').on(t.tenantId, t.itemid),
    // What was pulled from a source, or paid on an invoice, is read by the source (migration 0043).
    index('trans_line_src_idx').on(t.tenantId, t.srcid, t.srcseq).where(sql`${t.srcid} is not null`),
    // What each payment settled of each invoice, index-only, by payment (joined to the payments dated up to a date).
    index('trans_line_pay_idx').on(t.tenantId, t.docid, t.srcid, t.pay).where(sql`${t.pay} is not null and ${t.srcid} is not null`),
  ],
);

/**
 * The down payments an invoice applies (`header.downpayments`), one row each, kept by a trigger on
 * `trans_document` (migration 0045): what was applied of a down-payment invoice is read by index under row-level
 * security (`dpid`), not by scanning every invoice header's JSON. Written only by the trigger; the header stays
 * what the documents read.
 */
export const transDownpayment = pgTable(
  'trans_downpayment',
  {
    tenantId: tenantIdColumn(),
    /** The invoice that applies the down payment. */
    docid: bigint('docid', { mode: 'number' }).notNull(),
    /** Its place in the header's list (1-based). */
    seq: integer('seq').notNull(),
    /** The down-payment invoice applied. */
    dpid: bigint('dpid', { mode: 'number' }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull(),
    net: numeric('net', { precision: 24, scale: 6 }),
    base: numeric('base', { precision: 24, scale: 6 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.docid, t.seq] }),
    foreignKey({ columns: [t.tenantId, t.docid], foreignColumns: [transDocument.tenantId, transDocument.docid] }).onDelete('cascade'),
    index('trans_downpayment_dp_idx').on(t.tenantId, t.dpid),
  ],
);
