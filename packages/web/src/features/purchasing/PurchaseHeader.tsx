import { Form, Input, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { LookupSelect } from '../masters/fields/LookupSelect.tsx';
import type { PurchaseFormDef } from './purchasing-forms.ts';

interface PurchaseHeaderProps {
  tenantId: number;
  def: PurchaseFormDef;
  form: FormInstance;
  /** The number the numbering would give, shown while the number is left empty. */
  nextNumber: string | undefined;
}

/** Number (automatic when left empty), date, and for an order its vendor, expected date, currency, tax and discount. */
export function PurchaseHeader({ tenantId, def, form, nextNumber }: PurchaseHeaderProps) {
  const { t } = useTranslation('purchasing');
  const currency = Form.useWatch('currencyid', form) as number | null | undefined;
  // An error under a field goes once the field is changed (these inputs have no rules that would revalidate).
  const clear = (...names: string[]) => form.setFields(names.map((name) => ({ name, errors: [] })));
  return (
    <div className="gl-header purchase-header">
      <Form.Item name={def.numberField} label={t('number')}>
        <Input maxLength={40} placeholder={nextNumber ? t('numberAuto', { number: nextNumber }) : undefined} autoComplete="off" />
      </Form.Item>
      <Form.Item name={def.dateField} label={t('date')} required>
        <DateInput />
      </Form.Item>
      {def.priced && (
        <>
          <Form.Item name="vendorid" label={t('vendor')} required>
            <LookupSelect tenantId={tenantId} lookup="vendor" onChange={() => clear('vendorid')} />
          </Form.Item>
          <Form.Item name="expected" label={t('expected')}>
            <DateInput />
          </Form.Item>
          <Form.Item name="currencyid" label={t('currency')}>
            <LookupSelect tenantId={tenantId} lookup="currency" onChange={() => clear('currencyid', 'rate')} />
          </Form.Item>
          {currency ? (
            <Form.Item name="rate" label={t('rate')} required>
              <AmountInput minFraction={0} onChange={() => clear('rate')} />
            </Form.Item>
          ) : null}
          <Form.Item name="discpc" label={t('discountPercent')}>
            <AmountInput minFraction={0} onChange={() => clear('discpc', 'cashdiscount')} />
          </Form.Item>
          <Form.Item name="cashdiscount" label={t('discountAmount')}>
            <AmountInput onChange={() => clear('discpc', 'cashdiscount')} />
          </Form.Item>
          <Form.Item name="inclusivetax" label={t('inclusiveTax')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
      <Form.Item name="description" label={t('description')} className="gl-header__wide">
        <Input maxLength={500} autoComplete="off" />
      </Form.Item>
    </div>
  );
}
