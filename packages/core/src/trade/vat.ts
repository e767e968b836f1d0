import { TradeError } from './trade-error.ts';
import { roundHalfUp, TD, type TDecimal } from './trade-decimal.ts';

/** A tax of the tax master as the arithmetic needs it (API.md §7.3, §7.8 Tax kinds). */
export interface TradeTax {
  /** The tax code (`PPN`, `PPH23`), for the caller's bookkeeping. */
  code?: string;
  kind: 'vat' | 'withholding';
  /** A fraction: `0.12`. */
  rate: string;
  /** DPP Nilai Lain factor: a fraction `"11/12"` or a decimal `"1"`; empty is 1. */
  dppfactor?: string | null;
}

/** A DPP factor as numerator and denominator, so it is applied exactly: multiply, then divide (API.md §7.3). */
export interface Fraction {
  num: TDecimal;
  den: TDecimal;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** `"11/12"` → 11 / 12, `"1"` → 1 / 1; a zero or malformed factor is refused (`V_DPP_FACTOR`). */
export function parseDppFactor(text: string | null | undefined): Fraction {
  const t = (text ?? '').trim();
  if (t === '') return { num: new TD(1), den: new TD(1) };
  const [num = '', den = '1', extra] = t.split('/').map((p) => p.trim());
  if (extra !== undefined || !DECIMAL.test(num) || !DECIMAL.test(den)) throw new TradeError('V_DPP_FACTOR', { factor: t });
  const f = { num: new TD(num), den: new TD(den) };
  if (f.num.isZero() || f.den.isZero()) throw new TradeError('V_DPP_FACTOR', { factor: t });
  return f;
}

/** `value × factor`, rounded once to `digits`. */
export function applyFactor(value: TDecimal, factor: Fraction, digits: number): TDecimal {
  return roundHalfUp(value.times(factor.num).dividedBy(factor.den), digits);
}

export interface LineTax {
  /** DPP of this tax: the line's net without tax. */
  taxable: TDecimal;
  /** DPP Nilai Lain: taxable × dppfactor. */
  otherbase: TDecimal;
  /** otherbase × rate; zero for a withholding tax (withheld on the payment, never part of the invoice). */
  amount: TDecimal;
}

/**
 * The VAT of one line for up to two taxes (API.md §7.3, TAX.md): exclusive, the DPP is the line's net; inclusive,
 * the DPP is net ÷ (1 + Σ dppfactor × rate of its VAT taxes), applied exactly and rounded once. Each of DPP, DPP
 * Nilai Lain and tax is rounded half-up to `taxDigits` (0: whole rupiah in IDR) from the one before it.
 */
export function lineTaxes(net: TDecimal, taxes: readonly TradeTax[], inclusive: boolean, taxDigits: number): LineTax[] {
  const factors = taxes.map((t) => parseDppFactor(t.dppfactor));
  let taxable = net;
  if (inclusive) {
    // net ÷ (1 + Σ numᵢ/denᵢ × rateᵢ): one division of exact products, so the DPP is rounded once.
    const den = factors.reduce((d, f) => d.times(f.den), new TD(1));
    const load = taxes.reduce((s, t, i) => (t.kind === 'vat' ? s.plus(new TD(t.rate).times(factors[i]!.num).times(den).dividedBy(factors[i]!.den)) : s), new TD(0));
    taxable = net.times(den).dividedBy(den.plus(load));
  }
  const dpp = roundHalfUp(taxable, taxDigits);
  return taxes.map((t, i) => {
    const otherbase = applyFactor(dpp, factors[i]!, taxDigits);
    const amount = t.kind === 'vat' ? roundHalfUp(otherbase.times(t.rate), taxDigits) : new TD(0);
    return { taxable: dpp, otherbase, amount };
  });
}
