import { compareAmounts, isAmountText, signOf, sumAmounts, toBase } from '@lontar/core';
import type { Row } from '../../ui/document/record-api.ts';
import type { GoodsFormDef } from './goods-forms.ts';

/** 1: Penambahan (goods come in), 2: Pengurangan (goods go out). */
export type AdjType = 1 | 2;

/** A serial or batch row of a line (API.md §7.2): quantity in the item's unit1, expiry for items with `useexp`. */
export interface SerialRowValues {
  serialno: string;
  quantity: string;
  expdate?: string | null;
}

/** A line as the grid edits it. In counting mode `quantity` holds the counted quantity (the API's `newqty`). */
export interface GoodsLineValues {
  itemno?: string | null;
  itemunit?: string | null;
  warehouseid?: number | null;
  adjtype?: AdjType;
  quantity?: string | null;
  unitprice?: string | null;
  deptid?: number | null;
  projectid?: number | null;
  itemovdesc?: string | null;
  /** Serial or batch numbers (items with `usesn`, when the company uses them). */
  serials?: SerialRowValues[];
}

/** The form's values: the API's header names (so the server's errors land on them), `counted` for the entry mode. */
export interface GoodsValues {
  [field: string]: unknown;
  description?: string | null;
  adjaccnt?: number | null;
  fromwhid?: number | null;
  towhid?: number | null;
  /** Item adjustment: the quantities typed are counted ones ("kuantitas baru"), the change follows from the stock. */
  counted?: boolean;
  details?: GoodsLineValues[];
}

/** Where warehouses come from when the company keeps one (feature usemultiwhs off): its default one. */
export interface WarehouseSetting {
  multiWarehouse: boolean;
  defaultWarehouse: number | null;
}

export const emptyGoodsLine = (): GoodsLineValues => ({
  itemno: null,
  itemunit: null,
  warehouseid: null,
  adjtype: 1,
  quantity: null,
  unitprice: null,
  deptid: null,
  projectid: null,
  itemovdesc: '',
  serials: [],
});

const str = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const id = (value: unknown): number | null => (typeof value === 'number' && value > 0 ? value : null);

/** A line's serial rows as read → as edited; rows without a number are dropped on the way to the server. */
export function serialsToValues(rows: unknown): SerialRowValues[] {
  if (!Array.isArray(rows)) return [];
  return (rows as Row[]).map((row) => ({ serialno: str(row.serialno) ?? '', quantity: str(row.quantity) ?? '1', expdate: str(row.expdate) }));
}

export function serialsToBody(rows: readonly SerialRowValues[] | undefined): Row[] {
  return (rows ?? [])
    .filter((row) => row.serialno.trim() !== '')
    .map((row) => ({ serialno: row.serialno.trim(), quantity: row.quantity, ...(row.expdate ? { expdate: row.expdate } : {}) }));
}

/** A document as read (or a new one) → the form's values. */
export function goodsToValues(def: GoodsFormDef, record: Row): GoodsValues {
  const details = Array.isArray(record.details) ? (record.details as Row[]) : [];
  // A document counted throughout opens in counting mode. One mixing counted lines and changes opens as changes: the
  // server answers every line's change (`quantity`), which is what its counted lines amounted to.
  const counted = def.header === 'adjustment' && details.length > 0 && details.every((line) => str(line.newqty) !== null);
  return {
    ...(def.numberField ? { [def.numberField]: str(record[def.numberField]) ?? '' } : {}),
    [def.dateField]: str(record[def.dateField]),
    description: str(record.description) ?? '',
    ...(def.header === 'adjustment' ? { adjaccnt: id(record.adjaccnt), counted } : {}),
    ...(def.header === 'transfer' ? { fromwhid: id(record.fromwhid), towhid: id(record.towhid) } : {}),
    details: details.map((line) => {
      const adjtype: AdjType = line.adjtype === 2 ? 2 : 1;
      return {
        itemno: str(line.itemno),
        itemunit: str(line.itemunit),
        warehouseid: id(line.warehouseid),
        adjtype,
        quantity: counted ? str(line.newqty) : str(line.quantity),
        // A decrease goes out at the stock's cost: it has no price of its own.
        unitprice: adjtype === 2 ? null : str(line.unitprice),
        deptid: id(line.deptid),
        projectid: id(line.projectid),
        itemovdesc: str(line.itemovdesc) ?? '',
        // Only lines with serial rows carry them (the grid's serial cell starts empty otherwise).
        ...(Array.isArray(line.serials) && line.serials.length ? { serials: serialsToValues(line.serials) } : {}),
      };
    }),
  };
}

function isBlankLine(line: GoodsLineValues): boolean {
  return !line.itemno && !line.quantity && !line.unitprice && !line.itemovdesc?.trim() && !line.deptid && !line.projectid && !line.serials?.length;
}

/** The lines that count: empty rows at the end of the grid are where the next line would be typed. */
export function filledGoodsLines(lines: readonly GoodsLineValues[] | undefined): GoodsLineValues[] {
  const all = [...(lines ?? [])];
  while (all.length && isBlankLine(all[all.length - 1]!)) all.pop();
  return all;
}

/** Typed text, or nothing when the cell is empty (the schema then names what is missing). */
const typed = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? undefined : value.trim());

/** The form's values over the document they edit → the body of POST/PUT (core ZItemAdjustment, ZWhTrans, ZItemOpening). */
export function goodsToBody(def: GoodsFormDef, values: GoodsValues, record: Row, warehouses: WarehouseSetting): Row {
  const recordId = record[def.idField];
  const number = def.numberField ? typed(str(values[def.numberField])) : undefined;
  const counted = def.header === 'adjustment' && values.counted === true;
  // Without several warehouses the column is hidden: the company's default one (the server's too, when left empty).
  const warehouseOf = (line: GoodsLineValues) => (warehouses.multiWarehouse ? (line.warehouseid ?? null) : (line.warehouseid ?? warehouses.defaultWarehouse));
  const details = filledGoodsLines(values.details).map((line) => {
    const common: Row = { itemno: line.itemno ?? '', itemovdesc: line.itemovdesc?.trim() ?? '' };
    if (line.itemunit) common.itemunit = line.itemunit;
    const serials = serialsToBody(line.serials);
    if (serials.length) common.serials = serials;
    const quantity = typed(line.quantity);
    if (def.header === 'transfer') return { ...common, quantity };
    if (def.header === 'opening') return { ...common, warehouseid: warehouseOf(line), quantity, unitprice: typed(line.unitprice) };
    const adjtype: AdjType = line.adjtype === 2 ? 2 : 1;
    const price = adjtype === 1 ? typed(line.unitprice) : undefined;
    return {
      ...common,
      warehouseid: warehouseOf(line),
      adjtype,
      ...(counted ? { newqty: quantity ?? '' } : { quantity }),
      ...(price === undefined ? {} : { unitprice: price }),
      deptid: line.deptid ?? null,
      projectid: line.projectid ?? null,
    };
  });
  return {
    ...(typeof recordId === 'number' ? { [def.idField]: recordId, version: record.version } : {}),
    ...(number ? { [def.numberField!]: number } : {}),
    [def.dateField]: str(values[def.dateField]) ?? '',
    description: values.description?.trim() ?? '',
    ...(def.header === 'adjustment' ? { adjaccnt: values.adjaccnt ?? null } : {}),
    ...(def.header === 'transfer' ? { fromwhid: values.fromwhid ?? null, towhid: values.towhid ?? null } : {}),
    details,
  };
}

/** An item's units with their ratio to unit1, as the item master holds them (unit2 and unit3 may be empty). */
export function itemUnits(item: Row | null | undefined): { name: string; ratio: string }[] {
  if (!item) return [];
  const units = [
    { name: str(item.unit1), ratio: '1' },
    { name: str(item.unit2), ratio: str(item.ratio2) },
    { name: str(item.unit3), ratio: str(item.ratio3) },
  ];
  return units.filter((unit): unit is { name: string; ratio: string } => Boolean(unit.name?.trim()) && unit.ratio !== null && isAmountText(unit.ratio) && signOf(unit.ratio) > 0);
}

/**
 * A counted quantity against the stock (in unit1): goods come in (1) when more were counted, go out (2) when fewer;
 * null when it is the same or either is not a number yet.
 */
export function adjTypeForCount(counted: string | null | undefined, current: string | null | undefined, ratio = '1'): AdjType | null {
  if (!counted || !current || !isAmountText(counted) || !isAmountText(current)) return null;
  const inUnit1 = toBase(counted, ratio, 10);
  if (inUnit1 === null) return null;
  const side = compareAmounts(inUnit1, current);
  return side === 0 ? null : side > 0 ? 1 : 2;
}

/**
 * What a line adds to the stock's value as typed: quantity × unit price, two decimals. Null where it is not known
 * before saving: a decrease or a counted quantity (the server costs them), or a cell that is not a number yet.
 */
export function lineValue(line: GoodsLineValues | undefined, counted = false): string | null {
  if (!line || counted || line.adjtype === 2 || !isAmountText(line.quantity) || !isAmountText(line.unitprice)) return null;
  // toBase multiplies by a positive rate only: a free line is worth nothing.
  return signOf(line.unitprice) === 0 ? '0' : toBase(line.quantity, line.unitprice, 2);
}

/** The total of the lines' values that are known. */
export function linesValue(lines: readonly GoodsLineValues[] | undefined, counted = false): string {
  return sumAmounts((lines ?? []).map((line) => lineValue(line, counted)));
}

/** Every word typed appears in the option's label (number · name), case aside. */
export function matchesTyped(label: string, typed: string): boolean {
  const text = label.toLocaleLowerCase();
  return typed.toLocaleLowerCase().split(/\s+/).every((word) => text.includes(word));
}
