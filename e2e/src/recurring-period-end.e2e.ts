import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { printsPdf } from './support/print.ts';
import { shoot, takingScreenshots } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, formIdle, notice, openListRow, openNewest, openScreen, openWorkspace, showForm, showList } from './support/workspace.ts';

/**
 * Issue 14: "a monthly recurring invoice appears after the period end". A sales invoice dated two months back is made
 * a monthly schedule with "Jadwalkan berulang" (its next one falls last month); closing last month on Akhir Periode
 * creates it, so the sales invoice list has the new invoice with its own number and the schedule shows that
 * occurrence created, this month's still estimated; Cetak prints the schedule.
 */
const stack = useStack();

const WORDS = {
  id: {
    modules: 'Modul Utama',
    sales: 'Penjualan',
    invoice: 'Faktur Penjualan',
    ledger: 'Buku Besar',
    periodEnd: 'Akhir Periode',
    recurring: 'Transaksi Berulang',
    makeRecurring: 'Jadwalkan berulang',
    fresh: 'Data Baru',
    save: 'Simpan',
    closable: 'dapat ditutup',
    closeAsk: 'Tutup buku sampai',
    yes: 'Ya',
    closed: 'Buku ditutup sampai',
    refresh: 'Muat ulang',
    created: 'Dibuat',
    estimated: 'Perkiraan',
    print: 'Cetak',
  },
  en: {
    modules: 'Main Modules',
    sales: 'Sales',
    invoice: 'Sales Invoice',
    ledger: 'General Ledger',
    periodEnd: 'Period End',
    recurring: 'Recurring Transactions',
    makeRecurring: 'Make recurring',
    fresh: 'New Data',
    save: 'Save',
    closable: 'can be closed',
    closeAsk: 'Close the books',
    yes: 'Yes',
    closed: 'Books closed',
    refresh: 'Refresh',
    created: 'Created',
    estimated: 'Estimated',
    print: 'Print',
  },
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** Today less `months` months in the machine's calendar, the day clamped to the month's end (as recurring.e2e.ts). */
function monthsBack(months: number): string {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() - months, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return `${first.getFullYear()}-${pad(first.getMonth() + 1)}-${pad(Math.min(now.getDate(), last))}`;
}

interface Schedule {
  data: { id: number; recurringno: string; details: { seq: number; status: number; invoiceid: number | null; invoiceno: string | null; estimateddate: string }[] };
}
interface InvoiceRow {
  id: number;
  invoiceno: string;
  invoicedate: string;
  totalamount: string;
}

/** Waits until the shown workspace tab is the one labelled `label` (a menu entry already open shows its tab). */
const activeTab = (page: Page, label: string) => page.locator('.workspace__tabs > .ant-tabs-nav .ant-tabs-tab-active', { hasText: label }).waitFor();

/** Clicks the list's refresh until a row holding `text` is there (the list was read before the period end). */
async function listRow(page: Page, refresh: string, text: string) {
  const row = activePane(page).locator('.ant-table-row', { hasText: text });
  await expect
    .poll(async () => {
      if (await row.count()) return true;
      await activePane(page).getByRole('button', { name: refresh }).click();
      return false;
    })
    .toBe(true);
  return row.first();
}

const CASES: [Language, 1280 | 375][] = [['id', 1280], ...(takingScreenshots ? ([['en', 375]] as [Language, 1280 | 375][]) : [])];

describe('recurring sales invoice and the period end', () => {
  it.each(CASES)('a monthly recurring invoice appears after the period end (%s, %i px)', async (lang, width) => {
    const words = WORDS[lang];
    const { token, company } = await ownerWithCompany(stack, { language: lang, user: { id: 'Rani Langganan', en: 'Rose Subscription' }, company: { id: 'PT Langganan', en: 'Subscription Ltd' } });
    const call = async <T = { data: { id: number } & Record<string, unknown> }>(method: string, route: string, body?: object) => api<T>(stack, token, method, master(company, route), body);
    await call('POST', 'item', { itemno: 'JASA-SEWA', itemdescription: 'Sewa peralatan', unit1: 'BLN', itemtype: 1 });
    const customer = (await call('POST', 'person-data', { persontype: 0, personno: 'C-00001', name: 'Toko Langganan', addressline1: 'Jl. Pemuda 1', city: 'Surabaya' })).data.id;
    const original = (
      await call<{ data: InvoiceRow }>('POST', 'sales-invoice', {
        invoicedate: monthsBack(2),
        customerid: customer,
        description: 'Sewa peralatan bulanan',
        details: [{ itemno: 'JASA-SEWA', quantity: '1', unitprice: '2500000' }],
      })
    ).data;

    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: { width, height: width === 1280 ? 800 : 812 } });
    // The invoice in its screen, then "Jadwalkan berulang": a new schedule of it, starting the month after it.
    await openScreen(page, words.modules, words.sales, words.invoice);
    await openNewest(page, 'salesInvoice');
    await activePane(page).getByTestId('doc-title').filter({ hasText: original.invoiceno }).waitFor();
    await activePane(page).getByRole('button', { name: words.makeRecurring }).click();
    await activeTab(page, words.recurring);
    await activePane(page).getByTestId('doc-title').filter({ hasText: words.fresh }).waitFor();
    await activePane(page).getByTestId('recurring-source-note').filter({ hasText: original.invoiceno }).waitFor();
    await expect.poll(() => page.locator('#recurring_description').inputValue()).toBe('Sewa peralatan bulanan');
    const table = activePane(page).getByTestId('recurring-occurrences');
    await expect.poll(() => table.getByText(words.estimated, { exact: true }).count()).toBe(2);

    const savedAnswer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/master/recurring'));
    await activePane(page).getByRole('button', { name: words.save }).click();
    const saved = (await (await savedAnswer).json()) as Schedule;
    expect(saved.data.details.map((row) => [row.estimateddate, row.status])).toEqual([
      [monthsBack(1), 0],
      [monthsBack(0), 0],
    ]);
    await formIdle(page, 'recurring');

    // Akhir Periode closes last month: its due occurrence is created first.
    await openScreen(page, words.modules, words.ledger, words.periodEnd);
    const check = activePane(page).getByTestId('period-check');
    await check.filter({ hasText: words.closable }).waitFor();
    await activePane(page).getByTestId('period-close').click();
    await page.locator('.ant-modal-confirm', { hasText: words.closeAsk }).getByRole('button', { name: words.yes }).click();
    await notice(page, words.closed).waitFor();
    await activePane(page).getByTestId('period-status').locator('.ant-tag').filter({ hasText: lang === 'id' ? 'Ditutup' : 'Closed' }).waitFor();

    const after = await call<Schedule>('GET', `recurring/read/${saved.data.id}`);
    expect(after.data.details.map((row) => row.status)).toEqual([1, 0]);
    const number = after.data.details[0]!.invoiceno ?? '';
    expect(number).not.toBe('');
    expect(number).not.toBe(original.invoiceno);

    // The sales invoice list has the new invoice, dated last month, with its own number.
    await openScreen(page, words.modules, words.sales, words.invoice);
    await activeTab(page, words.invoice);
    await showList(page);
    const row = await listRow(page, words.refresh, number);
    const invoices = await call<{ listdata: InvoiceRow[] }>('GET', `sales-invoice/readall?search=${encodeURIComponent(number)}`);
    expect(invoices.listdata.map((invoice) => [invoice.invoiceno, invoice.invoicedate])).toEqual([[number, monthsBack(1)]]);
    await shoot(page, `recurring-period-end-invoices-${lang}-${width}`);
    await openListRow(page, row);
    await showForm(page);
    await activePane(page).getByTestId('doc-title').filter({ hasText: number }).waitFor();
    await expect.poll(() => page.locator('#salesInvoice_description').inputValue()).toBe('Sewa peralatan bulanan');

    // The schedule shows that occurrence created (its number) and this month's still estimated.
    await openScreen(page, words.modules, words.ledger, words.recurring);
    await activeTab(page, words.recurring);
    await showList(page);
    await openListRow(page, await listRow(page, words.refresh, saved.data.recurringno));
    await showForm(page);
    await table.getByRole('button', { name: number }).waitFor();
    await expect.poll(() => table.getByText(words.created, { exact: true }).count()).toBe(1);
    await expect.poll(() => table.getByText(words.estimated, { exact: true }).count()).toBe(1);
    await shoot(page, `recurring-period-end-schedule-${lang}-${width}`, { fullPage: true });
    // Cetak prints the schedule (no longer "coming soon").
    await printsPdf(page, 'recurring', saved.data.id, words.print);
    await page.context().close();
  });
});
