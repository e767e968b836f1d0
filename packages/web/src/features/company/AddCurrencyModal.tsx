import { AutoComplete, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyProblem } from './currency-rules.ts';

export interface NewCurrency {
  currencyname: string;
  exchangerate: string;
  fiscalrate?: string;
}

/** Common currencies of Indonesian trade, offered while typing; any other name may be typed (spec 000 §5). */
const SUGGESTED = ['USD', 'SGD', 'EUR', 'JPY', 'CNY', 'AUD', 'MYR', 'HKD', 'GBP', 'SAR'];

interface AddCurrencyModalProps {
  open: boolean;
  /** Names already in the list, left out of the suggestions. */
  taken: string[];
  onAdd: (currency: NewCurrency) => void;
  onClose: () => void;
}

/** The sub-modal that adds a currency row: name and exchange rate (default 1) are both needed. */
export function AddCurrencyModal({ open, taken, onAdd, onClose }: AddCurrencyModalProps) {
  const { t } = useTranslation(['setup', 'common']);
  const [form] = Form.useForm<NewCurrency>();
  const [problem, setProblem] = useState<string>();
  const values = Form.useWatch([], form) ?? {};
  const missing = (value: unknown) => (problem && String(value ?? '').trim() === '' ? 'error' : undefined);

  const submit = () => {
    const row = form.getFieldsValue();
    const found = currencyProblem([row], t('exchangerate'));
    setProblem(found);
    if (found) return;
    onAdd({ currencyname: row.currencyname.trim(), exchangerate: row.exchangerate.trim(), fiscalrate: row.fiscalrate?.trim() || undefined });
    onClose();
  };
  const close = () => {
    setProblem(undefined);
    onClose();
  };
  const options = SUGGESTED.filter((code) => !taken.some((name) => name.trim().toUpperCase() === code)).map((value) => ({ value }));

  return (
    <Modal
      open={open}
      title={t('addCurrency')}
      okText={t('add')}
      cancelText={t('common:cancel')}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
      width={420}
    >
      <Form<NewCurrency> form={form} layout="vertical" initialValues={{ currencyname: '', exchangerate: '1' }} onFinish={submit} name="new-currency">
        <Form.Item name="currencyname" label={t('currencyname')} required>
          <AutoComplete
            options={options}
            showSearch={{ filterOption: (input, option) => option?.value.startsWith(input.toUpperCase()) ?? false }}
          >
            <Input maxLength={20} autoFocus status={missing(values.currencyname)} />
          </AutoComplete>
        </Form.Item>
        <Form.Item name="exchangerate" label={t('exchangerate')} required extra={t('exchangerateHint')}>
          <Input inputMode="decimal" status={missing(values.exchangerate)} />
        </Form.Item>
        <Form.Item name="fiscalrate" label={t('fiscalrate')} extra={t('fiscalrateHint')}>
          <Input inputMode="decimal" />
        </Form.Item>
        {problem && (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}
