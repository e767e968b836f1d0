import { periodWindow, ZGlDocument, type Rights } from '@lontar/core';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coreMessage } from '../../app/i18n/i18n.ts';
import type { FieldPath } from '../../ui/document/field-errors.ts';
import { recordKeys, type RecordSource, type Row } from '../../ui/document/record-api.ts';
import { useDocument, type DocumentHandle } from '../../ui/document/use-document.ts';
import { notify } from '../../ui/notices.ts';
import { cashierOf, type GlFormDef } from './gl-forms.ts';
import { balanceOf, emptyLine, GL_COPY, glToBody, glToValues, type GlLineValues } from './gl-values.ts';
import { newestDocumentId, type LedgerSettings } from './ledger-api.ts';
import { useYesNo } from './use-yes-no.tsx';

export interface GlDocument {
  doc: DocumentHandle;
  source: RecordSource;
  /** Whether a currency is foreign (multi-currency on and not the base currency). */
  isForeign: (currencyid: number | null | undefined) => boolean;
  /** The last save was refused as unbalanced; cleared when the lines balance or another record shows. */
  refusedUnbalanced: boolean;
  clearRefusal: () => void;
  labelOf: (path: FieldPath) => string | undefined;
}

const HEADER_LABELS: Record<string, string> = { jvnumber: 'number', transdate: 'date', description: 'description', currencyid: 'currency', rate: 'rate', details: 'lines' };
const LINE_LABELS: Record<string, string> = {
  glaccount: 'account',
  glamount: 'amount',
  primeamount: 'amount',
  debit: 'debit',
  credit: 'credit',
  rate: 'rate',
  description: 'description',
  subsidiary: 'subsidiary',
  deptid: 'department',
  projectid: 'project',
};

/**
 * One journal document in a tab: the shared document life (useDocument) with what a journal adds: debit and
 * credit columns over the signed amount, the balance and period-window checks before saving, an Idempotency-Key
 * on create, the over-budget warnings of a save, and no edit lock (the server guards these by version).
 */
export function useGlDocument(def: GlFormDef, tenantId: number, rights: Rights, settings: LedgerSettings): GlDocument {
  const { t } = useTranslation('ledger');
  const queryClient = useQueryClient();
  const askYesNo = useYesNo();
  const [refusedUnbalanced, setRefused] = useState(false);
  const source: RecordSource = useMemo(() => ({ tenantId, form: def.form, idField: 'jvid' }), [tenantId, def.form]);
  const isForeign = (currencyid: number | null | undefined) =>
    settings.multiCurrency && currencyid != null && currencyid !== settings.baseCurrency?.currencyid;
  const formRef = useRef<DocumentHandle['form'] | null>(null);
  // Whether the record shown is a cashier's (one amount column): labels and error cells follow it.
  const cashierRef = useRef(false);

  const labelOf = (path: FieldPath): string | undefined => {
    const [head, , field] = path;
    if (path.length === 1 && typeof head === 'string' && HEADER_LABELS[head]) return t(HEADER_LABELS[head] as 'number');
    if (path.length === 1 && head === 'glaccount') return t(def.cash === 'receipt' ? 'toCash' : 'fromCash');
    if (path.length === 1 && head === 'payee') return t(def.cash === 'receipt' ? 'payerName' : 'payeeName');
    if (path.length === 1 && head === 'personid') return t(def.cash === 'receipt' ? 'receivedFrom' : 'paidTo');
    if (head === 'details' && path.length === 3 && cashierRef.current && (field === 'glamount' || field === 'primeamount' || field === 'debit')) return t('lineAmount');
    if (head === 'details' && path.length === 3 && typeof field === 'string' && LINE_LABELS[field]) return t(LINE_LABELS[field] as 'account');
    // Audit rows name the document's total.
    if (path.length === 1 && head === 'total') return t('total');
    return undefined;
  };

  const doc = useDocument({
    source,
    schema: ZGlDocument,
    idempotent: true,
    toValues: (record) => {
      setRefused(false);
      return glToValues(record, isForeign(record.currencyid as number | null)) as Row;
    },
    toBody: (values, record) => glToBody(values, record, isForeign(values.currencyid as number | null), cashierOf(def, record)),
    newRecord: async () => ({
      transdate: dayjs().format('YYYY-MM-DD'),
      currencyid: settings.multiCurrency ? (settings.baseCurrency?.currencyid ?? null) : null,
      rate: '1',
      details: [emptyLine(), emptyLine()],
    }),
    copyValues: GL_COPY,
    labelOf,
    rights,
    fieldOf: (path) => {
      const [head, index, field] = path;
      if (head !== 'details' || typeof index !== 'number' || (field !== 'glamount' && field !== 'primeamount')) return path;
      // The signed amount is typed as a debit or a credit: the error shows under the one that holds text.
      const line = formRef.current?.getFieldValue(['details', index]) as GlLineValues | undefined;
      return ['details', index, cashierRef.current || line?.debit ? 'debit' : 'credit'];
    },
    beforeSave: async (body) => {
      const details = (body.details as Row[]) ?? [];
      if ('glaccount' in body && !body.glaccount) {
        // A cashier's document needs its cash or bank account: the message shows under the field and as a notice.
        formRef.current?.setFields([{ name: 'glaccount', errors: [coreMessage('CASH_ACCOUNT_REQUIRED')] }]);
        notify.warning(coreMessage('CASH_ACCOUNT_REQUIRED'));
        return false;
      }
      if (!('glaccount' in body) && balanceOf(details) === 'unbalanced') {
        setRefused(true);
        notify.warning(coreMessage('UNBALANCED'));
        return false;
      }
      const verdict = periodWindow(String(body.transdate), settings.window);
      if (verdict === 'refuse') {
        notify.warning(coreMessage('PERIOD_ERROR_WINDOW'));
        return false;
      }
      return verdict === 'ok' || (await askYesNo(coreMessage('PERIOD_WARNING_WINDOW')));
    },
    onSaved: (saved) => {
      setRefused(false);
      const warnings = Array.isArray(saved.warnings) ? saved.warnings : [];
      for (const warning of warnings) if (typeof warning === 'string') notify.warning(warning);
    },
    onChanged: () => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.form(source) });
      void queryClient.invalidateQueries({ queryKey: ['journal', tenantId, def.form] });
    },
    lastId: () => newestDocumentId(tenantId, def.form),
  });
  formRef.current = doc.form;
  cashierRef.current = cashierOf(def, doc.state.record);

  return { doc, source, isForeign, refusedUnbalanced, clearRefusal: () => setRefused(false), labelOf };
}
