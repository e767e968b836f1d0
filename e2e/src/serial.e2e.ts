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
import { activePane, chooseMenu, formIdle, notice, openListRow, openWorkspace } from './support/workspace.ts';

/** Serial Number Entry on the goods lines (issue 11, spec 002 §2.2): a decrease picking its serial number from stock. */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
  fs.mkdirSync(screenshotDir, { recursive: true });
});

afterAll(async () => {
  await stack?.stop();
});

const master = (company: Company, route: string) => `/tenant/${company.tenantId}/master/${route}`;
const LABELS = {
  id: { modules: 'Modul Utama', inventory: 'Persediaan', adjustment: 'Penyesuaian Persediaan', opening: 'Saldo Awal Persediaan' },
  en: { modules: 'Main Modules', inventory: 'Inventory', adjustment: 'Item Adjustment', opening: 'Opening Stock' },
} as const;

/**
 * A company using serial numbers and several warehouses, a phone (HP, serial numbers, forced) with four in stock,
 * a medicine (OBAT, batches with expiry) with two batches, and a decrease taking out HP's SN-0001.
 */
async function serialCompany(language: 'id' | 'en') {
  const user = await createVerifiedUser(stack, language, language === 'id' ? 'Rina Gudang' : 'Rose Storekeeper');
  const token = await signInToken(stack, user);
  const company = await createCompany(stack, token, uniqueCompanyName(language === 'id' ? 'PT Seri Rapi' : 'Serial Goods Ltd'));
  await prepareCompany(stack, token, company);
  await savePreference(stack, token, company.tenantId, (preference) => {
    preference.pcompany.features = JSON.stringify({ persediaan: { usemultiwhs: true, usemultiunit: true, usesn: true } });
  });
  await api(stack, token, 'POST', master(company, 'item'), { itemno: 'HP', itemdescription: language === 'id' ? 'Ponsel Android' : 'Android phone', unit1: 'UNIT', itemtype: 0, usesn: true, forcesn: true, sntype: 0 });
  await api(stack, token, 'POST', master(company, 'item'), { itemno: 'OBAT', itemdescription: language === 'id' ? 'Sirup batuk' : 'Cough syrup', unit1: 'BTL', itemtype: 0, usesn: true, forcesn: true, useexp: true, sntype: 1 });
  const center = (await api<{ listdata: { whid: number; name: string }[] }>(stack, token, 'GET', master(company, 'warehouse/readallBase'))).listdata.find((w) => w.name === 'CENTER')!.whid;
  const adjaccnt = (await api<{ listdata: { glid: number; glaccount: string }[] }>(stack, token, 'GET', master(company, 'glaccount/readallBase?size=500'))).listdata.find((a) => a.glaccount === '6-11000')!.glid;
  const today = new Date().toISOString().slice(0, 10);
  const numbers = ['SN-0001', 'SN-0002', 'SN-0003', 'SN-0004'];
  await api(stack, token, 'POST', master(company, 'item-opening-balance'), {
    obdate: today,
    details: [
      { itemno: 'HP', warehouseid: center, quantity: '4', unitprice: '2500000', serials: numbers.map((serialno) => ({ serialno, quantity: '1' })) },
      { itemno: 'OBAT', warehouseid: center, quantity: '30', unitprice: '18000', serials: [{ serialno: 'B-2407', quantity: '12', expdate: '2027-01-31' }, { serialno: 'B-2411', quantity: '18', expdate: '2027-06-30' }] },
    ],
  });
  const decrease = { itemno: 'HP', warehouseid: center, adjtype: 2, quantity: '1', serials: [{ serialno: 'SN-0001', quantity: '1' }], itemovdesc: language === 'id' ? 'Rusak' : 'Broken' };
  const adjustment = await api<{ data: { id: number } }>(stack, token, 'POST', master(company, 'item-adjustment'), { adjdate: today, description: language === 'id' ? 'Barang rusak' : 'Broken goods', adjaccnt, details: [decrease] });
  return { token, company, adjustment: adjustment.data.id };
}

/**
 * Opens the newest document of a goods screen from its list and the serial entry of one of its lines; on an
 * outgoing line waits for the warehouse's numbers to pick from.
 */
async function openSerialEntry(page: Page, lang: 'id' | 'en', narrow: boolean, screen: 'adjustment' | 'opening' = 'adjustment', row = 0): Promise<void> {
  const labels = LABELS[lang];
  if (narrow) {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^(Buka menu|Open menu)$/ }).click();
    const drawer = page.locator('.workspace__drawer');
    const menuPath = [labels.modules, labels.inventory, labels[screen]];
    for (const [i, label] of menuPath.entries()) {
      const next = menuPath[i + 1];
      if (next && (await drawer.getByText(next, { exact: true }).last().isVisible())) continue;
      await drawer.getByText(label, { exact: true }).last().click();
    }
    await drawer.waitFor({ state: 'hidden' });
  } else {
    await chooseMenu(page, labels.modules, labels.inventory, labels[screen]);
  }
  await formIdle(page, screen === 'adjustment' ? 'itemAdjustment' : 'openingStock');
  await activePane(page).locator('.doc-screen__head .ant-segmented-item', { hasText: /^(Daftar|List)$/ }).click();
  await openListRow(page, activePane(page).locator('.ant-table-row').first());
  await activePane(page).locator('.doc-screen__head .ant-segmented-item', { hasText: /^(Formulir|Form)$/ }).click();
  const cellButton = activePane(page).getByTestId('serial-cell').nth(row);
  await cellButton.waitFor();
  await cellButton.click();
  if (screen === 'adjustment') await page.locator('.goods-serial .goods-serial__picks li').first().waitFor();
  else await page.locator('.goods-serial .goods-serial__exp input').first().waitFor();
}

describe('serial number entry', () => {
  it('a decrease shows its serial number, offers the stock to pick from, and saves the one picked instead', async () => {
    const { token, company, adjustment } = await serialCompany('id');
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await openSerialEntry(page, 'id', false);
    const dialog = page.locator('.goods-serial');
    await expect.poll(() => dialog.getByLabel('No. Seri 1').inputValue()).toBe('SN-0001');
    await expect.poll(() => dialog.getByTestId('serial-status').textContent()).toContain('Terisi 1 dari 1 UNIT');
    // SN-0001 is out already; the warehouse still holds the other three.
    await expect.poll(() => dialog.locator('.goods-serial__picks li').allTextContents()).toEqual(['SN-0002', 'SN-0003', 'SN-0004']);
    await dialog.getByRole('button', { name: 'Hapus baris 1' }).click();
    await dialog.getByText('SN-0003', { exact: true }).click();
    await dialog.getByTestId('serial-apply').click();
    await dialog.waitFor({ state: 'hidden' });
    const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith('/master/item-adjustment'));
    await page.keyboard.press('Control+s');
    expect((await saved).status()).toBe(200);
    await notice(page, 'Berhasil').first().waitFor();
    const read = await api<{ data: { details: { serials: { serialno: string }[] }[] } }>(stack, token, 'GET', master(company, `item-adjustment/read/${adjustment}`));
    expect(read.data.details[0]!.serials.map((s) => s.serialno)).toEqual(['SN-0003']);
  });
});

async function shoot(page: Page, name: string): Promise<void> {
  await waitForNoticesGone(page);
  await settled(page);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

describeScreenshots('serial number entry screenshots', () => {
  const SIZES = { '1280': { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;

  it.each(['id', 'en'] as const)('the serial entry of a decrease in %s', async (lang) => {
    const { token, company } = await serialCompany(lang);
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await openSerialEntry(page, lang, size === '375');
      await shoot(page, `inventory-serial-${lang}-${size}`);
      // Batches coming in with their expiry dates (opening stock's second line).
      await page.locator('.goods-serial').getByRole('button', { name: /^(Batal|Cancel)$/ }).click();
      await page.locator('.goods-serial').waitFor({ state: 'hidden' });
      await openSerialEntry(page, lang, size === '375', 'opening', 1);
      await shoot(page, `inventory-serial-batch-${lang}-${size}`);
      await page.context().close();
    }
  });
});
