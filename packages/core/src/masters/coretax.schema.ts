import { z } from 'zod';
import { EFAKTUR_TRX_CODES } from '../tax/efaktur.ts';
import { isEfakturUnit } from '../tax/efaktur-units.ts';
import { BUYER_DOCUMENTS, buyerTinOf, customerTaxIdentityProblems, idtkuOf, NO_TIN, type CustomerTaxField, type CustomerTaxIdentity } from '../tax/tin.ts';

/**
 * The Coretax fields of the masters (issue 13 item 6, TAX.md "Coretax e-Faktur import file"): the tax's transaction
 * code, the item's goods/services code, the unit's unit code and the customer's tax identity. Empty means "not set":
 * the e-Faktur export then takes the rule written beside each field.
 */

/** One of `options`, or empty (not set); refused with the list of options, not naming the empty one. */
const ZOptionOrEmpty = (options: readonly string[]) =>
  z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || options.includes(v), { message: 'V_INVALID_OPTION', params: { options: options.join(', ') } });

/** A VAT's e-Faktur `TrxCode` (01–10); empty for a withholding tax. 04 for PPN on DPP Nilai Lain 11/12. */
export const ZTrxCode = ZOptionOrEmpty(EFAKTUR_TRX_CODES);

/** An item's e-Faktur `Opt`: A goods, B services; empty: B for a service item, A for the others. */
export const EFAKTUR_OPTS = ['A', 'B'] as const;
export const ZEfakturOpt = ZOptionOrEmpty(EFAKTUR_OPTS);

/** An item's e-Faktur goods/services `Code`: 6 digits; empty: `000000`, the generic code. */
export const ZEfakturCode = z
  .string()
  .trim()
  .default('')
  .refine((v) => v === '' || /^\d{6}$/.test(v), { message: 'V_GOODS_CODE' });

/** A unit's e-Faktur `Unit` (UM.0001 … UM.0039, core EFAKTUR_UNITS); empty: UM.0018 Unit. */
export const ZEfakturUnit = z
  .string()
  .trim()
  .toUpperCase()
  .default('')
  .refine((v) => v === '' || isEfakturUnit(v), { message: 'V_UNIT_CODE' });

/** A customer's e-Faktur `BuyerDocument`; empty: TIN when the customer has an NPWP or NIK (core `defaultBuyerDocument`). */
export const ZBuyerDocument = ZOptionOrEmpty(BUYER_DOCUMENTS);

/** A person record's fields as core `CustomerTaxIdentity` names them (the NPWP lives in `tax1exemptionno`). */
export interface PersonTaxFields {
  tax1exemptionno?: unknown;
  nik?: unknown;
  buyerdocument?: unknown;
  buyerdocumentnumber?: unknown;
  idtku?: unknown;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

export function personTaxIdentity(p: PersonTaxFields): CustomerTaxIdentity {
  return { npwp: text(p.tax1exemptionno), nik: text(p.nik), buyerdocument: text(p.buyerdocument), buyerdocumentnumber: text(p.buyerdocumentnumber), idtku: text(p.idtku) };
}

/** The person form's field of each `CustomerTaxIdentity` field. */
const PERSON_FIELD: Record<CustomerTaxField, string> = { npwp: 'tax1exemptionno', nik: 'nik', buyerdocument: 'buyerdocument', buyerdocumentnumber: 'buyerdocumentnumber', idtku: 'idtku' };

/** The customer checks of core `customerTaxIdentityProblems` as zod issues on the person form's fields. */
export function refineCustomerTaxIdentity(p: PersonTaxFields, ctx: z.RefinementCtx): void {
  for (const problem of customerTaxIdentityProblems(personTaxIdentity(p))) {
    ctx.addIssue({ code: 'custom', path: [PERSON_FIELD[problem.field]], message: problem.code, params: problem.params });
  }
}

/**
 * The head-office IDTKU of a customer with a taxpayer number (core `idtkuOf`: the 16 digits and `000000`), or null
 * for one without (no NPWP or NIK, or identified by passport or another ID).
 */
export function defaultIdtku(p: PersonTaxFields): string | null {
  const tin = buyerTinOf(personTaxIdentity(p));
  return tin === null || tin === NO_TIN ? null : idtkuOf(tin);
}
