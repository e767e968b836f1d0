import { fixed, td } from './trade-decimal.ts';

/** Where a sales price on entry came from: the customer's own price of the item, or the item's price at the customer's level. */
export type SalesPriceSource = 'customer' | 'level';

export interface SalesPriceInput {
  /** The customer's own price of the item (item master details, persontype 0), per unit1; null or 0 when none. */
  customerprice: string | null;
  /** The item's sell prices of the line's unit: level 1–5 (`unitprice…unitprice5`, `_l2`, `_l3`), null when not set. */
  unitLevels: readonly (string | null)[];
  /** The same of unit1, used when the line's unit has no price of its own (times `ratio`). */
  unit1Levels: readonly (string | null)[];
  /** The customer's price level (1–5; anything else counts as 1). */
  pricelevel: number;
  /** Units1 in the line's unit. */
  ratio: string;
  /** The customer's default discount (percent), else the item's discount; 0 or null: none. */
  customerdisc: string | null;
  itemdisc: string | null;
}

const set = (v: string | null | undefined): v is string => v !== null && v !== undefined && !td(v).isZero();

/**
 * The price and discount a sales line starts with (issue 13 "Pricing on entry", spec 002 §3.1/§3.2): the customer's
 * own price of the item when set (per unit1, times the unit's ratio); else the item's price at the customer's price
 * level in the line's unit, else that level's unit1 price times the ratio, else level 1 the same way. The line
 * discount is the customer's default discount, else the item's. To the cent, half-up (the user may type over it).
 */
export function salesPriceOnEntry(input: SalesPriceInput): { unitprice: string; source: SalesPriceSource; pricelevel: number; itemdiscpc: string } {
  const level = Number.isInteger(input.pricelevel) && input.pricelevel >= 1 && input.pricelevel <= 5 ? input.pricelevel : 1;
  const disc = set(input.customerdisc) ? input.customerdisc : set(input.itemdisc) ? input.itemdisc : null;
  const itemdiscpc = disc === null ? '' : td(disc).toFixed();
  if (set(input.customerprice)) return { unitprice: fixed(td(input.customerprice).times(td(input.ratio)), 2), source: 'customer', pricelevel: level, itemdiscpc };
  const at = (lv: number): string | null => {
    const own = input.unitLevels[lv - 1];
    if (set(own)) return fixed(td(own), 2);
    const unit1 = input.unit1Levels[lv - 1];
    return set(unit1) ? fixed(td(unit1).times(td(input.ratio)), 2) : null;
  };
  return { unitprice: at(level) ?? at(1) ?? '0.00', source: 'level', pricelevel: level, itemdiscpc };
}
