import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

const LINK_FIELDS = Array.from({ length: 20 }, (_, i) => `link${String(i + 1).padStart(2, '0')}`);

/** link01…link20: the record's extra fields, free text up to 200 characters each. */
export function ExtraFields() {
  const { t } = useTranslation('masters');
  return (
    <div className="field-grid">
      {LINK_FIELDS.map((name, i) => (
        <Form.Item key={name} name={name} label={t('extraField', { n: i + 1 })}>
          <Input maxLength={200} />
        </Form.Item>
      ))}
    </div>
  );
}
