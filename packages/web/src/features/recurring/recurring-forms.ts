import type { RecurringForm } from '@lontar/core';
import type { Row } from '../../ui/document/record-api.ts';
import { cashierOf, GL_FORM_DEFS } from '../ledger/gl-forms.ts';
import { GL_COPY, glToBody, glToValues, type GlValues } from '../ledger/gl-values.ts';
import { tradeCopy } from '../purchasing/purchasing-copy.ts';
import { PURCHASE_FORM_DEFS, type TradeFormDef } from '../purchasing/purchasing-forms.ts';
import { purchaseToBody, purchaseToValues, type PurchaseValues } from '../purchasing/purchasing-values.ts';
import { SALES_FORM_DEFS } from '../sales/sales-forms.ts';

/** A document a schedule repeats: its menu entry (the tab a created document opens in) and where its fields are. */
export interface RecurringFormDef {
  form: RecurringForm;
  /** Menu entry key of the document's screen. */
  menuKey: string;
  idField: string;
  numberField: string;
  dateField: string;
  /** The party's name in a read record (customer or vendor), for the source's summary. */
  partyName: string | null;
}

const gl = (key: keyof typeof GL_FORM_DEFS): RecurringFormDef => ({ form: GL_FORM_DEFS[key].form, menuKey: key, idField: 'jvid', numberField: 'jvnumber', dateField: 'transdate', partyName: null });
const trade = (def: TradeFormDef): RecurringFormDef => ({
  form: def.form as RecurringForm,
  menuKey: def.key,
  idField: def.idField,
  numberField: def.numberField,
  dateField: def.dateField,
  partyName: def.side.partyName,
});

const TRADE: Partial<Record<RecurringForm, TradeFormDef>> = { 'sales-invoice': SALES_FORM_DEFS.salesInvoice, 'purchase-invoice': PURCHASE_FORM_DEFS.purchaseInvoice };

export const RECURRING_FORM_DEFS: Record<RecurringForm, RecurringFormDef> = {
  'journal-voucher': gl('journalVoucher'),
  'other-payment': gl('otherPayment'),
  'other-receipt': gl('otherReceipt'),
  'sales-invoice': trade(SALES_FORM_DEFS.salesInvoice),
  'purchase-invoice': trade(PURCHASE_FORM_DEFS.purchaseInvoice),
};

/** The recurring form of a document screen's API form name, if schedules can repeat it. */
export function recurringFormOf(form: string): RecurringForm | null {
  return form in RECURRING_FORM_DEFS ? (form as RecurringForm) : null;
}

/**
 * A saved document → the `recurringdata` of a schedule: what the document's own "Salin" would start a new one with
 * (its form's toValues, then copyValues: no number, no date, nothing pulled, no tax invoice number or down payments),
 * as that form's body. `foreign` tells whether a journal's currency is not the base one (its lines are kept in it).
 * The server gives each occurrence its own date and number.
 */
export function templateOf(form: RecurringForm, record: Row, foreign = false): Row {
  const tradeDef = TRADE[form];
  if (tradeDef) {
    const values = purchaseToValues(tradeDef, record) as unknown as Row;
    const copied = tradeCopy(tradeDef)(values, {});
    const body = purchaseToBody(tradeDef, copied as unknown as PurchaseValues, {});
    delete body[tradeDef.dateField];
    return body;
  }
  const def = Object.values(GL_FORM_DEFS).find((candidate) => candidate.form === form)!;
  const values = glToValues(record, foreign) as unknown as Row;
  const copied = GL_COPY(values, {});
  const body = glToBody(copied as unknown as GlValues, {}, foreign, cashierOf(def, record));
  delete body.transdate;
  return body;
}
