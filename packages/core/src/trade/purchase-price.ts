import { fixed, td } from './trade-decimal.ts';

/** Where a purchase price on entry came from. */
export type PurchasePriceSource = 'vendor' | 'last' | 'item';

/**
 * The price a purchase line starts with (issue 12 "Pricing on entry"), per the line's unit: the vendor's own price
 * in the item master when set, else the vendor's last purchase price of the item, else the item's purchase price;
 * each kept per unit1 and multiplied by the unit's ratio, to the cent half-up (the user may type over it).
 */
export function purchasePriceOnEntry(input: { vendorprice: string | null; lastprice: string | null; itemprice: string; ratio: string }): { unitprice: string; source: PurchasePriceSource } {
  const hasVendor = input.vendorprice !== null && !td(input.vendorprice).isZero();
  const [perUnit1, source]: [string, PurchasePriceSource] = hasVendor ? [input.vendorprice!, 'vendor'] : input.lastprice !== null ? [input.lastprice, 'last'] : [input.itemprice, 'item'];
  return { unitprice: fixed(td(perUnit1).times(td(input.ratio)), 2), source };
}
