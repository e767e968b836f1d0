import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, chooseOption } from './support/companies.ts';
import { accountId, master } from './support/master-data.ts';
import { describeScreenshots, SCREEN_SIZES, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language, type Owner } from './support/setup.ts';
import { activePane, confirmDialog, formIdle, notice, openListRow, openScreen, openWorkspace, showForm, showList, workspaceTab } from './support/workspace.ts';

/**
 * Fixed assets (issue 14): an asset registered through its screen (its type fills the terms, the schedule previews
 * in the browser), a month closed by the period end posts its depreciation (seen in the asset's history and the
 * asset reports), then the asset is disposed and the disposal undone.
 */
const stack = useStack();
type Row = Record<string, unknown>;

const LABELS = {
  id: { modules: 'Modul Utama', assets: 'Aktiva Tetap', asset: 'Aktiva Tetap', type: 'Tipe Aktiva Tetap', reports: 'Laporan', assetReports: 'Laporan Aktiva Tetap', schedule: 'Jadwal Penyusutan', history: 'Riwayat', values: 'Nilai & Penyusutan', acquisition: 'Perolehan' },
  en: { modules: 'Main Modules', assets: 'Fixed Assets', asset: 'Fixed Assets', type: 'Fixed Asset Types', reports: 'Reports', assetReports: 'Fixed Asset Reports', schedule: 'Depreciation Schedule', history: 'History', values: 'Values & Depreciation', acquisition: 'Acquisition' },
} as const;

/** YYYY-MM of `n` months before this one (UTC, as the server dates). */
function monthsAgo(n: number): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
  return d.toISOString().slice(0, 7);
}
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function assetOwner(language: Language): Promise<Owner> {
  return ownerWithCompany(stack, { language, user: { id: 'Dewi Aset', en: 'Dana Assets' }, company: { id: 'PT Aktiva Makmur', en: 'Asset Makmur Ltd' } });
}

/** A book type "PK" (straight line, 4 years, fiscal Kelompok 1) posting to the office equipment accounts. */
async function officeType({ token, company }: Owner): Promise<number> {
  const fiscal = (await api<{ listdata: Row[] }>(stack, token, 'GET', `${master(company, 'fa-fiscal-type/readallBase')}?size=100`)).listdata;
  const k1 = fiscal.find((row) => row.groupcode === 'K1');
  const body = {
    assettype: 'PK',
    fatypedesc: 'Peralatan Kantor',
    deprmethod: 1,
    estlife: 4,
    rate: '0',
    assetfistype: k1?.assetfistype ?? null,
    assetglaccnt: await accountId(stack, token, company, '1-20400'),
    accumglaccnt: await accountId(stack, token, company, '1-30400'),
    expenseglaccnt: await accountId(stack, token, company, '6-10600'),
  };
  return (await api<{ data: Row }>(stack, token, 'POST', master(company, 'fa-type'), body)).data.afistypeid as number;
}

async function typeDate(page: Page, selector: string, iso: string): Promise<void> {
  await page.locator(selector).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(dmy(iso));
  await page.keyboard.press('Tab');
  await expect.poll(() => page.locator(selector).inputValue()).toBe(dmy(iso));
}

/**
 * Opens an entry of the Aktiva Tetap module. On a phone the drawer's module and its first entry share the name
 * "Aktiva Tetap", which openScreen's path walk cannot tell apart: the module is opened first, then the entry taken.
 */
async function openAssetEntry(page: Page, language: Language, entry: string): Promise<void> {
  const labels = LABELS[language];
  if ((page.viewportSize()?.width ?? 0) > 1000) return openScreen(page, labels.modules, labels.assets, entry);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^(Buka menu|Open menu)$/ }).click();
  const drawer = page.locator('.workspace__drawer');
  const moduleItem = drawer.locator('.ant-menu-submenu-title', { hasText: new RegExp(`^${labels.assets}$`) });
  if (!(await moduleItem.isVisible())) await drawer.getByText(labels.modules, { exact: true }).last().click();
  // The drawer's menu remembers open submenus: clicking the open module again would close it.
  const item = drawer.locator('.ant-menu-item', { hasText: new RegExp(`^${entry}$`) });
  if (!(await item.isVisible())) await moduleItem.click();
  await item.click();
  await drawer.waitFor({ state: 'hidden' });
}

/**
 * Shows a sub-tab of the form. On a phone the tab bar scrolls and a click that lands while a select's list is still
 * closing is lost, so the click is repeated until the tab is the selected one.
 */
async function section(page: Page, name: string): Promise<void> {
  const tab = activePane(page).getByRole('tab', { name, exact: true });
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => {
      if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
      return tab.getAttribute('aria-selected');
    })
    .toBe('true');
}
const readAsset = async ({ token, company }: Owner, code: string) => (await api<{ data: Row }>(stack, token, 'GET', master(company, `fixed-asset/readNo/${code}`))).data;

/** Registers "Laptop Kantor" (48.000.000 from two months ago, paid from Kas Besar) through the form; returns its code. */
async function registerLaptop(page: Page, language: Language, started: string): Promise<string> {
  const labels = LABELS[language];
  await openAssetEntry(page, language, labels.asset);
  await formIdle(page, 'fixedAsset');
  await expect.poll(() => page.locator('#fixedAsset_assetcode').inputValue()).toMatch(/^FA-\d+$/);
  const code = await page.locator('#fixedAsset_assetcode').inputValue();
  await page.locator('#fixedAsset_assetname').fill('Laptop Kantor');
  await chooseOption(page, '#fixedAsset_afistypeid', 'PK');
  // The type fills the method, life and accounts.
  await expect.poll(() => page.locator('#fixedAsset_estimatedlife').inputValue()).toBe('4');
  await typeDate(page, '#fixedAsset_purchasedate', started);
  await typeDate(page, '#fixedAsset_usagedate', started);
  await section(page, labels.values);
  await page.locator('#fixedAsset_cost').fill('48000000');
  await page.locator('#fixedAsset_cost').press('Tab');
  await section(page, labels.acquisition);
  await chooseOption(page, '#fixedAsset_creditglaccnt', '1-10002');
  await section(page, labels.schedule);
  const schedule = activePane(page).getByTestId('asset-schedule');
  await schedule.locator('.ant-table-row').first().filter({ hasText: started.slice(0, 7) }).filter({ hasText: '1.000.000,00' }).waitFor();
  await expect.poll(() => activePane(page).getByTestId('asset-schedule-total').textContent()).toBe('48.000.000,00');
  return code;
}

describe('fixed assets', () => {
  it('registers an asset, posts its depreciation at the period end, disposes of it and undoes the disposal', async () => {
    const owner = await assetOwner('id');
    const { token, company } = owner;
    await officeType(owner);
    const started = `${monthsAgo(2)}-01`;
    const lastMonth = monthsAgo(1);
    const page = await openWorkspace(stack, token, company.datasourcekey);
    const code = await registerLaptop(page, 'id', started);
    await shoot(page, 'fixed-asset-schedule-id-1280');
    await page.keyboard.press('Control+s');
    await notice(page, 'Berhasil').first().waitFor();
    await activePane(page).getByTestId('doc-title').filter({ hasText: `${code} · Laptop Kantor` }).waitFor();
    const saved = await readAsset(owner, code);
    expect(saved).toMatchObject({ assetname: 'Laptop Kantor', cost: expect.stringMatching(/^48000000(\.0+)?$/), depmethod: 1, estimatedlife: 4, disposed: false });
    expect(saved.acquisitionjournalid).toEqual(expect.any(Number));

    // The period end closes last month (and the one before) and posts a depreciation journal for each.
    const closed = await api<{ data: { depreciated: { period: number; journalid: number; assets: number }[] } }>(stack, token, 'POST', master(company, 'periodeEnd'), {
      month: Number(lastMonth.slice(5, 7)),
      year: Number(lastMonth.slice(0, 4)),
    });
    expect(closed.data.depreciated.map((entry) => entry.period)).toEqual([Number(started.slice(0, 7).replace('-', '')), Number(lastMonth.replace('-', ''))]);

    // Read again, the asset's history shows the acquisition and both months' depreciation.
    await showList(page);
    await openListRow(page, activePane(page).locator('.ant-table-row', { hasText: code }));
    await showForm(page);
    await section(page, LABELS.id.history);
    const history = activePane(page).getByTestId('asset-history');
    await expect.poll(() => history.locator('.ant-table-row', { hasText: 'Penyusutan' }).count()).toBe(4);
    await history.locator('.ant-table-row', { hasText: 'Perolehan' }).first().waitFor();
    await history.locator('.ant-table-row').last().filter({ hasText: '46.000.000,00' }).waitFor();
    await shoot(page, 'fixed-asset-history-id-1280');

    // Disposal: sold for 45.000.000 into Kas Besar, the loss to Beban Lain-lain.
    await activePane(page).getByTestId('asset-dispose').click();
    const dialog = page.getByRole('dialog', { name: 'Disposal / Penghapusan' });
    await dialog.waitFor();
    await page.locator('#disposal_proceeds').fill('45000000');
    await chooseOption(page, '#disposal_proceedsglaccnt', '1-10002');
    await chooseOption(page, '#disposal_gainlossglaccnt', '8-10100');
    await shoot(page, 'fixed-asset-disposal-id-1280');
    await page.getByTestId('disposal-ok').click();
    await notice(page, 'Aktiva dihapus.').waitFor();
    await activePane(page).getByTestId('asset-disposed-tag').waitFor();
    await expect.poll(async () => (await readAsset(owner, code)).disposed).toBe(true);
    const disposed = await readAsset(owner, code);
    expect(disposed).toMatchObject({ disposaltype: 0, disposaljournalid: expect.any(Number) });
    await history.locator('.ant-table-row', { hasText: 'Penghapusan' }).first().waitFor();

    // The disposals report: sold for 45.000.000 at a book value of 46.000.000, a loss of 1.000.000.
    await openScreen(page, LABELS.id.reports, LABELS.id.assetReports);
    const kinds = activePane(page).getByTestId('asset-report-kind');
    await kinds.getByText('Penghapusan', { exact: true }).click();
    const disposals = activePane(page).getByTestId('asset-disposals-table');
    await disposals.locator('.ant-table-row', { hasText: code }).filter({ hasText: 'Dijual' }).filter({ hasText: '-1.000.000,00' }).waitFor();
    await shoot(page, 'fixed-asset-report-disposals-id-1280');

    // Undo: the disposal journal is reversed and the asset is active again.
    await workspaceTab(page, LABELS.id.asset).tab.first().click();
    await activePane(page).getByTestId('asset-undo-dispose').click();
    await confirmDialog(page, 'Batalkan penghapusan aktiva ini?').getByRole('button', { name: 'Ya' }).click();
    await notice(page, 'Penghapusan dibatalkan.').waitFor();
    await activePane(page).getByTestId('asset-dispose').waitFor();
    await expect.poll(async () => (await readAsset(owner, code)).disposed).toBe(false);

    // The reports again: the list with the book value after the two posted months, the asset's schedule with
    // those months posted, and book against fiscal depreciation of the year.
    await workspaceTab(page, LABELS.id.assetReports).tab.click();
    await kinds.getByText('Daftar Aktiva', { exact: true }).click();
    const list = activePane(page).getByTestId('asset-list-table');
    await list.locator('.ant-table-row', { hasText: code }).filter({ hasText: '2.000.000,00' }).filter({ hasText: '46.000.000,00' }).filter({ hasText: 'Aktif' }).waitFor();
    await shoot(page, 'fixed-asset-reports-id-1280');
    await kinds.getByText('Jadwal per Aktiva', { exact: true }).click();
    await chooseOption(page, '#asset-report-asset', code);
    const schedule = activePane(page).getByTestId('asset-schedule-table');
    await expect.poll(() => schedule.locator('.ant-table-row', { hasText: 'Diposting' }).count()).toBe(2);
    await expect.poll(() => schedule.locator('.ant-table-row').count()).toBe(48);
    await kinds.getByText('Komersial vs Fiskal', { exact: true }).click();
    await activePane(page).getByTestId('asset-fiscal-table').locator('.ant-table-row', { hasText: code }).waitFor();
    await shoot(page, 'fixed-asset-report-fiscal-id-1280');
    await page.context().close();
  });
});

describeScreenshots('fixed asset screenshots', () => {
  it.each(['id', 'en'] as const)('the asset form, the type master and the asset reports, in %s', async (lang) => {
    const owner = await assetOwner(lang);
    await officeType(owner);
    const labels = LABELS[lang];
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await registerLaptop(page, lang, `${monthsAgo(2)}-01`);
      await shoot(page, `fixed-asset-schedule-${lang}-${size}`);
      await section(page, labels.values);
      await shoot(page, `fixed-asset-values-${lang}-${size}`);
      await openAssetEntry(page, lang, labels.type);
      await formIdle(page, 'fixedAssetType');
      await showList(page);
      await activePane(page).locator('.ant-table-row', { hasText: 'PK' }).waitFor();
      await shoot(page, `fixed-asset-types-${lang}-${size}`);
      await openScreen(page, labels.reports, labels.assetReports);
      await activePane(page).getByTestId('asset-list-table').waitFor();
      await shoot(page, `fixed-asset-reports-${lang}-${size}`);
      await page.context().close();
    }
  });
});
