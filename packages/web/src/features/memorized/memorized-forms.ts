/**
 * The workspace menu entry (tab key) of each transaction form a template may be kept for; the rest follow the
 * camel-case rule (journal-voucher → journalVoucher).
 */
const MENU_KEYS: Readonly<Record<string, string>> = { whtrans: 'itemTransfer', 'item-opening-balance': 'openingStock' };

export function menuKeyOf(form: string): string {
  return MENU_KEYS[form] ?? form.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
