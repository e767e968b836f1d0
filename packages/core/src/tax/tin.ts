/**
 * Taxpayer numbers (TAX.md "NPWP and NIK"). Since 2024 a company's NPWP has 16 digits ("0" + the old 15); a
 * resident individual's is the 16-digit NIK. Dots, dashes and spaces of the legacy layout 99.999.999.9-999.999
 * are ignored; the legacy check digit is not officially published, so it is not checked here.
 */
const SEPARATORS = /[\s.-]/g;
const ALL_ZERO = /^0+$/;

const digitsOf = (text: string | null | undefined): string => (text ?? '').replace(SEPARATORS, '');

/** The 16-digit NPWP of a number as entered (a legacy 15-digit one gets its leading 0), or null when it is none. */
export function npwp16(text: string | null | undefined): string | null {
  const digits = digitsOf(text);
  const full = /^\d{15}$/.test(digits) ? `0${digits}` : digits;
  return /^\d{16}$/.test(full) && !ALL_ZERO.test(full) ? full : null;
}

/**
 * A NIK of the right shape: 16 digits, region code 6 + birth date 6 (day + 40 for women) + sequence 4. It has no
 * check digit; whether the tax system knows it cannot be told here.
 */
export function isNik(text: string | null | undefined): boolean {
  const digits = digitsOf(text);
  if (!/^\d{16}$/.test(digits) || ALL_ZERO.test(digits)) return false;
  const day = Number(digits.slice(6, 8));
  const month = Number(digits.slice(8, 10));
  return ((day >= 1 && day <= 31) || (day >= 41 && day <= 71)) && month >= 1 && month <= 12;
}
