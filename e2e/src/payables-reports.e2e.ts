import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeOption, api, type Company } from './support/companies.ts';
import { accountId, master } from './support/master-data.ts';
import { describeScreenshots, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, chooseMenu, openScreen, openWorkspace } from './support/workspace.ts';

/** The accounts payable reports: Umur Hutang (AP aging), Kartu Hutang / Mutasi Pemasok (vendor statement), Laporan Pembelian. */
const stack = useStack();

/** A date `days` from today (UTC), YYYY-MM-DD. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A company with two vendors. PT Pemasok Kopi: invoice A (150.000, 70 days past due, 50.000 paid), B (40.000, 10
 * days past due), C (30.000, not yet due), an order of 20 KOPI of which 12 were received and none invoiced. CV Teh
 * Wangi: invoice D (32.000, 150 days past due). Owed: 202.000.
 */
async function payablesCompany(language: Language): Promise<{ token: string; company: Company }> {
  const { token, company } = await ownerWithCompany(stack, { language, user: { id: 'Sari Hutang', en: 'Sam Payables' }, company: { id: 'PT Umur Hutang', en: 'Payables Ltd' } });
  const post = async (route: string, body: object) => (await api<{ data: { id: number } }>(stack, token, 'POST', master(company, route), body)).data;
  const kopi = (await post('person-data', { persontype: 1, personno: 'V-00001', name: 'PT Pemasok Kopi' })).id;
  const teh = (await post('person-data', { persontype: 1, personno: 'V-00002', name: 'CV Teh Wangi' })).id;
  await post('item', { itemno: 'KOPI', itemdescription: 'Kopi Bubuk 250 g', unit1: 'PCS', itemtype: 0 });
  await post('item', { itemno: 'TEH', itemdescription: 'Teh Celup isi 25', unit1: 'PCS', itemtype: 0 });
  const invoice = (vendorid: number, date: number, due: number, itemno: string, quantity: string, unitprice: string) =>
    post('purchase-invoice', { invoicedate: day(date), duedate: day(due), vendorid, details: [{ itemno, quantity, unitprice }] });
  const a = await invoice(kopi, -100, -70, 'KOPI', '10', '15000');
  await invoice(kopi, -40, -10, 'TEH', '5', '8000');
  await invoice(kopi, -5, 25, 'KOPI', '2', '15000');
  await invoice(teh, -200, -150, 'TEH', '4', '8000');
  await post('purchase-payment', { paymentdate: day(-20), vendorid: kopi, bankaccnt: await accountId(stack, token, company, '1-10003'), details: [{ apinvoiceid: a.id, pay: '50000' }] });
  const po = await post('purchase-order', { podate: day(-30), vendorid: kopi, details: [{ itemno: 'KOPI', quantity: '20', unitprice: '15000' }] });
  await post('goods-receipt', { receivedate: day(-25), vendorid: kopi, details: [{ itemno: 'KOPI', quantity: '12', unitprice: '15000', poid: po.id, poseq: 1 }] });
  return { token, company };
}

const LABELS = {
  id: { reports: 'Laporan', aging: 'Umur Hutang', statement: 'Kartu Hutang / Mutasi Pemasok', purchases: 'Laporan Pembelian', byItem: 'Pembelian per Barang', openOrders: 'Pesanan Pembelian Terbuka', grni: 'Barang Diterima Belum Ditagih' },
  en: { reports: 'Reports', aging: 'AP Aging', statement: 'Vendor Statement', purchases: 'Purchasing Reports', byItem: 'Purchases by Item', openOrders: 'Open Purchase Orders', grni: 'Goods Received Not Invoiced' },
} as const;

/** Waits for a report table's first row in the active tab. */
const firstRow = (page: Page, table: string) => activePane(page).getByTestId(table).locator('.ant-table-row').first().waitFor();

/** Picks the vendor of the statement by typing part of its name. */
async function chooseVendor(page: Page, text: string): Promise<void> {
  const input = activePane(page).locator('#vendor-statement-vendor');
  await input.click();
  await page.keyboard.type(text);
  await activeOption(page, '#vendor-statement-vendor', text).waitFor();
  await page.keyboard.press('Enter');
}

async function pickReport(page: Page, label: string): Promise<void> {
  await activePane(page).getByTestId('report-kind').getByText(label, { exact: true }).click();
}

/** Opens each tab with its data in `lang` at one size and takes its pictures. */
async function visitAll(page: Page, lang: Language, size: string): Promise<void> {
  const L = LABELS[lang];
  await openScreen(page, L.reports, L.aging);
  await firstRow(page, 'ap-aging-table');
  await shoot(page, `ap-aging-${lang}-${size}`, { fullPage: true });
  await openScreen(page, L.reports, L.statement);
  await chooseVendor(page, 'Kopi');
  await firstRow(page, 'vendor-statement-table');
  await shoot(page, `vendor-statement-${lang}-${size}`, { fullPage: true });
  await openScreen(page, L.reports, L.purchases);
  await firstRow(page, 'purchase-report-table');
  await shoot(page, `purchases-by-vendor-${lang}-${size}`, { fullPage: true });
  for (const [label, name] of [[L.byItem, 'purchases-by-item'], [L.openOrders, 'open-purchase-orders'], [L.grni, 'goods-received-not-invoiced']] as const) {
    await pickReport(page, label);
    await activePane(page).getByTestId('purchase-report-table').locator('.ant-table-row').first().waitFor();
    await shoot(page, `${name}-${lang}-${size}`, { fullPage: true });
  }
}

describe('payables reports', () => {
  it('the aging by column with the payable balance, the vendor statement and the purchasing reports, each exported', async () => {
    const { token, company } = await payablesCompany('id');
    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: { width: 1280, height: 800 }, locale: 'id-ID' });
    const pane = activePane(page);
    await chooseMenu(page, 'Laporan', 'Umur Hutang');
    const aging = pane.getByTestId('ap-aging-table');
    await aging.locator('.stock-card__section', { hasText: 'PT Pemasok Kopi' }).waitFor();
    await aging.locator('.ant-table-row', { hasText: 'Total PT Pemasok Kopi' }).filter({ hasText: '170.000,00' }).waitFor();
    await aging.locator('.ant-table-row', { hasText: 'Total CV Teh Wangi' }).filter({ hasText: '32.000,00' }).waitFor();
    await expect.poll(() => pane.getByTestId('ap-aging-total').textContent()).toBe('202.000,00');
    await expect.poll(() => pane.getByTestId('ap-aging-payable').textContent()).toBe('202.000,00');
    await shoot(page, 'ap-aging-test-id-1280', { fullPage: true });
    const [xlsx] = await Promise.all([page.waitForEvent('download'), pane.getByTestId('export-xlsx').click()]);
    expect(xlsx.suggestedFilename()).toBe(`umur-hutang-${day(0)}.xlsx`);
    expect(fs.readFileSync(await xlsx.path()).subarray(0, 2).toString()).toBe('PK');

    await chooseMenu(page, 'Laporan', 'Kartu Hutang / Mutasi Pemasok');
    await chooseVendor(page, 'Kopi');
    const statement = activePane(page).getByTestId('vendor-statement-table');
    await statement.locator('.ant-table-row', { hasText: 'Saldo Akhir' }).filter({ hasText: '170.000,00' }).waitFor();
    await expect.poll(() => statement.locator('.ant-table-row').count()).toBe(6);
    await statement.getByRole('button', { name: /^Buka Faktur Pembelian/ }).first().waitFor();
    const [statementFile] = await Promise.all([page.waitForEvent('download'), activePane(page).getByTestId('export-xlsx').click()]);
    expect(statementFile.suggestedFilename()).toMatch(/^kartu-hutang-V-00001-\d{4}-01-01-\d{4}-\d{2}-\d{2}\.xlsx$/);

    await chooseMenu(page, 'Laporan', 'Laporan Pembelian');
    const report = activePane(page).getByTestId('purchase-report-table');
    await report.locator('.ant-table-row', { hasText: 'PT Pemasok Kopi' }).filter({ hasText: '220.000,00' }).waitFor();
    await pickReport(page, 'Pesanan Pembelian Terbuka');
    await report.locator('.ant-table-row', { hasText: 'KOPI' }).filter({ hasText: '8 PCS' }).filter({ hasText: '120.000,00' }).waitFor();
    await pickReport(page, 'Barang Diterima Belum Ditagih');
    await report.locator('.ant-table-row', { hasText: 'KOPI' }).filter({ hasText: '12 PCS' }).filter({ hasText: '180.000,00' }).waitFor();
    await expect.poll(() => activePane(page).getByTestId('purchase-report-total').textContent()).toBe('180.000,00');
    await expect.poll(() => activePane(page).getByTestId('purchase-report-unbilled').textContent()).toBe('180.000,00');
    const [grni] = await Promise.all([page.waitForEvent('download'), activePane(page).getByTestId('export-xlsx').click()]);
    expect(grni.suggestedFilename()).toBe(`barang-diterima-belum-ditagih-${day(0)}.xlsx`);
    await page.context().close();
  });

  it('in English on a phone: each tab with its data', async () => {
    const { token, company } = await payablesCompany('en');
    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: { width: 375, height: 812 }, locale: 'en-US' });
    await visitAll(page, 'en', '375');
    await expect.poll(() => activePane(page).getByTestId('purchase-report-unbilled').textContent()).toMatch(/^180[.,]000[.,]00$/);
    await page.context().close();
  });
});

describeScreenshots('payables report screenshots', () => {
  const SIZES = { '1280': { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;
  it.each(['id', 'en'] as const)('every payables tab in %s', async (lang) => {
    const { token, company } = await payablesCompany(lang);
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await visitAll(page, lang, size);
      await page.context().close();
    }
  });
});
