import { parseAmountInput, type Lang } from '@lontar/core';

/** The text an amount field shows while it is edited: the plain digits with the company's decimal mark, no grouping. */
export function editText(value: string | null | undefined, style: Lang): string {
  if (value === null || value === undefined || value === '') return '';
  return style === 'id' ? value.replace('.', ',') : value;
}

/**
 * What an amount field holds for the text typed: the decimal string ("25.000.000,50" → "25000000.5"), null when
 * empty, or the text itself when it is not a number, so the schema reports it instead of it being lost.
 */
export function amountValue(text: string, style: Lang = 'id'): string | null {
  if (text.trim() === '') return null;
  return parseAmountInput(text, style) ?? text;
}
