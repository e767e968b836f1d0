import { ZItemAdjustment, ZItemOpening, ZWhTrans } from '@lontar/core';
import type { RecordSchema } from '../../ui/document/field-errors.ts';

/**
 * The goods documents' line columns (goods-line-columns.tsx); each form declares the ones it has, in the order they
 * are typed. Units, warehouses and serial numbers show only when the company uses them.
 */
export type GoodsColumn = 'itemno' | 'itemunit' | 'warehouseid' | 'adjtype' | 'quantity' | 'serials' | 'currentqty' | 'unitprice' | 'amount' | 'deptid' | 'projectid' | 'itemovdesc';

/** What a goods document's header holds beside its number, date and description. */
export type GoodsHeaderKind = 'adjustment' | 'transfer' | 'opening';

/**
 * A goods document as the web declares it (core's DocumentDecl gives the API side): one screen, list and line grid
 * serve every form; a form says only its names, its header and its columns.
 */
export interface GoodsFormDef {
  /** Menu entry key (menu-tree.ts) and the menu:items title. */
  key: 'itemAdjustment' | 'itemTransfer' | 'openingStock';
  /** API form name (`/master/{form}`). */
  form: 'item-adjustment' | 'whtrans' | 'item-opening-balance';
  idField: string;
  /** The number field, numbered by the server when left empty; null: the document has none. */
  numberField: string | null;
  dateField: string;
  header: GoodsHeaderKind;
  columns: readonly GoodsColumn[];
  schema: RecordSchema;
  /** Opening stock has no screen of its own: adding one needs the right to change items (core ITEM_OPENING). */
  createRight: 'tambah' | 'ubah';
}

export const GOODS_FORM_DEFS: Record<GoodsFormDef['key'], GoodsFormDef> = {
  itemAdjustment: {
    key: 'itemAdjustment',
    form: 'item-adjustment',
    idField: 'adjid',
    numberField: 'adjno',
    dateField: 'adjdate',
    header: 'adjustment',
    columns: ['itemno', 'itemunit', 'warehouseid', 'currentqty', 'adjtype', 'quantity', 'serials', 'unitprice', 'amount', 'deptid', 'projectid', 'itemovdesc'],
    schema: ZItemAdjustment,
    createRight: 'tambah',
  },
  itemTransfer: {
    key: 'itemTransfer',
    form: 'whtrans',
    idField: 'transferid',
    numberField: 'transferno',
    dateField: 'transferdate',
    header: 'transfer',
    columns: ['itemno', 'itemunit', 'quantity', 'serials', 'itemovdesc'],
    schema: ZWhTrans,
    createRight: 'tambah',
  },
  openingStock: {
    key: 'openingStock',
    form: 'item-opening-balance',
    idField: 'obid',
    numberField: null,
    dateField: 'obdate',
    header: 'opening',
    columns: ['itemno', 'itemunit', 'warehouseid', 'quantity', 'serials', 'unitprice', 'amount', 'itemovdesc'],
    schema: ZItemOpening,
    createRight: 'ubah',
  },
};

/** The goods form a stock move belongs to, by its API form name (item history rows open their document). */
export function goodsFormOf(form: string | null | undefined): GoodsFormDef | undefined {
  return Object.values(GOODS_FORM_DEFS).find((def) => def.form === form);
}

/** What decides which of a form's columns show: the company's settings and the document's entry mode. */
export interface GoodsColumnState {
  multiWarehouse: boolean;
  multiUnit: boolean;
  /** Counted quantities: their value is costed by the server, not known while typing. */
  counted?: boolean;
  /** The company uses serial and batch numbers (preference feature usesn). */
  usesSerials?: boolean;
}

/** Whether a column shows: warehouses only with several of them, units only with several, serial numbers when used. */
export function goodsColumnShown(column: GoodsColumn, state: GoodsColumnState): boolean {
  switch (column) {
    case 'warehouseid':
      return state.multiWarehouse;
    case 'itemunit':
      return state.multiUnit;
    case 'serials':
      return state.usesSerials === true;
    case 'amount':
      return state.counted !== true;
    default:
      return true;
  }
}

/** The columns a form shows, in its order. */
export function shownColumns(def: GoodsFormDef, state: GoodsColumnState): GoodsColumn[] {
  return def.columns.filter((column) => goodsColumnShown(column, state));
}
