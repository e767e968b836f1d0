import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './support/companies.ts';
import { cell } from './support/grid.ts';
import { accountId, master, todayUtc } from './support/master-data.ts';
import { retype, saveNew } from './support/purchasing.ts';
import { shoot } from './support/screenshots.ts';
import { openSavedVoucher, type SavedVoucher } from './support/saved-voucher.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, notice, openSaved, openScreen, openWorkspace } from './support/workspace.ts';

/**
 * Memorized transactions (issue 14): a saved journal voucher kept as a named template ("Memorisasi"), a new voucher
 * started from it ("Dari memorisasi") with the lines and amounts back and its own number and date, and the
 * Transaksi Memorisasi list opening the template in the voucher's tab and closing it ("Memorize Closed."). A purchase
 * payment's template keeps the vendor, bank account, notes and discount line, not the invoice it paid.
 */
const stack = useStack();

const WORDS = {
  id: {
    modules: 'Modul Utama', ledger: 'Buku Besar', voucher: 'Bukti Jurnal', list: 'Transaksi Memorisasi', memorize: 'Memorisasi', from: 'Dari memorisasi',
    save: 'Simpan', use: 'Pakai', fresh: 'Data Baru', started: 'Dokumen baru dari memorisasi', open: 'Buka', close: 'Tutup', yes: 'Ya', closed: 'Transaksi memorisasi ditutup.',
  },
  en: {
    modules: 'Main Modules', ledger: 'General Ledger', voucher: 'Journal Voucher', list: 'Memorized Transactions', memorize: 'Memorize', from: 'From memorized',
    save: 'Save', use: 'Use', fresh: 'New Data', started: 'New document from memorized', open: 'Open', close: 'Close', yes: 'Yes', closed: 'Memorize Closed.',
  },
} as const;

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

type Voucher = SavedVoucher;
const lines = (v: Voucher) => v.data.details.map((l) => [l.glaccount, l.glamount.replace(/\.0+$/, ''), l.description]);

/** The new voucher as the form shows it: the template's description and lines, no number yet. */
async function expectFilled(page: Page) {
  await expect.poll(() => page.locator('#journalVoucher_description').inputValue()).toBe('Sewa gudang bulanan');
  expect(await page.locator('#journalVoucher_jvnumber').inputValue()).toBe('');
  await activePane(page).locator('[data-row="1"][data-column="glaccount"]').getByTitle(/^1-10002 · /).waitFor();
}

describe('memorized transactions', () => {
  it.each(['id', 'en'] as const)('memorizes a journal voucher, starts a new one from it and closes it from the list (%s)', async (lang: Language) => {
    const words = WORDS[lang];
    const size = lang === 'id' ? '1280' : '375';
    const { token, company, user } = await ownerWithCompany(stack, { language: lang, user: { id: 'Dewi Memori', en: 'Dana Memory' }, company: { id: 'PT Memorisasi', en: 'Memory Ltd' } });
    const { page, original, title } = await openSavedVoucher(stack, token, company, lang, words);

    // Memorisasi: the saved voucher kept under a name.
    await activePane(page).getByRole('button', { name: words.memorize, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: words.memorize });
    await expect.poll(() => dialog.locator('#memorize_name').inputValue()).toBe('Sewa gudang bulanan');
    await dialog.locator('#memorize_name').fill('Sewa gudang');
    await shoot(page, `memorized-dialog-${lang}-${size}`);
    const kept = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/master/memorized'));
    await dialog.getByRole('button', { name: words.save }).click();
    expect((await kept).status()).toBe(201);
    await dialog.waitFor({ state: 'hidden' });

    // Dari memorisasi: a new voucher with the template's lines, its own number and today's date.
    await activePane(page).getByRole('button', { name: words.from, exact: true }).click();
    const picker = page.getByRole('dialog', { name: /memori/i });
    await picker.getByRole('button', { name: `${words.use} Sewa gudang` }).click();
    await title.filter({ hasText: words.fresh }).waitFor();
    await notice(page, words.started).waitFor();
    await expectFilled(page);
    await shoot(page, `memorized-new-${lang}-${size}`, { fullPage: true });
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/master/journal-voucher'));
    await activePane(page).getByRole('button', { name: words.save, exact: true }).click();
    const saved = (await (await created).json()) as Voucher;
    expect(saved.data.jvid).not.toBe(original.data.jvid);
    const fresh = await api<Voucher>(stack, token, 'GET', master(company, `journal-voucher/read/${saved.data.jvid}`));
    expect(fresh.data.jvnumber).not.toBe(original.data.jvnumber);
    expect(fresh.data.transdate).toBe(today());
    expect(lines(fresh)).toEqual(lines(original));
    await title.filter({ hasText: fresh.data.jvnumber }).waitFor();

    // Transaksi Memorisasi: the template listed; opening it starts a new voucher in the voucher's tab.
    await openScreen(page, words.modules, words.ledger, words.list);
    const screen = activePane(page).getByTestId('memorized-screen');
    await screen.getByText('Sewa gudang', { exact: true }).waitFor();
    const listed = await api<{ listdata: { name: string; username: string }[] }>(stack, token, 'GET', master(company, 'memorized/readall'));
    expect(listed.listdata).toMatchObject([{ name: 'Sewa gudang', username: user.username }]);
    const trail = await api<{ listdata: { action: string; username: string }[] }>(stack, token, 'GET', master(company, `memorized/getaudit/${(listed.listdata[0] as unknown as { id: number }).id}`));
    expect(trail.listdata).toMatchObject([{ action: 'create', username: user.username }]);
    await screen.getByText(user.username, { exact: true }).waitFor();
    await screen.getByText(words.voucher, { exact: true }).waitFor();
    await shoot(page, `memorized-list-${lang}-${size}`, { fullPage: true });
    await screen.getByRole('button', { name: `${words.open} Sewa gudang` }).click();
    await activePane(page).getByTestId('doc-title').filter({ hasText: words.fresh }).waitFor();
    await expectFilled(page);

    // Closing it: "Memorize Closed.", and the picker no longer offers it.
    await openScreen(page, words.modules, words.ledger, words.list);
    await screen.getByRole('button', { name: `${words.close} Sewa gudang` }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: words.yes }).click();
    await notice(page, words.closed).waitFor();
    await screen.getByText('Sewa gudang', { exact: true }).waitFor({ state: 'detached' });
    const picked = await api<{ data: unknown[] }>(stack, token, 'GET', `${master(company, 'memorized-by-type')}?transtype=journal-voucher`);
    expect(picked.data).toEqual([]);
    await page.context().close();
  });

  it('memorizes a purchase payment without the invoice it paid; a payment started from it pays what is fetched again', async () => {
    const owner = await ownerWithCompany(stack, { language: 'id', user: { id: 'Sari Memori', en: 'Sally Memory' }, company: { id: 'PT Memori Bayar', en: 'Memory Pay Ltd' } });
    const { token, company } = owner;
    const call = <T,>(method: string, route: string, body?: unknown) => api<T>(stack, token, method, master(company, route), body);
    type Invoice = { data: { id: number; invoiceno: string } };
    const vendorid = (await call<{ data: { personid: number } }>('POST', 'person-data', { persontype: 1, personno: 'V-00001', name: 'PT Jasa Bersih' })).data.personid;
    await call('POST', 'item', { itemno: 'JASA', itemdescription: 'Jasa Kebersihan', unit1: 'JOB', itemtype: 1 });
    const invoice = async (unitprice: string) => (await call<Invoice>('POST', 'purchase-invoice', { invoicedate: todayUtc(), vendorid, details: [{ itemno: 'JASA', quantity: '1', unitprice }] })).data;
    const paid = await invoice('1000000');
    const bankaccnt = await accountId(stack, token, company, '1-10003');
    const discount = { glaccount: '5-10200', discount: '10000', description: 'Diskon tunai' };
    const payment = (
      await call<{ data: { chequeno: string } }>('POST', 'purchase-payment', { paymentdate: todayUtc(), vendorid, bankaccnt, description: 'Bayar kebersihan bulanan', datadisc: [discount], details: [{ apinvoiceid: paid.id, pay: '1000000' }] })
    ).data;
    const next = await invoice('400000');
    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: { width: 1280, height: 800 } });
    const title = await openSaved(page, ['Modul Utama', 'Pembelian', 'Pembayaran Pembelian'], 'purchasePayment', payment.chequeno);
    await cell(page, 0, 'invoiceno').getByText(paid.invoiceno).waitFor();

    // Memorisasi: the template the server keeps has the vendor, bank account, notes and discount line, no invoice.
    await activePane(page).getByRole('button', { name: 'Memorisasi', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Memorisasi' });
    await expect.poll(() => dialog.locator('#memorize_name').inputValue()).toBe('Bayar kebersihan bulanan');
    const kept = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/master/memorized'));
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    const template = (await (await kept).json()) as { data: { data: Record<string, unknown> } };
    expect(template.data.data).toEqual({ vendorid, bankaccnt, currencyid: null, description: 'Bayar kebersihan bulanan', datadisc: [discount], details: [] });
    await dialog.waitFor({ state: 'hidden' });

    // Dari memorisasi: a new payment with the vendor, bank account, notes and discount line, no invoice on its grid.
    await activePane(page).getByRole('button', { name: 'Dari memorisasi', exact: true }).click();
    await page.getByRole('dialog', { name: /memori/i }).getByRole('button', { name: 'Pakai Bayar kebersihan bulanan' }).click();
    await title.filter({ hasText: 'Data Baru' }).waitFor();
    await notice(page, 'Dokumen baru dari memorisasi').waitFor();
    await expect.poll(() => page.locator('#purchasePayment_description').inputValue()).toBe('Bayar kebersihan bulanan');
    expect(await page.locator('#purchasePayment_chequeno').inputValue()).toBe('');
    await activePane(page).locator('.ant-form-item:has(#purchasePayment_vendorid)').getByTitle(/Jasa Bersih/).waitFor();
    await activePane(page).locator('.ant-form-item:has(#purchasePayment_bankaccnt)').getByTitle(/^1-10003 · /).waitFor();
    await cell(page, 0, 'glaccount').getByTitle(/^5-10200 · /).waitFor();
    await expect.poll(() => cell(page, 0, 'invoiceno').count()).toBe(0);
    await shoot(page, 'memorized-payment-new-id-1280', { fullPage: true });

    // "Ambil Faktur" brings what the vendor is still owed: the later invoice, not the one the template's payment paid.
    await activePane(page).getByRole('button', { name: 'Ambil Faktur' }).click();
    await cell(page, 0, 'invoiceno').getByText(next.invoiceno).waitFor();
    expect(await activePane(page).getByText(paid.invoiceno).count()).toBe(0);
    await retype(page, 0, 'pay', '400000');
    await page.keyboard.press('Tab');
    const { sent, doc } = await saveNew(stack, page, owner, 'purchase-payment', 'Berhasil');
    expect(sent).toMatchObject({ vendorid, bankaccnt, description: 'Bayar kebersihan bulanan', datadisc: [discount], details: [{ apinvoiceid: next.id, pay: '400000' }] });
    expect(doc).toMatchObject({ vendorid, bankaccnt, totalpay: '400000', totaldiscount: '10000' });
    expect(doc.chequeno).not.toBe(payment.chequeno);
    await page.context().close();
  });
});
