import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { cell } from './support/grid.ts';
import { purchasingCompany, vendorOf } from './support/purchasing.ts';
import { accountId, master, todayUtc } from './support/master-data.ts';
import { shoot } from './support/screenshots.ts';
import { openSavedVoucher, type SavedVoucher } from './support/saved-voucher.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, formIdle, notice, openListRow, openScreen, openWorkspace, showList } from './support/workspace.ts';

/** Transaction copy (spec 001 §2): a saved journal voucher copied into a new one with its own number and date. */
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
    await openScreen(page, 'Modul Utama', 'Pembelian', 'Pembayaran Pembelian');
    await formIdle(page, 'purchasePayment');
    await showList(page);
    await openListRow(page, activePane(page).locator('.ant-table-row', { hasText: payment.chequeno }));
    const title = activePane(page).getByTestId('doc-title');
    await title.filter({ hasText: payment.chequeno }).waitFor();
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
    await openScreen(page, 'Modul Utama', 'Pembelian', 'Retur Pembelian');
    await formIdle(page, 'purchaseReturn');
    await showList(page);
    await openListRow(page, activePane(page).locator('.ant-table-row', { hasText: returned.returnno }));
    const title = activePane(page).getByTestId('doc-title');
    await title.filter({ hasText: returned.returnno }).waitFor();
    await cell(page, 0, 'srcno').getByText(invoice.invoiceno).waitFor();

    await activePane(page).getByRole('button', { name: 'Salin' }).click();
    await title.filter({ hasText: 'Data Baru' }).waitFor();
    await notice(page, 'Disalin ke data baru').waitFor();
    await expect.poll(() => page.locator('#purchaseReturn_description').inputValue()).toBe('Kopi rusak');
    expect(await page.locator('#purchaseReturn_returnno').inputValue()).toBe('');
    expect(await activePane(page).getByLabel('Tanpa Pengembalian Dana').isChecked()).toBe(true);
    await activePane(page).locator('.ant-form-item:has(#purchaseReturn_vendorid)').getByTitle(/^V-00001 · /).waitFor();
    // The invoice's line was pulled: it goes whole, and the clerk pulls again.
    await expect.poll(() => activePane(page).getByText(invoice.invoiceno).count()).toBe(0);
    await shoot(page, 'transaction-copy-return-id-1280', { fullPage: true });
    await page.context().close();
  });
});
