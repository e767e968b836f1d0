import { TradeError } from './trade-error.ts';
import { roundHalfUp, TD, td, type TDecimal } from './trade-decimal.ts';

const CASCADE = /^\d{1,3}(\.\d{1,6})?(\+\d{1,3}(\.\d{1,6})?)*$/;

/**
 * The percents of a line discount (API.md §7.2): `"10"` or a cascade `"10+5"` (10 %, then 5 % of what is left);
 * empty is no discount. Each percent is 0 to 100; anything else is refused (`V_DISCOUNT_TEXT`).
 */
export function parseDiscount(text: string | null | undefined): TDecimal[] {
  const t = (text ?? '').trim().replace(/,/g, '.').replace(/\s+/g, '');
  if (t === '') return [];
  if (!CASCADE.test(t)) throw new TradeError('V_DISCOUNT_TEXT');
  const parts = t.split('+').map((p) => new TD(p));
  if (parts.some((p) => p.greaterThan(100))) throw new TradeError('V_DISCOUNT_TEXT');
  return parts;
}

/** Whether a text is a discount `parseDiscount` takes. */
export function isDiscountText(text: string | null | undefined): boolean {
  try {
    parseDiscount(text);
    return true;
  } catch {
    return false;
  }
}

/** What is left of 1 after a cascade: Π(1 − pᵢ/100), exact. */
export function discountFactor(text: string | null | undefined): TDecimal {
  return parseDiscount(text).reduce((f, p) => f.times(new TD(100).minus(p)).dividedBy(100), new TD(1));
}

export interface LineAmount {
  /** quantity × unitprice, rounded to the currency's precision. */
  gross: TDecimal;
  /** The line's amount: quantity × unitprice × what the cascade leaves, rounded once. */
  amount: TDecimal;
  /** gross − amount. */
  discount: TDecimal;
}

/** A line's amount (API.md §7.3): quantity × unitprice less its discounts, rounded half-up to `precision`. */
export function lineAmount(quantity: string, unitprice: string, itemdiscpc: string | null | undefined, precision: number): LineAmount {
  const exact = td(quantity).times(td(unitprice));
  const gross = roundHalfUp(exact, precision);
  const amount = roundHalfUp(exact.times(discountFactor(itemdiscpc)), precision);
  return { gross, amount, discount: gross.minus(amount) };
}
