import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The fields every document header opens and closes with: its number (automatic when left empty: the number the
 * numbering would give shown meanwhile) and its description across the header. `ns`: the screen's namespace, whose
 * `number`, `numberAuto` and `description` captions they show.
 */
export function DocumentNumberItem({ name, nextNumber, ns }: { name: string; nextNumber: string | undefined; ns: 'ledger' | 'purchasing' }) {
  const { t } = useTranslation(ns);
  return (
    <Form.Item name={name} label={t('number')}>
      <Input maxLength={40} placeholder={nextNumber ? t('numberAuto', { number: nextNumber }) : undefined} autoComplete="off" />
    </Form.Item>
  );
}

export function DocumentDescriptionItem({ ns }: { ns: 'ledger' | 'purchasing' }) {
  const { t } = useTranslation(ns);
  return (
    <Form.Item name="description" label={t('description')} className="gl-header__wide">
      <Input maxLength={500} autoComplete="off" />
    </Form.Item>
  );
}
