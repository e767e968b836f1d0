import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { cell } from './support/grid.ts';
import { purchasingCompany, vendorOf, type Row } from './support/purchasing.ts';
import { accountId, master, todayUtc } from './support/master-data.ts';
import { describeScreenshots, SCREEN_SIZES, shoot } from './support/screenshots.ts';
import { openSavedVoucher, type SavedVoucher } from './support/saved-voucher.ts';
import { ownerWithCompany, useStack, type Language, type Owner } from './support/setup.ts';
import { activePane, notice, openSaved, openWorkspace } from './support/workspace.ts';

/**
 * Transaction copy (spec 001 §2): a saved document copied with "Salin" into a new one with its own number and date,
 * nothing pulled copied as pulled (a payment's, a receipt's or a Tukar Faktur's invoices, a return's pulled lines), and
 * every grid the copy leaves empty showing the blank row a new document has.
 */
const stack = useStack();

const WORDS = {
  id: { modules: 'Modul Utama', ledger: 'Buku Besar', voucher: 'Bukti Jurnal', copy: 'Salin', save: 'Simpan', fresh: 'Data Baru', copied: 'Disalin ke data baru' },
  en: { modules: 'Main Modules', ledger: 'General Ledger', voucher: 'Journal Voucher', copy: 'Copy', save: 'Save', fresh: 'New Data', copied: 'Copied into a new record' },
} as const;

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

describe('transaction copy', () => {
  it.each(['id', 'en'] as const)('copies a saved journal voucher into a new one with its own number and date (%s)', async (lang: Language) => {
    const words = WORDS[lang];
    const { token, company } = await ownerWithCompany(stack, { language: lang, user: { id: 'Dewi Salin', en: 'Dana Copy' }, company: { id: 'PT Salinan', en: 'Copy Ltd' } });
    type Voucher = SavedVoucher;
    const { page, original, title } = await openSavedVoucher(stack, token, company, lang, words);

    await activePane(page).getByRole('button', { name: words.copy }).click();
    await title.filter({ hasText: words.fresh }).waitFor();
    await notice(page, words.copied).waitFor();
    // The copy has the original's description and lines, today's date and no number of its own yet.
    await expect.poll(() => page.locator('#journalVoucher_description').inputValue()).toBe('Sewa gudang bulanan');
    expect(await page.locator('#journalVoucher_jvnumber').inputValue()).toBe('');
    await activePane(page).locator('[data-row="1"][data-column="glaccount"]').getByTitle(/^1-10002 · /).waitFor();
    await shoot(page, `transaction-copy-${lang}-${lang === 'id' ? '1280' : '375'}`, { fullPage: true });

    const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/master/journal-voucher'));
    await activePane(page).getByRole('button', { name: words.save }).click();
    const saved = (await (await created).json()) as Voucher;
    expect(saved.data.jvid).not.toBe(original.data.jvid);
    const copy = await api<{ data: { jvnumber: string; transdate: string; details: { glaccount: string; glamount: string }[] } }>(stack, token, 'GET', master(company, `journal-voucher/read/${saved.data.jvid}`));
    expect(copy.data.jvnumber).not.toBe(original.data.jvnumber);
    expect(copy.data.transdate).toBe(today());
    expect(copy.data.details.map((l) => [l.glaccount, l.glamount.replace(/\.0+$/, '')])).toEqual([
      ['6-10200', '7500000'],
      ['1-10002', '-7500000'],
    ]);
    await page.context().close();
  });

  it('copies a purchase payment into a new one with the vendor, bank account and notes, without the invoice it paid', async () => {
    const { token, company } = await ownerWithCompany(stack, { language: 'id', user: { id: 'Sari Salin', en: 'Sally Copy' }, company: { id: 'PT Salin Bayar', en: 'Copy Pay Ltd' } });
    const vendor = (await api<{ data: { personid: number } }>(stack, token, 'POST', master(company, 'person-data'), { persontype: 1, personno: 'V-00001', name: 'PT Jasa Bersih' })).data.personid;
    await api(stack, token, 'POST', master(company, 'item'), { itemno: 'JASA', itemdescription: 'Jasa Kebersihan', unit1: 'JOB', itemtype: 1 });
    const invoice = (await api<{ data: { id: number; invoiceno: string } }>(stack, token, 'POST', master(company, 'purchase-invoice'), { invoicedate: todayUtc(), vendorid: vendor, details: [{ itemno: 'JASA', quantity: '1', unitprice: '1000000' }] })).data;
    const bank = await accountId(stack, token, company, '1-10003');
    const payment = (await api<{ data: { chequeno: string } }>(stack, token, 'POST', master(company, 'purchase-payment'), { paymentdate: todayUtc(), vendorid: vendor, bankaccnt: bank, description: 'Bayar kebersihan bulanan', details: [{ apinvoiceid: invoice.id, pay: '1000000' }] })).data;
    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: { width: 1280, height: 800 } });
    const title = await openSaved(page, ['Modul Utama', 'Pembelian', 'Pembayaran Pembelian'], 'purchasePayment', payment.chequeno);
    await cell(page, 0, 'invoiceno').getByText(invoice.invoiceno).waitFor();

    await activePane(page).getByRole('button', { name: 'Salin' }).click();
    await title.filter({ hasText: 'Data Baru' }).waitFor();
    await notice(page, 'Disalin ke data baru').waitFor();
    await expect.poll(() => page.locator('#purchasePayment_description').inputValue()).toBe('Bayar kebersihan bulanan');
    expect(await page.locator('#purchasePayment_chequeno').inputValue()).toBe('');
    await activePane(page).locator('.ant-form-item:has(#purchasePayment_vendorid)').getByTitle(/Jasa Bersih/).waitFor();
    await activePane(page).locator('.ant-form-item:has(#purchasePayment_bankaccnt)').getByTitle(/^1-10003 · /).waitFor();
    // The invoice it paid is not carried: it was pulled, and is paid already.
    await expect.poll(() => activePane(page).getByText(invoice.invoiceno).count()).toBe(0);
    // It had no discount line: the discount grid has the blank row of a new payment to type into.
    await expect.poll(() => activePane(page).locator('td[data-column="glaccount"]').count()).toBe(1);
    await shoot(page, 'transaction-copy-payment-id-1280', { fullPage: true });
    await page.context().close();
  });

  it('copies a purchase return without the invoice and the lines it pulled; vendor, notes and Tanpa Pengembalian Dana stay', async () => {
    const owner = await purchasingCompany(stack, 'id');
    const { token, company } = owner;
    const vendorid = await vendorOf(stack, owner);
    const invoice = (await api<{ data: { id: number; invoiceno: string } }>(stack, token, 'POST', master(company, 'purchase-invoice'), { invoicedate: todayUtc(), vendorid, details: [{ itemno: 'KOPI', quantity: '10', unitprice: '15000' }] })).data;
    const returned = (
      await api<{ data: { returnno: string } }>(stack, token, 'POST', master(company, 'purchase-return'), {
        returndate: todayUtc(),
        vendorid,
        isnihil: true,
        description: 'Kopi rusak',
        details: [{ itemno: 'KOPI', quantity: '2', unitprice: '15000', apinvoiceid: invoice.id, invseq: 1 }],
      })
    ).data;
    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: { width: 1280, height: 800 } });
    const title = await openSaved(page, ['Modul Utama', 'Pembelian', 'Retur Pembelian'], 'purchaseReturn', returned.returnno);
    await cell(page, 0, 'srcno').getByText(invoice.invoiceno).waitFor();

    await activePane(page).getByRole('button', { name: 'Salin' }).click();
    await title.filter({ hasText: 'Data Baru' }).waitFor();
    await notice(page, 'Disalin ke data baru').waitFor();
    await expect.poll(() => page.locator('#purchaseReturn_description').inputValue()).toBe('Kopi rusak');
    expect(await page.locator('#purchaseReturn_returnno').inputValue()).toBe('');
    expect(await activePane(page).getByLabel('Tanpa Pengembalian Dana').isChecked()).toBe(true);
    await activePane(page).locator('.ant-form-item:has(#purchaseReturn_vendorid)').getByTitle(/^V-00001 · /).waitFor();
    // The invoice's line was pulled: it goes whole, and the clerk pulls again on the two blank lines of a new return.
    await expect.poll(() => activePane(page).getByText(invoice.invoiceno).count()).toBe(0);
    await expect.poll(() => activePane(page).getByTestId('grid-row').count()).toBe(2);
    await shoot(page, 'transaction-copy-return-id-1280', { fullPage: true });
    await page.context().close();
  });

  it('copies a sales receipt with the customer, bank account and notes, without the invoice it received; the discount grid has its blank row', async () => {
    const sales = await receivingCompany('id');
    const page = await openWorkspace(stack, sales.token, sales.company.datasourcekey, { viewport: SCREEN_SIZES['1280'] });
    await copySaved(page, RECEIPT, sales.receipt.paymentno, 'id');
    await expect.poll(() => page.locator('#salesPayment_description').inputValue()).toBe('Terima jasa pemasangan');
    expect(await page.locator('#salesPayment_paymentno').inputValue()).toBe('');
    await activePane(page).locator('.ant-form-item:has(#salesPayment_customerid)').getByTitle(/Pelanggan Jasa/).waitFor();
    await activePane(page).locator('.ant-form-item:has(#salesPayment_bankaccount)').getByTitle(/^1-10003 · /).waitFor();
    await expect.poll(() => activePane(page).getByText(sales.received.invoiceno).count()).toBe(0);
    await expect.poll(() => activePane(page).locator('td[data-column="glaccount"]').count()).toBe(1);
    expect(await cell(page, 0, 'glaccount').getByTitle(/ · /).count()).toBe(0);

    // "Ambil Faktur" offers what the customer still owes: the other two invoices, not the one the original received.
    await activePane(page).getByRole('button', { name: 'Ambil Faktur' }).click();
    await cell(page, 0, 'invoiceno').getByText(sales.gathered[0].invoiceno).waitFor();
    await cell(page, 1, 'invoiceno').getByText(sales.gathered[1].invoiceno).waitFor();
    expect(await activePane(page).getByText(sales.received.invoiceno).count()).toBe(0);
    await page.context().close();
  });

  it('copies a Tukar Faktur with the customer and notes, without its invoices: one blank invoice line as on a new one', async () => {
    const sales = await receivingCompany('id');
    const page = await openWorkspace(stack, sales.token, sales.company.datasourcekey, { viewport: SCREEN_SIZES['1280'] });
    await copySaved(page, TUKAR_FAKTUR, sales.consolidated.consno, 'id');
    await expect.poll(() => page.locator('#salesConsolidated_description').inputValue()).toBe('Tanda terima jasa');
    expect(await page.locator('#salesConsolidated_consno').inputValue()).toBe('');
    await activePane(page).locator('.ant-form-item:has(#salesConsolidated_customerid)').getByTitle(/Pelanggan Jasa/).waitFor();
    for (const invoice of sales.gathered) await expect.poll(() => activePane(page).getByText(invoice.invoiceno).count()).toBe(0);
    await expect.poll(() => activePane(page).getByTestId('grid-row').count()).toBe(1);
    // Its due date is the new one's: the customer's 30 days from today, as on a new Tukar Faktur for the customer.
    await expect.poll(() => page.locator('#salesConsolidated_duedate').inputValue()).toBe(shown(plusDays(todayUtc(), 30)));
    await activePane(page).getByTestId('cons-due-terms').filter({ hasText: '30 hari' }).waitFor();
    await page.context().close();
  });
});

/** A sales screen whose documents are copied: its menu entry (id, en) and its form's name. */
interface CopiedScreen {
  menu: Record<Language, string>;
  form: string;
}
const RECEIPT: CopiedScreen = { menu: { id: 'Penerimaan Penjualan', en: 'Sales Receipt' }, form: 'salesPayment' };
const TUKAR_FAKTUR: CopiedScreen = { menu: { id: 'Tukar Faktur', en: 'Consolidated Invoice' }, form: 'salesConsolidated' };

const SALES_MENU = { id: ['Modul Utama', 'Penjualan'], en: ['Main Modules', 'Sales'] } as const;

/** Opens the saved document numbered `number` from the screen's list and copies it ("Salin"): a new, unsaved one. */
async function copySaved(page: Page, screen: CopiedScreen, number: string, lang: Language): Promise<void> {
  const words = WORDS[lang];
  const title = await openSaved(page, [...SALES_MENU[lang], screen.menu[lang]], screen.form, number);
  await activePane(page).getByRole('button', { name: words.copy }).click();
  await title.filter({ hasText: words.fresh }).waitFor();
  await notice(page, words.copied).waitFor();
}

interface Invoice {
  id: number;
  invoiceno: string;
}

const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * A company with a customer PT Pelanggan Jasa paying 30 days net, a service item and three posted invoices of it: the first received
 * into 1-10003 ("Terima jasa pemasangan", no discount line), the other two gathered in a Tukar Faktur ("Tanda terima
 * jasa"), all through the API.
 */
async function receivingCompany(language: Language, notes = { receipt: 'Terima jasa pemasangan', consolidated: 'Tanda terima jasa' }) {
  const owner: Owner = await ownerWithCompany(stack, { language, user: { id: 'Rina Salin', en: 'Rita Copy' }, company: { id: 'PT Salin Terima', en: 'Copy Receipts Ltd' } });
  const call = <T = { data: Row }>(method: string, route: string, body?: unknown) => api<T>(stack, owner.token, method, master(owner.company, route), body);
  const termsid = (await call<{ data: { id: number } }>('POST', 'term-payment', { termname: 'Tempo 30 Pelanggan', netdays: 30 })).data.id;
  const customerid = (await call<{ data: { personid: number } }>('POST', 'person-data', { persontype: 0, personno: 'C-00001', name: 'PT Pelanggan Jasa', termsid })).data.personid;
  await call('POST', 'item', { itemno: 'JASA', itemdescription: 'Jasa Pemasangan', unit1: 'JOB', itemtype: 2 });
  const invoices: Invoice[] = [];
  for (const unitprice of ['500000', '300000', '200000']) {
    invoices.push((await call<{ data: Invoice }>('POST', 'sales-invoice', { invoicedate: todayUtc(), customerid, details: [{ itemno: 'JASA', quantity: '1', unitprice }], confirm: true })).data);
  }
  const [received, ...gathered] = invoices as [Invoice, Invoice, Invoice];
  const bankaccount = await accountId(stack, owner.token, owner.company, '1-10003');
  const receipt = (await call<{ data: { paymentno: string } }>('POST', 'sales-payment', { paymentdate: todayUtc(), customerid, bankaccount, description: notes.receipt, details: [{ arinvoiceid: received.id, pay: '500000' }] })).data;
  const consolidated = (await call<{ data: { consno: string } }>('POST', 'sales-consolidated', { consdate: todayUtc(), customerid, description: notes.consolidated, details: gathered.map((g) => ({ arinvoiceid: g.id })) })).data;
  return { ...owner, received, gathered, receipt, consolidated };
}

describeScreenshots('transaction copy screenshots', () => {
  const NOTES = {
    id: { receipt: 'Terima jasa pemasangan', consolidated: 'Tanda terima jasa' },
    en: { receipt: 'Installation received', consolidated: 'Service billing' },
  } as const;

  it.each(['id', 'en'] as const)('a copied sales receipt and Tukar Faktur in %s at 1280 and 375', async (lang) => {
    const sales = await receivingCompany(lang, NOTES[lang]);
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, sales.token, sales.company.datasourcekey, { viewport });
      await copySaved(page, RECEIPT, sales.receipt.paymentno, lang);
      await expect.poll(() => page.locator('#salesPayment_description').inputValue()).toBe(NOTES[lang].receipt);
      await shoot(page, `transaction-copy-receipt-${lang}-${size}`, { fullPage: true });
      // Further down: the empty invoice grid and the discount grid's blank row.
      await activePane(page).locator('.payment-section__title').last().scrollIntoViewIfNeeded();
      await shoot(page, `transaction-copy-receipt-lines-${lang}-${size}`);
      await copySaved(page, TUKAR_FAKTUR, sales.consolidated.consno, lang);
      await expect.poll(() => page.locator('#salesConsolidated_description').inputValue()).toBe(NOTES[lang].consolidated);
      await expect.poll(() => page.locator('#salesConsolidated_duedate').inputValue()).toBe(shown(plusDays(todayUtc(), 30)));
      await shoot(page, `transaction-copy-tukar-faktur-${lang}-${size}`, { fullPage: true });
      await activePane(page).getByTestId('grid-row').first().scrollIntoViewIfNeeded();
      await shoot(page, `transaction-copy-tukar-faktur-lines-${lang}-${size}`);
      await page.context().close();
    }
  });
});
