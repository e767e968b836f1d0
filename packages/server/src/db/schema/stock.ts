import { bigint, bigserial, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { warehouse } from './company.ts';
import { item } from './masters.ts';
import { tenants } from './tenancy.ts';
import { tenantIdColumn } from './tenant-helpers.ts';

/** Stock engine storage (issue 11, API.md §7.7); RLS in migration 0032. Quantities in the item's unit1. */

const decimal = (name: string) => numeric(name, { precision: 24, scale: 6 }).notNull().default('0');

/**
 * One stock change of one document line. The moves of an item are ordered by (transdate, seq); `cost` and
 * `adjustment` are what the engine computed and are rewritten when an earlier move changes them. Running
 * quantities and values are not stored on the moves (a back-dated move would rewrite every later row): they are
 * the nearest `stock_cost_state` before a position plus the moves since (SQL functions `stock_item_upto`,
 * `stock_wh_upto`, migration 0040).
 */
export const stockMove = pgTable(
  'stock_move',
  {
    tenantId: tenantIdColumn(),
    moveid: bigserial('moveid', { mode: 'number' }).notNull(),
    itemid: bigint('itemid', { mode: 'number' }).notNull(),
    warehouseid: bigint('warehouseid', { mode: 'number' }).notNull(),
    transdate: date('transdate', { mode: 'string' }).notNull(),
    /** Order within the date for the item. */
    seq: integer('seq').notNull(),
    /** The engine's kind: opening, receipt, issue, transfer-out, transfer-in, return-in. */
    kind: text('kind').notNull(),
    form: text('form').notNull(),
    docid: bigint('docid', { mode: 'number' }).notNull(),
    lineseq: integer('lineseq').notNull(),
    qtyin: decimal('qtyin'),
    qtyout: decimal('qtyout'),
    /** The given unit cost of an opening or receipt, exactly as given (any number of decimals). */
    unitcost: numeric('unitcost'),
    /** The move a transfer-in or return-in takes its cost from (its key, see stock.repo.ts). */
    sourcekey: text('sourcekey'),
    cost: decimal('cost'),
    adjustment: decimal('adjustment'),
    /** Where the move's cost posts (core postStockMoves): the item's inventory account and the document's counter account. */
    stockglid: bigint('stockglid', { mode: 'number' }),
    counterglid: bigint('counterglid', { mode: 'number' }),
    deptid: bigint('deptid', { mode: 'number' }),
    projectid: bigint('projectid', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.moveid] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.itemid], foreignColumns: [item.tenantId, item.itemid] }),
    foreignKey({ columns: [t.tenantId, t.warehouseid], foreignColumns: [warehouse.tenantId, warehouse.whid] }),
    uniqueIndex('stock_move_item_order_key').on(t.tenantId, t.itemid, t.transdate, t.seq),
    /** A move's key (stock.repo.ts moveKey) is unique within its item. */
    uniqueIndex('stock_move_key').on(t.tenantId, t.itemid, t.form, t.docid, t.lineseq, t.kind),
    index('stock_move_document_idx').on(t.tenantId, t.form, t.docid),
    index('stock_move_warehouse_idx').on(t.tenantId, t.warehouseid, t.itemid, t.transdate),
    /** An item's last move in a warehouse up to a date, one probe per item × warehouse (stock balance at a date). */
    index('stock_move_item_warehouse_idx').on(t.tenantId, t.itemid, t.warehouseid, t.transdate, t.seq),
  ],
);

/**
 * The engine's `CostState` of an item after the move at (uptodate, uptoseq), the `movecount`-th move of the item:
 * one every N moves, plus the state after the item's last move, so a change costs only the moves after the
 * nearest snapshot before it, and a running figure at any position sums at most N moves after one of these.
 */
export const stockCostState = pgTable(
  'stock_cost_state',
  {
    tenantId: tenantIdColumn(),
    itemid: bigint('itemid', { mode: 'number' }).notNull(),
    uptodate: date('uptodate', { mode: 'string' }).notNull(),
    uptoseq: integer('uptoseq').notNull(),
    movecount: integer('movecount').notNull(),
    state: jsonb('state').notNull(),
    /** The item's company-wide running quantity and stock value after that move (what `state` adds up to). */
    balance: decimal('balance'),
    value: decimal('value'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.itemid, t.uptodate, t.uptoseq] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.itemid], foreignColumns: [item.tenantId, item.itemid] }),
  ],
);

/**
 * Where each item stands after its last move, per warehouse it ever moved in: the warehouse's quantity, and the
 * item's company-wide quantity, value and last move date (the same on every row of the item). Rewritten by the
 * stock engine for the item it changes, in the same transaction (stock-balance.repo.ts `refreshBalances`); the stock
 * balance at a date on or after `lastdate` is read from here instead of probing the moves. RLS in migration 0038.
 */
export const stockBalance = pgTable(
  'stock_balance',
  {
    tenantId: tenantIdColumn(),
    itemid: bigint('itemid', { mode: 'number' }).notNull(),
    warehouseid: bigint('warehouseid', { mode: 'number' }).notNull(),
    qty: decimal('qty'),
    itembalance: decimal('itembalance'),
    itemvalue: decimal('itemvalue'),
    lastdate: date('lastdate', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.itemid, t.warehouseid] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.itemid], foreignColumns: [item.tenantId, item.itemid] }),
    foreignKey({ columns: [t.tenantId, t.warehouseid], foreignColumns: [warehouse.tenantId, warehouse.whid] }),
  ],
);
