import { parseFeatures, type Features, type TPCompany, type TPreferenceInput } from '@lontar/core';
import type { Preference, PreferenceCurrency } from './api.ts';

/** pcompany as the forms edit it: features are their own object, preparation is decided by who saves. */
export type PCompanyValues = Omit<TPCompany, 'features' | 'preparation'>;

/** What the setup wizard (steps 2–5) and the preferences dialog edit, in one antd form. */
export interface PreferenceValues {
  pcompany: PCompanyValues;
  features: Features;
  pcurrency: PreferenceCurrency[];
  pdefAccnt: Preference['pdefAccnt'];
  addOns: Preference['addOns'];
  settingReminders: Preference['settingReminders'];
}

export function toPreferenceValues(preference: Preference): PreferenceValues {
  const { features, preparation: _preparation, ...pcompany } = preference.pcompany;
  return {
    pcompany,
    features: parseFeatures(features),
    pcurrency: preference.pcurrency.map((row) => ({ ...row })),
    pdefAccnt: preference.pdefAccnt,
    addOns: preference.addOns,
    settingReminders: preference.settingReminders,
  };
}

/**
 * The PUT preference body (API.md §4): the loaded preference overlaid with the edited values, features as JSON
 * text, currency rows without the read-only `isbase`, the loaded version (a stale one is refused with 409).
 */
export function toPreferenceBody(loaded: Preference, values: PreferenceValues, preparation: boolean): TPreferenceInput {
  return {
    pcompany: { ...loaded.pcompany, ...values.pcompany, features: JSON.stringify(values.features), preparation },
    pcurrency: values.pcurrency.map(({ isbase: _isbase, ...row }) => ({
      ...row,
      currencyname: row.currencyname.trim(),
      exchangerate: String(row.exchangerate ?? '').trim(),
      ...(row.fiscalrate ? { fiscalrate: String(row.fiscalrate).trim() } : {}),
    })),
    addOns: { ...loaded.addOns, ...values.addOns },
    pdefAccnt: values.pdefAccnt,
    ptemplateTypeViews: loaded.ptemplateTypeViews,
    settingReminders: { ...loaded.settingReminders, ...values.settingReminders },
    simpleDatabase: false,
    version: loaded.version,
  };
}
