import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeOption, api } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { purchasingCompany, vendorOf, type Row } from './support/purchasing.ts';
import { describeScreenshots, SCREEN_SIZES, shoot } from './support/screenshots.ts';
import type { Language, Owner } from './support/setup.ts';
import { useStack } from './support/setup.ts';
import { activePane, openScreen, openWorkspace } from './support/workspace.ts';

/**
 * The sales reports (issue 13): Laporan Penjualan (sales by customer, by salesman, by item) and Riwayat Pelanggan (a
 * customer's sales documents beside what it owes), the purchasing report and vendor history screens over customers.
 */
const stack = useStack();

/** A date `days` from today (UTC), YYYY-MM-DD. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Two customers. PT Pelanggan Kopi: invoice A (2 KOPI at 15.000 = 30.000, salesman Andi Wijaya) and B (4 TEH at
 * 2.500 = 10.000, no salesman), together 40.000, and an order partly delivered. CV Warung Teh: invoice C (1 KOPI at
 * 15.000). No VAT; KOPI bought at 10.000.
 */
async function reportsCompany(language: Language): Promise<Owner & { numbers: Record<'a' | 'b' | 'c' | 'order' | 'delivery', string> }> {
  const owner = await purchasingCompany(stack, language);
  const { token, company } = owner;
  const post = async (route: string, body: object) => (await api<{ data: Row }>(stack, token, 'POST', master(company, route), body)).data;
  const kopi = (await post('person-data', { persontype: 0, personno: 'C-00001', name: 'PT Pelanggan Kopi' })).id;
  const teh = (await post('person-data', { persontype: 0, personno: 'C-00002', name: 'CV Warung Teh' })).id;
  const andi = (await post('salesman', { firstname: 'Andi', lastname: 'Wijaya' })).id;
  await post('purchase-invoice', {
    invoicedate: day(-10),
    vendorid: await vendorOf(stack, owner),
    details: [
      { itemno: 'KOPI', quantity: '20', unitprice: '10000' },
      { itemno: 'TEH', quantity: '40', unitprice: '1500' },
    ],
  });
  const invoice = (customerid: unknown, date: number, itemno: string, quantity: string, unitprice: string, extra: object = {}) =>
    post('sales-invoice', { invoicedate: day(date), customerid, details: [{ itemno, quantity, unitprice }], ...extra });
  const a = await invoice(kopi, -5, 'KOPI', '2', '15000', { salesmanid: andi, description: 'Kopi untuk kantor' });
  const b = await invoice(kopi, -3, 'TEH', '4', '2500', { description: 'Teh celup' });
  const c = await invoice(teh, -2, 'KOPI', '1', '15000');
  // An order of 5 KOPI, 3 of them delivered and not invoiced: 2 still open (30.000), 3 in transit at cost (30.000).
  const order = await post('sales-order', { sodate: day(-4), customerid: kopi, details: [{ itemno: 'KOPI', quantity: '5', unitprice: '15000' }] });
  const delivery = await post('delivery-order', { dodate: day(-1), customerid: kopi, details: [{ itemno: 'KOPI', quantity: '3', soid: order.id, soseq: 1 }] });
  const number = (doc: Row) => String(doc.invoiceno);
  return { ...owner, numbers: { a: number(a), b: number(b), c: number(c), order: String(order.sono), delivery: String(delivery.dono) } };
}

const LABELS = {
  id: { reports: 'Laporan', sales: 'Laporan Penjualan', modules: 'Modul Utama', salesModule: 'Penjualan', history: 'Riwayat Pelanggan', bySalesman: 'Penjualan per Salesman', byItem: 'Penjualan per Barang', open: 'Pesanan Penjualan Terbuka', dni: 'Barang Dikirim Belum Ditagih' },
  en: { reports: 'Reports', sales: 'Sales Reports', modules: 'Main Modules', salesModule: 'Sales', history: 'Customer History', bySalesman: 'Sales by Salesman', byItem: 'Sales by Item', open: 'Open Sales Orders', dni: 'Delivered Not Invoiced' },
} as const;

const table = (page: Page) => activePane(page).getByTestId('sales-report-table');
const rowOf = (page: Page, text: string) => table(page).locator('.ant-table-row', { hasText: text });
const pickReport = (page: Page, label: string) => activePane(page).getByTestId('report-kind').getByText(label, { exact: true }).click();
const historyList = (page: Page) => activePane(page).getByTestId('customer-history-list');

/** Picks the history's customer by typing part of its name. */
async function chooseCustomer(page: Page, text: string): Promise<void> {
  await activePane(page).locator('#customer-history-customer').click();
  await page.keyboard.type(text);
  await activeOption(page, '#customer-history-customer', text).waitFor();
  await page.keyboard.press('Enter');
}

/** The texts of a report row's cells. */
const cells = async (page: Page, text: string) => (await rowOf(page, text).locator('td').allTextContents()).map((t) => t.trim());

describe('sales reports', () => {
  it('sales by customer sums the two invoices of a customer; by salesman and by item; the customer history lists its invoices', async () => {
    const { token, company, numbers } = await reportsCompany('id');
    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: SCREEN_SIZES['1280'], locale: 'id-ID' });
    await openScreen(page, 'Laporan', 'Laporan Penjualan');
    await rowOf(page, 'PT Pelanggan Kopi').waitFor();
    // Customer · invoices · before VAT · VAT · total.
    expect(await cells(page, 'PT Pelanggan Kopi')).toEqual(['C-00001 · PT Pelanggan Kopi', '2', '40.000,00', '0,00', '40.000,00']);
    expect(await cells(page, 'CV Warung Teh')).toEqual(['C-00002 · CV Warung Teh', '1', '15.000,00', '0,00', '15.000,00']);
    await expect.poll(() => activePane(page).getByTestId('sales-report-total').textContent()).toBe('55.000,00');

    await pickReport(page, 'Penjualan per Salesman');
    await rowOf(page, 'Andi Wijaya').waitFor();
    expect(await cells(page, 'Andi Wijaya')).toEqual(['Andi Wijaya', '1', '30.000,00', '0,00', '30.000,00']);
    expect(await cells(page, 'Tanpa salesman')).toEqual(['Tanpa salesman', '2', '25.000,00', '0,00', '25.000,00']);

    await pickReport(page, 'Penjualan per Barang');
    await rowOf(page, 'TEH').waitFor();
    await expect.poll(() => activePane(page).getByTestId('sales-report-total').textContent()).toBe('55.000,00');
    expect(await cells(page, 'KOPI')).toEqual(['KOPI', 'Kopi Bubuk 250 g', '3 PCS', '45.000,00']);

    // The order's open line: 5 ordered, 3 delivered, 2 left worth 30.000; the 3 delivered at cost, equal to goods in transit.
    await pickReport(page, 'Pesanan Penjualan Terbuka');
    await rowOf(page, numbers.order).waitFor();
    await expect.poll(() => activePane(page).getByTestId('sales-report-total').textContent()).toBe('30.000,00');
    expect(await cells(page, numbers.order)).toEqual([numbers.order, day(-4).split('-').reverse().join('/'), 'PT Pelanggan Kopi', 'KOPI · Kopi Bubuk 250 g', '5 PCS', '3 PCS', '0 PCS', '2 PCS', '30.000,00']);
    await pickReport(page, 'Barang Dikirim Belum Ditagih');
    await rowOf(page, numbers.delivery).waitFor();
    await expect.poll(() => activePane(page).getByTestId('sales-report-total').textContent()).toBe('30.000,00');
    await expect.poll(() => activePane(page).getByTestId('sales-report-unbilled').textContent()).toBe('30.000,00');

    // Riwayat Pelanggan: Kopi's invoices, newest first, with what each owes, and what Kopi owes in all.
    await openScreen(page, 'Modul Utama', 'Penjualan', 'Riwayat Pelanggan');
    await activePane(page).getByText('Pilih pelanggan untuk melihat riwayat dokumennya.').waitFor();
    await chooseCustomer(page, 'Kopi');
    await expect.poll(() => activePane(page).getByTestId('customer-history-owed').textContent()).toBe('40.000,00');
    await expect.poll(() => historyList(page).locator('.ant-table-row').count()).toBe(2);
    expect(await historyList(page).locator('.ant-table-row').first().textContent()).toContain(numbers.b);
    const a = historyList(page).locator('.ant-table-row', { hasText: numbers.a });
    expect(await a.getByTestId('history-owing').textContent()).toBe('30.000,00');
    expect(await a.textContent()).toContain('Kopi untuk kantor');
    expect(await historyList(page).locator('.ant-table-row', { hasText: numbers.c }).count()).toBe(0);
    await page.context().close();
  });
});

describeScreenshots('sales reports screenshots', () => {
  it.each(['id', 'en'] as const)('sales reports and customer history in %s', async (lang) => {
    const { token, company, numbers } = await reportsCompany(lang);
    const L = LABELS[lang];
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await openScreen(page, L.reports, L.sales);
      await rowOf(page, 'PT Pelanggan Kopi').waitFor();
      await shoot(page, `sales-by-customer-${lang}-${size}`, { fullPage: true });
      for (const [label, name, text] of [
        [L.bySalesman, 'sales-by-salesman', 'Andi Wijaya'],
        [L.byItem, 'sales-by-item', 'TEH'],
        [L.open, 'open-sales-orders', numbers.order],
        [L.dni, 'delivered-not-invoiced', numbers.delivery],
      ] as const) {
        await pickReport(page, label);
        await rowOf(page, text).waitFor();
        await shoot(page, `${name}-${lang}-${size}`, { fullPage: true });
      }
      await openScreen(page, L.modules, L.salesModule, L.history);
      await chooseCustomer(page, 'Kopi');
      await historyList(page).locator('.ant-table-row', { hasText: numbers.a }).waitFor();
      await shoot(page, `customer-history-${lang}-${size}`);
      await page.context().close();
    }
  });
});
