import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { describeScreenshots, SCREEN_SIZES, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, formIdle, openListRow, openScreen, openWorkspace, showForm, showList } from './support/workspace.ts';

/**
 * The Coretax fields of the customer and tax masters (issue 13 item 6): a customer's NPWP, NIK, buyer ID type and
 * place of business on its own tab, refused with the field named; a VAT's e-Faktur transaction code.
 */
const stack = useStack();
const owner = (language: Language, company: string) => ownerWithCompany(stack, { language, user: { id: 'Sri Wahyuni', en: 'Sarah Wong' }, company });
type Row = Record<string, unknown>;

const LABELS = {
  id: { master: 'Data Master', customer: 'Pelanggan', tax: 'Pajak', taxTab: 'Pajak' },
  en: { master: 'Master Data', customer: 'Customer', tax: 'Tax', taxTab: 'Tax' },
} as const;

async function openCustomer(page: Page, lang: Language, name: string) {
  await openScreen(page, LABELS[lang].master, LABELS[lang].customer);
  await formIdle(page, 'customer');
  await showList(page);
  await openListRow(page, activePane(page).locator('.ant-table-row', { hasText: name }));
  await activePane(page).getByTestId('doc-title').filter({ hasText: name }).waitFor();
  await activePane(page).getByRole('tab', { name: LABELS[lang].taxTab }).click();
}

describe('customer master: tax identity', () => {
  it('shows the NPWP with its head-office IDTKU empty, refuses a bad NIK under its field, saves a branch IDTKU', async () => {
    const { token, company } = await owner('id', 'PT Pembeli Pajak');
    const customer = (await api<{ data: Row }>(stack, token, 'POST', master(company, 'person-data'), { persontype: 0, personno: 'C-00001', name: 'PT Toko Besar', tax1exemptionno: '01.234.567.8-901.000' })).data;
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await openCustomer(page, 'id', 'PT Toko Besar');
    await expect.poll(() => page.locator('#customer_tax1exemptionno').inputValue()).toBe('01.234.567.8-901.000');
    await expect.poll(() => page.locator('#customer_idtku').inputValue()).toBe('');

    await page.locator('#customer_nik').fill('3578019903800001');
    await page.keyboard.press('Control+s');
    await activePane(page).locator('.ant-form-item-explain-error', { hasText: 'harus NIK 16 digit' }).waitFor();

    await page.locator('#customer_nik').fill('');
    await page.locator('#customer_buyerdocument').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'NPWP / NIK' }).click();
    await page.locator('#customer_idtku').fill('0012345678901000000002');
    await page.keyboard.press('Control+s');
    await expect
      .poll(async () => (await api<{ data: Row }>(stack, token, 'GET', master(company, `person-data/read/${String(customer.id)}`))).data)
      .toMatchObject({ buyerdocument: 'TIN', idtku: '0012345678901000000002', nik: '' });
    await page.context().close();
  });
});

describeScreenshots('customer and tax master Coretax screenshots', () => {
  it.each(['id', 'en'] as const)('the customer tax tab and the PPN tax form, in %s', async (lang) => {
    const { token, company } = await owner(lang, lang === 'id' ? 'PT Faktur Rapi' : 'Faktur Rapi Trading');
    await api(stack, token, 'POST', master(company, 'person-data'), { persontype: 0, personno: 'C-00001', name: 'PT Toko Besar', tax1exemptionno: '0012345678901000', buyerdocument: 'TIN', idtku: '0012345678901000000002', taxaddress1: 'Jl. Rungkut Industri 12, Surabaya' });
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await openCustomer(page, lang, 'PT Toko Besar');
      await shoot(page, `customer-tax-${lang}-${size}`);
      await page.locator('#customer_idtku').fill('123');
      await page.keyboard.press('Control+s');
      await activePane(page).locator('.ant-form-item-explain-error').first().waitFor();
      await shoot(page, `customer-tax-error-${lang}-${size}`);
      await openScreen(page, LABELS[lang].master, LABELS[lang].tax);
      await formIdle(page, 'tax');
      await showList(page);
      await openListRow(page, activePane(page).locator('.ant-table-row', { hasText: 'DPP Nilai Lain' }).first());
      await showForm(page);
      await activePane(page).locator('.ant-form-item', { has: page.locator('#tax_trxcode') }).waitFor();
      await shoot(page, `tax-trxcode-${lang}-${size}`);
      await page.context().close();
    }
  });
});
