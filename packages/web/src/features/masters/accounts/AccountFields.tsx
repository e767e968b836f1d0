import { ACCOUNT_TYPES } from '@lontar/core';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldGrid, FieldInput } from '../fields/FieldInput.tsx';
import { AccountSelect } from '../fields/AccountSelect.tsx';

/** The account's number, names, type and parent (a parent of the same type; the account itself is not offered). */
export function AccountFields({ tenantId }: { tenantId: number }) {
  const { t, i18n } = useTranslation('masters');
  const form = Form.useFormInstance();
  const type = Form.useWatch<number | undefined>('accounttype');
  const self = Form.useWatch<number | undefined>('glid');
  const english = i18n.language !== 'id';
  return (
    <>
      <div className="field-grid">
        <FieldInput tenantId={tenantId} field={{ name: 'glaccount', required: true, max: 30 }} />
        <Form.Item
          name="accounttype"
          label={t('fields.accounttype')}
          required
          getValueFromEvent={(next: number) => {
            // A parent must have the same type: another type starts without one.
            form.setFieldValue('parentaccount', null);
            return next;
          }}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={ACCOUNT_TYPES.map((accountType) => ({ value: accountType.typeid, label: english ? accountType.name.en : accountType.name.id }))}
          />
        </Form.Item>
        <FieldInput tenantId={tenantId} field={{ name: 'accountname', required: true, max: 100 }} />
        <FieldInput tenantId={tenantId} field={{ name: 'accountname2', max: 100 }} />
        <Form.Item name="parentaccount" label={t('fields.parentaccount')}>
          <AccountSelect tenantId={tenantId} types={type ? [type] : []} forParent={{ self: self ?? null }} />
        </Form.Item>
        <FieldInput tenantId={tenantId} field={{ name: 'currencyid', kind: 'lookup', lookup: 'currency' }} />
      </div>
      <FieldGrid
        tenantId={tenantId}
        fields={[
          { name: 'memo', kind: 'textarea', max: 500, wide: true },
          { name: 'isalloctoprod', kind: 'switch' },
          { name: 'suspended', kind: 'switch' },
        ]}
      />
    </>
  );
}
