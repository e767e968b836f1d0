import { td, type TDecimal } from '../trade/trade-decimal.ts';

/**
 * Item groups priced on a sales line (issue 13 §3, spec 002 §3.1 "Item group"), the way an item is: the pure part.
 * The group's own price at a level is `groupPrice` (documents/grouping.ts); here its line discount and its minimum
 * and maximum sell price per group unit.
 */

const set = (v: string | null | undefined): v is string => v !== null && v !== undefined && v.trim() !== '' && !td(v).isZero();

/**
 * The line discount (percent) a group line starts with: the customer's default discount, else the group's
 * `salesdiscount` (a group's counterpart of the item's `itemdiscpc`); '' when neither is set. Plain decimal text.
 */
export function groupLineDiscount(customerdisc: string | null | undefined, salesdiscount: string | null | undefined): string {
  const disc = set(customerdisc) ? customerdisc : set(salesdiscount) ? salesdiscount : null;
  return disc === null ? '' : td(disc).toFixed();
}

/** A component's share of a group's sell-price range: its quantity per group unit in `itemunit`, that unit's ratio, its item's min/max per unit1. */
export interface GroupLimitComponent {
  quantity: string;
  unitratio: string;
  min: string | null | undefined;
  max: string | null | undefined;
}

/**
 * A group has no min/max sell price of its own (spec 002 §3.1 lists none): per group unit it is the sum of its
 * components' limits, each component's min (max) per unit1 × its quantity × its unit's ratio. A component without a
 * minimum adds nothing to the minimum; a component without a maximum leaves the group without one (it could be sold
 * at any price). Null where there is no bound; the same "empty or zero does not limit" as `checkPriceRange`.
 */
export function groupPriceLimits(components: readonly GroupLimitComponent[]): { min: string | null; max: string | null } {
  const per = (c: GroupLimitComponent, bound: string): TDecimal => td(c.quantity).times(td(c.unitratio)).times(td(bound));
  const min = components.reduce((sum, c) => (set(c.min) ? sum.plus(per(c, c.min)) : sum), td('0'));
  const unbounded = !components.length || components.some((c) => !set(c.max));
  const max = unbounded ? null : components.reduce((sum, c) => sum.plus(per(c, c.max!)), td('0'));
  return { min: min.isZero() ? null : min.toFixed(), max: max === null || max.isZero() ? null : max.toFixed() };
}
