import { FEATURE_GROUPS, FEATURE_LABELS, type FeatureGroup } from '@lontar/core';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { coreLang } from '../../app/i18n/language.ts';

const GROUPS = Object.keys(FEATURE_GROUPS) as FeatureGroup[];

/** Every feature flag of pcompany.features (spec 000 §3), grouped as stored: perusahaan, pembelian, penjualan, persediaan. */
export function FeatureChecklist() {
  const { t, i18n } = useTranslation('setup');
  const lang = coreLang(i18n.language);
  return (
    <div className="feature-groups">
      {GROUPS.map((group) => (
        <fieldset key={group} className="feature-group">
          <legend className="feature-group__title">{t(`featureGroup.${group}`)}</legend>
          {FEATURE_GROUPS[group].map((flag) => (
            <Form.Item key={flag} name={['features', group, flag]} valuePropName="checked" noStyle>
              <Checkbox className="feature-group__flag">{FEATURE_LABELS[flag][lang]}</Checkbox>
            </Form.Item>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
