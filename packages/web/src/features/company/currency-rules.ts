import { signOf, ZDecimalString } from '@lontar/core';
import { coreMessage } from '../../app/i18n/i18n.ts';

interface CurrencyInput {
  currencyname?: string;
  exchangerate?: string | number;
  fiscalrate?: string | number;
}

const filled = (value: unknown) => String(value ?? '').trim() !== '';

/** A rate the server takes: a decimal above zero ("16250", "16250,5" or "0.000061"). */
export function isRate(value: unknown): boolean {
  const parsed = ZDecimalString.safeParse(value);
  return parsed.success && signOf(parsed.data) > 0;
}

/**
 * The currency rows' problem, if any: a row without a name or rate is the spec's 409 message
 * ('Mata Uang/Nilai Tukar Belum diisi.'); then every rate must be a positive decimal.
 */
export function currencyProblem(rows: readonly (CurrencyInput | undefined)[], rateLabel: string): string | undefined {
  if (rows.some((row) => !filled(row?.currencyname) || !filled(row?.exchangerate))) return coreMessage('CURRENCY_INCOMPLETE');
  if (rows.some((row) => !isRate(row?.exchangerate) || (filled(row?.fiscalrate) && !isRate(row?.fiscalrate)))) {
    return coreMessage('V_DECIMAL_FIELD', { field: rateLabel });
  }
  return undefined;
}
