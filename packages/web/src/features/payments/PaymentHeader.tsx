import { ACCOUNT_TYPE } from '@lontar/core';
import { Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import { DateInput } from '../../ui/document/DateInput.tsx';
import type { LedgerSettings } from '../ledger/ledger-api.ts';
import { AccountSelect } from '../masters/fields/AccountSelect.tsx';
import { LookupSelect } from '../masters/fields/LookupSelect.tsx';
import type { PaymentFormDef } from './payment-forms.ts';
import { ReceiptFields } from './ReceiptFields.tsx';

interface PaymentHeaderProps {
  tenantId: number;
  def: PaymentFormDef;
  form: FormInstance;
  settings: LedgerSettings;
  /** The number the numbering would give, shown while the number is left empty. */
  nextNumber: string | undefined;
  /** The payment's currency is foreign: its rate is asked for. */
  foreign: boolean;
  /** The payment shown (null while new): a receipt's own use of the customer's credit counts back into what is left. */
  recordId: number | null;
  /** The party, the currency or a receipt's Tukar Faktur changed: the invoices offered are those of the new choice. */
  onInvoicesChange: () => void;
}

const CASH_TYPES = [ACCOUNT_TYPE.CASH_BANK];

/**
 * Number (automatic when left empty), date, the party whose invoices are paid, the cash or bank account the money
 * leaves, currency and rate (multi-currency only; the rate when foreign), description; a receipt's own fields
 * (ReceiptFields: Tukar Faktur, amount received, customer credit used).
 */
export function PaymentHeader({ tenantId, def, form, settings, nextNumber, recordId, foreign, onInvoicesChange }: PaymentHeaderProps) {
  const { t } = useTranslation('payments');
  // An error under a field goes once the field is changed (these inputs have no rules that would revalidate).
  const clear = (...names: string[]) => form.setFields(names.map((name) => ({ name, errors: [] })));
  const chooseCurrency = (currencyid: number | null) => {
    const currency = settings.currencies.find((c) => c.currencyid === currencyid);
    form.setFieldValue('rate', currency && !currency.isbase ? currency.exchangerate : null);
    clear('currencyid', 'rate');
    onInvoicesChange();
  };
  return (
    <div className="gl-header payment-header">
      <Form.Item name={def.numberField} label={t('number')}>
        <Input maxLength={40} placeholder={nextNumber ? t('numberAuto', { number: nextNumber }) : undefined} autoComplete="off" />
      </Form.Item>
      <Form.Item name={def.dateField} label={t('date')} required>
        <DateInput onChange={() => clear(def.dateField)} />
      </Form.Item>
      <Form.Item name={def.party.field} label={t(def.party.lookup as 'vendor')} required>
        <LookupSelect
          tenantId={tenantId}
          lookup={def.party.lookup}
          onChange={() => {
            clear(def.party.field);
            // Another customer's Tukar Faktur is not this one's.
            if (def.credit === 'receipt') form.setFieldValue('consid', null);
            onInvoicesChange();
          }}
        />
      </Form.Item>
      <Form.Item name={def.bankField} label={t(def.bankLabel)} required>
        <AccountSelect tenantId={tenantId} types={CASH_TYPES} onChange={() => clear(def.bankField)} />
      </Form.Item>
      {def.credit === 'receipt' && <ReceiptFields tenantId={tenantId} form={form} paymentId={recordId} onConsolidatedChange={onInvoicesChange} />}
      {settings.multiCurrency && (
        <Form.Item name="currencyid" label={t('currency')}>
          <Select
            options={settings.currencies.map((c) => ({ value: c.currencyid, label: c.currencyname }))}
            onChange={(value: number | null | undefined) => chooseCurrency(value ?? null)}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            className="lookup-select"
          />
        </Form.Item>
      )}
      {settings.multiCurrency && foreign && (
        <Form.Item name="rate" label={t('rate')} required>
          <AmountInput minFraction={0} onChange={() => clear('rate')} />
        </Form.Item>
      )}
      <Form.Item name="description" label={t('description')} className="gl-header__wide">
        <Input maxLength={500} autoComplete="off" />
      </Form.Item>
    </div>
  );
}
