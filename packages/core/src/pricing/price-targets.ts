import { ITEM_PRICE_LEVELS, itemPriceField, type ItemPriceField } from '../masters/master.schema.ts';

/**
 * What a price adjustment changes (spec 002 §9 "Price-change target fields", the request's `penyesuaiantype`):
 * 0 all sell prices, 1–5 price 1–5, 6 item discount, 7–8 min/max sell price, 9–10 min/max purchase price.
 * A price target covers every unit level the item has (unitprice2, unitprice2_l2, unitprice2_l3 for price 2).
 */
export type PriceTargetType = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
export type PriceTargetKey = 'allprices' | 'price1' | 'price2' | 'price3' | 'price4' | 'price5' | 'itemdiscpc' | 'minsellprice' | 'maxsellprice' | 'minpurcprice' | 'maxpurcprice';
/** The item master fields (API names) an adjustment may write. */
export type PriceTargetField = ItemPriceField | 'itemdiscpc' | 'minsellprice' | 'maxsellprice' | 'minpurcprice' | 'maxpurcprice';

export interface PriceTargetInfo {
  type: PriceTargetType;
  key: PriceTargetKey;
  /** Price levels 1–5 it covers (at every unit level), or the single non-price field. */
  levels: readonly number[];
  field: Exclude<PriceTargetField, ItemPriceField> | null;
}

const LEVELS = Array.from({ length: ITEM_PRICE_LEVELS }, (_, i) => i + 1);

export const PRICE_TARGETS: readonly PriceTargetInfo[] = [
  { type: 0, key: 'allprices', levels: LEVELS, field: null },
  ...LEVELS.map((level) => ({ type: level as PriceTargetType, key: `price${level}` as PriceTargetKey, levels: [level], field: null })),
  ...(['itemdiscpc', 'minsellprice', 'maxsellprice', 'minpurcprice', 'maxpurcprice'] as const).map((field, i) => ({ type: (6 + i) as PriceTargetType, key: field, levels: [], field })),
];

/**
 * Where the starting amount comes from (spec 002 §9: "source values 1 to 18", the request's `nilaiAsal`; the spec
 * does not list them, so this list is Lontar's, docs/decisions.md). "At the unit level" means the amount of the
 * target field's own unit (unit 1 for the non-price targets); amounts kept per unit 1 are multiplied by the unit's
 * ratio (units 1 in it) for a unit 2 or 3 price.
 */
export type PriceSourceKey =
  | 'current'
  | 'price1'
  | 'price2'
  | 'price3'
  | 'price4'
  | 'price5'
  | 'minsellprice'
  | 'maxsellprice'
  | 'minpurcprice'
  | 'maxpurcprice'
  | 'stdsellprice'
  | 'cost'
  | 'averagecost'
  | 'lastcost'
  | 'lastpurchaseprice'
  | 'lastsellprice'
  | 'itemdiscpc'
  | 'zero';
export type PriceSourceValue = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18;

export interface PriceSourceInfo {
  value: PriceSourceValue;
  key: PriceSourceKey;
  /**
   * current: the target field's own value; level: sell price n at the target's unit level; unit1: an item field kept
   * per unit 1 (scaled by the unit's ratio); supplied: per unit 1 and scaled, but not an item field: the caller
   * answers it from the documents (absent = the item is skipped); percent: not scaled; zero: 0.
   */
  kind: 'current' | 'level' | 'unit1' | 'supplied' | 'percent' | 'zero';
  level?: number;
}

const SOURCE_KEYS: readonly PriceSourceKey[] = [
  'current',
  'price1',
  'price2',
  'price3',
  'price4',
  'price5',
  'minsellprice',
  'maxsellprice',
  'minpurcprice',
  'maxpurcprice',
  'stdsellprice',
  'cost',
  'averagecost',
  'lastcost',
  'lastpurchaseprice',
  'lastsellprice',
  'itemdiscpc',
  'zero',
];

function sourceKind(key: PriceSourceKey): Pick<PriceSourceInfo, 'kind' | 'level'> {
  if (key === 'current' || key === 'zero') return { kind: key };
  if (/^price\d$/.test(key)) return { kind: 'level', level: Number(key.slice(5)) };
  if (key === 'itemdiscpc') return { kind: 'percent' };
  if (SUPPLIED_SOURCES.includes(key as SuppliedSource)) return { kind: 'supplied' };
  return { kind: 'unit1' };
}

/** Sources that are not item master fields; the server derives them (stock engine, last documents). */
export const SUPPLIED_SOURCES = ['averagecost', 'lastcost', 'lastpurchaseprice', 'lastsellprice'] as const;
export type SuppliedSource = (typeof SUPPLIED_SOURCES)[number];

export const PRICE_SOURCES: readonly PriceSourceInfo[] = SOURCE_KEYS.map((key, i) => ({ value: (i + 1) as PriceSourceValue, key, ...sourceKind(key) }));

/** The item fields an adjustment reads besides the sell prices (all are item master API fields). */
export const PRICE_ITEM_FIELDS = ['minsellprice', 'maxsellprice', 'minpurcprice', 'maxpurcprice', 'stdsellprice', 'itemdiscpc', 'cost'] as const;
export type PriceItemField = (typeof PRICE_ITEM_FIELDS)[number];

/**
 * The field that keeps a target field's value from before the last adjustment (spec 002 §3.1 "oldprice1 and so
 * on"): unitprice → oldprice1, unitprice3 → oldprice3, unitprice2_l2 → oldprice2_l2; minsellprice →
 * oldminsellprice, itemdiscpc → olditemdiscpc.
 */
export type OldPriceField = `oldprice${1 | 2 | 3 | 4 | 5}${'' | '_l2' | '_l3'}` | `old${Exclude<PriceTargetField, ItemPriceField>}`;

export function oldPriceField(field: PriceTargetField): OldPriceField {
  const price = /^unitprice(\d?)(_l[23])?$/.exec(field);
  if (price) return `oldprice${price[1] || '1'}${price[2] ?? ''}` as OldPriceField;
  return `old${field}` as OldPriceField;
}

/** Every old-value field, in the order of ITEM_PRICE_FIELDS then the five other targets. */
export const OLD_PRICE_FIELDS: readonly OldPriceField[] = [
  ...[1, 2, 3].flatMap((unit) => LEVELS.map((level) => oldPriceField(itemPriceField(unit, level)))),
  ...(['itemdiscpc', 'minsellprice', 'maxsellprice', 'minpurcprice', 'maxpurcprice'] as const).map(oldPriceField),
];
