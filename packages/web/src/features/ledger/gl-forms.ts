/** The three journal documents (spec 001 §3): same shape, own numbering, rights and list. */
export type GlForm = 'journal-voucher' | 'other-payment' | 'other-receipt';

export interface GlFormDef {
  /** Menu entry key (menu-tree.ts) and the menu:items title. */
  key: 'journalVoucher' | 'otherPayment' | 'otherReceipt';
  /** API form name and rights screen. */
  form: GlForm;
  /** Transaction type code. */
  transtype: 'GL JV' | 'GL PMT' | 'GL ODT';
  /**
   * Other payment and other receipt are entered as a cashier does: the cash or bank account in the header, the
   * counter accounts with positive amounts in the lines; the money goes out (payment) or comes in (receipt).
   */
  cash: 'payment' | 'receipt' | null;
}

/**
 * Whether a document is edited the cashier's way: a new one of a cashier's form, or one saved with a header
 * account. One saved signed (through the API, or before the header existed) keeps its debit and credit columns.
 */
export function cashierOf(def: GlFormDef, record: Record<string, unknown>): boolean {
  return def.cash !== null && (typeof record.jvid !== 'number' || typeof record.glaccount === 'string');
}

export const GL_FORM_DEFS: Record<GlFormDef['key'], GlFormDef> = {
  journalVoucher: { key: 'journalVoucher', form: 'journal-voucher', transtype: 'GL JV', cash: null },
  otherPayment: { key: 'otherPayment', form: 'other-payment', transtype: 'GL PMT', cash: 'payment' },
  otherReceipt: { key: 'otherReceipt', form: 'other-receipt', transtype: 'GL ODT', cash: 'receipt' },
};
