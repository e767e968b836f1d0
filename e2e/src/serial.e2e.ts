import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { accountId, master, todayUtc, warehouseId } from './support/master-data.ts';
import { describeScreenshots, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack } from './support/setup.ts';
import { activePane, formIdle, notice, openListRow, openScreen, openWorkspace } from './support/workspace.ts';

/**
 * Serial Number Entry on the goods lines (issue 11, spec 002 §2.2): a decrease picking its serial number from the
 * stock at its date, its own number offered back while it is edited.
 */
const stack = useStack();

const LABELS = {
  id: { modules: 'Modul Utama', inventory: 'Persediaan', adjustment: 'Penyesuaian Persediaan', opening: 'Saldo Awal Persediaan' },
  en: { modules: 'Main Modules', inventory: 'Inventory', adjustment: 'Item Adjustment', opening: 'Opening Stock' },
} as const;

/**
 * A company using serial numbers and several warehouses, a phone (HP, serial numbers, forced) with four in stock,
 * a medicine (OBAT, batches with expiry) with two batches, and a decrease taking out HP's SN-0001.
 */
async function serialCompany(language: 'id' | 'en') {
  const { token, company } = await ownerWithCompany(stack, {
    language,
    user: { id: 'Rina Gudang', en: 'Rose Storekeeper' },
    company: { id: 'PT Seri Rapi', en: 'Serial Goods Ltd' },
    features: { persediaan: { usemultiwhs: true, usemultiunit: true, usesn: true } },
  });
  await api(stack, token, 'POST', master(company, 'item'), { itemno: 'HP', itemdescription: language === 'id' ? 'Ponsel Android' : 'Android phone', unit1: 'UNIT', itemtype: 0, usesn: true, forcesn: true, sntype: 0 });
  await api(stack, token, 'POST', master(company, 'item'), { itemno: 'OBAT', itemdescription: language === 'id' ? 'Sirup batuk' : 'Cough syrup', unit1: 'BTL', itemtype: 0, usesn: true, forcesn: true, useexp: true, sntype: 1 });
  const center = await warehouseId(stack, token, company);
  const adjaccnt = await accountId(stack, token, company, '6-11000');
  const today = todayUtc();
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
async function openSerialEntry(page: Page, lang: 'id' | 'en', screen: 'adjustment' | 'opening' = 'adjustment', row = 0): Promise<void> {
  const labels = LABELS[lang];
  await openScreen(page, labels.modules, labels.inventory, labels[screen]);
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
  it('a decrease shows its serial number, offers the stock at its date with its own number back, and saves the one picked instead', async () => {
    const { token, company, adjustment } = await serialCompany('id');
    const page = await openWorkspace(stack, token, company.datasourcekey);
    const asked = page.waitForRequest((req) => req.url().includes('/master/serial-number-search'));
    await openSerialEntry(page, 'id');
    // The search names the document's date and the document itself.
    const query = new URL((await asked).url()).searchParams;
    expect([query.get('date'), query.get('tipe'), query.get('invid')]).toEqual([todayUtc(), 'item-adjustment', String(adjustment)]);
    const dialog = page.locator('.goods-serial');
    await expect.poll(() => dialog.getByLabel('No. Seri 1').inputValue()).toBe('SN-0001');
    await expect.poll(() => dialog.getByTestId('serial-status').textContent()).toContain('Terisi 1 dari 1 UNIT');
    // SN-0001 is this document's own: offered back (and ticked) with the three the warehouse still holds.
    const picks = dialog.locator('.goods-serial__picks li');
    await expect.poll(() => picks.allTextContents()).toEqual(['SN-0001', 'SN-0002', 'SN-0003', 'SN-0004']);
    await expect.poll(() => picks.filter({ hasText: 'SN-0001' }).locator('input[type=checkbox]').isChecked()).toBe(true);
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

describeScreenshots('serial number entry screenshots', () => {
  const SIZES = { '1280': { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;

  it.each(['id', 'en'] as const)('the serial entry of a decrease in %s', async (lang) => {
    const { token, company } = await serialCompany(lang);
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await openSerialEntry(page, lang);
      await shoot(page, `inventory-serial-${lang}-${size}`);
      // Batches coming in with their expiry dates (opening stock's second line).
      await page.locator('.goods-serial').getByRole('button', { name: /^(Batal|Cancel)$/ }).click();
      await page.locator('.goods-serial').waitFor({ state: 'hidden' });
      await openSerialEntry(page, lang, 'opening', 1);
      await shoot(page, `inventory-serial-batch-${lang}-${size}`);
      await page.context().close();
    }
  });
});
