import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { SwitchField } from './SwitchField.tsx';

/** Sales options: setup step 3 and the preferences' purchasing/sales tab. */
export function SalesOptions() {
  const { t } = useTranslation('setup');
  return (
    <div className="option-list">
      <SwitchField name={['pcompany', 'salesincludetax']} label={t('salesincludetax')} hint={t('salesincludetaxHint')} />
      <SwitchField name={['pcompany', 'salescreditlimitcheck']} label={t('salescreditlimitcheck')} hint={t('salescreditlimitcheckHint')} />
      <SwitchField name={['pcompany', 'showcm']} label={t('showcm')} hint={t('showcmHint')} />
    </div>
  );
}

/** Purchasing options: setup step 4 and the preferences' purchasing/sales tab. */
export function PurchaseOptions() {
  const { t } = useTranslation('setup');
  return (
    <div className="option-list">
      <SwitchField name={['pcompany', 'purchaseincludetax']} label={t('purchaseincludetax')} hint={t('purchaseincludetaxHint')} />
      <SwitchField name={['pcompany', 'showdm']} label={t('showdm')} hint={t('showdmHint')} />
    </div>
  );
}

/** Inventory options: the costing method (FIFO or moving average, both offered) and negative stock. */
export function InventoryOptions() {
  const { t } = useTranslation('setup');
  return (
    <div className="option-list">
      <Form.Item name={['pcompany', 'reserved3']} label={t('costingMethod')} extra={t('costingMethodHint')}>
        <Radio.Group
          options={[
            { value: 'FIFO', label: t('costFifo') },
            { value: 'AVG', label: t('costAvg') },
          ]}
        />
      </Form.Item>
      <SwitchField name={['pcompany', 'allownegativestock']} label={t('allownegativestock')} hint={t('allownegativestockHint')} />
    </div>
  );
}
