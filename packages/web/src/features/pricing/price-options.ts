import { PRICE_ROUNDING_MULTIPLES, PRICE_SOURCES, PRICE_TARGETS, priceMethod, type PriceOperation, type PriceRounding, type PriceTargetKey } from '@lontar/core';

/** Which items an adjustment covers: every item, one category's, or the ones picked. */
export type PriceScope = 'all' | 'category' | 'items';

/** The "Sales Prices" screen's choices, as its form holds them. */
export interface PriceFormValues {
  scope: PriceScope;
  categoryid?: number | null;
  itemids?: number[];
  /** Target 0–10 (core PRICE_TARGETS). */
  target: number;
  /** Source 1–18 (core PRICE_SOURCES). */
  source: number;
  operation: PriceOperation;
  /** Decimal text; a percent may be below zero (a decrease), an amount not. */
  value: string | null;
  rounding: PriceRounding;
  multiple: string;
}

export const DEFAULT_PRICE_FORM: PriceFormValues = {
  scope: 'category',
  categoryid: null,
  itemids: [],
  target: 1,
  source: 1,
  operation: 'percent',
  value: null,
  rounding: 'up',
  multiple: '1000',
};

/** The targets and sources in the spec's order, each with its caption key (inventory:prices.targets / .sources). */
export const TARGET_OPTIONS = PRICE_TARGETS.map((t) => ({ value: t.type, key: t.key }));
export const SOURCE_OPTIONS = PRICE_SOURCES.map((s) => ({ value: s.value, key: s.key }));
export const OPERATIONS: readonly PriceOperation[] = ['percent', 'add', 'subtract'];
export const ROUNDINGS: readonly PriceRounding[] = ['up', 'down', 'none'];
export const MULTIPLES = PRICE_ROUNDING_MULTIPLES;

/** What is missing before a preview can be asked for: the caption keys of the empty choices. */
export function missingChoices(values: PriceFormValues): ('category' | 'items' | 'value')[] {
  const missing: ('category' | 'items' | 'value')[] = [];
  if (values.scope === 'category' && !values.categoryid) missing.push('category');
  if (values.scope === 'items' && !values.itemids?.length) missing.push('items');
  if (values.value === null || values.value === '') missing.push('value');
  return missing;
}

/** The request body of `POST price-adjustment` (API names of spec 002 §3.1), without `preview`. */
export function priceRequest(values: PriceFormValues) {
  return {
    penyesuaiantype: values.target,
    nilaiAsal: values.source,
    metode: priceMethod(values.operation, values.rounding),
    masukan: values.value ?? '',
    pembulatan: values.rounding === 'none' ? null : values.multiple,
    ...(values.scope === 'category' && values.categoryid ? { categoryid: values.categoryid } : {}),
    ...(values.scope === 'items' ? { itemids: values.itemids ?? [] } : {}),
  };
}

/**
 * A preview cell's field as the screen names it: price level and unit of a sell price (`unitprice2_l3` is price 2
 * of unit 3), else the target's own caption key.
 */
export function fieldCaption(field: string): { level: number; unit: number } | { key: PriceTargetKey } {
  const price = /^unitprice(\d?)(?:_l(\d))?$/.exec(field);
  if (price) return { level: Number(price[1] || 1), unit: Number(price[2] || 1) };
  return { key: PRICE_TARGETS.find((t) => t.field === field)?.key ?? 'allprices' };
}
