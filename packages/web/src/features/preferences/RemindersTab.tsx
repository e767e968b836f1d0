import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../company/SwitchField.tsx';

const SWITCHES = ['salesinvoicedue', 'purchaseinvoicedue', 'minimumstock', 'recurringtransactions', 'approvalrequests'] as const;

/** settingReminders: which reminders the dashboard shows, and how many days before a due date. */
export function RemindersTab() {
  const { t } = useTranslation('preferences');
  return (
    <div className="option-list">
      {SWITCHES.map((key) => (
        <SwitchField key={key} name={['settingReminders', key]} label={t(`reminder.${key}`)} />
      ))}
      <Form.Item name={['settingReminders', 'daysbeforedue']} label={t('daysbeforedue')} extra={t('daysbeforedueHint')} className="option-list__field">
        <InputNumber min={0} max={365} precision={0} suffix={t('days')} />
      </Form.Item>
    </div>
  );
}
