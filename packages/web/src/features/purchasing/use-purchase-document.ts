import { periodWindow, type Rights } from '@lontar/core';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { coreMessage } from '../../app/i18n/i18n.ts';
import type { FieldPath } from '../../ui/document/field-errors.ts';
import { listRecords, type RecordSource, type Row } from '../../ui/document/record-api.ts';
import { useDocument, type DocumentHandle } from '../../ui/document/use-document.ts';
import { tradeCopy } from './purchasing-copy.ts';
import { notify } from '../../ui/notices.ts';
import type { LedgerSettings } from '../ledger/ledger-api.ts';
import { useYesNo } from '../ledger/use-yes-no.tsx';
import type { PurchaseFormDef } from './purchasing-forms.ts';
import { emptyCostLine, emptyPurchaseLine, purchaseToBody, purchaseToValues } from './purchasing-values.ts';

const HEADER_LABELS: Record<string, string> = {
  vendorid: 'vendor',
  customerid: 'customer',
  salesmanid: 'salesman',
  shipid: 'shipment',
  shipto: 'shipTo',
  estshipdate: 'estShipDate',
  resi: 'resi',
  posted: 'temporaryInvoice',
  expected: 'expected',
  description: 'description',
  currencyid: 'currency',
  rate: 'rate',
  discpc: 'discountPercent',
  cashdiscount: 'discountAmount',
  details: 'lines',
  totalamount: 'total',
  termid: 'terms',
  duedate: 'dueDate',
  taxinvoiceno: 'taxInvoiceNo',
  freight: 'freight',
  freightaccnt: 'freightAccount',
  costs: 'costs',
  isnihil: 'nothingOwed',
  apinvoiceid: 'fromSource',
  isdp: 'downPayment',
  downpayments: 'downPaymentsApplied',
  withoutpi: 'withoutInvoice',
  withoutsi: 'withoutInvoice',
  settlement: 'settlement',
  bankaccount: 'refundAccount',
  arinvoiceid: 'fromSource',
};

const LINE_LABELS: Record<string, string> = {
  itemno: 'item',
  itemunit: 'unit',
  quantity: 'quantity',
  unitprice: 'unitPrice',
  itemdiscpc: 'lineDiscount',
  taxcodes: 'taxCodes',
  deptid: 'department',
  projectid: 'project',
  itemovdesc: 'lineNote',
  warehouseid: 'warehouse',
  reqid: 'fromSource',
  reqseq: 'fromSource',
  poid: 'fromSource',
  poseq: 'fromSource',
  receiveid: 'fromSource',
  receiveseq: 'fromSource',
  apinvoiceid: 'fromSource',
  arinvoiceid: 'fromSource',
  invseq: 'fromSource',
  quoteid: 'fromSource',
  quoteseq: 'fromSource',
  soid: 'fromSource',
  soseq: 'fromSource',
  doid: 'fromSource',
  doseq: 'fromSource',
};

const COST_LABELS: Record<string, string> = { glaccount: 'costAccount', amount: 'amount', description: 'description' };

const DOWN_PAYMENT_LABELS: Record<string, string> = { apinvoiceid: 'downPaymentInvoice', arinvoiceid: 'downPaymentInvoice', amount: 'downPaymentAmount' };

const DOWN_PAYMENT_LINE_LABELS: Record<string, string> = { itemovdesc: 'downPaymentFor', unitprice: 'amount', poid: 'downPaymentOrder', soid: 'downPaymentOrder' };

/**
 * One purchasing document in a tab: the shared document life (useDocument: Idempotency-Key on create, edit lock,
 * version, drafts) with the purchasing values and body, the period window, and the lists refreshed after a save
 * (a save changes the statuses of the documents it pulled from too).
 */
export function usePurchaseDocument(def: PurchaseFormDef, tenantId: number, rights: Rights, ledger: LedgerSettings) {
  const { t } = useTranslation('purchasing');
  const queryClient = useQueryClient();
  const askYesNo = useYesNo();
  const source: RecordSource = useMemo(() => ({ tenantId, form: def.form, idField: def.idField, ...(def.listFilter ? { filter: def.listFilter } : {}) }), [tenantId, def.form, def.idField, def.listFilter]);

  const labelOf = (path: FieldPath): string | undefined => {
    const [head, , field] = path;
    if (path.length === 1) {
      if (head === def.numberField) return t('number');
      if (head === def.dateField) return t('date');
      const key = typeof head === 'string' ? HEADER_LABELS[head] : undefined;
      return key ? t(key as 'vendor') : undefined;
    }
    // A down payment's line is what it is for and its amount.
    const downPayment = head === 'details' && def.header.includes('downPayment') && doc.form.getFieldValue('isdp') === true;
    const labels = downPayment ? { ...LINE_LABELS, ...DOWN_PAYMENT_LINE_LABELS } : head === 'details' ? LINE_LABELS : head === 'costs' ? COST_LABELS : head === 'downpayments' ? DOWN_PAYMENT_LABELS : undefined;
    if (labels && path.length === 3 && typeof field === 'string' && labels[field]) return t(labels[field] as 'item');
    return undefined;
  };

  const doc: DocumentHandle = useDocument({
    source,
    schema: def.schema,
    idempotent: true,
    toValues: (record) => purchaseToValues(def, record) as Row,
    toBody: (values, record) => purchaseToBody(def, values, record),
    newRecord: async () => ({
      [def.dateField]: dayjs().format('YYYY-MM-DD'),
      ...(def.priced ? { inclusivetax: false, discpc: '0', cashdiscount: '0' } : {}),
      ...(def.header.includes('freight') ? { freight: '0' } : {}),
      ...(def.header.includes('nothingOwed') ? { isnihil: false } : {}),
      ...(def.header.includes('withoutInvoice') ? { [def.side.withoutInvoice]: false } : {}),
      ...(def.header.includes('settlement') ? { settlement: 'receivable', bankaccount: null } : {}),
      ...(def.header.includes('downPayment') ? { isdp: false, downpayments: [] } : {}),
      ...(def.header.includes('posted') ? { posted: true } : {}),
      ...(def.header.includes('shipping') ? { shipto: '' } : {}),
      ...(def.header.includes('resi') ? { resi: '' } : {}),
      details: [emptyPurchaseLine(), emptyPurchaseLine()],
      ...(def.costs ? { costs: [emptyCostLine()] } : {}),
      ...def.preset,
    }),
    copyValues: tradeCopy(def),
    labelOf,
    rights,
    // Sales: "The customer exceeds the limit. Do you want to continue?" (409 CREDIT_LIMIT); Yes sends it again confirmed.
    confirmOnConflict: def.side.confirms.length ? { codes: def.side.confirms, ask: askYesNo } : undefined,
    beforeSave: async (body) => {
      const verdict = periodWindow(String(body[def.dateField]), ledger.window);
      if (verdict === 'refuse') {
        notify.warning(coreMessage('PERIOD_ERROR_WINDOW'));
        return false;
      }
      return verdict === 'ok' || (await askYesNo(coreMessage('PERIOD_WARNING_WINDOW')));
    },
    // The list comes newest first: "previous" from a new document is its first row.
    lastId: async () => {
      const id = Number((await listRecords(source, { page: 1, size: 1 })).listdata[0]?.id);
      return Number.isSafeInteger(id) && id > 0 ? id : null;
    },
    onChanged: () => {
      // Its list, and what was derived from every page of it (the down payments open to an invoice).
      void queryClient.invalidateQueries({ queryKey: ['records', tenantId, def.form] });
      // A save changes what remains of its sources (their statuses, what can still be pulled).
      for (const pulled of def.sources) void queryClient.invalidateQueries({ queryKey: ['records', tenantId, pulled.form] });
    },
  });

  return { doc, source, labelOf };
}
