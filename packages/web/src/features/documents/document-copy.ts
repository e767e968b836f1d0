import { SALES_CONSOLIDATED } from '@lontar/core';
import { copyOf, declaredCopy, type CopyDecl } from '../../ui/document/copy-values.ts';
import type { Row } from '../../ui/document/record-api.ts';
import type { PaymentFormDef } from '../payments/payment-forms.ts';

/**
 * Transaction copy of a payment or a sales receipt, by its core copy rule (the server's memorized template keeps the
 * same): the party, the cash or bank account, the currency and rate, the notes and the discount lines to accounts
 * (typed, not pulled) are kept; the invoices it paid (with the PPh 23 and bukti potong typed on each) are pulled and
 * go, as do a receipt's Tukar Faktur, the amount received beyond the invoices (typed as `received` in the form) and
 * the credit used: the clerk fetches the party's open invoices again ("Ambil Faktur").
 */
export function paymentCopyDecl(def: PaymentFormDef): CopyDecl {
  return declaredCopy(def.decl, def.credit === 'receipt' ? { own: { received: null } } : {});
}

/** Tukar Faktur: the customer and the notes; not its invoices (gathered again) nor its due date (it follows the new date). */
export const CONSOLIDATED_COPY: CopyDecl = declaredCopy(SALES_CONSOLIDATED);

export const paymentCopy = (def: PaymentFormDef): ((values: Row, fresh: Row) => Row) => copyOf(paymentCopyDecl(def));
export const consolidatedCopy = copyOf(CONSOLIDATED_COPY);
