import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeOption, api, chooseOption } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { nextFrames } from './support/page-helpers.ts';
import { describeScreenshots, shoot, takingScreenshots } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language, type Owner } from './support/setup.ts';
import { activePane, chooseMenu, confirmDialog, notice, openScreen, openWorkspace } from './support/workspace.ts';

const stack = useStack();

interface Books extends Owner {
  /** The month before this one and the one before it (YYYY-MM), where the postings are dated. */
  lastMonth: string;
  monthBefore: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
function monthsAgo(count: number): string {
  const now = new Date();
  const at = new Date(now.getFullYear(), now.getMonth() - count, 1);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}`;
}
const thisYear = new Date().getFullYear();
const voucher = (transdate: string, description: string, lines: [string, string][]) => ({ transdate, description, details: lines.map(([glaccount, glamount]) => ({ glaccount, glamount })) });

/**
 * A prepared company (books from 2025-01-01) with opening balances and postings in the last two months:
 * bank 1-10003 opens at 250.000.000, takes in 10.000.000 of sales, pays 2.500.000 rent and 15.000 bank charges;
 * petty cash 1-10001 gets 201 small receipts in one voucher (a history longer than one page).
 */
async function booksWithPostings(language: Language): Promise<Books> {
  const owner = await ownerWithCompany(stack, { language, user: { id: 'Rina Akuntan', en: 'Grace Accountant' }, company: { id: 'PT Buku Besar', en: 'Ledger Books Ltd' } });
  const { token, company } = owner;
  const monthBefore = monthsAgo(2);
  const lastMonth = monthsAgo(1);
  await api(stack, token, 'PUT', master(company, 'multiOpeningBalances'), {
    obdate: '2025-01-01',
    details: [
      { glaccount: '1-10003', amount: '250000000' },
      { glaccount: '1-10002', amount: '15000000' },
    ],
  });
  await api(stack, token, 'POST', master(company, 'other-receipt'), voucher(`${monthBefore}-05`, 'Penjualan tunai', [['1-10003', '10000000'], ['4-10000', '-10000000']]));
  await api(stack, token, 'POST', master(company, 'other-payment'), voucher(`${monthBefore}-10`, 'Sewa kantor', [['6-10200', '2500000'], ['1-10003', '-2500000']]));
  await api(stack, token, 'POST', master(company, 'other-payment'), voucher(`${lastMonth}-28`, 'Biaya administrasi bank', [['8-10100', '15000'], ['1-10003', '-15000']]));
  const small: [string, string][] = Array.from({ length: 201 }, () => ['1-10001', '1000']);
  await api(stack, token, 'POST', master(company, 'journal-voucher'), voucher(`${lastMonth}-15`, 'Penerimaan kas kecil', [...small, ['4-10000', '-201000']]));
  return { ...owner, lastMonth, monthBefore };
}

/** The row of a report table holding `text` (an account number, a label). */
function reportRow(page: Page, testId: string, text: string | RegExp) {
  return activePane(page).getByTestId(testId).locator('.ant-table-row', { hasText: text });
}

/**
 * A row of a virtual report table, wheeled into view (only the rows in sight are rendered). Each step waits for
 * the page to paint the scroll before looking again, so a slow page gets as many steps as a fast one.
 */
async function wheelTo(page: Page, testId: string, text: string | RegExp) {
  const row = reportRow(page, testId, text);
  await activePane(page).getByTestId(testId).locator('.ant-table-row').first().hover();
  await page.mouse.wheel(0, -20_000);
  await nextFrames(page);
  for (let i = 0; i < 60 && !(await row.isVisible()); i += 1) {
    await page.mouse.wheel(0, 400);
    await nextFrames(page);
  }
  await row.waitFor();
  return row;
}

/**
 * Picks a month (YYYY-MM) or a day (YYYY-MM-DD) in the calendar of a date input (they show month names, so they
 * are picked, not typed): up to the year panel if the year differs, then the month, then the day. Panel cells carry
 * their date in `title`.
 */
async function pickInCalendar(page: Page, id: string, value: string): Promise<void> {
  await page.locator(`#${id}`).click();
  const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  const year = value.slice(0, 4);
  if (value.length > 7) await panel.locator('.ant-picker-month-btn').click();
  if ((await panel.locator('.ant-picker-year-btn').textContent())?.trim() !== year) {
    await panel.locator('.ant-picker-year-btn').click();
    await panel.locator(`td[title="${year}"]`).click();
  }
  await panel.locator(`td[title="${value.slice(0, 7)}"]`).click();
  if (value.length > 7) await panel.locator(`td[title="${value}"]`).click();
  await panel.waitFor({ state: 'hidden' });
}

describe('ledger reports and tools', () => {
  let books: Books;
  let page: Page;

  beforeAll(async () => {
    books = await booksWithPostings('id');
    page = await openWorkspace(stack, books.token, books.company.datasourcekey);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('shows the trial balance with parents summed and exports it as CSV and Excel', async () => {
    await chooseMenu(page, 'Laporan', 'Laporan Buku Besar');
    // From the month of the first postings of the year (whatever month the test runs in) to this month.
    await pickInCalendar(page, 'report-from', books.monthBefore);
    const bank = reportRow(page, 'trial-balance', '1-10003');
    await bank.waitFor();
    // Opening from last year's opening balance, this year's receipts and payments, ending in Indonesian format.
    await expect.poll(() => bank.textContent()).toContain('250.000.000,00');
    await expect.poll(() => bank.textContent()).toContain('257.485.000,00');
    // The parent cash-and-bank account adds its children: 257.485.000 + 15.000.000 + 201.000.
    await expect.poll(() => reportRow(page, 'trial-balance', '1-10000').textContent()).toContain('272.686.000,00');
    const total = await wheelTo(page, 'trial-balance', /^Total/);
    // The total adds postable accounts only; debit equals credit.
    await expect.poll(() => total.textContent()).toContain('12.716.000,00');

    const [csv] = await Promise.all([page.waitForEvent('download'), activePane(page).getByTestId('export-csv').click()]);
    expect(csv.suggestedFilename()).toBe(`neraca-saldo-${books.monthBefore}-${monthsAgo(0)}.csv`);
    const text = fs.readFileSync((await csv.path())!, 'utf8');
    expect(text).toContain('1-10003');
    expect(text).toContain('Saldo Akhir');

    const [xlsx] = await Promise.all([page.waitForEvent('download'), activePane(page).getByTestId('export-xlsx').click()]);
    expect(xlsx.suggestedFilename()).toBe(`neraca-saldo-${books.monthBefore}-${monthsAgo(0)}.xlsx`);
    // An .xlsx is a zip: it starts with "PK".
    expect(fs.readFileSync((await xlsx.path())!).subarray(0, 2).toString()).toBe('PK');
  });

  it('shows profit and loss and the balance sheet with a comparison column, and exports the balance sheet', async () => {
    await activePane(page).getByTestId('report-kind').getByText('Laba Rugi', { exact: true }).click();
    const net = reportRow(page, 'profit-loss', 'Laba Bersih');
    await net.waitFor();
    // Sales 10.201.000 less rent 2.500.000 less bank charges 15.000.
    await expect.poll(() => net.textContent()).toContain('7.686.000,00');
    await expect.poll(() => reportRow(page, 'profit-loss', 'Laba Kotor').textContent()).toContain('10.201.000,00');

    await activePane(page).getByTestId('report-kind').getByText('Neraca', { exact: true }).click();
    const assets = reportRow(page, 'balance-sheet', 'Total Aset');
    await assets.waitFor();
    await expect.poll(() => assets.textContent()).toContain('272.686.000,00');
    const earnings = await wheelTo(page, 'balance-sheet', 'Laba Tahun Berjalan');
    await expect.poll(() => earnings.textContent()).toContain('7.686.000,00');
    await activePane(page).getByTestId('balance-check').filter({ hasText: 'Seimbang' }).waitFor();

    await page.locator('#report-compare').click();
    await page.locator('.ant-select-item-option', { hasText: 'Tahun sebelumnya' }).click();
    const header = activePane(page).getByTestId('balance-sheet').locator('.ant-table-thead th');
    await header.nth(2).waitFor();
    await expect.poll(() => header.allTextContents()).toEqual(['Akun', expect.stringMatching(/^Per /), expect.stringMatching(new RegExp(`^Per .* ${thisYear - 1}$`))]);
    // A year earlier only the opening balances existed: 265.000.000 of assets. The column is there before its figures.
    const totalAssets = await wheelTo(page, 'balance-sheet', 'Total Aset');
    await expect.poll(() => totalAssets.textContent()).toContain('265.000.000,00');

    const [xlsx] = await Promise.all([page.waitForEvent('download'), activePane(page).getByTestId('export-xlsx').click()]);
    expect(xlsx.suggestedFilename()).toBe(`neraca-${monthsAgo(0)}.xlsx`);
    expect(fs.readFileSync((await xlsx.path())!).subarray(0, 2).toString()).toBe('PK');
  });

  it('shows the general ledger detail account by account, page after page, and exports it', async () => {
    await activePane(page).getByTestId('report-kind').getByText('Buku Besar Rinci', { exact: true }).click();
    await pickInCalendar(page, 'detail-from', `${books.monthBefore}-01`);
    // Petty cash's 201 lines fill the first page of 200: the rest, and the other accounts, follow on request.
    await reportRow(page, 'ledger-detail', '1-10001').waitFor();
    await activePane(page).getByTestId('load-more').click();
    await activePane(page).getByTestId('load-more').waitFor({ state: 'detached' });
    const charges = await wheelTo(page, 'ledger-detail', 'Biaya administrasi bank');
    await expect.poll(() => charges.textContent()).toContain('257.485.000,00');
    const bankOpening = await wheelTo(page, 'ledger-detail', '1-10003');
    await expect.poll(() => bankOpening.textContent()).toContain('250.000.000,00');
    await shoot(page, 'ledgerreports-ledger-detail-id-1280');

    const [xlsx] = await Promise.all([page.waitForEvent('download'), activePane(page).getByTestId('export-xlsx').click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^buku-besar-rinci-.*\.xlsx$/);
    expect(fs.readFileSync((await xlsx.path())!).subarray(0, 2).toString()).toBe('PK');
  });

  it('runs an account history with the running balance and loads the next page after the last line', async () => {
    await chooseMenu(page, 'Modul Utama', 'Buku Besar', 'Histori Akun');
    await pickInCalendar(page, 'history-from', `${books.monthBefore}-01`);
    await chooseOption(page, '#history-account', '1-10003');
    const lines = activePane(page).getByTestId('history-lines');
    await lines.locator('.ant-table-row', { hasText: 'Saldo Awal' }).waitFor();
    await expect.poll(() => lines.locator('.ant-table-row', { hasText: 'Saldo Awal' }).textContent()).toContain('250.000.000,00');
    await expect.poll(() => lines.locator('.ant-table-row', { hasText: 'Sewa kantor' }).textContent()).toContain('257.500.000,00');
    await activePane(page).getByTestId('ending-balance').filter({ hasText: '257.485.000,00' }).waitFor();
    await shoot(page, 'ledgerreports-account-history-id-1280');
    // Filtered by the member who entered the postings (the only one here), the lines and balance stay the same.
    const filtered = page.waitForResponse((r) => r.url().includes('glaccount-glhist') && r.url().includes('VUSERID=') && r.ok());
    await chooseOption(page, '#history-user', 'Rina Akuntan');
    await filtered;
    await activePane(page).locator('.ant-select', { has: page.locator('#history-user'), hasText: 'Rina Akuntan' }).waitFor();
    await activePane(page).getByTestId('ending-balance').filter({ hasText: '257.485.000,00' }).waitFor();
    await expect.poll(() => lines.locator('.ant-table-row', { hasText: 'Sewa kantor' }).textContent()).toContain('257.500.000,00');
    await shoot(page, 'ledgerreports-account-history-by-user-id-1280');

    // Petty cash has 201 lines: the first 200 come at once, the rest after "Muat lagi".
    await chooseOption(page, '#history-account', '1-10001');
    const count = activePane(page).getByTestId('line-count');
    await count.filter({ hasText: '200 baris pertama' }).waitFor();
    await activePane(page).getByTestId('load-more').click();
    await count.filter({ hasText: '201 baris ditampilkan' }).waitFor();
    await activePane(page).getByTestId('ending-balance').filter({ hasText: '201.000,00' }).waitFor();
  });

  it('reconciles the bank account: ticked lines, a live difference, saved into the history', async () => {
    await chooseMenu(page, 'Modul Utama', 'Buku Besar', 'Rekonsiliasi Bank');
    await chooseOption(page, '#reconciliation-account', '1-10003');
    const lines = activePane(page).getByTestId('uncleared-lines');
    await lines.locator('.ant-table-row').nth(3).waitFor();
    await expect.poll(() => lines.locator('.ant-table-row').count()).toBe(4);
    await page.locator('#reconciliation-statement').fill('257.500.000');
    const difference = activePane(page).getByTestId('summary-difference');
    await difference.filter({ hasText: '257.500.000,00' }).waitFor();

    for (const text of ['Saldo awal', 'Penjualan tunai', 'Sewa kantor']) await lines.locator('.ant-table-row', { hasText: text }).locator('.ant-checkbox-input').check();
    await difference.filter({ hasText: /^Selisih saldo0,00$/ }).waitFor();
    await expect.poll(() => difference.getAttribute('class')).toContain('report__summary-item--ok');
    await expect.poll(() => activePane(page).getByTestId('summary-cleared').textContent()).toContain('257.500.000,00');

    await activePane(page).getByTestId('reconciliation-save').click();
    await notice(page, 'Rekonsiliasi tersimpan; saldo cocok.').waitFor();
    await activePane(page).getByTestId('reconciliation-history').locator('.ant-table-row', { hasText: '257.500.000,00' }).waitFor();
    await lines.locator('.ant-table-row', { hasText: 'Biaya administrasi bank' }).waitFor();
    await expect.poll(() => lines.locator('.ant-table-row').count()).toBe(1);
    await activePane(page).getByTestId('summary-last').filter({ hasText: /\d{2}\/\d{2}\/\d{4}/ }).waitFor();
    const saved = await api<{ listdata: { selisihsaldo: string; statementbalance: string }[] }>(stack, books.token, 'GET', `${master(books.company, 'reconciliation')}?glaccount=1-10003`);
    expect(saved.listdata).toMatchObject([{ statementbalance: '257500000', selisihsaldo: '0' }]);
  });

  it('sets a budget for twelve months, saves it, and deletes it after asking', async () => {
    await chooseMenu(page, 'Modul Utama', 'Buku Besar', 'Anggaran Akun');
    await chooseOption(page, '#budget-add-account', '6-10200');
    await page.locator('#budget-6-10200-1').fill('2.500.000');
    await page.locator('#budget-6-10200-2').fill('2.500.000');
    await page.locator('#budget-6-10200-12').fill('3.000.000,50');
    const row = activePane(page).getByTestId('budget-grid').locator('.ant-table-row', { hasText: '6-10200' });
    await row.filter({ hasText: '8.000.000,50' }).waitFor();
    await shoot(page, 'ledgerreports-budget-id-1280');
    await activePane(page).getByTestId('budget-save').click();
    await notice(page, 'Anggaran tersimpan.').waitFor();
    const saved = await api<{ listdata: { glaccount: string; periods: string[]; total: string }[] }>(stack, books.token, 'GET', `${master(books.company, 'budgetaccount')}?fyear=${thisYear}`);
    expect(saved.listdata).toMatchObject([{ glaccount: '6-10200', total: '8000000.5' }]);
    expect(saved.listdata[0]?.periods.slice(0, 2)).toEqual(['2500000', '2500000']);

    // Budget against actual for the saved account.
    await row.locator('.ant-table-row-expand-icon').click();
    await activePane(page).locator('.report__budget-actual .ant-table-row').nth(11).waitFor();

    await row.getByRole('button', { name: /Hapus anggaran/ }).click();
    const ask = confirmDialog(page, 'Apakah Anda yakin ingin menghapus?');
    await ask.getByRole('button', { name: 'Ya' }).click();
    await notice(page, 'Anggaran akun 6-10200 dihapus.').waitFor();
    await row.waitFor({ state: 'detached' });
    const after = await api<{ listdata: unknown[] }>(stack, books.token, 'GET', `${master(books.company, 'budgetaccount')}?fyear=${thisYear}`);
    expect(after.listdata).toEqual([]);
  });

  it('closes last month after the check, refuses a posting dated in it, and reopens it as administrator', async () => {
    await chooseMenu(page, 'Modul Utama', 'Buku Besar', 'Akhir Periode');
    const check = activePane(page).getByTestId('period-check');
    await check.filter({ hasText: 'dapat ditutup' }).waitFor();
    await activePane(page).getByTestId('period-close').click();
    const ask = page.locator('.ant-modal-confirm', { hasText: 'Tutup buku sampai' });
    await ask.getByRole('button', { name: 'Ya' }).click();
    await notice(page, 'Buku ditutup sampai').waitFor();
    await check.filter({ hasText: 'Periode ini sudah ditutup.' }).waitFor();
    await activePane(page).getByTestId('period-status').filter({ hasText: 'Ditutup' }).waitFor();
    // The closed months list shows last month first, with who closed it.
    const monthText = `${new Intl.DateTimeFormat('id-ID', { month: 'long' }).format(new Date(`${books.lastMonth}-15T00:00:00Z`))} ${books.lastMonth.slice(0, 4)}`;
    const closedList = activePane(page).getByTestId('closed-periods');
    await closedList.locator('.ant-table-row').first().filter({ hasText: monthText }).waitFor();
    await shoot(page, 'ledgerreports-period-closed-id-1280');

    const refused = await fetch(`${stack.url}/api${master(books.company, 'other-payment')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${books.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(voucher(`${books.lastMonth}-20`, 'Terlambat', [['6-10200', '1000'], ['1-10003', '-1000']])),
    });
    expect(refused.status).toBe(409);

    await activePane(page).getByTestId('period-reopen').click();
    await page.locator('.ant-modal-confirm', { hasText: 'Buka kembali' }).getByRole('button', { name: 'Ya' }).click();
    await check.filter({ hasText: 'dapat ditutup' }).waitFor();
    await activePane(page).getByTestId('period-status').filter({ hasText: 'Terbuka' }).waitFor();
    await closedList.locator('.ant-table-row', { hasText: monthText }).waitFor({ state: 'detached' });
  });
});

describe('account balances, opening balances and bank book', () => {
  it('dates the opening balances of a company without any on the day before its start date', async () => {
    const { token, company } = await ownerWithCompany(stack, { user: 'Dewi Pembukuan', company: 'PT Saldo Awal' }); // books from 2025-01-01
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await chooseMenu(page, 'Modul Utama', 'Buku Besar', 'Saldo Akun');
    await activePane(page).locator('.report__head .ant-segmented-item', { hasText: 'Saldo Awal' }).click();
    await expect.poll(() => page.locator('#opening-obdate').inputValue()).toBe('31/12/2024');
    if (takingScreenshots) await shoot(page, 'ledgerreports-opening-default-date-id-1280');
    await page.context().close();
  });

  it('lists balances in tree order, edits the opening balances, and shows the bank book', async () => {
    const books = await booksWithPostings('id');
    const page = await openWorkspace(stack, books.token, books.company.datasourcekey);
    await chooseMenu(page, 'Modul Utama', 'Buku Besar', 'Saldo Akun');
    const bank = reportRow(page, 'year-balances', '1-10003');
    await bank.waitFor();
    await expect.poll(() => bank.textContent()).toContain('257.485.000,00');
    const rows = activePane(page).getByTestId('year-balances').locator('.ant-table-row');
    await expect.poll(async () => (await rows.allTextContents()).slice(0, 4).map((text) => text.slice(0, 7))).toEqual(['1-10000', '1-10001', '1-10002', '1-10003']);

    await activePane(page).locator('.report__head .ant-segmented-item', { hasText: 'Saldo Awal' }).click();
    const equity = activePane(page).getByTestId('opening-equity');
    await equity.filter({ hasText: '-265.000.000,00' }).waitFor();
    const cash = activePane(page).getByTestId('opening-lines').locator('.ant-table-row').nth(1);
    const debit = cash.locator('input[id^="opening-debit-"]');
    await expect.poll(() => debit.inputValue()).toBe('15.000.000,00');
    // Focused first: the field swaps its display for the plain digits on focus, which must not race the typing.
    await debit.click();
    await debit.fill('20.000.000');
    await equity.filter({ hasText: '-270.000.000,00' }).waitFor();
    await activePane(page).getByTestId('opening-save').click();
    await notice(page, 'Saldo awal tersimpan.').waitFor();
    const saved = await api<{ data: { obdate: string; details: { glaccount: string; amount: string }[] } }>(stack, books.token, 'GET', master(books.company, 'multiOpeningBalances'));
    expect(saved.data).toMatchObject({ obdate: '2025-01-01', details: [{ glaccount: '1-10003', amount: '250000000' }, { glaccount: '1-10002', amount: '20000000' }] });
    await shoot(page, 'ledgerreports-opening-balances-id-1280');

    await chooseMenu(page, 'Modul Utama', 'Buku Besar', 'Buku Bank');
    await pickInCalendar(page, 'bank-book-from', `${books.monthBefore}-01`);
    await chooseOption(page, '#bank-book-account', '1-10003');
    await activePane(page).getByTestId('bank-lines').locator('.ant-table-row', { hasText: 'Penjualan tunai' }).filter({ hasText: '260.000.000,00' }).waitFor();
    await activePane(page).getByTestId('ending-balance').filter({ hasText: '257.485.000,00' }).waitFor();
    const [xlsx] = await Promise.all([page.waitForEvent('download'), activePane(page).getByTestId('export-xlsx').click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^buku-bank-1-10003-.*\.xlsx$/);
    await page.context().close();
  });
});

describeScreenshots('ledger report screenshots', () => {
  const SIZES = { '1280': { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;
  const LABELS = {
    id: { reports: 'Laporan', ledgerReports: 'Laporan Buku Besar', modules: 'Modul Utama', ledger: 'Buku Besar', reconciliation: 'Rekonsiliasi Bank', periodEnd: 'Akhir Periode', accountHistory: 'Histori Akun', enteredBy: 'Dibuat oleh', balanceSheet: 'Neraca', previousYear: 'Tahun sebelumnya' },
    en: { reports: 'Reports', ledgerReports: 'General Ledger Reports', modules: 'Main Modules', ledger: 'General Ledger', reconciliation: 'Bank Reconciliation', periodEnd: 'Period End', accountHistory: 'Account History', enteredBy: 'Entered by', balanceSheet: 'Balance Sheet', previousYear: 'Previous year' },
  } as const;

  it.each(['id', 'en'] as const)('trial balance, balance sheet, reconciliation and period end in %s', async (lang) => {
    const books = await booksWithPostings(lang);
    const labels = LABELS[lang];
    for (const [size, viewport] of Object.entries(SIZES)) {
      const narrow = size === '375';
      const page = await openWorkspace(stack, books.token, books.company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await openScreen(page, labels.reports, labels.ledgerReports);
      await reportRow(page, 'trial-balance', '1-10003').waitFor();
      await shoot(page, `ledgerreports-trial-balance-${lang}-${size}`);

      if (narrow) {
        await activePane(page).locator('.report__kind').click();
        await page.locator(`.ant-select-item-option[title="${labels.balanceSheet}"]`).click();
      } else {
        await activePane(page).getByTestId('report-kind').getByText(labels.balanceSheet, { exact: true }).click();
      }
      await page.locator('#report-compare').click();
      await page.locator('.ant-select-item-option', { hasText: labels.previousYear }).click();
      await activePane(page).getByTestId('balance-sheet').locator('.ant-table-thead th').nth(2).waitFor();
      await reportRow(page, 'balance-sheet', '1-10003').waitFor();
      await shoot(page, `ledgerreports-balance-sheet-${lang}-${size}`);

      await openScreen(page, labels.modules, labels.ledger, labels.reconciliation);
      await chooseOption(page, '#reconciliation-account', '1-10003');
      const lines = activePane(page).getByTestId('uncleared-lines');
      await lines.locator('.ant-table-row').nth(3).waitFor();
      await page.locator('#reconciliation-statement').fill('257500000');
      await lines.locator('.ant-table-row').nth(0).locator('.ant-checkbox-input').check();
      await lines.locator('.ant-table-row').nth(1).locator('.ant-checkbox-input').check();
      await page.locator('#reconciliation-statement').blur();
      await page.evaluate(() => document.querySelector('.workspace__tabs .ant-tabs-content')?.scrollTo(0, 0));
      await shoot(page, `ledgerreports-reconciliation-${lang}-${size}`);

      await openScreen(page, labels.modules, labels.ledger, labels.periodEnd);
      await activePane(page).getByTestId('period-check').waitFor();
      await shoot(page, `ledgerreports-period-end-${lang}-${size}`);

      await openScreen(page, labels.modules, labels.ledger, labels.accountHistory);
      // Other screens' account pickers stay in the page (their tabs are open): pick from the visible list only.
      for (const [input, text] of [['#history-account', '1-10003'], ['#history-user', lang === 'id' ? 'Rina Akuntan' : 'Grace Accountant']] as const) {
        await page.locator(input).click();
        await page.locator(input).fill(text);
        await activeOption(page, input, text).waitFor();
        await page.keyboard.press('Enter');
      }
      await activePane(page).getByTestId('ending-balance').waitFor();
      await activePane(page).getByText(labels.enteredBy, { exact: true }).waitFor();
      await shoot(page, `ledgerreports-account-history-${lang}-${size}`);
      await page.context().close();
    }
  });
});
