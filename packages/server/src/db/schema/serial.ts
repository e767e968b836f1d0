import { bigint, bigserial, date, foreignKey, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { warehouse } from './company.ts';
import { transDocument } from './documents.ts';
import { item } from './masters.ts';
import { tenantIdColumn } from './tenant-helpers.ts';

const decimal = (name: string) => numeric(name, { precision: 24, scale: 6 }).notNull().default('0');

/**
 * Serial and batch numbers in stock (API.md §7.2, spec 002 §2.2): one row per number × document line × warehouse,
 * what came in or went out (in the item's unit1). A number's stock in a warehouse is Σ qtyin − qtyout of its rows;
 * a serial number (item `sntype` 0) is in stock at most once in the company. Written with the document's stock
 * moves (modules/serial/serial-stock.ts), removed with them; RLS in migration 0036.
 */
export const serialMove = pgTable(
  'serial_move',
  {
    tenantId: tenantIdColumn(),
    serialmoveid: bigserial('serialmoveid', { mode: 'number' }).notNull(),
    form: text('form').notNull(),
    docid: bigint('docid', { mode: 'number' }).notNull(),
    lineseq: integer('lineseq').notNull(),
    itemid: bigint('itemid', { mode: 'number' }).notNull(),
    warehouseid: bigint('warehouseid', { mode: 'number' }).notNull(),
    serialno: text('serialno').notNull(),
    transdate: date('transdate', { mode: 'string' }).notNull(),
    qtyin: decimal('qtyin'),
    qtyout: decimal('qtyout'),
    /** Expiry of the number (items with `useexp`), as entered when it came in. */
    expdate: date('expdate', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.serialmoveid] }),
    foreignKey({ columns: [t.tenantId, t.docid], foreignColumns: [transDocument.tenantId, transDocument.docid] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.itemid], foreignColumns: [item.tenantId, item.itemid] }),
    foreignKey({ columns: [t.tenantId, t.warehouseid], foreignColumns: [warehouse.tenantId, warehouse.whid] }),
    index('serial_move_item_serial_idx').on(t.tenantId, t.itemid, t.serialno, t.warehouseid, t.transdate),
    index('serial_move_doc_idx').on(t.tenantId, t.form, t.docid),
  ],
);
