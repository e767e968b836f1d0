import { Form, Input, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { AccountSelect } from '../masters/fields/AccountSelect.tsx';
import { LookupSelect } from '../masters/fields/LookupSelect.tsx';
import type { GoodsFormDef } from './goods-forms.ts';

interface GoodsHeaderProps {
  tenantId: number;
  def: GoodsFormDef;
  form: FormInstance;
  /** The number the numbering would give, shown while the number is left empty. */
  nextNumber: string | undefined;
}

/** Number (automatic when left empty), date, the form's own header fields, and the description. */
export function GoodsHeader({ tenantId, def, form, nextNumber }: GoodsHeaderProps) {
  const { t } = useTranslation('inventory');
  // An error under a field goes once the field is changed (these inputs have no rules that would revalidate).
  const clear = (...names: string[]) => form.setFields(names.map((name) => ({ name, errors: [] })));
  return (
    <div className="gl-header goods-header">
      {def.numberField && (
        <Form.Item name={def.numberField} label={t('number')}>
          <Input maxLength={40} placeholder={nextNumber ? t('numberAuto', { number: nextNumber }) : undefined} autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name={def.dateField} label={t('date')} required>
        <DateInput />
      </Form.Item>
      {def.header === 'adjustment' && (
        <Form.Item name="adjaccnt" label={t('adjustmentAccount')} required>
          <AccountSelect tenantId={tenantId} onChange={() => clear('adjaccnt')} />
        </Form.Item>
      )}
      {def.header === 'transfer' && (
        <>
          <Form.Item name="fromwhid" label={t('fromWarehouse')} required>
            <LookupSelect tenantId={tenantId} lookup="warehouse" onChange={() => clear('fromwhid', 'towhid')} />
          </Form.Item>
          <Form.Item name="towhid" label={t('toWarehouse')} required>
            <LookupSelect tenantId={tenantId} lookup="warehouse" onChange={() => clear('towhid')} />
          </Form.Item>
        </>
      )}
      {def.header === 'adjustment' && (
        <Form.Item name="counted" label={t('entryMode')} valuePropName="checked" tooltip={t('countedHint')}>
          <Switch checkedChildren={t('countedOn')} unCheckedChildren={t('countedOff')} />
        </Form.Item>
      )}
      <Form.Item name="description" label={t('description')} className="gl-header__wide">
        <Input maxLength={500} autoComplete="off" />
      </Form.Item>
    </div>
  );
}
