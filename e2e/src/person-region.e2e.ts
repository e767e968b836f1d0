import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, chooseOption, type Company } from './support/companies.ts';
import { describeScreenshots, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, chooseMenu, formIdle, openListRow, openScreen, openWorkspace, showList } from './support/workspace.ts';

const stack = useStack();

type Row = Record<string, unknown>;

const owner = (language: Language = 'id') => ownerWithCompany(stack, { language, user: { id: 'Dewi Lestari', en: 'Kevin Halim' }, company: { id: 'PT Wilayah', en: 'Region Trading' } });

const personPath = (company: Company) => `/tenant/${company.tenantId}/master/person-data`;

async function readPerson(token: string, company: Company, personno: string, persontype: 0 | 1): Promise<Row> {
  return (await api<{ data: Row }>(stack, token, 'GET', `${personPath(company)}/readNo/${personno}?persontype=${persontype}`)).data;
}

/** The antd Select holding the input `#id`: its text is the value shown, or the placeholder. */
function select(page: Page, id: string) {
  return page.locator('.ant-select', { has: page.locator(`#${id}`) });
}

/** The options the open dropdown of `#id` offers, by their text. */
async function offered(page: Page, id: string): Promise<string[]> {
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)', { has: page.locator(`[id="${id}_list"]`) });
  await list.locator('.ant-select-item-option').first().waitFor();
  return list.locator('.ant-select-item-option').allTextContents();
}

describe('customer and vendor province and city', () => {
  it('picks the province and then one of its cities, keeps text typed before and free text abroad', async () => {
    const { token, company } = await owner();
    // Records from before the lists: a province and a city the lists do not hold as they are.
    await api(stack, token, 'POST', personPath(company), { persontype: 0, personno: 'C-LAMA', name: 'Toko Lama', stateprov: 'Jatim', city: 'Surabaya' });
    await api(stack, token, 'POST', personPath(company), { persontype: 1, personno: 'V-SG', name: 'Global Supplies Pte', country: 'Singapore', stateprov: 'Central Region', city: 'Singapore' });

    const page = await openWorkspace(stack, token, company.datasourcekey);
    await chooseMenu(page, 'Data Master', 'Pelanggan');
    await formIdle(page, 'customer');
    await page.locator('#customer_name').fill('PT Sumber Wilayah');
    await activePane(page).getByRole('tab', { name: 'Alamat' }).click();

    // No province yet: no city to pick.
    await expect.poll(() => select(page, 'customer_city').textContent()).toBe('Pilih provinsi dulu');
    expect(await page.locator('#customer_city').isDisabled()).toBe(true);
    await chooseOption(page, '#customer_stateprov', 'Jawa Timur');
    await expect.poll(() => page.locator('#customer_city').isDisabled()).toBe(false);
    // The cities offered are those of Jawa Timur.
    await page.locator('#customer_city').click();
    await page.locator('#customer_city').fill('Kota');
    const eastJava = await offered(page, 'customer_city');
    expect(eastJava).toContain('Kota Surabaya');
    expect(eastJava).not.toContain('Kota Bandung');
    await page.keyboard.press('Escape');
    await chooseOption(page, '#customer_city', 'Kota Surabaya');
    await page.keyboard.press('Control+s');
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'PT Sumber Wilayah' }).waitFor();
    expect(await readPerson(token, company, 'C-00001', 0)).toMatchObject({ stateprov: 'Jawa Timur', city: 'Kota Surabaya', country: 'Indonesia' });

    // Another province: the city goes, and Jawa Barat's cities are offered.
    await chooseOption(page, '#customer_stateprov', 'Jawa Barat');
    await expect.poll(() => select(page, 'customer_city').textContent()).toBe('Pilih…');
    await chooseOption(page, '#customer_city', 'Kota Bandung');
    await page.keyboard.press('Control+s');
    await activePane(page).getByText('Belum disimpan').waitFor({ state: 'detached' });
    await expect.poll(async () => (await readPerson(token, company, 'C-00001', 0)).city).toBe('Kota Bandung');
    expect(await readPerson(token, company, 'C-00001', 0)).toMatchObject({ stateprov: 'Jawa Barat' });

    // The record from before shows its own text, and a save of another field keeps it.
    await showList(page);
    await openListRow(page, activePane(page).locator('.ant-table-row', { hasText: 'C-LAMA' }));
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'Toko Lama' }).waitFor();
    await expect.poll(() => select(page, 'customer_stateprov').textContent()).toBe('Jatim');
    await expect.poll(() => select(page, 'customer_city').textContent()).toBe('Surabaya');
    await page.locator('#customer_zipcode').fill('60111');
    await page.keyboard.press('Control+s');
    await activePane(page).getByText('Belum disimpan').waitFor({ state: 'detached' });
    await expect.poll(async () => (await readPerson(token, company, 'C-LAMA', 0)).zipcode).toBe('60111');
    expect(await readPerson(token, company, 'C-LAMA', 0)).toMatchObject({ stateprov: 'Jatim', city: 'Surabaya' });

    // An address abroad keeps free text.
    await chooseMenu(page, 'Data Master', 'Pemasok');
    await formIdle(page, 'vendor');
    await showList(page);
    await openListRow(page, activePane(page).locator('.ant-table-row', { hasText: 'V-SG' }));
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'Global Supplies Pte' }).waitFor();
    await activePane(page).getByRole('tab', { name: 'Alamat' }).click();
    await expect.poll(() => page.locator('#vendor_city').inputValue()).toBe('Singapore');
    await page.locator('#vendor_city').fill('Singapura');
    await page.keyboard.press('Control+s');
    await activePane(page).getByText('Belum disimpan').waitFor({ state: 'detached' });
    await expect.poll(async () => (await readPerson(token, company, 'V-SG', 1)).city).toBe('Singapura');
    expect(await readPerson(token, company, 'V-SG', 1)).toMatchObject({ stateprov: 'Central Region', country: 'Singapore' });
    await page.context().close();
  });
});

describeScreenshots('customer address screenshots', () => {
  const SIZES = { '1280': { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;
  const LABELS = {
    id: { master: 'Data Master', customer: 'Pelanggan', address: 'Alamat' },
    en: { master: 'Master Data', customer: 'Customer', address: 'Address' },
  } as const;

  it.each(['id', 'en'] as const)('the address of a customer in %s', async (lang) => {
    const { token, company } = await owner(lang);
    await api(stack, token, 'POST', personPath(company), {
      persontype: 0,
      personno: 'C-00001',
      name: 'PT Sinar Jaya Abadi',
      addressline1: 'Jl. Pemuda No. 10',
      stateprov: 'Jawa Timur',
      city: 'Kota Surabaya',
      zipcode: '60271',
    });
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      const labels = LABELS[lang];
      await openScreen(page, labels.master, labels.customer);
      await showList(page);
      await openListRow(page, activePane(page).locator('.ant-table-row', { hasText: 'PT Sinar Jaya Abadi' }));
      await activePane(page).getByTestId('doc-title').filter({ hasText: 'PT Sinar Jaya Abadi' }).waitFor();
      await activePane(page).getByRole('tab', { name: labels.address }).click();
      await shoot(page, `customer-address-${lang}-${size}`);
      // The city list is the chosen province's.
      await page.locator('#customer_city').click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor();
      await shoot(page, `customer-address-cities-${lang}-${size}`);
      await page.context().close();
    }
  });
});
