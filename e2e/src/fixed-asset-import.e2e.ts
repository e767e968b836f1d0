import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser, signInToken } from './support/accounts.ts';
import { api } from './support/companies.ts';
import { accountId, master } from './support/master-data.ts';
import { describeScreenshots, SCREEN_SIZES, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language, type Owner } from './support/setup.ts';
import { activePane, openScreen, openWorkspace, showList } from './support/workspace.ts';

/**
 * Fixed asset import (issue 14): opened with "Impor" on the asset list (and Impor Transaksi → Aktiva Tetap, the same
 * tab); a 3-row file previewed (the server's dry run), a bad file's rows and columns listed, the good file imported
 * and its assets shown in the asset list. A member who may not add assets gets no "Impor".
 */
const stack = useStack();
type Row = Record<string, unknown>;

const LABELS = {
  id: { imports: 'Impor Transaksi', entry: 'Aktiva Tetap', importTab: 'Impor Aktiva Tetap', preview: 'Pratinjau', run: 'Impor', ready: '3 aset siap diimpor.', done: '3 aset berhasil diimpor.' },
  en: { imports: 'Import Transactions', entry: 'Fixed Assets', importTab: 'Import Fixed Assets', preview: 'Preview', run: 'Import', ready: '3 assets ready to import.', done: '3 assets imported.' },
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

/** A workspace tab by its whole label ("Aktiva Tetap" is not "Impor Aktiva Tetap"). */
const tab = (page: Page, label: string) => page.locator('.workspace__tabs > .ant-tabs-nav').getByRole('tab', { name: label, exact: true });

/** The fixed asset list, opened from the home tab's Aktiva Tetap tile (the same at every width). */
async function openAssetList(page: Page, language: Language): Promise<void> {
  const home = page.getByTestId('workspace-home');
  await home.getByRole('tab', { name: LABELS[language].entry, exact: true }).click();
  await home.locator('.home-module').getByRole('button', { name: LABELS[language].entry, exact: true }).click();
  await activePane(page).getByTestId('master-fixedAsset').waitFor();
  await showList(page);
  await activePane(page).getByTestId('list-search').waitFor();
}

/** The asset list's "Impor": the import opens in its own tab, labelled apart from the list's. */
async function importFromList(page: Page, language: Language): Promise<void> {
  await activePane(page).getByTestId('asset-list-import').filter({ hasText: LABELS[language].run }).click();
  await tab(page, LABELS[language].importTab).and(page.locator('[aria-selected="true"]')).waitFor();
  await activePane(page).getByTestId('asset-import').waitFor();
}

/** The rows the asset list shows, cell by cell as printed (the list is a virtual table: its cells are not td). */
const listRows = (page: Page) => activePane(page).locator('.ant-table-row').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('.ant-table-cell')].map((cell) => cell.textContent?.trim() ?? '')));

/** Imports the good file through the API (the screenshots' list needs assets, not another walk through the screen). */
async function importByApi(owner: Owner): Promise<void> {
  const body = new FormData();
  body.append('file', new Blob([GOOD], { type: 'text/csv' }), 'aset.csv');
  const res = await fetch(`${stack.url}/api/tenant/${owner.company.tenantId}/master/import-fix-asset`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}` }, body });
  expect(res.status, await res.clone().text()).toBe(201);
}

const press = (page: Page, label: string) => activePane(page).getByRole('button', { name: new RegExp(`^\\S*\\s*${label}$`) }).click();

describe('fixed asset import', () => {
  it('previews a bad file with its rows and columns, then previews and imports a good one whose assets appear in the list', async () => {
    const owner = await importOwner('id');
    const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey);
    await openAssetList(page, 'id');
    await importFromList(page, 'id');

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
    await activePane(page).getByTestId('asset-import-records').locator('.ant-table-row', { hasText: '4.500.000,50' }).filter({ hasText: '10/01/2026' }).waitFor();
    const rows = (await api<{ listdata: Row[] }>(stack, owner.token, 'GET', `${master(owner.company, 'fixed-asset/readall')}?size=50`)).listdata;
    expect(rows.map((r) => [r.assetcode, r.assetname, r.cost])).toEqual([
      ['IMP-01', 'Laptop Kantor', '15000000'],
      ['IMP-02', 'Printer Laser', '4500000.5'],
      ['IMP-03', 'Meja Rapat', '7250000'],
    ]);

    // Back on the list's tab, the imported assets are listed without a reload.
    await tab(page, LABELS.id.entry).click();
    await activePane(page).locator('.ant-table-row', { hasText: 'IMP-03' }).waitFor();
    await expect.poll(() => listRows(page)).toEqual([
      expect.arrayContaining(['IMP-01', 'Laptop Kantor', '05/01/2026', '15.000.000,00']),
      expect.arrayContaining(['IMP-02', 'Printer Laser', '10/01/2026', '4.500.000,50']),
      expect.arrayContaining(['IMP-03', 'Meja Rapat', '15/01/2026', '7.250.000,00']),
    ]);
    // The menu's Impor Transaksi → Aktiva Tetap is the same tab, not a second one.
    await openImport(page, 'id');
    expect(await tab(page, LABELS.id.importTab).count()).toBe(1);
    await page.context().close();
  });

  it('gives no Impor on the list to a member who may see fixed assets but not add them', async () => {
    const owner = await importOwner('id');
    const member = await createVerifiedUser(stack, 'id', 'Lina Lihat');
    await api(stack, owner.token, 'POST', '/tenant-user', { tenantId: owner.company.tenantId, email: member.email, roleId: 3 });
    const members = (await api<{ listdata: { userId: number | null; email: string }[] }>(stack, owner.token, 'GET', `/tenant-user-by-tenantid/${owner.company.tenantId}`)).listdata;
    const userId = members.find((m) => m.email === member.email)!.userId!;
    const flags = { akses: true, tambah: false, ubah: false, hapus: false, preview: true, export: false, jurnal: false };
    await api(stack, owner.token, 'PUT', master(owner.company, 'privileges'), { userId, hakAksesList: [{ module: 'Aktiva', form: 'fixed-asset', screen: 'fixed-asset', ...flags }] });

    const page = await openWorkspace(stack, await signInToken(stack, member), owner.company.datasourcekey);
    // The list's toolbar (search, refresh and its own buttons) is drawn at once: no Impor there is none at all.
    await openAssetList(page, 'id');
    expect(await activePane(page).getByTestId('asset-list-import').count()).toBe(0);
    expect(await activePane(page).getByRole('button', { name: /Data Baru/ }).count()).toBe(0);
    await page.context().close();
  });
});

describeScreenshots('fixed asset import screenshots', () => {
  it.each(['id', 'en'] as const)('the import screen with a preview and a refused file, in %s', async (lang) => {
    const owner = await importOwner(lang);
    const labels = LABELS[lang];
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await openAssetList(page, lang);
      await importFromList(page, lang);
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

  it.each(['id', 'en'] as const)('the fixed asset list with its Impor button, in %s', async (lang) => {
    const owner = await importOwner(lang);
    await importByApi(owner);
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await openAssetList(page, lang);
      await activePane(page).locator('.ant-table-row', { hasText: 'IMP-03' }).waitFor();
      await shoot(page, `fixed-asset-list-import-${lang}-${size}`);
      await page.context().close();
    }
  });
});
