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

const TIN16 = /^\d{16}$/;
/** The TIN of a buyer without one in a tax file (e-Faktur `BuyerTin` for a buyer identified otherwise). */
export const NO_TIN = '0000000000000000';

/** A 16-digit taxpayer number exactly as a tax file carries it (NPWP or NIK): digits only, not all zeros. */
export function isTin16(text: string): boolean {
  return TIN16.test(text) && !ALL_ZERO.test(text);
}

/**
 * A place of business (IDTKU / NITKU, TAX.md): 22 digits, the taxpayer's 16-digit number followed by 6 digits
 * (`000000` the head office).
 */
export function isIdtku(idtku: string, tin: string): boolean {
  return /^\d{22}$/.test(idtku) && idtku.startsWith(tin);
}

/** The IDTKU of a taxpayer's place of business, by default the head office. */
export const idtkuOf = (tin: string, place = '000000'): string => `${tin}${place}`;

/** How a buyer is identified on a tax invoice (e-Faktur `BuyerDocument`, TAX.md). */
export const BUYER_DOCUMENTS = ['TIN', 'National ID', 'Passport', 'Other ID'] as const;
export type BuyerDocument = (typeof BUYER_DOCUMENTS)[number];

/** A customer's tax identity as the customer master holds it (NPWP in `tax1exemptionno`, NIK in `nik`). */
export interface CustomerTaxIdentity {
  npwp?: string | null;
  nik?: string | null;
  /** e-Faktur buyer ID type; empty: `defaultBuyerDocument`. */
  buyerdocument?: string | null;
  /** Passport or other ID number (for `Passport` and `Other ID`). */
  buyerdocumentnumber?: string | null;
  /** The buyer's place of business, 22 digits; empty: the head office (`idtkuOf`). */
  idtku?: string | null;
}

export type CustomerTaxField = keyof CustomerTaxIdentity;

/** One refused field of a customer's tax identity, with the catalogue's message. */
export interface CustomerTaxProblem {
  field: CustomerTaxField;
  code: 'V_NPWP' | 'V_NIK' | 'V_INVALID_OPTION' | 'V_REQUIRED' | 'V_IDTKU';
  params?: Record<string, string>;
}

const filled = (text: string | null | undefined) => (text ?? '').trim() !== '';

/** TIN when the customer has an NPWP (or only a NIK, which is a resident individual's TIN), else nothing to assume. */
export function defaultBuyerDocument(c: CustomerTaxIdentity): BuyerDocument | null {
  return npwp16(c.npwp) !== null || isNik(c.nik) ? 'TIN' : null;
}

/** The 16 digits an e-Faktur carries as `BuyerTin`: the NPWP, else the NIK for a `TIN` buyer; `NO_TIN` for any other. */
export function buyerTinOf(c: CustomerTaxIdentity): string | null {
  const document = filled(c.buyerdocument) ? c.buyerdocument : defaultBuyerDocument(c);
  if (document !== 'TIN') return NO_TIN;
  return npwp16(c.npwp) ?? (isNik(c.nik) ? digitsOf(c.nik) : null);
}

/**
 * The checks of a customer's tax identity (issue 13, TAX.md "NPWP and NIK", "Coretax e-Faktur import file"): an NPWP
 * of 16 digits or the legacy 15, a NIK of 16 with its birth date, a buyer ID type of the e-Faktur's list, and what
 * that type needs: `TIN` an NPWP or NIK, `National ID` the NIK, `Passport` and `Other ID` the document's number. The
 * IDTKU is 22 digits starting with the buyer's TIN (the zero TIN for a buyer identified otherwise). Every problem at once.
 */
export function customerTaxIdentityProblems(c: CustomerTaxIdentity): CustomerTaxProblem[] {
  const out: CustomerTaxProblem[] = [];
  if (filled(c.npwp) && npwp16(c.npwp) === null) out.push({ field: 'npwp', code: 'V_NPWP' });
  if (filled(c.nik) && !isNik(c.nik)) out.push({ field: 'nik', code: 'V_NIK' });
  const document = (c.buyerdocument ?? '').trim();
  if (document !== '' && !(BUYER_DOCUMENTS as readonly string[]).includes(document)) {
    out.push({ field: 'buyerdocument', code: 'V_INVALID_OPTION', params: { options: BUYER_DOCUMENTS.join(', ') } });
    return out;
  }
  if (document === 'TIN' && !filled(c.npwp) && !filled(c.nik)) out.push({ field: 'npwp', code: 'V_REQUIRED' });
  if (document === 'National ID' && !filled(c.nik)) out.push({ field: 'nik', code: 'V_REQUIRED' });
  if ((document === 'Passport' || document === 'Other ID') && !filled(c.buyerdocumentnumber)) out.push({ field: 'buyerdocumentnumber', code: 'V_REQUIRED' });
  const tin = buyerTinOf(c);
  if (filled(c.idtku) && tin !== null && !isIdtku(digitsOf(c.idtku), tin)) out.push({ field: 'idtku', code: 'V_IDTKU', params: { tin } });
  return out;
}
