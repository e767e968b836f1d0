import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { accountId, master } from './support/master-data.ts';
import { describeScreenshots, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, openScreen, openWorkspace } from './support/workspace.ts';

/** The tax reports (Laporan Pajak): PPh 23 withheld with its e-Bupot BPPU file, and input VAT (PPN Masukan). */
const stack = useStack();

type Row = Record<string, unknown>;
const LABELS = {
  id: { reports: 'Laporan', screen: 'Laporan Pajak', pph23: 'PPh 23 Dipotong', vat: 'PPN Masukan', locale: 'id-ID' },
  en: { reports: 'Reports', screen: 'Tax Reports', pph23: 'PPh 23 Withheld', vat: 'Input VAT', locale: 'en-US' },
} as const;

/** The month before this one (the screen opens on it) as "YYYY-MM", and a day of it. */
const now = new Date();
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const MONTH = last.toISOString().slice(0, 7);
const day = (d: number) => `${MONTH}-${String(d).padStart(2, '0')}`;

/**
 * A company with an NPWP whose last month has invoices with PPN from a vendor with an NPWP and one without, paid with
 * PPh 23 (2 % and 4 %).
 */
async function taxCompany(language: Language) {
  const { token, company } = await ownerWithCompany(stack, { language, user: { id: 'Sari Pajak', en: 'Sarah Tax' }, company: { id: 'PT Pajak Rapi', en: 'Tidy Tax Ltd' } });
  const call = <T = { data: Row & { id: number } }>(method: string, route: string, body?: unknown) => api<T>(stack, token, method, master(company, route), body);
  const profile = (await call<{ data: Row }>('GET', 'company')).data;
  await call('PUT', 'company', { ...profile, npwp: '01.234.567.8-609.000' });
  await call('POST', 'item', { itemno: 'JASA-ANGKUT', itemdescription: 'Angkutan kontainer', unit1: 'KALI', itemtype: 1 });
  const vendor = async (personno: string, name: string, extra: Row) => (await call('POST', 'person-data', { persontype: 1, personno, name, ...extra })).data.id;
  const withNpwp = await vendor('V-20001', 'PT Logistik Cepat', { tax1exemptionno: '02.345.678.9-012.000' });
  const without = await vendor('V-20002', 'CV Angkut Murah', {});
  const tax = (await call<{ data: { taxid?: number; id?: number } }>('GET', 'tax/readNo/PPH23')).data;
  const pph23 = tax.taxid ?? tax.id;
  const bank = await accountId(stack, token, company, '1-10003');
  const invoice = async (vendorid: number, d: number, price: string, taxinvoiceno: string) =>
    (await call('POST', 'purchase-invoice', { invoicedate: day(d), vendorid, taxinvoiceno, details: [{ itemno: 'JASA-ANGKUT', quantity: '1', unitprice: price, taxcodes: 'PPN' }] })).data;
  const a = await invoice(withNpwp, 3, '4500000', '04002600000000342');
  const b = await invoice(without, 5, '1500000', '04002600000000343');
  const pay = async (vendorid: number, d: number, inv: Row & { id: number }, base: string, bupotno: string) =>
    call('POST', 'purchase-payment', { paymentdate: day(d), vendorid, bankaccnt: bank, details: [{ apinvoiceid: inv.id, pay: inv.totalamount, pph23taxid: pph23, pph23base: base, bupotno }] });
  await pay(withNpwp, 10, a, '4500000', 'BP-0001');
  await pay(without, 12, b, '1500000', 'BP-0002');
  return { token, company, without, a, call };
}

async function openTaxReports(page: Page, lang: Language) {
  await openScreen(page, LABELS[lang].reports, LABELS[lang].screen);
  await activePane(page).getByTestId('pph23-table').locator('.ant-table-row').first().waitFor();
}

async function pickVat(page: Page, lang: Language) {
  await activePane(page).getByTestId('tax-report-kind').getByText(LABELS[lang].vat, { exact: true }).click();
  await activePane(page).getByTestId('input-vat-table').locator('.ant-table-row').first().waitFor();
}

const downloadOf = async (page: Page, testId: string) => {
  const [download] = await Promise.all([page.waitForEvent('download'), activePane(page).getByTestId(testId).click()]);
  return { name: download.suggestedFilename(), body: fs.readFileSync(await download.path()) };
};

describe('tax reports', () => {
  it('PPh 23 withheld at 2 % and 4 %, its e-Bupot file refused until the vendor has an NPWP, then downloaded; input VAT; both agree with the ledger', async () => {
    const { token, company, without, call } = await taxCompany('id');
    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: { width: 1280, height: 800 }, locale: 'id-ID' });
    await openTaxReports(page, 'id');
    const table = activePane(page).getByTestId('pph23-table');
    await table.locator('.ant-table-row', { hasText: 'PT Logistik Cepat' }).filter({ hasText: '0023456789012000' }).filter({ hasText: '90.000,00' }).waitFor();
    await table.locator('.ant-table-row', { hasText: 'CV Angkut Murah' }).filter({ hasText: 'tanpa NPWP' }).filter({ hasText: '4%' }).filter({ hasText: '60.000,00' }).waitFor();
    await expect.poll(() => activePane(page).getByTestId('pph23-total').textContent()).toBe('150.000,00');
    await expect.poll(() => activePane(page).getByTestId('ledger-check').textContent()).toBe('Mutasi akun hutang PPh 23 bulan ini: 150.000,00');

    const excel = await downloadOf(page, 'export-xlsx');
    expect(excel.name).toBe(`pph23-dipotong-${MONTH}.xlsx`);
    expect(excel.body.subarray(0, 2).toString()).toBe('PK');

    // The vendor without NPWP: the file is refused, the payment named.
    await activePane(page).getByTestId('ebupot-xml').click();
    await activePane(page).getByTestId('ebupot-problems').filter({ hasText: 'PAY/00002 (CV Angkut Murah) CounterpartTin: harus NPWP atau NIK 16 digit.' }).waitFor();

    // Its NPWP entered, the file is written.
    const person = (await call<{ data: Row }>('GET', `person-data/read/${without}`)).data;
    await call('PUT', 'person-data', { ...person, tax1exemptionno: '0034567890123000' });
    const xml = await downloadOf(page, 'ebupot-xml');
    expect(xml.name).toBe(`ebupot-bppu-${MONTH}.xml`);
    const text = xml.body.toString();
    expect(text).toContain('<TIN>0012345678609000</TIN>');
    expect([...text.matchAll(/<CounterpartTin>(\d+)<\/CounterpartTin>/g)].map((m) => m[1])).toEqual(['0023456789012000', '0034567890123000']);
    expect([...text.matchAll(/<Rate>(\d+)<\/Rate>/g)].map((m) => m[1])).toEqual(['2', '4']);
    await expect.poll(() => activePane(page).getByTestId('ebupot-problems').count()).toBe(0);

    await pickVat(page, 'id');
    const vat = activePane(page).getByTestId('input-vat-table');
    await vat.locator('.ant-table-row', { hasText: '04002600000000342' }).filter({ hasText: '4.500.000,00' }).filter({ hasText: '495.000,00' }).waitFor();
    await expect.poll(() => activePane(page).getByTestId('vat-total-ppn').textContent()).toBe('660.000,00');
    await expect.poll(() => activePane(page).getByTestId('ledger-check').textContent()).toBe('Mutasi akun PPN Masukan bulan ini: 660.000,00');
    const vatExcel = await downloadOf(page, 'export-xlsx');
    expect(vatExcel.name).toBe(`ppn-masukan-${MONTH}.xlsx`);
    await page.context().close();
  });
});

describeScreenshots('tax reports screenshots', () => {
  const SIZES = { '1280': { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;

  it.each(['id', 'en'] as const)('PPh 23 withheld with a refused e-Bupot file, and input VAT, in %s', async (lang) => {
    const { token, company } = await taxCompany(lang);
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: LABELS[lang].locale });
      await openTaxReports(page, lang);
      await activePane(page).getByTestId('ebupot-xml').click();
      await activePane(page).getByTestId('ebupot-problems').waitFor();
      await shoot(page, `tax-pph23-${lang}-${size}`, { fullPage: true });
      await pickVat(page, lang);
      await shoot(page, `tax-input-vat-${lang}-${size}`, { fullPage: true });
      await page.context().close();
    }
  });
});
