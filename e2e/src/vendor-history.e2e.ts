import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeOption, api, type Company } from './support/companies.ts';
import { accountId, master } from './support/master-data.ts';
import { describeScreenshots, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, openScreen, openWorkspace, workspaceTab } from './support/workspace.ts';

/** The vendor history (Riwayat Pemasok): a vendor's orders, receipts, invoices with what is owed, payments and returns. */
const stack = useStack();

/** A date `days` from today (UTC), YYYY-MM-DD. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A company with two vendors. PT Pemasok Kopi: an order of 20 KOPI, 12 of them received; invoice A (150.000, 50.000
 * paid), B (40.000, one TEH of 8.000 returned), C (30.000, paid in full); owed 100.000 + 32.000 = 132.000. CV Teh
 * Wangi: invoice D (32.000), which Kopi's history never shows.
 */
async function historyCompany(language: Language): Promise<{ token: string; company: Company; numbers: Record<'a' | 'b' | 'c' | 'd', string> }> {
  const { token, company } = await ownerWithCompany(stack, { language, user: { id: 'Sari Riwayat', en: 'Sam History' }, company: { id: 'PT Riwayat Pemasok', en: 'Vendor History Ltd' } });
  const post = async (route: string, body: object) => (await api<{ data: { id: number } & Record<string, unknown> }>(stack, token, 'POST', master(company, route), body)).data;
  const kopi = (await post('person-data', { persontype: 1, personno: 'V-00001', name: 'PT Pemasok Kopi' })).id;
  const teh = (await post('person-data', { persontype: 1, personno: 'V-00002', name: 'CV Teh Wangi' })).id;
  await post('item', { itemno: 'KOPI', itemdescription: 'Kopi Bubuk 250 g', unit1: 'PCS', itemtype: 0 });
  await post('item', { itemno: 'TEH', itemdescription: 'Teh Celup isi 25', unit1: 'PCS', itemtype: 0 });
  const po = await post('purchase-order', { podate: day(-30), vendorid: kopi, description: 'Pesanan kopi bulanan', details: [{ itemno: 'KOPI', quantity: '20', unitprice: '15000' }] });
  await post('goods-receipt', { receivedate: day(-25), vendorid: kopi, details: [{ itemno: 'KOPI', quantity: '12', unitprice: '15000', poid: po.id, poseq: 1 }] });
  const invoice = (vendorid: number, date: number, itemno: string, quantity: string, unitprice: string, description: string) =>
    post('purchase-invoice', { invoicedate: day(date), duedate: day(date + 30), vendorid, description, details: [{ itemno, quantity, unitprice }] });
  const a = await invoice(kopi, -60, 'KOPI', '10', '15000', 'Kopi bubuk Januari');
  const b = await invoice(kopi, -40, 'TEH', '5', '8000', 'Teh celup');
  const c = await invoice(kopi, -20, 'KOPI', '2', '15000', 'Kopi bubuk tambahan');
  const d = await invoice(teh, -10, 'TEH', '4', '8000', 'Teh dari pemasok lain');
  const bank = await accountId(stack, token, company, '1-10003');
  await post('purchase-payment', { paymentdate: day(-15), vendorid: kopi, bankaccnt: bank, details: [{ apinvoiceid: a.id, pay: '50000' }, { apinvoiceid: c.id, pay: '30000' }] });
  await post('purchase-return', { returndate: day(-5), vendorid: kopi, apinvoiceid: b.id, details: [{ itemno: 'TEH', quantity: '1', unitprice: '8000', invseq: 1 }] });
  const number = (doc: Record<string, unknown>) => String(doc.invoiceno);
  return { token, company, numbers: { a: number(a), b: number(b), c: number(c), d: number(d) } };
}

const LABELS = {
  id: { modules: 'Modul Utama', purchasing: 'Pembelian', history: 'Riwayat Pemasok', forms: ['Pesanan Pembelian', 'Penerimaan Barang', 'Faktur Pembelian', 'Pembayaran Pembelian', 'Retur Pembelian'] },
  en: { modules: 'Main Modules', purchasing: 'Purchasing', history: 'Vendor History', forms: ['Purchase Order', 'Goods Receipt', 'Purchase Invoice', 'Purchase Payment', 'Purchase Return'] },
} as const;

/** Picks the vendor by typing part of its name. */
async function chooseVendor(page: Page, text: string): Promise<void> {
  const input = activePane(page).locator('#vendor-history-vendor');
  await input.click();
  await page.keyboard.type(text);
  await activeOption(page, '#vendor-history-vendor', text).waitFor();
  await page.keyboard.press('Enter');
}

const list = (page: Page) => activePane(page).getByTestId('vendor-history-list');
const rowOf = (page: Page, number: string) => list(page).locator('.ant-table-row', { hasText: number });
const pickForm = (page: Page, label: string) => activePane(page).getByTestId('history-form').getByText(label, { exact: true }).click();

describe('vendor history', () => {
  it('a vendor picked by name shows what is owed and its invoices with paid, owing and status; each form its own documents, searched', async () => {
    const { token, company, numbers } = await historyCompany('id');
    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: { width: 1280, height: 800 }, locale: 'id-ID' });
    await openScreen(page, 'Modul Utama', 'Pembelian', 'Riwayat Pemasok');
    await activePane(page).getByText('Pilih pemasok untuk melihat riwayat dokumennya.').waitFor();
    await chooseVendor(page, 'Kopi');
    await expect.poll(() => activePane(page).getByTestId('vendor-history-owed').textContent()).toBe('132.000,00');
    // Invoices first, newest first: C paid, B partly settled by its return, A partly paid.
    await expect.poll(() => list(page).locator('.ant-table-row').count()).toBe(3);
    const invoice = async (number: string) => {
      const row = rowOf(page, number);
      return { paid: await row.getByTestId('history-paid').textContent(), owing: await row.getByTestId('history-owing').textContent(), status: await row.getByTestId('doc-status').textContent() };
    };
    await rowOf(page, numbers.a).waitFor();
    expect(await list(page).locator('.ant-table-row').first().textContent()).toContain(numbers.c);
    expect(await invoice(numbers.a)).toEqual({ paid: '50.000,00', owing: '100.000,00', status: 'Lunas Sebagian' });
    expect(await invoice(numbers.b)).toMatchObject({ owing: '32.000,00' });
    expect(await invoice(numbers.c)).toEqual({ paid: '30.000,00', owing: '0,00', status: 'Lunas' });
    expect(await rowOf(page, numbers.a).textContent()).toContain('Kopi bubuk Januari');
    expect(await rowOf(page, numbers.d).count()).toBe(0);
    await shoot(page, 'vendor-history-test-id-1280', { fullPage: true });

    // The search runs on the server over number and description.
    await list(page).getByTestId('list-search').fill('Teh celup');
    await expect.poll(() => list(page).locator('.ant-table-row').count()).toBe(1);
    await rowOf(page, numbers.b).waitFor();

    // Each other form lists the vendor's own documents of that form.
    for (const [label, count] of [['Pesanan Pembelian', 1], ['Penerimaan Barang', 1], ['Pembayaran Pembelian', 1], ['Retur Pembelian', 1]] as const) {
      await pickForm(page, label);
      await expect.poll(() => list(page).locator('.ant-table-row').count()).toBe(count);
    }
    await pickForm(page, 'Pembayaran Pembelian');
    await expect.poll(() => list(page).locator('.ant-table-row').first().getByTestId('history-totalamount').textContent()).toBe('80.000,00');
    await pickForm(page, 'Pesanan Pembelian');
    await expect.poll(() => list(page).locator('.ant-table-row').first().getByTestId('doc-status').textContent()).toBe('Sebagian');

    // A row opens its document's own tab.
    await list(page).locator('.ant-table-row').first().click();
    await workspaceTab(page, 'Pesanan Pembelian').tab.waitFor();
    await page.context().close();
  });
});

/** Opens the history with Kopi's invoices in `lang` and takes the pictures; then its orders. */
async function visit(page: Page, lang: Language, size: string, numbers: Record<string, string>): Promise<void> {
  const L = LABELS[lang];
  await openScreen(page, L.modules, L.purchasing, L.history);
  await activePane(page).getByTestId('vendor-history').locator('.ant-empty').waitFor();
  await shoot(page, `vendor-history-empty-${lang}-${size}`);
  await chooseVendor(page, 'Kopi');
  await rowOf(page, numbers.a!).waitFor();
  await expect.poll(() => activePane(page).getByTestId('vendor-history-owed').textContent()).toMatch(/^132[.,]000[.,]00$/);
  await shoot(page, `vendor-history-${lang}-${size}`);
  await pickForm(page, L.forms[0]);
  await list(page).locator('.ant-table-row').first().waitFor();
  await shoot(page, `vendor-history-orders-${lang}-${size}`);
}

describeScreenshots('vendor history screenshots', () => {
  const SIZES = { '1280': { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;
  it.each(['id', 'en'] as const)('the vendor history in %s', async (lang) => {
    const { token, company, numbers } = await historyCompany(lang);
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await visit(page, lang, size, numbers);
      await page.context().close();
    }
  });
});
