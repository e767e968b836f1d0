import { ITEM_ADJUSTMENT, ITEM_OPENING, ITEM_TRANSFER, trimZeros, type TItemAdjustment, type TItemOpening, type TSerialRow, type TWhTrans } from '@lontar/core';
import type { StoredLine } from './trans-document.repo.ts';
import type { StockSettings } from './goods-context.repo.ts';

/** A goods line as the shared preparation reads it, whatever its form (goods-prepare.ts). */
export interface GoodsLineInput {
  itemno: string;
  itemunit?: string;
  warehouseid?: number | null;
  deptid?: number | null;
  projectid?: number | null;
  itemovdesc: string;
  direction: 'in' | 'out';
  /** The change in the chosen unit, or the counted quantity (`newqty`) it follows from. */
  quantity?: string;
  newqty?: string;
  /** Unit cost in the chosen unit of goods that come in; absent: the item's current unit cost. */
  unitprice?: string;
  towarehouseid?: number;
  /** Serial or batch rows (items with `usesn`), stored in `extra.serials` and written to the serial stock. */
  serials?: TSerialRow[];
  /** What the form stores of the line beside the shared columns, as entered. */
  extra: Record<string, unknown>;
}

/**
 * What the server adds to a goods document's core declaration: how its header and lines read, which account its
 * stock posts against, and what a read answers of a line beyond the shared fields.
 */
export interface GoodsForm<T> {
  decl: typeof ITEM_ADJUSTMENT | typeof ITEM_TRANSFER | typeof ITEM_OPENING;
  /** Header fields stored as entered (`trans_document.header`). */
  header(doc: T): Record<string, unknown>;
  /** Header fields that name warehouses (checked to be the company's). */
  warehouses(doc: T): { field: string; id: number }[];
  /** The account the stock posts against: a header field (checked postable), a default account, or none. */
  counter: { field: string } | { preference: keyof StockSettings['defaults'] } | null;
  lines(doc: T): GoodsLineInput[];
  presentLine(line: StoredLine): Record<string, unknown>;
}

/** A line's serial rows as a read answers them (only on lines that have them), each with its position. */
export const presentSerials = (l: StoredLine): Record<string, unknown> => {
  const rows = Array.isArray(l.extra.serials) ? (l.extra.serials as { serialno: string; quantity: string; expdate?: string | null }[]) : [];
  if (!rows.length) return {};
  return { serials: rows.map((s, i) => ({ seq: i + 1, serialno: s.serialno, quantity: trimZeros(s.quantity), expdate: s.expdate ?? null })) };
};

export const ADJUSTMENT_FORM: GoodsForm<TItemAdjustment> = {
  decl: ITEM_ADJUSTMENT,
  header: (doc) => ({ adjaccnt: doc.adjaccnt }),
  warehouses: () => [],
  counter: { field: 'adjaccnt' },
  lines: (doc) =>
    doc.details.map((l) => ({
      ...l,
      direction: l.adjtype === 2 ? 'out' : 'in',
      extra: { adjtype: l.adjtype, ...(l.newqty !== undefined ? { newqty: l.newqty } : {}) },
    })),
  presentLine: (l) => ({ adjtype: Number(l.extra.adjtype ?? 1), ...(l.extra.newqty !== undefined ? { newqty: String(l.extra.newqty) } : {}), unitprice: trimZeros(l.unitprice), ...presentSerials(l) }),
};

export const TRANSFER_FORM: GoodsForm<TWhTrans> = {
  decl: ITEM_TRANSFER,
  header: (doc) => ({ fromwhid: doc.fromwhid, towhid: doc.towhid }),
  warehouses: (doc) => [
    { field: 'fromwhid', id: doc.fromwhid },
    { field: 'towhid', id: doc.towhid },
  ],
  counter: null,
  // Every line leaves the header's source warehouse for its destination.
  lines: (doc) => doc.details.map((l) => ({ ...l, warehouseid: doc.fromwhid, towarehouseid: doc.towhid, direction: 'out', extra: {} })),
  presentLine: (l) => presentSerials(l),
};

export const OPENING_FORM: GoodsForm<TItemOpening> = {
  decl: ITEM_OPENING,
  header: () => ({}),
  warehouses: () => [],
  counter: { preference: 'openingbalance' },
  lines: (doc) => doc.details.map((l) => ({ ...l, direction: 'in', extra: {} })),
  presentLine: (l) => ({ unitprice: trimZeros(l.unitprice), ...presentSerials(l) }),
};

export const GOODS_FORMS = [ADJUSTMENT_FORM, TRANSFER_FORM, OPENING_FORM] as const;
