import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeOption, api, type Company } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { describeScreenshots, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack } from './support/setup.ts';
import { activePane, chooseMenu, openScreen, openWorkspace } from './support/workspace.ts';

/** "Harga Jual" (issue 11 item 4): a category's price 1 raised 10 % and rounded up to 1.000, previewed, then saved. */
const stack = useStack();

type Row = Record<string, unknown>;

interface PriceCompany {
  token: string;
  company: Company;
  ids: Record<'KOPI' | 'TEH' | 'GULA', number>;
}

/** A company with a category "Minuman" holding KOPI (PCS, and DUS of 24) and TEH, and GULA outside it. */
async function priceCompany(language: 'id' | 'en'): Promise<PriceCompany> {
  const { token, company } = await ownerWithCompany(stack, { language, user: { id: 'Rina Harga', en: 'Paula Pricing' }, company: { id: 'PT Harga Pas', en: 'Fair Price Ltd' } });
  const categoryid = (await api<{ data: { id: number } }>(stack, token, 'POST', master(company, 'item-category'), { name: 'Minuman' })).data.id;
  const item = async (body: Row) => (await api<{ data: { id: number } }>(stack, token, 'POST', master(company, 'item'), { unit1: 'PCS', itemtype: 0, ...body })).data.id;
  const ids = {
    KOPI: await item({ itemno: 'KOPI', itemdescription: 'Kopi Bubuk 250 g', categoryid, unit2: 'DUS', ratio2: '24', unitprice: '24000', unitprice_l2: '560000' }),
    TEH: await item({ itemno: 'TEH', itemdescription: 'Teh Celup isi 25', categoryid, unitprice: '8450' }),
    GULA: await item({ itemno: 'GULA', itemdescription: 'Gula Pasir 1 kg', unitprice: '15000' }),
  };
  return { token, company, ids };
}

/** Chooses the category in the screen's category selector (searched on the server) by keyboard. */
async function chooseCategory(page: Page, name: string): Promise<void> {
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname.includes('/item-category/') && new URL(res.url()).searchParams.get('search') === name);
  await page.locator('#prices-category').focus();
  await page.keyboard.type(name);
  await answered;
  await activeOption(page, '#prices-category', name).waitFor();
  await page.keyboard.press('Enter');
  await page.locator('#prices-category[aria-expanded="false"]').waitFor();
}

/** Types the value and asks for the preview with Enter; waits for the table of the answer. */
async function preview(page: Page, value: string): Promise<void> {
  await page.locator('#prices-value').focus();
  await page.keyboard.type(value);
  const answer = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/master/price-adjustment'));
  await page.keyboard.press('Enter');
  expect((await answer).status()).toBe(200);
  await activePane(page).getByTestId('prices-preview-table').locator('.ant-table-row').first().waitFor();
}

describe('sales prices', () => {
  it('previews a 10 % increase of a category’s price 1 rounded up to 1.000, then saves it keeping the old prices', async () => {
    const { token, company, ids } = await priceCompany('id');
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await chooseMenu(page, 'Modul Utama', 'Persediaan', 'Harga Jual');
    const pane = activePane(page);
    await pane.getByTestId('sales-prices').waitFor();
    await chooseCategory(page, 'Minuman');
    await preview(page, '10');

    // Price 1 at both units of KOPI and at TEH's one unit; GULA is not in the category.
    const rows = pane.getByTestId('prices-preview-table').locator('.ant-table-row');
    // Each item's first line names it; each price names its unit.
    await expect.poll(() => rows.allInnerTexts()).toEqual([
      expect.stringMatching(/^KOPI\s+Kopi Bubuk 250 g\s+Harga jual 1 · PCS\s+24\.000,00\s+27\.000,00$/),
      expect.stringMatching(/^KOPI\s+Harga jual 1 · DUS\s+560\.000,00\s+616\.000,00$/),
      expect.stringMatching(/^TEH\s+Teh Celup isi 25\s+Harga jual 1 · PCS\s+8\.450,00\s+10\.000,00$/),
    ]);
    await expect.poll(() => pane.getByTestId('prices-summary').textContent()).toBe('2 barang · 3 harga berubah');
    // Nothing is written by a preview.
    expect((await api<{ data: Row }>(stack, token, 'GET', master(company, `item/read/${ids.KOPI}`))).data.unitprice).toBe('24000');

    // Ctrl+S saves exactly the preview shown.
    const saved = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/master/price-adjustment'));
    await page.keyboard.press('Control+s');
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({ penyesuaiantype: 1, nilaiAsal: 1, metode: 1, masukan: '10', pembulatan: '1000', preview: false });
    await pane.getByTestId('prices-saved').filter({ hasText: 'Harga baru 2 barang tersimpan.' }).waitFor();

    const read = async (id: number) => (await api<{ data: Row }>(stack, token, 'GET', master(company, `item/read/${id}`))).data;
    expect(await read(ids.KOPI)).toMatchObject({ unitprice: '27000', oldprice1: '24000', unitprice_l2: '616000', oldprice1_l2: '560000' });
    expect(await read(ids.TEH)).toMatchObject({ unitprice: '10000', oldprice1: '8450' });
    expect((await read(ids.GULA)).unitprice).toBe('15000');
    await page.context().close();
  });
});

describeScreenshots('sales prices screenshots', () => {
  const SIZES = { '1280': { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;
  const LABELS = {
    id: { modules: 'Modul Utama', inventory: 'Persediaan', prices: 'Harga Jual' },
    en: { modules: 'Main Modules', inventory: 'Inventory', prices: 'Sales Prices' },
  } as const;

  it.each(['id', 'en'] as const)('the preview in %s', async (lang) => {
    const { token, company } = await priceCompany(lang);
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      const labels = LABELS[lang];
      await openScreen(page, labels.modules, labels.inventory, labels.prices);
      await activePane(page).getByTestId('sales-prices').waitFor();
      await shoot(page, `sales-prices-empty-${lang}-${size}`, { fullPage: true });
      await chooseCategory(page, 'Minuman');
      await preview(page, '10');
      // On a phone the table is below the choices.
      await activePane(page).getByTestId('prices-preview-table').locator('.ant-table-row').last().scrollIntoViewIfNeeded();
      await shoot(page, `sales-prices-preview-${lang}-${size}`, { fullPage: true });
      await page.context().close();
    }
  });
});
