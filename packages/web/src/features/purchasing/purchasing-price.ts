import { apiRequest } from '../../app/api/http.ts';
import type { TradeSide } from './purchasing-forms.ts';
import type { PurchaseLineValues } from './purchasing-values.ts';

/**
 * Where a line's starting price came from (`GET purchase-price`: the vendor's price, the last purchase, the item's;
 * `GET sales-price`: the customer's price level or the item's).
 */
export interface PriceOrigin {
  source: string;
  lastdate?: string | null;
  lastinvoiceno?: string | null;
  /** Sales: the customer's price level the price was taken at (`source: level`). */
  pricelevel?: number | null;
}

/** The answer of `GET master/purchase-price?itemno=&vendorid=&itemunit=`. */
export interface PurchasePrice extends PriceOrigin {
  unitprice: string;
  /** Sales: the customer's default discount, else the item's. */
  itemdiscpc?: string | null;
}

/** The item, unit and party (the vendor, or the customer on the sales side) a price is asked for. */
export interface PriceAsk {
  itemno: string;
  itemunit: string | null;
  vendorid: number;
}

/** What a line's price is asked for: its item and unit with the document's vendor, or null when one is missing. */
export function priceAskOf(line: PurchaseLineValues | undefined, vendorid: unknown): PriceAsk | null {
  if (!line?.itemno || typeof vendorid !== 'number' || vendorid <= 0) return null;
  return { itemno: line.itemno, itemunit: line.itemunit ?? null, vendorid };
}

/**
 * Whether a line's price may still be filled: it is empty, or it was filled here before (the clerk has not typed
 * it). A pulled line keeps its source's price.
 */
export function mayFillPrice(line: PurchaseLineValues | undefined): boolean {
  if (!line || line.srcid) return false;
  return !line.unitprice?.trim() || Boolean(line.priceorigin);
}

/**
 * The price to write on a line once the server answered: null when the line has moved on meanwhile (another item,
 * unit or vendor than asked) or its price was typed by hand since.
 */
export function priceFill(line: PurchaseLineValues | undefined, vendorid: unknown, asked: PriceAsk, answer: PurchasePrice): { unitprice: string; origin: PriceOrigin } | null {
  const now = priceAskOf(line, vendorid);
  if (!now || now.itemno !== asked.itemno || now.vendorid !== asked.vendorid || (now.itemunit ?? '').toUpperCase() !== (asked.itemunit ?? '').toUpperCase()) return null;
  if (!mayFillPrice(line)) return null;
  return { unitprice: answer.unitprice, origin: { source: answer.source, lastdate: answer.lastdate ?? null, lastinvoiceno: answer.lastinvoiceno ?? null, ...(answer.pricelevel != null ? { pricelevel: answer.pricelevel } : {}) } };
}

/** `GET master/purchase-price` (or `sales-price` with `customerid`): the price a line of `itemno` in `itemunit` starts with, for the party. */
export async function fetchPurchasePrice(tenantId: number, ask: PriceAsk, side: Pick<TradeSide, 'pricePath' | 'party'> = { pricePath: 'purchase-price', party: 'vendorid' }): Promise<PurchasePrice> {
  const query: Record<string, string> = { itemno: ask.itemno, [side.party]: String(ask.vendorid) };
  if (ask.itemunit) query.itemunit = ask.itemunit;
  return (await apiRequest<{ data: PurchasePrice }>(`/tenant/${tenantId}/master/${side.pricePath}`, { query })).data;
}
