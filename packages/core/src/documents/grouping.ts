import Decimal from 'decimal.js';

/**
 * Item Grouping, the pure part (issue 11): what one sold group line becomes. The sales invoice and the delivery
 * order call these; the server only loads the components (`groupComponents`) and the prices.
 */

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
/** Quantities and unit prices are kept with six decimals (numeric(24, 6)). */
const QTY_DECIMALS = 6;
const text = (value: Decimal) => (value.isZero() ? '0' : value.toFixed());

/** A component of a group as declared: per ONE group unit, `quantity` of `itemunit` (ratio `unitratio` to the item's unit1). */
export interface GroupComponent {
  itemid: number;
  itemno: string;
  /** 0 inventory (moves stock), 1 non-inventory. */
  itemtype: number;
  itemunit: string;
  /** unit1 per `itemunit` (1 for unit1). */
  unitratio: string;
  quantity: string;
}

/** A sold group line: how many group units, from which warehouse. */
export interface GroupLine {
  quantity: string;
  warehouseid: number;
}

/** One component line of an expanded group line. */
export interface ComponentLine {
  /** 1, 2, … in the group's component order: with the group line's seq, the key of its stock move. */
  subseq: number;
  itemid: number;
  itemno: string;
  itemunit: string;
  unitratio: string;
  /** In `itemunit`: component quantity × group quantity. */
  quantity: string;
  /** In the item's unit1 (what stock is kept in), rounded half-up to six decimals. */
  qty: string;
  warehouseid: number;
  /** Only inventory components move stock. */
  movesStock: boolean;
}

/** A group line → its component lines (stock moves in unit1 for the inventory components). */
export function expandGroupLine(components: readonly GroupComponent[], line: GroupLine): ComponentLine[] {
  const groupQty = new D(line.quantity);
  return components.map((c, i) => {
    const quantity = new D(c.quantity).times(groupQty);
    return {
      subseq: i + 1,
      itemid: c.itemid,
      itemno: c.itemno,
      itemunit: c.itemunit,
      unitratio: c.unitratio,
      quantity: text(quantity.toDecimalPlaces(QTY_DECIMALS)),
      qty: text(quantity.times(c.unitratio).toDecimalPlaces(QTY_DECIMALS)),
      warehouseid: line.warehouseid,
      movesStock: c.itemtype === 0,
    };
  });
}

/** The cost of a group line: the sum of its components' move costs (as the stock engine computed them). */
export function groupLineCost(componentCosts: readonly string[]): string {
  return text(componentCosts.reduce((sum, cost) => sum.plus(cost), new D(0)));
}

/**
 * The price of one group unit from its components: Σ component quantity × the component's price in its unit,
 * rounded half-up to six decimals. `prices[i]` belongs to `components[i]`.
 */
export function componentsPrice(components: readonly Pick<GroupComponent, 'quantity'>[], prices: readonly string[]): string {
  const total = components.reduce((sum, c, i) => sum.plus(new D(c.quantity).times(prices[i] ?? '0')), new D(0));
  return text(total.toDecimalPlaces(QTY_DECIMALS));
}

/** The group's price at a level: its own price when set (more than zero), else what its components cost at that level. */
export function groupPrice(ownPrice: string, components: readonly Pick<GroupComponent, 'quantity'>[], prices: readonly string[]): { price: string; source: 'group' | 'components' } {
  if (new D(ownPrice || '0').greaterThan(0)) return { price: text(new D(ownPrice)), source: 'group' };
  return { price: componentsPrice(components, prices), source: 'components' };
}

/**
 * The weights a group line's sale amount is split by: each component's price amount (quantity × price); when the
 * components have no prices at all, their quantities in unit1.
 */
export function componentWeights(components: readonly GroupComponent[], prices: readonly string[]): string[] {
  const byPrice = components.map((c, i) => new D(c.quantity).times(prices[i] ?? '0'));
  if (byPrice.some((w) => !w.isZero())) return byPrice.map(text);
  return components.map((c) => text(new D(c.quantity).times(c.unitratio)));
}

/**
 * Splits an amount over weights: each share is amount × weight / Σ weights rounded half-up to `decimals`, the last
 * share takes the remainder, so the shares always add up to the amount. Zero weights all round share equally.
 */
export function splitGroupAmount(amount: string, weights: readonly string[], decimals = 2): string[] {
  if (weights.length === 0) return [];
  const total = new D(amount);
  const raw = weights.map((w) => new D(w));
  const sum = raw.reduce((s, w) => s.plus(w), new D(0));
  const parts = sum.isZero() ? raw.map(() => new D(1)) : raw;
  const base = sum.isZero() ? new D(raw.length) : sum;
  const shares: string[] = [];
  let given = new D(0);
  parts.forEach((w, i) => {
    if (i === parts.length - 1) {
      shares.push(text(total.minus(given).toDecimalPlaces(decimals)));
      return;
    }
    const share = total.times(w).dividedBy(base).toDecimalPlaces(decimals);
    given = given.plus(share);
    shares.push(text(share));
  });
  return shares;
}

/** A component line with its share of the group line's amount. */
export interface PricedComponentLine extends ComponentLine {
  amount: string;
}

/**
 * What a sales document does with a group line: its component lines, each with its share of the line's amount
 * (split by the components' prices at the line's price level, `prices[i]` for `components[i]`).
 */
export function splitGroupLine(components: readonly GroupComponent[], line: GroupLine & { amount: string }, prices: readonly string[], decimals = 2): PricedComponentLine[] {
  const amounts = splitGroupAmount(line.amount, componentWeights(components, prices), decimals);
  return expandGroupLine(components, line).map((c, i) => ({ ...c, amount: amounts[i]! }));
}
