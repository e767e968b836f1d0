import type { OpenInvoice, WithholdingTax } from './payment-values.ts';

/** What the payment and receipt value tests share: the PPh 23 tax (2 %) and an open invoice numbered with `prefix`. */
export const PPH23: WithholdingTax = { taxid: 7, taxcode: 'PPH23', taxname: 'PPh Pasal 23', kind: 'withholding', rate: '0.02', taxobjectcode: '24-104-01' };

/** An invoice owing `owing` (its total too), dated 2 February and due 4 March, as getListInvoiceCheque lists it. */
export const openInvoiceOf =
  (prefix: 'PI' | 'SI') =>
  (invoiceid: number, owing: string, extra: Partial<OpenInvoice> = {}): OpenInvoice => ({
    invoiceid,
    invoiceno: `${prefix}/0000${invoiceid}`,
    invoicedate: '2026-02-02',
    duedate: '2026-03-04',
    currencyid: null,
    totalamount: owing,
    owing,
    ...extra,
  });
