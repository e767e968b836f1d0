import { defaultPph23Amount } from '../trade/payment-checks.ts';
import { fixed, roundHalfUp, td } from '../trade/trade-decimal.ts';
import { findTaxObjectCode } from './tax-object-codes.ts';
import { isNik, npwp16 } from './tin.ts';

/** What the rate of a withholding depends on about the vendor (the income recipient). */
export interface WithholdingRecipient {
  /** NPWP as entered (16 digits, or the legacy 15 with or without dots and dashes); empty when there is none. */
  npwp?: string | null;
  nik?: string | null;
  /** A resident individual (orang pribadi dalam negeri): their NIK serves as their NPWP. */
  residentIndividual?: boolean;
}

export interface WithholdingRate {
  code: string;
  /** Percent, as a slip's `Rate` ("2", "4"). */
  ratePercent: string;
  /** The same as a fraction, as the tax master stores rates ("0.02"). */
  rate: string;
  /** True when the rate is the code's rate raised by 100 % for a recipient without NPWP. */
  noNpwpSurcharge: boolean;
}

/** The recipient counts as having an NPWP: a valid one, or a resident individual's valid NIK (TAX.md). */
export function hasTaxNumber(recipient: WithholdingRecipient): boolean {
  return npwp16(recipient.npwp) !== null || (recipient.residentIndividual === true && isNik(recipient.nik));
}

/**
 * The rate of a payment's withholding under a tax object code: the code's rate, 100 % higher (2 % → 4 %) for a
 * PPh 23 recipient without NPWP (UU PPh art. 23 (1a)) unless it is a resident individual with a valid NIK. The
 * final PPh 4(2), PPh 22 and UMKM codes keep their rate. An unknown code is the caller's error.
 */
export function withholdingRate(code: string, recipient: WithholdingRecipient): WithholdingRate {
  const entry = findTaxObjectCode(code);
  if (!entry) throw new Error(`unknown tax object code: ${code}`);
  const surcharge = entry.article === 'PPh 23' && !hasTaxNumber(recipient);
  const percent = td(entry.ratePercent).times(surcharge ? 2 : 1);
  return { code: entry.code, ratePercent: percent.toFixed(), rate: percent.dividedBy(100).toFixed(), noNpwpSurcharge: surcharge };
}

export interface Withholding extends WithholdingRate {
  /** The slip's DPP: the base (without PPN) in whole rupiah, half-up. */
  base: string;
  /** DPP × rate, whole rupiah half-up (PER-11/PJ/2025 art. 129). */
  amount: string;
}

/** The PPh withheld on a payment's base under a code, for a recipient (see `withholdingRate`). */
export function withholdingOf(input: { code: string; base: string; recipient: WithholdingRecipient }): Withholding {
  const rate = withholdingRate(input.code, input.recipient);
  const base = fixed(roundHalfUp(td(input.base), 0), 2);
  return { ...rate, base, amount: defaultPph23Amount(base, rate.rate) };
}
