import { trimZeros } from '@lontar/core';
import Decimal from 'decimal.js';
import type { ItemUnits } from './item-search.repo.ts';

/**
 * A quantity in unit1 told in the item's units, largest first: 27 PCS with DUS of 12 is "2 DUS 3 PCS". Each larger
 * unit takes the whole number of it that fits; unit1 keeps the rest (with its decimals). A negative quantity is
 * told as its size with a minus sign in front; zero is "0 PCS".
 */
export function unitBreakdown(qty: string, units: ItemUnits): { unit: string; qty: string }[] {
  const q = new Decimal(qty);
  const larger = [
    { unit: units.unit3, ratio: units.ratio3 },
    { unit: units.unit2, ratio: units.ratio2 },
  ]
    .filter((u) => u.unit && new Decimal(u.ratio).greaterThan(0))
    .sort((a, b) => new Decimal(b.ratio).comparedTo(a.ratio));
  let rest = q.abs();
  const parts: { unit: string; qty: string }[] = [];
  for (const u of larger) {
    const n = rest.dividedToIntegerBy(u.ratio);
    if (n.greaterThan(0)) {
      parts.push({ unit: u.unit, qty: n.toFixed() });
      rest = rest.minus(n.times(u.ratio));
    }
  }
  if (rest.greaterThan(0) || parts.length === 0) parts.push({ unit: units.unit1, qty: trimZeros(rest.toFixed()) });
  if (q.isNegative() && parts[0]) parts[0] = { ...parts[0], qty: `-${parts[0].qty}` };
  return parts;
}

export const unitText = (qty: string, units: ItemUnits) =>
  unitBreakdown(qty, units)
    .map((p) => `${p.qty} ${p.unit}`)
    .join(' ');
