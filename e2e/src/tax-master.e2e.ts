import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, chooseOption } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { describeScreenshots, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, formIdle, notice, openListRow, openScreen, openWorkspace, showForm, showList } from './support/workspace.ts';

const stack = useStack();

const owner = (language: Language, company: string) => ownerWithCompany(stack, { language, user: { id: 'Dewi Lestari', en: 'Daniel Tan' }, company });

type Row = Record<string, unknown>;

const LABELS = {
  id: { master: 'Data Master', tax: 'Pajak', save: 'Simpan', saved: 'Berhasil', withholding: 'PPh (Pemotongan)', vat: 'PPN (Pajak Pertambahan Nilai)' },
  en: { master: 'Master Data', tax: 'Tax', save: 'Save', saved: 'Successfully', withholding: 'Withholding (PPh)', vat: 'VAT (PPN)' },
} as const;

/** The tax object code's form item, and the code it shows (the selected option's title). */
const codeField = (page: Page) => activePane(page).locator('.ant-form-item', { has: page.locator('#tax_taxobjectcode') });

async function openTax(page: Page, taxcode: string) {
  await showList(page);
  await openListRow(page, activePane(page).locator('.ant-table-row', { hasText: taxcode }).first());
  await activePane(page).getByTestId('doc-title').filter({ hasText: taxcode }).waitFor();
}

async function chooseKind(page: Page, label: string) {
  await page.locator('#tax_kind').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).click();
}

describe('tax master: PPh tax object code', () => {
  it('picks a withholding tax’s code from the Coretax list by name or code, and shows none on a VAT', async () => {
    const { token, company } = await owner('id', 'PT Pajak Tertib');
    const labels = LABELS.id;
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await openScreen(page, labels.master, labels.tax);
    await formIdle(page, 'tax');

    // The provisioned PPh 23 starts at 24-104-01; a search on a word of the name finds the software service.
    await openTax(page, 'PPH23');
    await codeField(page).getByTitle('24-104-01 · Jasa Teknik (2%)').waitFor();
    await chooseOption(page, '#tax_taxobjectcode', 'software');
    await activePane(page).getByRole('button', { name: labels.save }).click();
    await notice(page, labels.saved).first().waitFor();
    const pph23 = (await api<{ data: Row }>(stack, token, 'GET', master(company, 'tax/readNo/PPH23'))).data;
    expect(pph23).toMatchObject({ taxobjectcode: '24-104-24', version: 2 });

    // A VAT has no tax object code: the field is not there.
    await openTax(page, 'PPN-BM');
    await expect.poll(() => codeField(page).count()).toBe(0);

    // A new tax shows the field once it is a withholding; turned into a VAT, its code goes.
    await activePane(page).getByRole('button', { name: 'Baru' }).click();
    await formIdle(page, 'tax');
    await expect.poll(() => codeField(page).count()).toBe(0);
    await page.locator('#tax_taxcode').fill('PPH23-K');
    await page.locator('#tax_taxname').fill('PPh 23 Jasa Konsultan');
    await chooseKind(page, labels.withholding);
    await page.locator('#tax_rate').fill('2');
    await chooseOption(page, '#tax_taxobjectcode', '24-104-03');
    await page.keyboard.press('Control+s');
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'PPH23-K' }).waitFor();
    const consultant = (await api<{ data: Row }>(stack, token, 'GET', master(company, 'tax/readNo/PPH23-K'))).data;
    expect(consultant).toMatchObject({ kind: 'withholding', rate: '0.02', taxobjectcode: '24-104-03' });

    await chooseKind(page, labels.vat);
    await expect.poll(() => codeField(page).count()).toBe(0);
    await page.keyboard.press('Control+s');
    await expect.poll(async () => (await api<{ data: Row }>(stack, token, 'GET', master(company, 'tax/readNo/PPH23-K'))).data).toMatchObject({ kind: 'vat', taxobjectcode: null, version: 2 });
    await page.context().close();
  });
});

describeScreenshots('tax master screenshots', () => {
  const SIZES = { desktop: { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;

  it.each(['id', 'en'] as const)('the PPh 23 tax with its tax object code, and the searchable list, in %s', async (lang) => {
    const { token, company } = await owner(lang, lang === 'id' ? 'PT Jasa Prima' : 'Jasa Prima Services');
    const labels = LABELS[lang];
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await openScreen(page, labels.master, labels.tax);
      await formIdle(page, 'tax');
      await openTax(page, 'PPH23');
      await showForm(page);
      await codeField(page).getByTitle('24-104-01 · Jasa Teknik (2%)').waitFor();
      await shoot(page, `tax-form-${lang}-${size}`);
      await page.locator('#tax_taxobjectcode').click();
      await page.locator('#tax_taxobjectcode').fill('jasa pe');
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
      await shoot(page, `tax-object-code-search-${lang}-${size}`);
      await page.keyboard.press('Escape');
      await showList(page);
      await activePane(page).locator('.ant-table-row', { hasText: '24-104-01' }).waitFor();
      await shoot(page, `tax-list-${lang}-${size}`);
      await page.context().close();
    }
  });
});
