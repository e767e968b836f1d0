import type { Row } from '../../../ui/document/record-api.ts';

export const PRICE_LEVELS = 5;
export const UNIT_LEVELS = ['l1', 'l2', 'l3'] as const;

type Prices = Partial<Record<(typeof UNIT_LEVELS)[number], unknown[]>>;

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** Five price inputs per unit level, whatever the record holds. */
function padPrices(row: unknown[] | undefined): unknown[] {
  return Array.from({ length: PRICE_LEVELS }, (_, i) => row?.[i] ?? null);
}

/** An item as read → form values: every unit level shows five price inputs. */
export function itemToValues(record: Row): Row {
  const prices = (record.prices ?? {}) as Prices;
  return {
    ...record,
    // A unit level without a unit shows an empty ratio, not the stored 0.
    ratio2: blank(record.unit2) ? null : record.ratio2,
    ratio3: blank(record.unit3) ? null : record.ratio3,
    prices: Object.fromEntries(UNIT_LEVELS.map((level) => [level, padPrices(prices[level])])),
  };
}

/**
 * Form values → the item body: empty prices are 0, a unit level without a unit carries no prices and no ratio,
 * and per-person price rows without a person are dropped.
 */
export function itemToBody(values: Row): Row {
  const prices = (values.prices ?? {}) as Prices;
  const used = { l1: true, l2: !blank(values.unit2), l3: !blank(values.unit3) };
  const details = ((values.details as Row[] | undefined) ?? [])
    .filter((row) => !blank(row.personid))
    .map((row) => ({ personid: row.personid, persontype: row.persontype ?? 0, price1: blank(row.price1) ? '0' : row.price1 }));
  return {
    ...values,
    ratio2: used.l2 ? values.ratio2 : '0',
    ratio3: used.l3 ? values.ratio3 : '0',
    prices: Object.fromEntries(UNIT_LEVELS.map((level) => [level, used[level] ? padPrices(prices[level]).map((price) => (blank(price) ? '0' : price)) : []])),
    details,
  };
}
