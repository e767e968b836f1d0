import { Form, InputNumber, Radio, Select, Typography, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DateFormat } from '../company/api.ts';
import type { PreferenceValues } from '../company/preference-values.ts';
import { SwitchField } from '../company/SwitchField.tsx';

type PeriodKind = 'w' | 'e';
type PeriodField = `${PeriodKind}period${'from' | 'to'}${'pp' | 'yyyy'}`;

function monthOptions(lang: string) {
  const name = new Intl.DateTimeFormat(lang, { month: 'long' });
  return Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: name.format(new Date(2024, i, 1)) }));
}

/** A period as a comparable number (year × 12 + month), or undefined while incomplete. */
function periodIndex(form: FormInstance<PreferenceValues>, kind: PeriodKind, end: 'from' | 'to'): number | undefined {
  const month = form.getFieldValue(['pcompany', `${kind}period${end}pp`]) as number | null | undefined;
  const year = form.getFieldValue(['pcompany', `${kind}period${end}yyyy`]) as number | null | undefined;
  return month && year ? year * 12 + month : undefined;
}

/** Date and number formats, approvals, and the warning and error periods for transaction dates. */
export function OtherSettingsTab({ dateFormats }: { dateFormats: DateFormat[] | undefined }) {
  const { t, i18n } = useTranslation('preferences');
  const form = Form.useFormInstance<PreferenceValues>();
  const approval = Form.useWatch(['pcompany', 'approval'], form);
  const months = monthOptions(i18n.language);
  const today = dayjs();

  const orderRule = (kind: PeriodKind) => ({
    validator: async () => {
      const from = periodIndex(form, kind, 'from');
      const to = periodIndex(form, kind, 'to');
      if (from !== undefined && to !== undefined && from > to) throw new Error(t('periodOrder'));
    },
  });

  const period = (kind: PeriodKind, end: 'from' | 'to') => {
    const month: PeriodField = `${kind}period${end}pp`;
    const year: PeriodField = `${kind}period${end}yyyy`;
    const label = t(end === 'from' ? 'periodFrom' : 'periodTo');
    return (
      <Form.Item label={label} className="period__end">
        <div className="period__inputs">
          <Form.Item name={['pcompany', month]} noStyle>
            <Select allowClear options={months} placeholder={t('month')} aria-label={`${t(kind === 'w' ? 'warningPeriod' : 'errorPeriod')} ${label} ${t('month')}`} />
          </Form.Item>
          <Form.Item
            name={['pcompany', year]}
            noStyle
            dependencies={[['pcompany', month], ['pcompany', `${kind}period${end === 'from' ? 'to' : 'from'}pp`], ['pcompany', `${kind}period${end === 'from' ? 'to' : 'from'}yyyy`]]}
            rules={end === 'to' ? [orderRule(kind)] : []}
          >
            <InputNumber min={1900} max={2200} precision={0} placeholder={t('year')} aria-label={`${t(kind === 'w' ? 'warningPeriod' : 'errorPeriod')} ${label} ${t('year')}`} />
          </Form.Item>
        </div>
      </Form.Item>
    );
  };

  return (
    <div className="other-settings">
      <div className="form-grid">
        <Form.Item name={['pcompany', 'formattgl']} label={t('dateFormat')}>
          <Select
            loading={!dateFormats}
            options={dateFormats?.map((f) => ({ value: f.fdateid, label: `${f.formatdate} — ${today.format(f.formatdate)}` }))}
          />
        </Form.Item>
        <Form.Item name={['pcompany', 'numberformat']} label={t('numberFormat')}>
          <Radio.Group
            options={[
              { value: 'id', label: '1.500.000,50' },
              { value: 'en', label: '1,500,000.50' },
            ]}
          />
        </Form.Item>
      </div>

      <Typography.Title level={5}>{t('approvalSection')}</Typography.Title>
      <div className="option-list">
        <SwitchField name={['pcompany', 'approval']} label={t('approval')} hint={t('approvalHint')} />
        <Form.Item name={['pcompany', 'typeapproval']} label={t('typeapproval')} className="option-list__field">
          <Select
            disabled={!approval}
            options={[
              { value: 0, label: t('typeapproval0') },
              { value: 1, label: t('typeapproval1') },
            ]}
          />
        </Form.Item>
        <SwitchField name={['pcompany', 'approvalprint']} label={t('approvalprint')} hint={t('approvalprintHint')} disabled={!approval} />
      </div>

      <Typography.Title level={5}>{t('warningPeriod')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('warningPeriodHint')}</Typography.Paragraph>
      <div className="form-grid">
        {period('w', 'from')}
        {period('w', 'to')}
      </div>
      <Typography.Title level={5}>{t('errorPeriod')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('errorPeriodHint')}</Typography.Paragraph>
      <div className="form-grid">
        {period('e', 'from')}
        {period('e', 'to')}
      </div>
    </div>
  );
}
