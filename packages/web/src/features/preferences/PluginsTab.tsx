import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Add-ons a company can switch on (spec 002 §1: the sales-team tracking add-on and the customer-notification integration). */
const PLUGINS = ['salesman-tracking', 'cnt'] as const;

/** addOns: the switched-on add-ons and the item they use. */
export function PluginsTab() {
  const { t } = useTranslation('preferences');
  return (
    <div className="option-list">
      <Form.Item name={['addOns', 'plugins']} label={t('plugins')} extra={t('pluginsHint')}>
        <Checkbox.Group className="plugin-list" options={PLUGINS.map((value) => ({ value, label: t(`plugin.${value}`) }))} />
      </Form.Item>
      <Form.Item name={['addOns', 'itemforid']} label={t('itemforid')} extra={t('itemforidHint')}>
        <Input maxLength={40} />
      </Form.Item>
    </div>
  );
}
