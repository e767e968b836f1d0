import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser, signInToken } from './support/accounts.ts';
import { api, type Company } from './support/companies.ts';
import { accountId, master, todayUtc, warehouseId } from './support/master-data.ts';
import { describeScreenshots, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack } from './support/setup.ts';
import { activePane, chooseMenu, openScreen, openWorkspace } from './support/workspace.ts';

/** The stock card (Kartu Stok) and the inventory valuation (Laporan Nilai Persediaan) of the inventory reports. */
const stack = useStack();

/**
 * A company with two warehouses: KOPI (PCS, DUS of 12) opened with 100 @ 15.000, 2 DUS moved to the branch and 5
 * written off; TEH (category Minuman) opened with 20 @ 8.000. Stock value 1.585.000.
 */
async function reportCompany(language: 'id' | 'en'): Promise<{ token: string; company: Company }> {
  const { token, company } = await ownerWithCompany(stack, {
    language,
    user: { id: 'Dewi Laporan', en: 'Rita Reports' },
    company: { id: 'PT Kartu Stok', en: 'Stock Card Ltd' },
    features: { persediaan: { usemultiwhs: true, usemultiunit: true } },
  });
  const branch = (await api<{ data: { id: number } }>(stack, token, 'POST', master(company, 'warehouse'), { name: 'Gudang Cabang' })).data.id;
  const center = await warehouseId(stack, token, company);
  const adjaccnt = await accountId(stack, token, company, '6-11000');
  const categoryid = (await api<{ data: { id: number } }>(stack, token, 'POST', master(company, 'item-category'), { name: 'Minuman' })).data.id;
  await api(stack, token, 'POST', master(company, 'item'), { itemno: 'KOPI', itemdescription: 'Kopi Bubuk 250 g', unit1: 'PCS', unit2: 'DUS', ratio2: '12', itemtype: 0 });
  await api(stack, token, 'POST', master(company, 'item'), { itemno: 'TEH', itemdescription: 'Teh Celup isi 25', unit1: 'PCS', itemtype: 0, categoryid });
  const today = todayUtc();
  await api(stack, token, 'POST', master(company, 'item-opening-balance'), { obdate: today, details: [{ itemno: 'KOPI', warehouseid: center, quantity: '100', unitprice: '15000' }, { itemno: 'TEH', warehouseid: center, quantity: '20', unitprice: '8000' }] });
  await api(stack, token, 'POST', master(company, 'whtrans'), { transferdate: today, fromwhid: center, towhid: branch, details: [{ itemno: 'KOPI', itemunit: 'DUS', quantity: '2' }] });
  await api(stack, token, 'POST', master(company, 'item-adjustment'), { adjdate: today, adjaccnt, details: [{ itemno: 'KOPI', warehouseid: center, adjtype: 2, quantity: '5' }] });
  return { token, company };
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
    await shoot(page, 'stock-card-id-1280', { fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), activePane(page).getByTestId('export-xlsx').click()]);
    expect(download.suggestedFilename()).toMatch(/^kartu-stok-\d{4}-01-01-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(fs.readFileSync(await download.path()).subarray(0, 2).toString()).toBe('PK');

    await pickReport(page, 'Laporan Nilai Persediaan', 'valuation-table');
    const valuation = activePane(page).getByTestId('valuation-table');
    await valuation.locator('.ant-table-row', { hasText: 'Subtotal Minuman' }).filter({ hasText: '160.000,00' }).waitFor();
    await valuation.locator('.ant-table-row', { hasText: 'Subtotal Tanpa Kategori' }).filter({ hasText: '1.425.000,00' }).waitFor();
    await expect.poll(() => activePane(page).getByTestId('valuation-total').textContent()).toBe('1.585.000,00');
    await shoot(page, 'stock-valuation-id-1280', { fullPage: true });
    await page.context().close();
  });

  it('a member without the item screen’s export right sees the stock card but cannot export it', async () => {
    const { token, company } = await reportCompany('id');
    // A USER member: the item screen opened and "open inventory history", no export (the role's defaults).
    const member = await createVerifiedUser(stack, 'id', 'Budi Gudang');
    await api(stack, token, 'POST', '/tenant-user', { tenantId: company.tenantId, email: member.email, roleId: 3 });
    const memberToken = await signInToken(stack, member);
    const page = await openWorkspace(stack, memberToken, company.datasourcekey, { viewport: { width: 1280, height: 800 }, locale: 'id-ID' });
    await chooseMenu(page, 'Laporan', 'Laporan Persediaan');
    await pickReport(page, 'Kartu Stok', 'stock-card-table');
    const exportButton = activePane(page).getByTestId('export-xlsx');
    await exportButton.waitFor();
    await expect.poll(() => exportButton.isDisabled()).toBe(true);
    await expect.poll(() => activePane(page).getByTestId('export-csv').isDisabled()).toBe(true);
    // The server refuses the download too.
    const refused = await fetch(`${stack.url}/api${master(company, `stock-card?fromdate=${todayUtc()}&todate=${todayUtc()}&format=xlsx`)}`, { headers: { authorization: `Bearer ${memberToken}` } });
    expect(refused.status).toBe(403);
    await page.context().close();
  });
});

describeScreenshots('stock report screenshots', () => {
  const SIZES = { '1280': { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;
  const LABELS = {
    id: { reports: 'Laporan', inventoryReports: 'Laporan Persediaan', card: 'Kartu Stok', valuation: 'Laporan Nilai Persediaan' },
    en: { reports: 'Reports', inventoryReports: 'Inventory Reports', card: 'Stock Card', valuation: 'Inventory Valuation' },
  } as const;

  it.each(['id', 'en'] as const)('stock card and valuation in %s', async (lang) => {
    const { token, company } = await reportCompany(lang);
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await openScreen(page, LABELS[lang].reports, LABELS[lang].inventoryReports);
      await pickReport(page, LABELS[lang].card, 'stock-card-table');
      await shoot(page, `stock-card-${lang}-${size}`, { fullPage: true });
      await pickReport(page, LABELS[lang].valuation, 'valuation-table');
      await activePane(page).getByTestId('valuation-total').waitFor();
      await shoot(page, `stock-valuation-${lang}-${size}`, { fullPage: true });
      await page.context().close();
    }
  });
});
