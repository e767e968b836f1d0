import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { accountId, master } from './support/master-data.ts';
import { describeScreenshots, SCREEN_SIZES, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language, type Owner } from './support/setup.ts';
import { activePane, openScreen, openWorkspace } from './support/workspace.ts';

/**
 * Fixed asset import (issue 14): Impor Transaksi → Aktiva Tetap; a 3-row file previewed (the server's dry run), a bad
 * file's rows and columns listed, the good file imported and its assets found in the asset list.
 */
const stack = useStack();
type Row = Record<string, unknown>;

const LABELS = {
  id: { imports: 'Impor Transaksi', entry: 'Aktiva Tetap', preview: 'Pratinjau', run: 'Impor', ready: '3 aset siap diimpor.', done: '3 aset berhasil diimpor.' },
  en: { imports: 'Import Transactions', entry: 'Fixed Assets', preview: 'Preview', run: 'Import', ready: '3 assets ready to import.', done: '3 assets imported.' },
} as const;

async function importOwner(language: Language): Promise<Owner> {
  const owner = await ownerWithCompany(stack, { language, user: { id: 'Indah Impor', en: 'Ian Import' }, company: { id: 'PT Impor Aktiva', en: 'Asset Import Ltd' } });
  const { token, company } = owner;
  await api(stack, token, 'POST', master(company, 'fa-type'), {
    assettype: 'PK',
    fatypedesc: 'Peralatan Kantor',
    deprmethod: 1,
    estlife: 4,
    rate: '0',
    assetglaccnt: await accountId(stack, token, company, '1-20400'),
    accumglaccnt: await accountId(stack, token, company, '1-30400'),
    expenseglaccnt: await accountId(stack, token, company, '6-10600'),
  });
  return owner;
}

const GOOD = [
  'Kode Aset;Nama Aset;Kode Tipe Aset;Tanggal Beli;Harga Perolehan;Akun Lawan Perolehan',
  'IMP-01;Laptop Kantor;PK;05/01/2026;15000000;1-10002',
  'IMP-02;Printer Laser;PK;10/01/2026;4500000,50;1-10002',
  'IMP-03;Meja Rapat;PK;15/01/2026;7250000;',
].join('\n');
const BAD = GOOD.replace('15/01/2026', '31/02/2026').replace(';PK;10/01', ';XX;10/01');

async function choose(page: Page, name: string, content: string): Promise<void> {
  await activePane(page).locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await activePane(page).getByTestId('asset-import-file').filter({ hasText: name }).waitFor();
}

async function openImport(page: Page, language: Language): Promise<void> {
  await openScreen(page, LABELS[language].imports, LABELS[language].entry);
  await activePane(page).getByTestId('asset-import').waitFor();
}

const press = (page: Page, label: string) => activePane(page).getByRole('button', { name: new RegExp(`^\\S*\\s*${label}$`) }).click();

describe('fixed asset import', () => {
  it('previews a bad file with its rows and columns, then previews and imports a good one whose assets appear in the list', async () => {
    const owner = await importOwner('id');
    const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey);
    await openImport(page, 'id');

    await choose(page, 'aset-salah.csv', BAD);
    await press(page, 'Pratinjau');
    const errors = activePane(page).getByTestId('asset-import-errors');
    await errors.locator('.ant-table-row', { hasText: 'Tanggal Beli' }).waitFor();
    await expect.poll(() => errors.locator('.ant-table-row').count()).toBeGreaterThanOrEqual(1);
    await activePane(page).getByTestId('asset-import-result').filter({ hasText: 'tidak diimpor' }).waitFor();

    await choose(page, 'aset.csv', GOOD);
    await press(page, 'Pratinjau');
    await activePane(page).getByTestId('asset-import-result').filter({ hasText: LABELS.id.ready }).waitFor();
    const list = (await api<{ total: number }>(stack, owner.token, 'GET', `${master(owner.company, 'fixed-asset/readall')}?size=50`)).total;
    expect(list).toBe(0);

    await press(page, 'Impor');
    await activePane(page).getByTestId('asset-import-result').filter({ hasText: LABELS.id.done }).waitFor();
    await activePane(page).getByTestId('asset-import-records').locator('.ant-table-row', { hasText: '4.500.000,50' }).waitFor();
    const rows = (await api<{ listdata: Row[] }>(stack, owner.token, 'GET', `${master(owner.company, 'fixed-asset/readall')}?size=50`)).listdata;
    expect(rows.map((r) => [r.assetcode, r.assetname, r.cost])).toEqual([
      ['IMP-01', 'Laptop Kantor', '15000000'],
      ['IMP-02', 'Printer Laser', '4500000.5'],
      ['IMP-03', 'Meja Rapat', '7250000'],
    ]);
    await page.context().close();
  });
});

describeScreenshots('fixed asset import screenshots', () => {
  it.each(['id', 'en'] as const)('the import screen with a preview and a refused file, in %s', async (lang) => {
    const owner = await importOwner(lang);
    const labels = LABELS[lang];
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await openImport(page, lang);
      await choose(page, 'aset.csv', GOOD);
      await press(page, labels.preview);
      await activePane(page).getByTestId('asset-import-result').filter({ hasText: labels.ready }).waitFor();
      await shoot(page, `fixed-asset-import-preview-${lang}-${size}`);
      await choose(page, 'aset-salah.csv', BAD);
      await press(page, labels.preview);
      await activePane(page).getByTestId('asset-import-errors').locator('.ant-table-row').first().waitFor();
      await shoot(page, `fixed-asset-import-errors-${lang}-${size}`);
      await page.context().close();
    }
  });
});
