/** The three journal documents (spec 001 §3): same shape, own numbering, rights and list. */
export type GlForm = 'journal-voucher' | 'other-payment' | 'other-receipt';

export interface GlFormDef {
  /** Menu entry key (menu-tree.ts) and the menu:items title. */
  key: 'journalVoucher' | 'otherPayment' | 'otherReceipt';
  /** API form name and rights screen. */
  form: GlForm;
  /** Transaction type code. */
  transtype: 'GL JV' | 'GL PMT' | 'GL ODT';
}

export const GL_FORM_DEFS: Record<GlFormDef['key'], GlFormDef> = {
  journalVoucher: { key: 'journalVoucher', form: 'journal-voucher', transtype: 'GL JV' },
  otherPayment: { key: 'otherPayment', form: 'other-payment', transtype: 'GL PMT' },
  otherReceipt: { key: 'otherReceipt', form: 'other-receipt', transtype: 'GL ODT' },
};
