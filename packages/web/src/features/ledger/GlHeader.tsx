import { ACCOUNT_TYPE } from '@lontar/core';
import { Form, Input, Select, type FormInstance } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { DocumentDescriptionItem, DocumentNumberItem } from '../../ui/document/HeaderFields.tsx';
import type { GlLineValues } from './gl-values.ts';
import { AccountCell, SubsidiaryCell } from './line-cells.tsx';
import type { LedgerSettings } from './ledger-api.ts';

interface GlHeaderProps {
  tenantId: number;
  form: FormInstance;
  /** A cashier's document: the cash or bank account the money leaves (payment) or reaches (receipt), and the payee. */
  cash: 'payment' | 'receipt' | null;
  settings: LedgerSettings;
  /** The number the numbering would give, shown while the number is left empty. */
  nextNumber: string | undefined;
  isForeign: (currencyid: number | null | undefined) => boolean;
  /** The document's currency is foreign: its rate is asked for. */
  foreign: boolean;
}

const CASH_TYPES = [ACCOUNT_TYPE.CASH_BANK];

/** Number (automatic when left empty), date in the company's format, currency and rate (multi-currency only), description. */
export function GlHeader({ tenantId, form, cash, settings, nextNumber, isForeign, foreign }: GlHeaderProps) {
  const { t } = useTranslation('ledger');
  const rate = Form.useWatch('rate', form) as string | null | undefined;
  // The rate before a change: lines that followed the document's rate keep following it.
  const shownRate = useRef(rate);
  shownRate.current = rate;

  const setLineRates = (next: string | null, only?: string | null) => {
    const lines = (form.getFieldValue('details') as GlLineValues[] | undefined) ?? [];
    form.setFieldValue(
      'details',
      lines.map((line) => (only === undefined || !line.rate || line.rate === only ? { ...line, rate: next } : line)),
    );
  };

  const chooseCurrency = (currencyid: number | null) => {
    const currency = settings.currencies.find((c) => c.currencyid === currencyid);
    const next = isForeign(currencyid) ? (currency?.exchangerate ?? '1') : '1';
    form.setFieldValue('rate', next);
    setLineRates(isForeign(currencyid) ? next : null);
  };

  return (
    <div className="gl-header">
      <DocumentNumberItem name="jvnumber" nextNumber={nextNumber} ns="ledger" />
      <Form.Item name="transdate" label={t('date')} required>
        <DateInput />
      </Form.Item>
      {cash && (
        <>
          <Form.Item name="glaccount" label={t(cash === 'payment' ? 'fromCash' : 'toCash')} required>
            <AccountCell tenantId={tenantId} types={CASH_TYPES} onChange={() => form.setFields([{ name: 'glaccount', errors: [] }])} />
          </Form.Item>
          <Form.Item name="personid" label={t(cash === 'payment' ? 'paidTo' : 'receivedFrom')}>
            <SubsidiaryCell tenantId={tenantId} />
          </Form.Item>
          <Form.Item name="payee" label={t(cash === 'payment' ? 'payeeName' : 'payerName')}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </>
      )}
      {settings.multiCurrency && (
        <Form.Item name="currencyid" label={t('currency')}>
          <Select
            options={settings.currencies.map((c) => ({ value: c.currencyid, label: c.currencyname }))}
            onChange={(value: number | null) => chooseCurrency(value ?? null)}
            showSearch={{ optionFilterProp: 'label' }}
            className="lookup-select"
          />
        </Form.Item>
      )}
      {settings.multiCurrency && foreign && (
        <Form.Item name="rate" label={t('rate')} required>
          <AmountInput minFraction={0} onChange={(next) => setLineRates(next, shownRate.current)} />
        </Form.Item>
      )}
      <DocumentDescriptionItem ns="ledger" />
    </div>
  );
}
