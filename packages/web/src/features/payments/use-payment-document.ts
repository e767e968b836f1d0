import { compareAmounts, type Rights } from '@lontar/core';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../app/api/error-handler.ts';
import type { FieldPath } from '../../ui/document/field-errors.ts';
import { recordKeys, type RecordSource, type Row } from '../../ui/document/record-api.ts';
import { showAmount, useFormats } from '../../ui/document/formats.ts';
import { useDocument, type DocumentHandle } from '../../ui/document/use-document.ts';
import { notify } from '../../ui/notices.ts';
import { paymentCopy } from '../documents/document-copy.ts';
import { newestRecordId, periodCheck } from '../documents/document-life.tsx';
import type { LedgerSettings } from '../ledger/ledger-api.ts';
import { useYesNo } from '../ledger/use-yes-no.tsx';
import type { PaymentFormDef } from './payment-forms.ts';
import { emptyDiscountLine, invoicesInCurrency, mergeInvoices, paymentFieldOf, paymentToBody, paymentTotals, paymentToValues, type PaymentCalc, type PaymentLineValues, type PaymentValues } from './payment-values.ts';
import { consolidatedInvoiceIds, invoicesToPay } from './payments-api.ts';
import { consolidatedLines, ofConsolidated } from './receipt-values.ts';

type PaymentLabel = 'description' | 'currency' | 'rate' | 'bankAccount' | 'invoices' | 'discounts' | 'pay' | 'pph23Tax' | 'pph23Base' | 'bupotNo' | 'discountAccount' | 'discountAmount' | 'consolidated' | 'received' | 'applyCredit';

const HEADER_LABELS: Record<string, PaymentLabel> = {
  description: 'description',
  currencyid: 'currency',
  rate: 'rate',
  details: 'invoices',
  datadisc: 'discounts',
  consid: 'consolidated',
  received: 'received',
  overpay: 'received',
  applyfromcredit: 'applyCredit',
};
const LINE_LABELS: Record<string, PaymentLabel> = { apinvoiceid: 'pay', arinvoiceid: 'pay', pay: 'pay', pph23taxid: 'pph23Tax', pph23base: 'pph23Base', pph23amount: 'pph23Base', bupotno: 'bupotNo' };
const DISCOUNT_LABELS: Record<string, PaymentLabel> = { glaccount: 'discountAccount', discount: 'discountAmount', description: 'description' };

/**
 * One payment in a tab: the shared document life (useDocument: Idempotency-Key on create, edit lock, version,
 * drafts) with the payment's values and body, errors placed on the grid row they name, the period window, and the
 * invoices offered ("Ambil Faktur"): a new party or currency replaces them, the button adds those not on the grid.
 * On a receipt of a Tukar Faktur (`consid`) the invoices offered are its own, and choosing it receives each in full.
 * `calc` is what the body's overpayment is computed with (the screen sets it as it renders).
 */
export function usePaymentDocument(def: PaymentFormDef, tenantId: number, rights: Rights, ledger: LedgerSettings) {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const askYesNo = useYesNo();
  const source: RecordSource = useMemo(() => ({ tenantId, form: def.form, idField: def.idField }), [tenantId, def.form, def.idField]);
  const formRef = useRef<DocumentHandle['form'] | null>(null);
  const [fetching, setFetching] = useState(false);
  const formats = useFormats();
  const calc = useRef<PaymentCalc>({ taxes: [], party: null });
  /** The invoices of the Tukar Faktur last chosen or read. */
  const members = useRef<{ consid: number; ids: number[] } | null>(null);

  const labelOf = (path: FieldPath): string | undefined => {
    const [head, , field] = path;
    if (path.length === 1) {
      if (head === def.numberField) return t('number');
      if (head === def.dateField) return t('date');
      if (head === def.party.field) return t(def.party.lookup as 'vendor');
      if (head === def.bankField) return t(def.bankLabel);
      const key = typeof head === 'string' ? HEADER_LABELS[head] : undefined;
      return key ? t(key) : undefined;
    }
    const labels = head === 'details' ? LINE_LABELS : head === 'datadisc' ? DISCOUNT_LABELS : undefined;
    const key = labels && path.length === 3 && typeof field === 'string' ? labels[field] : undefined;
    return key ? t(key) : undefined;
  };

  const inPeriod = periodCheck(ledger.window, def.dateField, askYesNo);
  /** A receipt's amount received short of what its invoices come to is named under it (the bank would not agree). */
  const receivedCheck = async () => {
    const form = formRef.current;
    if (def.credit !== 'receipt' || !form) return true;
    const { short } = paymentTotals(form.getFieldsValue(true) as PaymentValues, calc.current.taxes, calc.current.party);
    if (compareAmounts(short, '0') <= 0) return true;
    form.setFields([{ name: 'received', errors: [t('receivedShort', { amount: showAmount(short, formats) })] }]);
    return false;
  };

  const doc: DocumentHandle = useDocument({
    source,
    schema: def.schema,
    idempotent: true,
    toValues: (record) => paymentToValues(def, record) as Row,
    toBody: (values, record) => paymentToBody(def, values as PaymentValues, record, calc.current),
    newRecord: async () => ({ [def.dateField]: dayjs().format('YYYY-MM-DD'), details: [], datadisc: [emptyDiscountLine()] }),
    copyValues: paymentCopy(def),
    labelOf,
    fieldOf: (path) => (formRef.current ? paymentFieldOf(formRef.current.getFieldsValue(true) as PaymentValues, path) : path),
    rights,
    beforeSave: async (body) => (await receivedCheck()) && inPeriod(body),
    lastId: () => newestRecordId(source),
    onChanged: () => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.form(source) });
      // A payment changes what its invoices owe and their statuses.
      void queryClient.invalidateQueries({ queryKey: ['records', tenantId, def.invoiceForm] });
      // A receipt changes which of the customer's Tukar Fakturs are open (ReceiptFields).
      if (def.credit === 'receipt') void queryClient.invalidateQueries({ queryKey: ['records', tenantId, 'sales-consolidated'] });
    },
  });
  formRef.current = doc.form;

  const party = (): number | null => {
    const value: unknown = doc.form.getFieldValue(def.party.field);
    return typeof value === 'number' && value > 0 ? value : null;
  };

  const consolidated = (): number | null => {
    const value: unknown = doc.form.getFieldValue('consid');
    return def.credit === 'receipt' && typeof value === 'number' && value > 0 ? value : null;
  };

  /** The invoices of the chosen Tukar Faktur (read once for each), or null without one. */
  const membersOf = async (consid: number | null): Promise<number[] | null> => {
    if (consid === null) return null;
    if (members.current?.consid !== consid) members.current = { consid, ids: await consolidatedInvoiceIds(tenantId, consid) };
    return members.current.ids;
  };

  /**
   * The party's invoices in the payment's currency (of the Tukar Faktur when one is chosen): `replace` for a new
   * choice (a Tukar Faktur's each received in full), else added to the grid's rows.
   */
  const fetchInvoices = async (replace: boolean) => {
    const partyId = party();
    if (partyId === null) {
      if (replace) doc.form.setFieldValue('details', []);
      return;
    }
    setFetching(true);
    try {
      const consid = consolidated();
      const [listed, ids] = await Promise.all([invoicesToPay(tenantId, def, doc.recordId, partyId), membersOf(consid)]);
      if (party() !== partyId || consolidated() !== consid) return;
      const offered = ofConsolidated(invoicesInCurrency(listed, doc.form.getFieldValue('currencyid') as number | null, ledger.baseCurrency?.currencyid ?? null), ids);
      const lines = replace ? [] : ((doc.form.getFieldValue('details') as PaymentLineValues[] | undefined) ?? []);
      doc.form.setFieldValue('details', replace && ids ? consolidatedLines(offered, ids) : mergeInvoices(lines, offered));
      doc.form.setFields([{ name: 'details', errors: [] }]);
      if (offered.length === 0) notify.warning(t('noInvoices'));
    } catch (error) {
      handleApiError(error);
    } finally {
      setFetching(false);
    }
  };

  return { doc, source, labelOf, fetchInvoices, fetching, calc };
}
