import { ITEM_PRICE_LEVELS, itemPriceField } from '@lontar/core';
import type { Row } from '../../../ui/document/record-api.ts';

export const PRICE_LEVELS = ITEM_PRICE_LEVELS;
export const UNIT_LEVELS = [1, 2, 3] as const;

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** The price fields of one unit level: unitprice…unitprice5, or their _l2 / _l3 forms. */
export const unitPriceFields = (unit: number) => Array.from({ length: PRICE_LEVELS }, (_, i) => itemPriceField(unit, i + 1));

/** Which unit levels have a unit: the first always, the others when named. */
const unitsInUse = (values: Row) => ({ 1: true, 2: !blank(values.unit2), 3: !blank(values.unit3) });

/** An item as read → form values: a unit level without a unit shows empty ratio and prices, not the stored zeros. */
export function itemToValues(record: Row): Row {
  const used = unitsInUse(record);
  const values: Row = { ...record, ratio2: used[2] ? record.ratio2 : null, ratio3: used[3] ? record.ratio3 : null };
  for (const unit of UNIT_LEVELS) for (const field of unitPriceFields(unit)) values[field] = used[unit] ? (record[field] ?? null) : null;
  return values;
}

/**
 * Form values → the item body: empty prices are 0, a unit level without a unit carries zero prices and ratio,
 * per-person price rows without a person are dropped, and an inventory item has no tax object code.
 */
export function itemToBody(values: Row): Row {
  const used = unitsInUse(values);
  const details = ((values.details as Row[] | undefined) ?? [])
    .filter((row) => !blank(row.personid))
    .map((row) => ({ personid: row.personid, persontype: row.persontype ?? 0, price1: blank(row.price1) ? '0' : row.price1 }));
  // The tax object code shows for non-inventory and service items only: an item turned into stock leaves it behind.
  const taxobjectcode = values.itemtype === 1 || values.itemtype === 2 ? (values.taxobjectcode ?? null) : null;
  const body: Row = { ...values, ratio2: used[2] ? values.ratio2 : '0', ratio3: used[3] ? values.ratio3 : '0', taxobjectcode, details };
  for (const unit of UNIT_LEVELS) for (const field of unitPriceFields(unit)) body[field] = used[unit] && !blank(values[field]) ? values[field] : '0';
  return body;
}
