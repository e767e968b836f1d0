import type { Page } from 'playwright-core';
import { it } from 'vitest';
import { activeOption, api, type Company } from './support/companies.ts';
import { accountId, master } from './support/master-data.ts';
import { describeScreenshots, SCREEN_SIZES, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, openScreen, openWorkspace } from './support/workspace.ts';

/** Screenshots of the sales side's reports: PPN Keluaran (output VAT, tax invoices), Umur Piutang (AR aging), Kartu Piutang. */
const stack = useStack();

/** A date `days` from today (UTC), YYYY-MM-DD. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The month before this one, as the tax screen opens on it. */
const now = new Date();
const lastMonth = (d: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, d)).toISOString().slice(0, 10);

/**
 * A company with an NPWP and two customers (Toko Maju with an NPWP, Overseas Buyer Pte abroad with a passport);
 * service invoices with PPN last month (one of them past due), one partly received.
 */
async function salesCompany(language: Language): Promise<{ token: string; company: Company }> {
  const { token, company } = await ownerWithCompany(stack, { language, user: { id: 'Sari Piutang', en: 'Sam Receivables' }, company: { id: 'PT Umur Piutang', en: 'Receivables Ltd' } });
  const call = async (method: string, route: string, body?: object) => (await api<{ data: { id: number } & Record<string, unknown> }>(stack, token, method, master(company, route), body)).data;
  const profile = await call('GET', 'company');
  await call('PUT', 'company', { ...profile, npwp: '01.234.567.8-609.000' });
  await call('POST', 'item', { itemno: 'JASA-PASANG', itemdescription: 'Jasa pemasangan', unit1: 'KALI', itemtype: 1 });
  const maju = (await call('POST', 'person-data', { persontype: 0, personno: 'C-00001', name: 'Toko Maju', tax1exemptionno: '0023456789012000', addressline1: 'Jl. Pemuda 1', city: 'Surabaya' })).id;
  const abroad = (await call('POST', 'person-data', { persontype: 0, personno: 'C-00002', name: 'Overseas Buyer Pte', country: 'SGP', buyerdocument: 'Passport', buyerdocumentnumber: 'K1234567', addressline1: '1 Orchard Rd' })).id;
  const invoice = (customerid: number, date: string, due: string, price: string) =>
    call('POST', 'sales-invoice', { invoicedate: date, duedate: due, customerid, details: [{ itemno: 'JASA-PASANG', quantity: '1', unitprice: price, taxcodes: 'PPN' }] });
  const a = await invoice(maju, lastMonth(3), day(-45), '4500000');
  await invoice(maju, lastMonth(12), day(20), '1500000');
  await invoice(abroad, lastMonth(15), day(-5), '2000000');
  await call('POST', 'sales-payment', { paymentdate: lastMonth(20), customerid: maju, bankaccount: await accountId(stack, token, company, '1-10003'), details: [{ arinvoiceid: a.id, pay: '2000000' }] });
  return { token, company };
}

const LABELS = {
  id: { reports: 'Laporan', tax: 'Laporan Pajak', outputVat: 'PPN Keluaran', aging: 'Umur Piutang', statement: 'Kartu Piutang / Mutasi Pelanggan', locale: 'id-ID' },
  en: { reports: 'Reports', tax: 'Tax Reports', outputVat: 'Output VAT', aging: 'AR Aging', statement: 'Customer Statement', locale: 'en-US' },
} as const;

const firstRow = (page: Page, testId: string) => activePane(page).getByTestId(testId).locator('.ant-table-row').first().waitFor();

async function visitAll(page: Page, lang: Language, size: string): Promise<void> {
  const L = LABELS[lang];
  await openScreen(page, L.reports, L.tax);
  await activePane(page).getByTestId('tax-report-kind').getByText(L.outputVat, { exact: true }).click();
  await firstRow(page, 'output-vat-table');
  await activePane(page).getByTestId('output-vat-table').locator('.ant-table-row').first().locator('input[type=checkbox]').check();
  await activePane(page).getByTestId('efaktur-xml').click();
  await activePane(page).getByTestId('efaktur-problems').or(activePane(page).getByTestId('output-vat-table')).first().waitFor();
  await shoot(page, `output-vat-${lang}-${size}`, { fullPage: true });
  await openScreen(page, L.reports, L.aging);
  await firstRow(page, 'ar-aging-table');
  await shoot(page, `ar-aging-${lang}-${size}`, { fullPage: true });
  await openScreen(page, L.reports, L.statement);
  const input = activePane(page).locator('#customer-statement-customer');
  await input.click();
  await page.keyboard.type('Maju');
  await activeOption(page, '#customer-statement-customer', 'Maju').waitFor();
  await page.keyboard.press('Enter');
  await firstRow(page, 'customer-statement-table');
  await shoot(page, `customer-statement-${lang}-${size}`, { fullPage: true });
}

describeScreenshots('receivables and sales tax screenshots', () => {
  it.each(['id', 'en'] as const)('output VAT, AR aging and customer statement in %s', async (lang) => {
    const { token, company } = await salesCompany(lang);
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: LABELS[lang].locale });
      await visitAll(page, lang, size);
      await page.context().close();
    }
  });
});
