import { formatAmount, type Lang, type MessageParams } from '@lontar/core';

/**
 * An amount as a message shows it: grouped in the user's language, two decimals at least, as the screens show money
 * (`showAmount` on the web): 10.000,00 in Indonesian, 10,000.00 in English.
 */
export const moneyText = (value: string, lang: Lang): string => formatAmount(value, lang, 2);

/** A message's parameters with the amounts among them (`keys`) shown as money in the user's language. */
export function withMoney(params: MessageParams, lang: Lang, keys: readonly string[]): MessageParams {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, keys.includes(k) ? moneyText(String(v), lang) : v]));
}
