import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { activeOption, cell, focusedCell } from './support/grid.ts';
import { master, todayUtc } from './support/master-data.ts';
import { printsPdf } from './support/print.ts';
import { chooseIn, pullFrom, purchasingCompany, retype, saveNew, vendorOf, type Row } from './support/purchasing.ts';
import { describeScreenshots, SCREEN_SIZES, shoot } from './support/screenshots.ts';
import { useStack, type Language, type Owner } from './support/setup.ts';
import type { Stack } from './support/stack.ts';
import { activePane, formIdle, openNewest, openScreen, openWorkspace as openAt, showList } from './support/workspace.ts';

/**
 * Issue 13 in the workspace, after the invoices: a Tukar Faktur gathers two invoices of one customer (one chosen by
 * its number on the grid, the other fetched with "Ambil Faktur"), falls due after the customer's 30-day terms and bills
 * their total; a sales return from an invoice kept as the customer's credit ("Simpan sebagai kredit pelanggan")
 * leaves the invoice's owing as it was and credits the customer (its journal). With E2E_SCREENSHOTS=1 both screens
 * are pictured in id and en at 1280 and 375 px.
 */
const stack = useStack();

const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

type SalesOwner = Owner & { customer: number; invoices: Row[] };

/**
 * The purchasing company with stock (20 KOPI, 40 TEH), a customer C-00001 PT Pelanggan Kopi paying 30 days net, and
 * three posted invoices of it made through the API: 4 KOPI (66.600), 10 TEH (27.750), 2 KOPI (33.300), all with PPN.
 */
async function salesCompany(stack: Stack, language: Language): Promise<SalesOwner> {
  const owner = await purchasingCompany(stack, language);
  const { token, company } = owner;
  const call = <T = { data: Row }>(method: string, route: string, body?: unknown) => api<T>(stack, token, method, master(company, route), body);
  const termsid = (await call('POST', 'term-payment', { termname: 'Tempo 30 Pelanggan', netdays: 30 })).data.id;
  const customer = (await call('POST', 'person-data', { persontype: 0, personno: 'C-00001', name: 'PT Pelanggan Kopi', termsid })).data.id as number;
  await call('POST', 'purchase-invoice', {
    invoicedate: todayUtc(),
    vendorid: await vendorOf(stack, owner),
    details: [
      { itemno: 'KOPI', quantity: '20', unitprice: '10000' },
      { itemno: 'TEH', quantity: '40', unitprice: '1500' },
    ],
  });
  const invoices: Row[] = [];
  for (const [itemno, quantity, unitprice] of [
    ['KOPI', '4', '15000'],
    ['TEH', '10', '2500'],
    ['KOPI', '2', '15000'],
  ] as const) {
    invoices.push((await call('POST', 'sales-invoice', { invoicedate: todayUtc(), customerid: customer, details: [{ itemno, quantity, unitprice, taxcodes: 'PPN' }] })).data);
  }
  return { ...owner, customer, invoices };
}

/** A totals figure of the shown document once it reads `text`. */
const total = (page: Page, key: string, text: string) => expect.poll(() => activePane(page).getByTestId(`total-${key}`).textContent()).toBe(text);

/** The Tukar Faktur's first invoice chosen on the grid by its number, the rest fetched ("Ambil Faktur"). */
async function gatherInvoices(page: Page, first: string, second: string, fetch: string): Promise<void> {
  await cell(page, 0, 'arinvoiceid').locator('input').focus();
  await page.keyboard.type(first);
  await activeOption(page, first).waitFor();
  await page.keyboard.press('Enter');
  await cell(page, 0, 'arinvoiceid').getByTitle(first).waitFor();
  // Fetched through the Tukar Faktur's own list (its rights; invoices in no other Tukar Faktur), not the receipt's.
  const listed = page.waitForResponse((res) => res.url().includes('/sales-consolidated/getListInvoice/0/'));
  await activePane(page).getByRole('button', { name: fetch }).click();
  expect((await listed).status()).toBe(200);
  await cell(page, 1, 'arinvoiceid').getByTitle(second).waitFor();
}

describe('Tukar Faktur and sales return', () => {
  it('gathers two invoices of the customer under its terms, saves, shows the total and due date, lists and prints it', async () => {
    const owner = await salesCompany(stack, 'id');
    const [a, b] = owner.invoices as [Row, Row];
    expect([a.totalamount, b.totalamount]).toEqual(['66600', '27750']);
    const page = await openWorkspace(owner);

    await openScreen(page, 'Modul Utama', 'Penjualan', 'Tukar Faktur');
    await formIdle(page, 'salesConsolidated');
    await page.locator('#salesConsolidated_customerid').focus();
    await chooseIn(page, '#salesConsolidated_customerid', 'Pelanggan');
    // The due date follows the customer's terms from the date, and says so.
    const due = plusDays(todayUtc(), 30);
    await expect.poll(() => page.locator('#salesConsolidated_duedate').inputValue()).toBe(shown(due));
    await activePane(page).getByTestId('cons-due-terms').filter({ hasText: '30 hari' }).waitFor();
    await gatherInvoices(page, String(a.invoiceno), String(b.invoiceno), 'Ambil Faktur');
    // The third invoice is offered too: only the two are kept.
    await cell(page, 2, 'arinvoiceid').locator('input').click();
    await focusedCell(page, 2, 'arinvoiceid').waitFor();
    await page.keyboard.press('Control+Delete');
    await cell(page, 2, 'arinvoiceid').waitFor({ state: 'detached' });
    await total(page, 'billed', '94.350,00');
    await page.locator('#salesConsolidated_description').focus();
    await page.keyboard.type('Tanda terima November');

    const { sent, doc } = await saveNew(stack, page, owner, 'sales-consolidated', 'Berhasil');
    expect(sent).toMatchObject({ customerid: owner.customer, duedate: due, details: [{ arinvoiceid: a.id }, { arinvoiceid: b.id }] });
    expect(doc).toMatchObject({ consdate: todayUtc(), duedate: due, customerid: owner.customer, consamount: '94350', owing: '94350', status: 'open', description: 'Tanda terima November' });
    expect((doc.details as Row[]).map((l) => [l.invoiceno, l.amount])).toEqual([
      [a.invoiceno, '66600'],
      [b.invoiceno, '27750'],
    ]);
    // Saved: the form shows the server's figures, its due date and status.
    await activePane(page).getByTestId('doc-title').filter({ hasText: String(doc.consno) }).waitFor();
    await total(page, 'billed', '94.350,00');
    expect(await page.locator('#salesConsolidated_duedate').inputValue()).toBe(shown(due));
    await activePane(page).locator('[data-testid="doc-status"][data-status="open"]', { hasText: 'Terbuka' }).first().waitFor();
    await printsPdf(page, 'sales-consolidated', doc.id);

    // The list, filtered by status: open shows it, paid does not.
    await showList(page);
    const row = activePane(page).locator('.ant-table-row', { hasText: String(doc.consno) });
    await row.filter({ hasText: '94.350,00' }).filter({ hasText: shown(due) }).waitFor();
    await chooseStatus(page, 'Lunas');
    await row.waitFor({ state: 'detached' });
    await chooseStatus(page, 'Terbuka');
    await row.waitFor();
    await page.context().close();
  });

  it('returns goods of an invoice kept as customer credit: the invoice still owes all of it, the customer is credited', async () => {
    const owner = await salesCompany(stack, 'id');
    const invoice = owner.invoices[2]!;
    const invoiceno = String(invoice.invoiceno);
    const page = await openWorkspace(owner);

    await openScreen(page, 'Modul Utama', 'Penjualan', 'Retur Penjualan');
    await formIdle(page, 'salesReturn');
    await page.locator('#salesReturn_customerid').focus();
    await chooseIn(page, '#salesReturn_customerid', 'Pelanggan');
    await pullFrom(page, 'pull-sales-invoice', invoiceno, 'Tambahkan baris');
    await cell(page, 0, 'srcno').getByText(invoiceno).waitFor();
    expect(await cell(page, 0, 'quantity').locator('input').inputValue()).toBe('2');
    await retype(page, 0, 'quantity', '1');
    // "Kembalikan uang" asks for the bank account the money leaves; kept as the customer's credit, none is asked.
    await settleAs(page, 'Kembalikan uang');
    await activePane(page).locator('.ant-form-item', { hasText: 'Dibayar dari Akun' }).locator('#salesReturn_bankaccount').waitFor();
    await settleAs(page, 'Simpan sebagai kredit pelanggan');
    await page.locator('#salesReturn_bankaccount').waitFor({ state: 'detached' });
    await total(page, 'totalamount', '16.650,00');
    const { sent, doc } = await saveNew(stack, page, owner, 'sales-return', 'Berhasil');
    expect(sent).toMatchObject({ customerid: owner.customer, withoutsi: false, settlement: 'credit', bankaccount: null });
    expect(doc).toMatchObject({ arinvoiceid: invoice.id, settlement: 'credit', totalamount: '16650', posted: true });
    expect((doc.details as Row[]).map((l) => [l.itemno, l.quantity, l.arinvoiceid, l.invseq])).toEqual([['KOPI', '1', invoice.id, 1]]);

    // The credit: the journal credits the customer's credit (Uang Muka Penjualan) with the return's 16.650.
    await activePane(page).getByRole('button', { name: 'Lihat Jurnal' }).click();
    const journal = page.getByTestId('journal-entry').first();
    await expect.poll(() => journal.textContent()).toContain('2-10100');
    expect(await journal.textContent()).toContain('16.650,00');
    await page.keyboard.press('Escape');
    await page.getByTestId('journal-panel').waitFor({ state: 'detached' });

    // The invoice still owes all of it: in its read and in the invoices' list.
    const read = (await api<{ data: Row }>(stack, owner.token, 'GET', master(owner.company, `sales-invoice/read/${String(invoice.id)}`))).data;
    expect(read).toMatchObject({ totalamount: '33300', owing: '33300', status: 'unpaid' });
    await openScreen(page, 'Modul Utama', 'Penjualan', 'Faktur Penjualan');
    await showList(page);
    await activePane(page).locator('.ant-table-row', { hasText: invoiceno }).locator('[data-testid="doc-status"][data-status="unpaid"]').waitFor();
    expect(await activePane(page).locator('.ant-table-row', { hasText: invoiceno }).textContent()).toContain('33.300,00');
    await page.context().close();
  });

  it('the Faktur Sementara entry opens the sales invoice switched to temporary', async () => {
    const owner = await salesCompany(stack, 'id');
    const page = await openWorkspace(owner);
    await openScreen(page, 'Modul Utama', 'Penjualan', 'Faktur Sementara');
    await formIdle(page, 'temporaryInvoice');
    expect(await page.locator('#temporaryInvoice_posted').getAttribute('aria-checked')).toBe('true');
    await page.context().close();
  });
});

/** The sales return's settlement chosen by its label. */
async function settleAs(page: Page, label: string): Promise<void> {
  await activePane(page).locator('#salesReturn_settlement').click();
  await page.locator('.ant-select-dropdown:visible').getByText(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'detached' });
  await activePane(page).locator('.ant-form-item', { has: page.locator('#salesReturn_settlement') }).filter({ hasText: label }).waitFor();
}

/** The list's status filter set to `label`. */
async function chooseStatus(page: Page, label: string): Promise<void> {
  await activePane(page).getByTestId('cons-status-filter').click();
  await page.locator('.ant-select-dropdown:visible').getByText(label, { exact: true }).click();
}

/** The owner's company in the workspace (at a screen size, for the screenshots). */
function openWorkspace(owner: Owner, viewport?: { width: number; height: number }): Promise<Page> {
  return openAt(stack, owner.token, owner.company.datasourcekey, viewport ? { viewport } : {});
}

describeScreenshots('Tukar Faktur and sales return screenshots', () => {
  const LABELS = {
    id: { modules: 'Modul Utama', sales: 'Penjualan', cons: 'Tukar Faktur', ret: 'Retur Penjualan', note: 'Tanda terima November', back: 'Kopi rusak' },
    en: { modules: 'Main Modules', sales: 'Sales', cons: 'Consolidated Invoice', ret: 'Sales Return', note: 'November billing', back: 'Damaged coffee' },
  } as const;

  it.each(['id', 'en'] as const)('both screens with their lists in %s', async (lang) => {
    const owner = await salesCompany(stack, lang);
    const { token, company } = owner;
    const [a, b, c] = owner.invoices as [Row, Row, Row];
    const labels = LABELS[lang];
    await api(stack, token, 'POST', master(company, 'sales-consolidated'), { consdate: todayUtc(), customerid: owner.customer, description: labels.note, details: [{ arinvoiceid: a.id }, { arinvoiceid: b.id }] });
    await api(stack, token, 'POST', master(company, 'sales-return'), {
      returndate: todayUtc(),
      customerid: owner.customer,
      settlement: 'credit',
      description: labels.back,
      details: [{ itemno: 'KOPI', quantity: '1', unitprice: '15000', taxcodes: 'PPN', arinvoiceid: c.id, invseq: 1 }],
    });
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(owner, viewport);
      for (const [menu, formName, name] of [
        [labels.cons, 'salesConsolidated', 'sales-consolidated'],
        [labels.ret, 'salesReturn', 'sales-return'],
      ] as const) {
        await openScreen(page, labels.modules, labels.sales, menu);
        await openNewest(page, formName);
        await shoot(page, `${name}-${lang}-${size}`, { fullPage: true });
        await activePane(page).evaluate((pane) => pane.scrollTo({ top: pane.scrollHeight }));
        await shoot(page, `${name}-end-${lang}-${size}`);
        await showList(page);
        await shoot(page, `${name}-list-${lang}-${size}`);
      }
      await page.context().close();
    }
  });
});
