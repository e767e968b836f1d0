import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, signInToken } from './support/accounts.ts';
import { api, createCompany, prepareCompany, savePreference, uniqueCompanyName, type Company } from './support/companies.ts';
import { settled, waitForNoticesGone } from './support/page-helpers.ts';
import { screenshotDir } from './support/paths.ts';
import { describeScreenshots } from './support/screenshots.ts';
import { startStack, type Stack } from './support/stack.ts';
import { activePane, chooseMenu, openWorkspace } from './support/workspace.ts';

/** The stock card (Kartu Stok) and the inventory valuation (Laporan Nilai Persediaan) of the inventory reports. */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
  fs.mkdirSync(screenshotDir, { recursive: true });
});

afterAll(async () => {
  await stack?.stop();
});

const master = (company: Company, route: string) => `/tenant/${company.tenantId}/master/${route}`;

/**
 * A company with two warehouses: KOPI (PCS, DUS of 12) opened with 100 @ 15.000, 2 DUS moved to the branch and 5
 * written off; TEH (category Minuman) opened with 20 @ 8.000. Stock value 1.585.000.
 */
async function reportCompany(language: 'id' | 'en'): Promise<{ token: string; company: Company }> {
  const user = await createVerifiedUser(stack, language, language === 'id' ? 'Dewi Laporan' : 'Rita Reports');
  const token = await signInToken(stack, user);
  const company = await createCompany(stack, token, uniqueCompanyName(language === 'id' ? 'PT Kartu Stok' : 'Stock Card Ltd'));
  await prepareCompany(stack, token, company);
  await savePreference(stack, token, company.tenantId, (preference) => {
    preference.pcompany.features = JSON.stringify({ persediaan: { usemultiwhs: true, usemultiunit: true } });
  });
  const branch = (await api<{ data: { id: number } }>(stack, token, 'POST', master(company, 'warehouse'), { name: 'Gudang Cabang' })).data.id;
  const center = (await api<{ listdata: { whid: number; name: string }[] }>(stack, token, 'GET', master(company, 'warehouse/readallBase'))).listdata.find((w) => w.name === 'CENTER')!.whid;
  const adjaccnt = (await api<{ listdata: { glid: number; glaccount: string }[] }>(stack, token, 'GET', master(company, 'glaccount/readallBase?size=500'))).listdata.find((a) => a.glaccount === '6-11000')!.glid;
  const categoryid = (await api<{ data: { id: number } }>(stack, token, 'POST', master(company, 'item-category'), { name: 'Minuman' })).data.id;
  await api(stack, token, 'POST', master(company, 'item'), { itemno: 'KOPI', itemdescription: 'Kopi Bubuk 250 g', unit1: 'PCS', unit2: 'DUS', ratio2: '12', itemtype: 0 });
  await api(stack, token, 'POST', master(company, 'item'), { itemno: 'TEH', itemdescription: 'Teh Celup isi 25', unit1: 'PCS', itemtype: 0, categoryid });
  const today = new Date().toISOString().slice(0, 10);
  await api(stack, token, 'POST', master(company, 'item-opening-balance'), { obdate: today, details: [{ itemno: 'KOPI', warehouseid: center, quantity: '100', unitprice: '15000' }, { itemno: 'TEH', warehouseid: center, quantity: '20', unitprice: '8000' }] });
  await api(stack, token, 'POST', master(company, 'whtrans'), { transferdate: today, fromwhid: center, towhid: branch, details: [{ itemno: 'KOPI', itemunit: 'DUS', quantity: '2' }] });
  await api(stack, token, 'POST', master(company, 'item-adjustment'), { adjdate: today, adjaccnt, details: [{ itemno: 'KOPI', warehouseid: center, adjtype: 2, quantity: '5' }] });
  return { token, company };
}

async function shoot(page: Page, name: string): Promise<void> {
  await waitForNoticesGone(page);
  await settled(page);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Picks a report of the inventory reports screen and waits for its table's first row. */
async function pickReport(page: Page, label: string, table: string): Promise<void> {
  await activePane(page).getByTestId('report-kind').getByText(label, { exact: true }).click();
  await activePane(page).getByTestId(table).locator('.ant-table-row').first().waitFor();
}

describe('stock reports', () => {
  it('the stock card per item and warehouse, exported; the valuation by category, its total the stock value', async () => {
    const { token, company } = await reportCompany('id');
    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: { width: 1280, height: 800 }, locale: 'id-ID' });
    await chooseMenu(page, 'Laporan', 'Laporan Persediaan');
    await pickReport(page, 'Kartu Stok', 'stock-card-table');
    const card = activePane(page).getByTestId('stock-card-table');
    // Sections: KOPI in CENTER and in the branch, TEH in CENTER; each closes with its balance.
    await card.locator('.stock-card__section', { hasText: 'Gudang Cabang' }).filter({ hasText: 'KOPI' }).waitFor();
    await expect.poll(() => card.locator('.stock-card__section').count()).toBe(3);
    await card.locator('.ant-table-row', { hasText: 'Saldo akhir' }).filter({ hasText: '71 PCS' }).filter({ hasText: '1.065.000,00' }).waitFor();
    await card.locator('.ant-table-row', { hasText: 'Saldo akhir' }).filter({ hasText: '24 PCS' }).filter({ hasText: '360.000,00' }).waitFor();
    await card.getByRole('button', { name: /^Buka dokumen Pemindahan Barang/ }).first().waitFor();
    await shoot(page, 'stock-card-id-1280');
    const [download] = await Promise.all([page.waitForEvent('download'), activePane(page).getByTestId('export-xlsx').click()]);
    expect(download.suggestedFilename()).toMatch(/^kartu-stok-\d{4}-01-01-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(fs.readFileSync(await download.path()).subarray(0, 2).toString()).toBe('PK');

    await pickReport(page, 'Laporan Nilai Persediaan', 'valuation-table');
    const valuation = activePane(page).getByTestId('valuation-table');
    await valuation.locator('.ant-table-row', { hasText: 'Subtotal Minuman' }).filter({ hasText: '160.000,00' }).waitFor();
    await valuation.locator('.ant-table-row', { hasText: 'Subtotal Tanpa Kategori' }).filter({ hasText: '1.425.000,00' }).waitFor();
    await expect.poll(() => activePane(page).getByTestId('valuation-total').textContent()).toBe('1.585.000,00');
    await shoot(page, 'stock-valuation-id-1280');
    await page.context().close();
  });
});

describeScreenshots('stock report screenshots', () => {
  const SIZES = { '1280': { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;
  const LABELS = {
    id: { reports: 'Laporan', inventoryReports: 'Laporan Persediaan', card: 'Kartu Stok', valuation: 'Laporan Nilai Persediaan' },
    en: { reports: 'Reports', inventoryReports: 'Inventory Reports', card: 'Stock Card', valuation: 'Inventory Valuation' },
  } as const;

  async function openReports(page: Page, narrow: boolean, labels: (typeof LABELS)['id' | 'en']): Promise<void> {
    if (!narrow) return chooseMenu(page, labels.reports, labels.inventoryReports);
    await page.getByRole('button', { name: /^(Buka menu|Open menu)$/ }).click();
    const drawer = page.locator('.workspace__drawer');
    await drawer.getByText(labels.reports, { exact: true }).last().click();
    await drawer.getByText(labels.inventoryReports, { exact: true }).last().click();
    await drawer.waitFor({ state: 'hidden' });
  }

  it.each(['id', 'en'] as const)('stock card and valuation in %s', async (lang) => {
    const { token, company } = await reportCompany(lang);
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await openReports(page, size === '375', LABELS[lang]);
      await pickReport(page, LABELS[lang].card, 'stock-card-table');
      await shoot(page, `stock-card-${lang}-${size}`);
      await pickReport(page, LABELS[lang].valuation, 'valuation-table');
      await activePane(page).getByTestId('valuation-total').waitFor();
      await shoot(page, `stock-valuation-${lang}-${size}`);
      await page.context().close();
    }
  });
});
