import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCities, useProvinces } from '../../company/region-api.ts';
import type { FieldDef } from '../master-config.ts';
import { fieldItemProps, type FieldInputs } from './FieldInput.tsx';
import { regionNamed, regionOptions, usesRegionLists } from './region-options.ts';

const PROVINCE = 'stateprov';
const CITY = 'city';

/** The record keeps '' for no value; the select shows its placeholder for it, and a cleared select saves ''. */
const emptyAsNone = {
  getValueProps: (value: unknown) => ({ value: value === '' || value === null ? undefined : value }),
  normalize: (value: unknown) => value ?? '',
};

/** Free text for an address outside Indonesia (and for one whose country is being typed). */
function TextInput({ field }: { field: FieldDef }) {
  const { t } = useTranslation('masters');
  return (
    <Form.Item {...fieldItemProps(field, t)}>
      <Input maxLength={field.max} />
    </Form.Item>
  );
}

/**
 * A person's province (stateprov), picked from the list the company profile uses (GET /api/province). The record
 * keeps its name, as the API has it (spec 002 §3.2); a name typed before the list stays as it is.
 */
function ProvinceInput({ field }: { field: FieldDef }) {
  const { t } = useTranslation('masters');
  const form = Form.useFormInstance();
  const country: unknown = Form.useWatch('country', form);
  const current: unknown = Form.useWatch(PROVINCE, form);
  const provinces = useProvinces();
  if (!usesRegionLists(country)) return <TextInput field={field} />;

  // Another province: the city chosen before is not one of its cities.
  const onChange = () => form.setFieldsValue({ [CITY]: '' });
  return (
    <Form.Item {...fieldItemProps(field, t)} {...emptyAsNone}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        loading={provinces.isPending}
        placeholder={t('choose')}
        options={regionOptions(provinces.data, current)}
        onChange={onChange}
      />
    </Form.Item>
  );
}

/**
 * A person's city or regency, picked from the cities of the chosen province (GET /api/city?idprovinsi=); the record
 * keeps its name. Before a province is chosen there is nothing to pick, but a city typed before still shows.
 */
function CityInput({ field }: { field: FieldDef }) {
  const { t } = useTranslation('masters');
  const form = Form.useFormInstance();
  const country: unknown = Form.useWatch('country', form);
  const current: unknown = Form.useWatch(CITY, form);
  const province: unknown = Form.useWatch(PROVINCE, form);
  const provinces = useProvinces();
  const chosen = regionNamed(provinces.data, province);
  const cities = useCities(chosen?.id);
  if (!usesRegionLists(country)) return <TextInput field={field} />;

  return (
    <Form.Item {...fieldItemProps(field, t)} {...emptyAsNone}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        disabled={!chosen || undefined}
        loading={cities.isFetching}
        placeholder={chosen ? t('choose') : t('chooseProvinceFirst')}
        options={regionOptions(chosen ? cities.data : [], current)}
      />
    </Form.Item>
  );
}

/** The address inputs of customers and vendors that come from the region lists, for FieldGrid's `inputs`. */
export const REGION_INPUTS: FieldInputs = { [PROVINCE]: ProvinceInput, [CITY]: CityInput };
