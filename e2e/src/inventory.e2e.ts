import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, activeOption as optionOf } from './support/companies.ts';
import { activeOption, cell, focusedCell, pressTo } from './support/grid.ts';
import { accountId, master, todayUtc, warehouseId } from './support/master-data.ts';
import { describeScreenshots, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language, type Owner } from './support/setup.ts';
import { activePane, chooseMenu, formIdle, notice, openNewest, openScreen, openWorkspace } from './support/workspace.ts';

const stack = useStack();

type Row = Record<string, unknown>;

interface Stock extends Owner {
  branch: number;
}

/** A company keeping several warehouses and units, a branch warehouse, and two inventory items (KOPI: PCS and DUS of 12). */
async function stockCompany(language: Language): Promise<Stock> {
  const owner = await ownerWithCompany(stack, {
    language,
    user: { id: 'Sari Gudang', en: 'Grace Storekeeper' },
    company: { id: 'PT Stok Rapi', en: 'Tidy Stock Ltd' },
    features: { persediaan: { usemultiwhs: true, usemultiunit: true } },
  });
  const { token, company } = owner;
  const branch = (await api<{ data: { id: number } }>(stack, token, 'POST', master(company, 'warehouse'), { name: 'Gudang Cabang' })).data.id;
  await api(stack, token, 'POST', master(company, 'item'), { itemno: 'KOPI', itemdescription: 'Kopi Bubuk 250 g', unit1: 'PCS', unit2: 'DUS', ratio2: '12', itemtype: 0, minimumqty: '200' });
  await api(stack, token, 'POST', master(company, 'item'), { itemno: 'TEH', itemdescription: 'Teh Celup isi 25', unit1: 'PCS', itemtype: 0 });
  return { ...owner, branch };
}

/** In the focused item cell: types the search, takes the first match with Enter, and lands in the line's next cell. */
async function typeItem(page: Page, row: number, search: string, label: string, next: string): Promise<void> {
  await typeInto(page, search, false);
  await activeOption(page, search).waitFor();
  await page.keyboard.press('Enter');
  await cell(page, row, 'itemno').getByTitle(label).waitFor();
  await focusedCell(page, row, next).waitFor();
}

/**
 * Types into a focused selector. `searched`: its list comes from the server for the text typed (a warehouse), and
 * until that answer is in the list may be empty or hold the rows of the text before, so it is waited for; each such
 * search in a test types a text of its own, never answered from the cache. Items narrow their list as typed.
 */
async function typeInto(page: Page, search: string, searched: boolean): Promise<void> {
  const answered = searched ? page.waitForResponse((res) => new URL(res.url()).searchParams.get('search') === search) : null;
  await page.keyboard.type(search);
  await answered;
}

/** In a focused cell's selector: types, takes the first match with Enter. */
async function choose(page: Page, search: string, searched = false): Promise<void> {
  await typeInto(page, search, searched);
  await activeOption(page, search).waitFor();
  await page.keyboard.press('Enter');
}

/**
 * In the focused header selector `#id`: types, takes the first match of its own list (another selector's list may
 * still be in the page with its own highlight) with Enter, and waits until the list has closed on it.
 */
async function chooseIn(page: Page, selector: string, search: string, searched = false): Promise<void> {
  await typeInto(page, search, searched);
  await optionOf(page, selector, search).waitFor();
  await page.keyboard.press('Enter');
  await page.locator(`${selector}[aria-expanded="false"]`).waitFor();
}

/**
 * Tab to the next field: a selector holding a value has its clear button as a tab stop of its own (antd), which
 * the keyboard passes on the way.
 */
async function tabTo(page: Page, selector: string): Promise<void> {
  await page.keyboard.press('Tab');
  if (await page.evaluate(() => document.activeElement?.classList.contains('ant-select-clear') ?? false)) await page.keyboard.press('Tab');
  await page.locator(`${selector}:focus`).waitFor();
}

/** Saves with Ctrl+S; a create carries an Idempotency-Key. Answers the saved document as the API reads it. */
async function saveNew(page: Page, stock: Stock, form: string): Promise<Row> {
  const create = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith(`/tenant/${stock.company.tenantId}/master/${form}`));
  const answer = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith(`/master/${form}`));
  await page.keyboard.press('Control+s');
  expect((await create).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  const res = await answer;
  expect(res.status()).toBe(201);
  await notice(page, 'Berhasil').first().waitFor();
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  return (await api<{ data: Row }>(stack, stock.token, 'GET', master(stock.company, `${form}/read/${id}`))).data;
}

describe('inventory documents and stock reports', () => {
  it('enters opening stock, a counted adjustment and a transfer by keyboard, then reads the item history and the stock balance and exports it', async () => {
    const stock = await stockCompany('id');
    const page = await openWorkspace(stack, stock.token, stock.company.datasourcekey);

    // Opening stock: 100 PCS of KOPI at 15.000 and 2 DUS of TEH at 96.000, in the central warehouse.
    await chooseMenu(page, 'Modul Utama', 'Persediaan', 'Saldo Awal Persediaan');
    await formIdle(page, 'openingStock');
    await page.locator('#openingStock_obdate:focus').waitFor();
    await page.locator('#openingStock_description').focus();
    await page.keyboard.type('Saldo awal gudang');
    await pressTo(page, 'Tab', 0, 'itemno');
    await typeItem(page, 0, 'KOPI', 'KOPI · Kopi Bubuk 250 g', 'itemunit');
    await cell(page, 0, 'itemunit').getByTitle('PCS').waitFor();
    await pressTo(page, 'Enter', 0, 'warehouseid');
    await choose(page, 'CENTER', true);
    await focusedCell(page, 0, 'quantity').waitFor();
    await page.keyboard.type('100');
    await pressTo(page, 'Enter', 0, 'unitprice');
    await page.keyboard.type('15.000');
    await pressTo(page, 'Enter', 0, 'itemovdesc');
    await pressTo(page, 'Enter', 1, 'itemno');
    await typeItem(page, 1, 'TEH', 'TEH · Teh Celup isi 25', 'itemunit');
    await pressTo(page, 'Enter', 1, 'warehouseid');
    await choose(page, 'center', true);
    await focusedCell(page, 1, 'quantity').waitFor();
    await page.keyboard.type('20');
    await pressTo(page, 'Tab', 1, 'unitprice');
    await page.keyboard.type('8000');
    await expect.poll(() => activePane(page).getByTestId('goods-total').textContent()).toBe('1.660.000,00');
    const opening = await saveNew(page, stock, 'item-opening-balance');
    expect(opening.details).toEqual([
      expect.objectContaining({ itemno: 'KOPI', itemunit: 'PCS', quantity: '100', cost: '1500000', whname: 'CENTER' }),
      expect.objectContaining({ itemno: 'TEH', quantity: '20', cost: '160000' }),
    ]);

    // An adjustment by counting: 95 counted where 100 are, so 5 go out (Pengurangan) against the adjustment account.
    await chooseMenu(page, 'Modul Utama', 'Persediaan', 'Penyesuaian Persediaan');
    await formIdle(page, 'itemAdjustment');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#itemAdjustment_adjno')?.placeholder.startsWith('Otomatis: ') ?? false);
    await page.locator('#itemAdjustment_adjno:focus').waitFor();
    await page.keyboard.press('Tab');
    await page.locator('#itemAdjustment_adjdate:focus').waitFor();
    await page.keyboard.press('Tab');
    await page.locator('#itemAdjustment_adjaccnt:focus').waitFor();
    await chooseIn(page, '#itemAdjustment_adjaccnt', '6-11000');
    await activePane(page).locator('.ant-form-item:has(#itemAdjustment_adjaccnt) .ant-select-content', { hasText: '6-11000' }).waitFor();
    await tabTo(page, '#itemAdjustment_counted');
    await page.keyboard.press('Space');
    await page.locator('#itemAdjustment_counted[aria-checked="true"]').waitFor();
    await page.keyboard.press('Tab');
    await page.locator('#itemAdjustment_description:focus').waitFor();
    await page.keyboard.type('Stok opname Maret');
    await pressTo(page, 'Tab', 0, 'itemno');
    await typeItem(page, 0, 'KOPI', 'KOPI · Kopi Bubuk 250 g', 'itemunit');
    await pressTo(page, 'Enter', 0, 'warehouseid');
    await choose(page, 'Center', true);
    await focusedCell(page, 0, 'adjtype').waitFor();
    // The stock the counted quantity is checked against.
    await activePane(page).locator('td[data-row="0"][data-column="currentqty"]', { hasText: '100 PCS' }).waitFor();
    await pressTo(page, 'Enter', 0, 'quantity');
    await page.keyboard.type('95');
    await cell(page, 0, 'adjtype').getByTitle('Pengurangan').waitFor();
    await shoot(page, 'inventory-adjustment-entry-id-1280', { fullPage: true });
    const adjustment = await saveNew(page, stock, 'item-adjustment');
    expect(adjustment).toMatchObject({ description: 'Stok opname Maret', totalamount: '75000' });
    expect(adjustment.details).toEqual([expect.objectContaining({ itemno: 'KOPI', adjtype: 2, newqty: '95', quantity: '5', whname: 'CENTER' })]);
    const adjno = String(adjustment.adjno);
    await activePane(page).getByTestId('doc-title').filter({ hasText: `${adjno} · Stok opname Maret` }).waitFor();
    // Its journal: the stock out at 15.000 a piece, against the adjustment account.
    await activePane(page).getByRole('button', { name: 'Lihat Jurnal' }).click();
    const entries = page.getByTestId('journal-entry');
    await entries.first().waitFor();
    await expect.poll(() => entries.first().textContent()).toContain('6-11000');
    await expect.poll(() => entries.first().textContent()).toContain('75.000,00');
    await page.keyboard.press('Escape');
    await page.getByTestId('journal-panel').waitFor({ state: 'detached' });

    // A transfer: refused from a warehouse to itself (checked before sending), then 2 DUS (24 PCS) to the branch.
    await chooseMenu(page, 'Modul Utama', 'Persediaan', 'Pemindahan Barang');
    await formIdle(page, 'itemTransfer');
    await page.locator('#itemTransfer_transferno:focus').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.locator('#itemTransfer_fromwhid:focus').waitFor();
    await chooseIn(page, '#itemTransfer_fromwhid', 'CENTE', true);
    await tabTo(page, '#itemTransfer_towhid');
    await chooseIn(page, '#itemTransfer_towhid', 'CENT', true);
    await tabTo(page, '#itemTransfer_description');
    await page.keyboard.type('Kirim ke cabang');
    await pressTo(page, 'Tab', 0, 'itemno');
    await typeItem(page, 0, 'KOPI', 'KOPI · Kopi Bubuk 250 g', 'itemunit');
    // The unit list is searched as typed: Enter takes DUS and moves on.
    await choose(page, 'DUS');
    await focusedCell(page, 0, 'quantity').waitFor();
    await cell(page, 0, 'itemunit').getByTitle('DUS').waitFor();
    await page.keyboard.type('2');
    const sent = { posts: 0 };
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/master/whtrans')) sent.posts += 1;
    });
    await page.keyboard.press('Control+s');
    await activePane(page).locator('.ant-form-item:has(#itemTransfer_towhid) .ant-form-item-explain-error', { hasText: 'Gudang tidak boleh sama.' }).waitFor();
    expect(sent.posts).toBe(0);
    await page.locator('#itemTransfer_towhid').focus();
    await chooseIn(page, '#itemTransfer_towhid', 'Cabang', true);
    await activePane(page).locator('.ant-form-item:has(#itemTransfer_towhid) .ant-select-content', { hasText: 'Gudang Cabang' }).waitFor();
    await shoot(page, 'inventory-transfer-entry-id-1280', { fullPage: true });
    const transfer = await saveNew(page, stock, 'whtrans');
    expect(transfer).toMatchObject({ description: 'Kirim ke cabang', towhid: stock.branch });
    expect(transfer.details).toEqual([expect.objectContaining({ itemno: 'KOPI', itemunit: 'DUS', quantity: '2', qtyunit1: '24' })]);

    // The item history: the opening row, then each move with the running balance; a row opens its document.
    await chooseMenu(page, 'Modul Utama', 'Persediaan', 'Histori Persediaan');
    await page.locator('#history-item').focus();
    await chooseIn(page, '#history-item', 'KOPI');
    const history = activePane(page).getByTestId('item-history-table').locator('.ant-table-row');
    await history.nth(4).waitFor();
    await expect.poll(() => history.first().textContent()).toContain('Saldo awal');
    await expect.poll(() => history.nth(1).textContent()).toContain('Saldo Awal Persediaan');
    await expect.poll(() => history.nth(2).textContent()).toContain(`Penyesuaian Persediaan ${adjno}`);
    await expect.poll(() => history.nth(2).textContent()).toContain('95');
    await expect.poll(() => history.nth(4).textContent()).toContain('1.425.000,00');
    await shoot(page, 'inventory-history-id-1280', { fullPage: true });
    await history.nth(2).getByRole('button', { name: `Buka dokumen Penyesuaian Persediaan ${adjno}` }).click();
    await activePane(page).getByTestId('doc-title').filter({ hasText: `${adjno} · Stok opname Maret` }).waitFor();
    await activePane(page).locator('td[data-row="0"][data-column="quantity"] input[value="95"]').waitFor();

    // Item per warehouse: where the 95 are today.
    await chooseMenu(page, 'Modul Utama', 'Persediaan', 'Barang per Gudang');
    await page.locator('#warehouses-item').focus();
    await chooseIn(page, '#warehouses-item', 'KOPI');
    const perWarehouse = activePane(page).getByTestId('item-warehouse-table');
    await perWarehouse.locator('.ant-table-row', { hasText: 'CENTER' }).filter({ hasText: '71 PCS' }).waitFor();
    await perWarehouse.locator('.ant-table-row', { hasText: 'Gudang Cabang' }).filter({ hasText: '24 PCS' }).waitFor();
    await perWarehouse.getByText('95 PCS').waitFor();

    // The cost-of-goods status: nothing is ever pending.
    await chooseMenu(page, 'Modul Utama', 'Persediaan', 'Status Produk/Bahan');
    await activePane(page).getByTestId('cost-status').getByText('Tidak ada perhitungan yang tertunda.').waitFor();

    // The stock balance: per item and warehouse, its total the stock's value; exported to Excel and CSV.
    await chooseMenu(page, 'Laporan', 'Laporan Persediaan');
    const balance = activePane(page).getByTestId('stock-balance-table');
    await balance.locator('.ant-table-row', { hasText: 'Gudang Cabang' }).filter({ hasText: '24 PCS' }).waitFor();
    await balance.locator('.ant-table-row', { hasText: 'CENTER' }).filter({ hasText: 'KOPI' }).filter({ hasText: '71 PCS' }).waitFor();
    await expect.poll(() => activePane(page).getByTestId('stock-balance-total').textContent()).toBe('1.585.000,00');
    await shoot(page, 'inventory-stock-balance-id-1280', { fullPage: true });
    for (const format of ['xlsx', 'csv'] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), activePane(page).getByTestId(`export-${format}`).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^saldo-persediaan-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
      const file = await download.path();
      const bytes = fs.readFileSync(file);
      if (format === 'xlsx') expect(bytes.subarray(0, 2).toString()).toBe('PK');
      else expect(bytes.toString('utf8')).toContain('KOPI');
    }
    // Low stock: KOPI (95) is under its minimum of 200.
    await activePane(page).getByTestId('report-kind').getByText('Stok Minimum', { exact: true }).click();
    await activePane(page).getByTestId('low-stock-table').locator('.ant-table-row', { hasText: 'KOPI' }).filter({ hasText: '105' }).waitFor();
    await page.context().close();
  });
});

describeScreenshots('inventory screenshots', () => {
  const SIZES = { '1280': { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;
  const LABELS = {
    id: { modules: 'Modul Utama', inventory: 'Persediaan', adjustment: 'Penyesuaian Persediaan', transfer: 'Pemindahan Barang', history: 'Histori Persediaan', reports: 'Laporan', inventoryReports: 'Laporan Persediaan' },
    en: { modules: 'Main Modules', inventory: 'Inventory', adjustment: 'Item Adjustment', transfer: 'Item Transfer', history: 'Item History', reports: 'Reports', inventoryReports: 'Inventory Reports' },
  } as const;

  it.each(['id', 'en'] as const)('adjustment, transfer, item history and stock balance in %s', async (lang) => {
    const stock = await stockCompany(lang);
    const { token, company } = stock;
    const center = await warehouseId(stack, token, company);
    const adjaccnt = await accountId(stack, token, company, '6-11000');
    const today = todayUtc();
    await api(stack, token, 'POST', master(company, 'item-opening-balance'), { obdate: today, description: lang === 'id' ? 'Saldo awal' : 'Opening stock', details: [{ itemno: 'KOPI', warehouseid: center, quantity: '100', unitprice: '15000' }, { itemno: 'TEH', warehouseid: center, quantity: '20', unitprice: '8000' }] });
    await api(stack, token, 'POST', master(company, 'item-adjustment'), { adjdate: today, description: lang === 'id' ? 'Stok opname' : 'Stock count', adjaccnt, details: [{ itemno: 'KOPI', warehouseid: center, adjtype: 2, newqty: '95', itemovdesc: lang === 'id' ? 'Kemasan rusak' : 'Damaged packs' }, { itemno: 'TEH', warehouseid: center, adjtype: 1, newqty: '25', unitprice: '8200' }] });
    await api(stack, token, 'POST', master(company, 'whtrans'), { transferdate: today, description: lang === 'id' ? 'Kirim ke cabang' : 'To the branch', fromwhid: center, towhid: stock.branch, details: [{ itemno: 'KOPI', itemunit: 'DUS', quantity: '2' }] });
    const labels = LABELS[lang];
    for (const [size, viewport] of Object.entries(SIZES)) {
      const narrow = size === '375';
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await openScreen(page, labels.modules, labels.inventory, labels.adjustment);
      await openNewest(page, 'itemAdjustment');
      await shoot(page, `inventory-adjustment-${lang}-${size}`, { fullPage: true });
      if (narrow) {
        // The lines as cards, below the header on a phone.
        await activePane(page).getByTestId('grid-row').first().scrollIntoViewIfNeeded();
        await shoot(page, `inventory-adjustment-lines-${lang}-${size}`, { fullPage: true });
      }
      await openScreen(page, labels.modules, labels.inventory, labels.transfer);
      await openNewest(page, 'itemTransfer');
      await shoot(page, `inventory-transfer-${lang}-${size}`, { fullPage: true });
      if (narrow) {
        // The lines as cards, below the header on a phone.
        await activePane(page).getByTestId('grid-row').first().scrollIntoViewIfNeeded();
        await shoot(page, `inventory-transfer-lines-${lang}-${size}`, { fullPage: true });
      }
      await openScreen(page, labels.modules, labels.inventory, labels.history);
      await page.locator('#history-item').click();
      await page.locator('#history-item').fill('KOPI');
      await optionOf(page, '#history-item', 'KOPI').waitFor();
      await page.keyboard.press('Enter');
      await activePane(page).getByTestId('item-history-table').locator('.ant-table-row').nth(4).waitFor();
      await shoot(page, `inventory-history-${lang}-${size}`, { fullPage: true });
      await openScreen(page, labels.reports, labels.inventoryReports);
      await activePane(page).getByTestId('stock-balance-total').waitFor();
      await shoot(page, `inventory-stock-balance-${lang}-${size}`, { fullPage: true });
      await page.context().close();
    }
  });
});
