import { translate, type Lang } from '@lontar/core';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { holdersOfTaxInvoiceNos } from '../salestax/salestax.repo.ts';
import { taxInvoiceNo17 } from '../salestax/taxinvoiceno-import.ts';

type Body = Record<string, unknown>;

/**
 * A sales invoice's `taxinvoiceno` (the 17-digit Coretax number) as a save stores it: an edit that omits the field
 * keeps the stored one (only `''` clears it), and a number is held by one sales invoice of the company at most: another
 * holding it → 409 naming `taxinvoiceno` (TAXNO_DUPLICATE, as the Coretax import refuses it). The check waits on the
 * same per-number transaction lock as the import and `getNoPajak`'s update, so concurrent saves of one number queue
 * and the first keeps it. An edit keeping its number unchanged is not checked again. A number of 17 digits once its dots,
 * dashes and spaces are dropped is stored as those digits, as the recording route and the Coretax import store it, so
 * `040.026-00.000000001` typed on the form meets `04002600000000001` recorded elsewhere. Changes `header` in place.
 */
export async function settleTaxInvoiceNo(tx: Tx, tenantId: number, form: string, header: Body, lang: Lang, current?: { docid: number; header: unknown }): Promise<void> {
  if (form !== 'sales-invoice') return;
  const stored = (current?.header as Body | null | undefined)?.taxinvoiceno;
  if (header.taxinvoiceno === undefined && typeof stored === 'string') header.taxinvoiceno = stored;
  const typed = typeof header.taxinvoiceno === 'string' ? header.taxinvoiceno : '';
  const value = taxInvoiceNo17(typed) ?? typed;
  if (typed !== value) header.taxinvoiceno = value;
  // Unchanged on an edit: kept as it is (a duplicate stored before this check existed is not the edit's fault).
  if (!value || (current && value === stored)) return;
  const other = (await holdersOfTaxInvoiceNos(tx, tenantId, [value])).find((h) => h.docid !== (current?.docid ?? 0));
  if (!other) return;
  const params = { taxno: value, other: other.docno };
  throw new AppError('TAXNO_DUPLICATE', params, { status: 409, messages: [`taxinvoiceno: ${translate(lang, 'TAXNO_DUPLICATE', params)}`] });
}
