import { ZCompanyProfile } from '@lontar/core';
import { DatePicker, Form, Input, Select, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { coreLang } from '../../app/i18n/language.ts';
import { zodRule } from '../../ui/zod-rule.ts';
import type { ProfileValues } from './profile-values.ts';
import { useCities, useProvinces } from './region-api.ts';

type ProfileField = keyof typeof ZCompanyProfile.shape;

const DATE = 'YYYY-MM-DD';
const SHOWN_DATE = 'DD/MM/YYYY';

/** Form props that keep the company's dates as the API's text ('YYYY-MM-DD', 'YYYY') while antd edits a Dayjs. */
function dateText(format: string) {
  return {
    getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value, format) : undefined }),
    normalize: (value: Dayjs | null) => (value ? value.format(format) : ''),
  };
}

/**
 * The company information form (spec 000 §3, §5): step 1 of the setup wizard and the preferences' company
 * tab. Messages come from ZCompanyProfile, the schema the server checks. Phone and e-mail are the user's own.
 */
export function CompanyInfoFields({ form }: { form: FormInstance<ProfileValues> }) {
  const { t, i18n } = useTranslation('setup');
  const lang = coreLang(i18n.language);
  const provinceId = Form.useWatch('provinceid', form);
  const provinces = useProvinces();
  const cities = useCities(provinceId || undefined);

  const rules = (field: ProfileField, label: string) => [zodRule(ZCompanyProfile.shape[field], { label, lang })];
  const text = (field: ProfileField, label: string, required = false, placeholder?: string) => (
    <Form.Item name={field} label={label} required={required} rules={rules(field, label)}>
      <Input placeholder={placeholder} />
    </Form.Item>
  );

  const onProvinceChange = () => form.setFieldsValue({ cityid: undefined });
  // The city/regency line of the address follows the chosen city; it stays editable.
  const onCityChange = (cityId: string) => {
    const city = cities.data?.find((c) => c.id === cityId);
    if (city) form.setFieldsValue({ addressline3: city.name });
    void form.validateFields(['addressline3']).catch(() => undefined);
  };
  const onStartDateChange = (value: Dayjs | null) => {
    if (value && !form.getFieldValue('fiscalyear')) form.setFieldsValue({ fiscalyear: value.format('YYYY') });
  };

  return (
    <div className="company-info">
      <div className="form-grid">
        {text('companyname', t('companyname'), true)}
        {text('businesstype', t('businesstype'), true, t('businesstypeHint'))}
      </div>
      {text('addressline1', t('addressline1'), true, t('addressline1Hint'))}
      {text('addressline2', t('addressline2'), false, t('addressline2Hint'))}
      <div className="form-grid">
        <Form.Item name="provinceid" label={t('province')} required rules={rules('provinceid', t('province'))}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={provinces.isPending}
            placeholder={t('choose')}
            options={provinces.data?.map((p) => ({ value: p.id, label: p.name }))}
            onChange={onProvinceChange}
          />
        </Form.Item>
        <Form.Item name="cityid" label={t('city')} rules={rules('cityid', t('city'))}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!provinceId}
            loading={cities.isFetching}
            placeholder={provinceId ? t('choose') : t('chooseProvinceFirst')}
            options={cities.data?.map((c) => ({ value: c.id, label: c.name }))}
            onChange={onCityChange}
          />
        </Form.Item>
        {text('addressline3', t('addressline3'), true, t('addressline3Hint'))}
        {text('addressline4', t('addressline4'))}
        {text('postalcode', t('postalcode'), true)}
        {text('npwp', t('npwp'))}
      </div>
      <div className="form-grid form-grid--3">
        <Form.Item name="notelp" label={t('phone')} extra={t('fromUser')}>
          <Input readOnly variant="filled" />
        </Form.Item>
        <Form.Item name="email" label={t('email')} extra={t('fromUser')}>
          <Input readOnly variant="filled" />
        </Form.Item>
        {text('faxno', t('faxno'))}
      </div>
      <div className="form-grid">
        <Form.Item name="startdate" label={t('startdate')} required rules={rules('startdate', t('startdate'))} {...dateText(DATE)}>
          <DatePicker format={SHOWN_DATE} placeholder={SHOWN_DATE} className="full-width" onChange={onStartDateChange} />
        </Form.Item>
        <Form.Item name="fiscalyear" label={t('fiscalyear')} required rules={rules('fiscalyear', t('fiscalyear'))} {...dateText('YYYY')}>
          <DatePicker picker="year" format="YYYY" placeholder="YYYY" className="full-width" />
        </Form.Item>
      </div>
    </div>
  );
}
