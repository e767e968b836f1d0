import { compareAmounts } from '@lontar/core';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import { showAmount, showDate, useFormats } from '../../ui/document/formats.ts';
import { customerCredit, openConsolidated } from './payments-api.ts';

interface ReceiptFieldsProps {
  tenantId: number;
  form: FormInstance;
  /** The receipt shown (null while new). */
  paymentId: number | null;
  /** A Tukar Faktur chosen (or cleared): the grid holds its invoices (or the customer's again). */
  onConsolidatedChange: () => void;
}

/**
 * What a sales receipt adds to the header (API.md §7.8 Payments): the Tukar Faktur received (`consid`, one of the
 * customer's open ones, `pullConsolidates`), the amount received into the bank (what is beyond the invoices is kept
 * as the customer's credit: `overpay`) and the customer's credit used instead of the bank (`applyfromcredit`), with
 * the credit the customer has (`customer-credit`) beside it and the input capped at it.
 */
export function ReceiptFields({ tenantId, form, paymentId, onConsolidatedChange }: ReceiptFieldsProps) {
  const { t } = useTranslation('payments');
  const formats = useFormats();
  const customerid = Form.useWatch('customerid', form) as number | null | undefined;
  const consid = Form.useWatch('consid', form) as number | null | undefined;
  const party = typeof customerid === 'number' && customerid > 0 ? customerid : null;
  const open = useQuery({
    queryKey: ['records', tenantId, 'sales-consolidated', 'open', party],
    queryFn: () => openConsolidated(tenantId, party ?? 0),
    enabled: party !== null,
  });
  const watchedCurrency = Form.useWatch('currencyid', form) as number | null | undefined;
  const currencyid = typeof watchedCurrency === 'number' && watchedCurrency > 0 ? watchedCurrency : null;
  const credit = useQuery({
    // Under the receipts' key (recordKeys.form): a receipt saved or deleted reads it again.
    queryKey: ['records', tenantId, 'sales-payment', null, 'customer-credit', party, currencyid, paymentId],
    queryFn: () => customerCredit(tenantId, party ?? 0, currencyid, paymentId),
    enabled: party !== null,
    staleTime: 0,
  });
  const clear = (name: string) => form.setFields([{ name, errors: [] }]);
  // More than the customer has is refused by the server: the input stops at it.
  const capCredit = (value: string | null) => {
    clear('applyfromcredit');
    if (value !== null && credit.data !== undefined && compareAmounts(value, credit.data) > 0) form.setFieldValue('applyfromcredit', credit.data);
  };
  const options = (open.data ?? []).map((cons) => ({
    value: cons.consid,
    label: cons.consno,
    title: [cons.consno, showDate(cons.consdate, formats), showAmount(cons.owing, formats)].filter(Boolean).join(' · '),
    search: cons.consno,
  }));
  // A saved receipt's Tukar Faktur is paid (no longer open): its number as read.
  const saved = form.getFieldValue('consno') as string | null | undefined;
  if (typeof consid === 'number' && !options.some((option) => option.value === consid)) options.unshift({ value: consid, label: saved ?? String(consid), title: saved ?? String(consid), search: saved ?? '' });
  return (
    <>
      <Form.Item name="consid" label={t('consolidated')} tooltip={t('consolidatedHint')}>
        <Select
          options={options}
          optionRender={(option) => option.data.title}
          onChange={() => {
            clear('consid');
            onConsolidatedChange();
          }}
          loading={open.isFetching}
          disabled={party === null}
          allowClear
          showSearch={{ optionFilterProp: 'search' }}
          popupMatchSelectWidth={false}
          placeholder={party !== null && open.data?.length === 0 ? t('noConsolidated') : undefined}
          className="lookup-select"
        />
      </Form.Item>
      <Form.Item name="received" label={t('received')} tooltip={t('receivedHint')}>
        <AmountInput onChange={() => clear('received')} />
      </Form.Item>
      <Form.Item
        name="applyfromcredit"
        label={t('applyCredit')}
        tooltip={t('applyCreditHint')}
        extra={credit.data !== undefined ? <span data-testid="customer-credit">{t('creditAvailable', { amount: showAmount(credit.data, formats) })}</span> : undefined}
      >
        <AmountInput onChange={capCredit} />
      </Form.Item>
    </>
  );
}
