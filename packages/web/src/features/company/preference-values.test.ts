import { parseFeatures, ZPreference } from '@lontar/core';
import { describe, expect, it } from 'vitest';
import type { Preference } from './api.ts';
import { toPreferenceBody, toPreferenceValues } from './preference-values.ts';

/** GET preference as the server answers it for a new company (API.md §4). */
const loaded: Preference = {
  pcompany: {
    ...ZPreference.shape.pcompany.parse({}),
    features: JSON.stringify({ perusahaan: { eabt: false }, persediaan: { usemultiwhs: true } }),
    formattgl: 1,
    salesdefaulttermid: 1,
    purchasedefaulttermid: 1,
    defaultwarehouseid: 1,
  },
  pcurrency: [{ currencyid: 1, currencyname: 'IDR', exchangerate: '1', fiscalrate: '1', autodefaccnt: true, isbase: true }],
  addOns: { itemforid: '', plugins: [] },
  pdefAccnt: {
    ...Object.fromEntries(Object.keys(ZPreference.shape.pdefAccnt.shape).filter((k) => k !== 'lists').map((k, i) => [k, i + 1])),
    lists: { payable: [31], receivable: [5], purchasediscount: [51], salesdiscount: [47], salesdownpayment: [32], purchasedownpayment: [14], realisedprofit: [72], unrealisedprofit: [73] },
  } as Preference['pdefAccnt'],
  ptemplateTypeViews: [],
  settingReminders: { salesinvoicedue: true, purchaseinvoicedue: true, daysbeforedue: 7, minimumstock: true, recurringtransactions: true, approvalrequests: true },
  simpleDatabase: false,
  version: 3,
};

describe('preference form values', () => {
  it('reads features from their JSON text and leaves preparation out of the form', () => {
    const values = toPreferenceValues(loaded);
    expect(values.features).toEqual(parseFeatures(loaded.pcompany.features));
    expect(values.features.persediaan.usemultiwhs).toBe(true);
    expect('preparation' in values.pcompany).toBe(false);
  });

  it('builds a PUT body the shared schema accepts: features as text, no isbase, the loaded version', () => {
    const values = toPreferenceValues(loaded);
    values.features.perusahaan.eabt = true;
    values.pcompany.usemulticurrency = true;
    values.pcompany.reserved3 = 'AVG';
    values.pcurrency.push({ currencyname: ' usd ', exchangerate: '16250', autodefaccnt: true });
    const body = toPreferenceBody(loaded, values, true);

    expect(ZPreference.safeParse(body).success).toBe(true);
    expect(JSON.parse(body.pcompany.features ?? '{}').perusahaan.eabt).toBe(true);
    expect(body.pcompany).toMatchObject({ preparation: true, usemulticurrency: true, reserved3: 'AVG' });
    expect(body.pcurrency.map((row) => 'isbase' in row)).toEqual([false, false]);
    expect(body.pcurrency[1]).toEqual({ currencyname: 'usd', exchangerate: '16250', autodefaccnt: true });
    expect(body.version).toBe(3);
    expect(body.simpleDatabase).toBe(false);
  });
});
