import { describe, expect, it } from 'vitest';
import { api, chooseOption } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { shoot, takingScreenshots } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, formIdle, openScreen, openWorkspace, showList, workspaceTab } from './support/workspace.ts';

/**
 * Transaksi Berulang (issue 14): a monthly schedule made from a saved journal voucher dated two months back, run
 * now, creates its two due occurrences with their numbers; a created number opens its voucher in the voucher's tab.
 */
const stack = useStack();

const WORDS = {
  id: {
    modules: 'Modul Utama',
    ledger: 'Buku Besar',
    recurring: 'Transaksi Berulang',
    voucher: 'Bukti Jurnal',
    save: 'Simpan',
    run: 'Jalankan sekarang',
    created: 'Dibuat',
    estimated: 'Perkiraan',
    finished: 'Selesai',
    makeRecurring: 'Jadwalkan berulang',
    fresh: 'Data Baru',
  },
  en: {
    modules: 'Main Modules',
    ledger: 'General Ledger',
    recurring: 'Recurring Transactions',
    voucher: 'Journal Voucher',
    save: 'Save',
    run: 'Run now',
    created: 'Created',
    estimated: 'Estimated',
    finished: 'Finished',
    makeRecurring: 'Make recurring',
    fresh: 'New Data',
  },
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** Today less `months` months in the machine's calendar (the company's day is never earlier), the day clamped to the month's end. */
function monthsBack(months: number): string {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() - months, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return `${first.getFullYear()}-${pad(first.getMonth() + 1)}-${pad(Math.min(now.getDate(), last))}`;
}
const shown = (iso: string) => iso.split('-').reverse().join('/');

interface Schedule {
  data: { id: number; status: number; details: { seq: number; status: number; invoiceid: number | null; invoiceno: string | null; estimateddate: string }[] };
}

/** Indonesian on a desktop and English on a phone; a screenshot run also takes the other two. */
const CASES: [Language, 1280 | 375][] = [
  ['id', 1280],
  ['en', 375],
  ...(takingScreenshots ? ([['id', 375], ['en', 1280]] as [Language, 1280 | 375][]) : []),
];

describe('recurring transactions', () => {
  it.each(CASES)('makes a monthly schedule of a saved journal voucher, runs it and opens a created voucher (%s, %i px)', async (lang, width) => {
    const words = WORDS[lang];
    const { token, company } = await ownerWithCompany(stack, { language: lang, user: { id: 'Rina Berulang', en: 'Rita Recurring' }, company: { id: 'PT Berulang', en: 'Recurring Ltd' } });
    const date = monthsBack(2);
    const original = await api<{ data: { jvid: number; jvnumber: string } }>(stack, token, 'POST', master(company, 'journal-voucher'), {
      transdate: date,
      description: 'Sewa gudang bulanan',
      details: [
        { glaccount: '6-10200', glamount: '7500000', description: 'Sewa gudang' },
        { glaccount: '1-10002', glamount: '-7500000', description: 'Tunai' },
      ],
    });
    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: { width, height: width === 1280 ? 800 : 812 } });
    await openScreen(page, words.modules, words.ledger, words.recurring);
    await formIdle(page, 'recurring');

    // The form first, then the saved voucher by its number: its description and the month after it come with it.
    await page.locator('#recurring_transtype').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: words.voucher }).click();
    await chooseOption(page, '#recurring_sourceid', original.data.jvnumber);
    await activePane(page).getByTestId('recurring-source-note').filter({ hasText: original.data.jvnumber }).waitFor();
    await expect.poll(() => page.locator('#recurring_description').inputValue()).toBe('Sewa gudang bulanan');
    await expect.poll(() => page.locator('#recurring_recurringdate').inputValue()).toBe(shown(monthsBack(1)));
    const table = activePane(page).getByTestId('recurring-occurrences');
    await expect.poll(() => table.locator('.ant-table-row').count()).toBe(2);
    await table.locator('.ant-table-row').first().getByText(words.estimated).waitFor();
    await shoot(page, `recurring-form-${lang}-${width}`, { fullPage: true });

    const savedAnswer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/master/recurring'));
    await activePane(page).getByRole('button', { name: words.save }).click();
    const saved = (await (await savedAnswer).json()) as Schedule;
    expect(saved.data.details.map((row) => row.estimateddate)).toEqual([monthsBack(1), monthsBack(0)]);
    await formIdle(page, 'recurring');

    const ran = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/master/recurring/run'));
    await activePane(page).getByRole('button', { name: words.run }).click();
    expect((await ran).status()).toBe(200);
    await expect.poll(() => table.getByText(words.created, { exact: true }).count()).toBe(2);
    const after = await api<Schedule>(stack, token, 'GET', master(company, `recurring/read/${saved.data.id}`));
    expect(after.data.details.map((row) => row.status)).toEqual([1, 1]);
    const numbers = after.data.details.map((row) => row.invoiceno ?? '');
    expect(numbers.every((number) => number !== '' && number !== original.data.jvnumber)).toBe(true);
    for (const number of numbers) await table.getByRole('button', { name: number }).waitFor();
    await activePane(page).getByTestId('recurring-status').filter({ hasText: words.finished }).waitFor();
    await shoot(page, `recurring-run-${lang}-${width}`, { fullPage: true });

    // The list: the schedule, both created, finished.
    await showList(page);
    const row = activePane(page).locator('.ant-table-row', { hasText: words.finished }).first();
    await row.waitFor();
    if (width === 1280) await row.getByText('2/2').waitFor();
    await shoot(page, `recurring-list-${lang}-${width}`);

    // A created number opens its voucher in the voucher's own tab.
    await activePane(page).locator('.doc-screen__head .ant-segmented-item', { hasText: /^(Formulir|Form)$/ }).click();
    await table.getByRole('button', { name: numbers[1]! }).click();
    await workspaceTab(page, words.voucher).tab.waitFor();
    await activePane(page).getByTestId('doc-title').filter({ hasText: numbers[1]! }).waitFor();
    await expect.poll(() => page.locator('#journalVoucher_description').inputValue()).toBe('Sewa gudang bulanan');

    // "Jadwalkan berulang" on that voucher: a new schedule of it, starting the month after it.
    await activePane(page).getByRole('button', { name: words.makeRecurring }).waitFor();
    await shoot(page, `recurring-voucher-toolbar-${lang}-${width}`);
    await activePane(page).getByRole('button', { name: words.makeRecurring }).click();
    await page.locator('.workspace__tabs > .ant-tabs-nav .ant-tabs-tab-active', { hasText: words.recurring }).waitFor();
    await activePane(page).getByTestId('doc-title').filter({ hasText: words.fresh }).waitFor();
    await activePane(page).getByTestId('recurring-source-note').filter({ hasText: numbers[1]! }).waitFor();
    await activePane(page).locator('.recurring-fields').getByText(words.voucher, { exact: true }).first().waitFor();
    await expect.poll(() => page.locator('#recurring_recurringdate').inputValue()).toBe(shown(monthsBack(-1)));
    await expect.poll(() => table.getByText(words.estimated, { exact: true }).count()).toBe(2);
    await shoot(page, `recurring-from-voucher-${lang}-${width}`, { fullPage: true });
    await page.context().close();
  });
});
