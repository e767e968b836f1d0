import { DeleteOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddCurrencyModal } from './AddCurrencyModal.tsx';
import { currencyProblem } from './currency-rules.ts';
import type { PreferenceValues } from './preference-values.ts';
import { SwitchField } from './SwitchField.tsx';

/**
 * The multi-currency switch and, when on, the currency list (spec 000 §4, §5). The first row is the base
 * currency (IDR): it stays first and cannot be removed. Every row needs a name and a rate.
 */
export function CurrencyFields() {
  const { t } = useTranslation('setup');
  const form = Form.useFormInstance<PreferenceValues>();
  const multi = Form.useWatch(['pcompany', 'usemulticurrency'], form);
  const rows = Form.useWatch('pcurrency', form) ?? [];
  const [adding, setAdding] = useState(false);

  const rowsRule = {
    validator: async (_rule: unknown, value: PreferenceValues['pcurrency'] | undefined) => {
      const problem = currencyProblem(value ?? [], t('exchangerate'));
      if (problem) throw new Error(problem);
    },
  };
  // The list's message only shows after a validation; once shown, it follows every edit.
  const revalidate = () => {
    if (form.getFieldError(['pcurrency']).length) void form.validateFields([['pcurrency']]).catch(() => undefined);
  };

  return (
    <section className="currency-fields">
      <SwitchField name={['pcompany', 'usemulticurrency']} label={t('usemulticurrency')} hint={t('usemulticurrencyHint')} />
      {multi && (
        <Form.List name="pcurrency" rules={[rowsRule]}>
          {(fields, { add, remove }, { errors }) => (
            <>
              <div className="currency-table" role="table" aria-label={t('currencies')}>
                <div className="currency-table__row currency-table__head" role="row">
                  <span role="columnheader">{t('currencyname')}</span>
                  <span role="columnheader">{t('exchangerate')}</span>
                  <span role="columnheader">{t('fiscalrate')}</span>
                  <span role="columnheader" className="currency-table__action" />
                </div>
                {fields.map((field, index) => {
                  const base = index === 0;
                  const name = rows[index]?.currencyname || t('newCurrency');
                  const cell = { readOnly: base, variant: base ? ('filled' as const) : undefined, onChange: revalidate };
                  return (
                    <div className="currency-table__row" role="row" key={field.key} data-testid="currency-row">
                      <Form.Item name={[field.name, 'currencyname']} noStyle>
                        <Input aria-label={t('currencyname')} maxLength={20} {...cell} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'exchangerate']} noStyle>
                        <Input aria-label={`${t('exchangerate')} ${name}`} inputMode="decimal" {...cell} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'fiscalrate']} noStyle>
                        <Input aria-label={`${t('fiscalrate')} ${name}`} inputMode="decimal" {...cell} />
                      </Form.Item>
                      <span className="currency-table__action">
                        {base ? (
                          <Tooltip title={t('baseCurrency')}>
                            <LockOutlined className="currency-table__base" aria-label={t('baseCurrency')} tabIndex={0} />
                          </Tooltip>
                        ) : (
                          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('removeCurrency', { name })} onClick={() => remove(field.name)} />
                        )}
                      </span>
                    </div>
                  );
                })}
              </div>
              <Form.ErrorList errors={errors} />
              <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} className="currency-fields__add">
                {t('addCurrency')}
              </Button>
              <AddCurrencyModal
                open={adding}
                taken={rows.map((row) => row?.currencyname ?? '')}
                onAdd={(currency) => add({ ...currency, autodefaccnt: true })}
                onClose={() => setAdding(false)}
              />
            </>
          )}
        </Form.List>
      )}
    </section>
  );
}
