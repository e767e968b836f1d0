import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { cell, pressTo, typeAccount } from './support/grid.ts';
import { accountId, master, todayUtc } from './support/master-data.ts';
import { chooseIn, saveNew, withholdPph23 } from './support/purchasing.ts';
import { describeScreenshots, SCREEN_SIZES, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language, type Owner } from './support/setup.ts';
import { activePane, formIdle, openNewest, openScreen, openWorkspace, showList } from './support/workspace.ts';

/**
 * Purchase payment (Pembayaran Pembelian, AP CHQ): a clerk chooses the vendor, sees its unpaid invoice, pays it in
 * full with PPh 23 by keyboard, is told at the row when a pay is beyond what is owed, and the invoice is paid.
 */
const stack = useStack();

type Row = Record<string, unknown>;

/** A company with a vendor (with its NPWP: PPh 23 at 2 %), a non-inventory service item and one purchase invoice of it with PPN: 1.110.000 owed, DPP 1.000.000. */
async function companyWithInvoice(language: Language): Promise<{ owner: Owner; invoice: Row }> {
  const owner = await ownerWithCompany(stack, {
    language,
    user: { id: 'Sari Kasir', en: 'Sally Cashier' },
    company: { id: 'PT Bayar Rapi', en: 'Tidy Paying Ltd' },
  });
  const { token, company } = owner;
  const vendor = (await api<{ data: { personid: number } }>(stack, token, 'POST', master(company, 'person-data'), { persontype: 1, personno: 'V-00001', name: 'PT Jasa Bersih', tax1exemptionno: '01.234.567.8-901.000' })).data;
  await api(stack, token, 'POST', master(company, 'item'), { itemno: 'JASA', itemdescription: 'Jasa Kebersihan', unit1: 'JOB', itemtype: 1 });
  const invoice = (
    await api<{ data: Row }>(stack, token, 'POST', master(company, 'purchase-invoice'), {
      invoicedate: todayUtc(),
      vendorid: vendor.personid,
      description: language === 'id' ? 'Kebersihan kantor' : 'Office cleaning',
      details: [{ itemno: 'JASA', quantity: '1', unitprice: '1000000', taxcodes: 'PPN' }],
    })
  ).data;
  expect(invoice).toMatchObject({ totalamount: '1110000', taxbase: '1000000' });
  return { owner, invoice };
}

/** A header selector chosen by keyboard: focused, searched, the first match taken. */
async function choose(page: Page, selector: string, search: string): Promise<void> {
  await page.locator(selector).focus();
  await chooseIn(page, selector, search);
}

const readInvoice = async (owner: Owner, id: unknown) => (await api<{ data: Row }>(stack, owner.token, 'GET', master(owner.company, `purchase-invoice/read/${String(id)}`))).data;

describe('purchase payment', () => {
  it('pays a vendor’s invoice in full with PPh 23 by keyboard; a pay beyond what is owed is named at its row', async () => {
    const { owner, invoice } = await companyWithInvoice('id');
    const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey);
    await openScreen(page, 'Modul Utama', 'Pembelian', 'Pembayaran Pembelian');
    await formIdle(page, 'purchasePayment');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#purchasePayment_chequeno')?.placeholder.startsWith('Otomatis: ') ?? false);

    // The vendor brings its unpaid invoice to the grid; the bank account the money leaves.
    const listed = page.waitForResponse((res) => res.url().includes('/purchase-payment/getListInvoiceCheque/0/'));
    await choose(page, '#purchasePayment_vendorid', 'Jasa Bersih');
    await listed;
    await cell(page, 0, 'invoiceno').getByText(String(invoice.invoiceno)).waitFor();
    await expect.poll(() => cell(page, 0, 'owing').textContent()).toBe('1.110.000,00');
    await choose(page, '#purchasePayment_bankaccnt', '1-10003');
    await activePane(page).locator('.ant-form-item:has(#purchasePayment_bankaccnt)').getByTitle('1-10003 · Rekening Bank').waitFor();
    await page.locator('#purchasePayment_description').focus();
    await page.keyboard.type('Bayar jasa kebersihan');

    // Too much first: the server's "beyond what is owed" lands under that row's pay.
    await page.keyboard.press('Tab');
    await pressTo(page, 'Tab', 0, 'full');
    await pressTo(page, 'Tab', 0, 'pay');
    await page.keyboard.type('2000000');
    const refused = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/master/purchase-payment'));
    await page.keyboard.press('Control+s');
    expect((await refused).status()).toBe(409);
    await cell(page, 0, 'pay').getByText('Pembayaran melebihi jumlah terutang.').waitFor();

    // Space on "Lunas" pays all that is owed; PPh 23 by its code starts from the invoice's DPP; the slip's number.
    await pressTo(page, 'Shift+Tab', 0, 'full');
    await page.keyboard.press('Space');
    await expect.poll(() => cell(page, 0, 'pay').locator('input').inputValue()).toBe('1.110.000,00');
    await cell(page, 0, 'pay').getByText('Pembayaran melebihi jumlah terutang.').waitFor({ state: 'detached' });
    // PPh 23 on the invoice's DPP, not the pay.
    await withholdPph23(page, 0, { base: '1000000', amount: '20.000,00' }, 'BP-0001');
    const pane = activePane(page);
    await expect.poll(() => pane.getByTestId('total-pay').textContent()).toBe('1.110.000,00');
    await expect.poll(() => pane.getByTestId('total-pph23').textContent()).toBe('20.000,00');
    await expect.poll(() => pane.getByTestId('total-cash').textContent()).toBe('1.090.000,00');

    // A discount that, with the PPh 23, leaves nothing to pay from the bank: the server's message under the discounts.
    await cell(page, 0, 'glaccount').locator('input').focus();
    await typeAccount(page, 0, '5-10200', '5-10200 · Diskon Pembelian', 'discount');
    await page.keyboard.type('1095000');
    const tooMuch = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/master/purchase-payment'));
    await page.keyboard.press('Control+s');
    expect((await tooMuch).status()).toBe(400);
    const discounts = pane.locator('section.payment-discounts');
    await discounts.getByText('Total diskon harus lebih kecil dari jumlah yang dibayar!').waitFor();
    await cell(page, 0, 'discount').locator('input').focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('10000');
    await pressTo(page, 'Tab', 0, 'description');
    await page.keyboard.type('Diskon tunai');
    await expect.poll(() => pane.getByTestId('total-discount').textContent()).toBe('10.000,00');
    await expect.poll(() => pane.getByTestId('total-cash').textContent()).toBe('1.080.000,00');

    const { sent, doc: saved } = await saveNew(stack, page, owner, 'purchase-payment', 'Berhasil');
    // Only the row paid is sent; the PPh 23 amount is left to the server, which computes what the grid showed.
    expect(sent.details).toEqual([{ apinvoiceid: invoice.id, pay: '1110000', bupotno: 'BP-0001', pph23taxid: expect.any(Number), pph23base: '1000000' }]);
    expect(saved).toMatchObject({ description: 'Bayar jasa kebersihan', totalpay: '1110000', totalpph23: '20000', totaldiscount: '10000', totalamount: '1080000' });
    expect((saved.datadisc as Row[]).map((l) => [l.glaccount, l.discount, l.description])).toEqual([['5-10200', '10000', 'Diskon tunai']]);
    expect((saved.details as Row[]).map((l) => [l.apinvoiceid, l.pay, l.pph23base, l.pph23amount, l.bupotno])).toEqual([[invoice.id, '1110000', '1000000', '20000', 'BP-0001']]);

    // The invoice is paid; the saved payment reads back on the form, with its journal, and is listed.
    expect(await readInvoice(owner, invoice.id)).toMatchObject({ status: 'paid', owing: '0', paid: '1110000' });
    await cell(page, 0, 'invoiceno').getByText(String(invoice.invoiceno)).waitFor();
    // "Lihat Jurnal": payable debited; discount, PPh 23 payable and the bank credited.
    await pane.getByRole('button', { name: 'Lihat Jurnal' }).click();
    const journal = page.getByTestId('journal-entry').first();
    for (const text of ['2-10000', '1.110.000,00', '5-10200', '10.000,00', '2-10400', '20.000,00', '1-10003', '1.080.000,00']) await expect.poll(() => journal.textContent()).toContain(text);
    await page.keyboard.press('Escape');
    await page.getByTestId('journal-panel').waitFor({ state: 'detached' });
    await showList(page);
    await pane.locator('.ant-table-row', { hasText: String(saved.chequeno) }).getByText('1.080.000,00').waitFor();
  });
});

describeScreenshots('purchase payment screenshots', () => {
  const LABELS = {
    id: { modules: 'Modul Utama', purchasing: 'Pembelian', payment: 'Pembayaran Pembelian' },
    en: { modules: 'Main Modules', purchasing: 'Purchasing', payment: 'Purchase Payment' },
  } as const;

  it.each(['id', 'en'] as const)('the payment form and list in %s', async (lang) => {
    const { owner, invoice } = await companyWithInvoice(lang);
    const { token, company } = owner;
    const bankaccnt = await accountId(stack, token, company, '1-10003');
    const pph23 = (await api<{ listdata: { taxid: number; taxcode: string }[] }>(stack, token, 'GET', master(company, 'tax/readall'))).listdata.find((tax) => tax.taxcode === 'PPH23')?.taxid;
    await api(stack, token, 'POST', master(company, 'purchase-payment'), {
      paymentdate: todayUtc(),
      vendorid: invoice.vendorid,
      bankaccnt,
      description: lang === 'id' ? 'Bayar jasa kebersihan' : 'Cleaning services paid',
      datadisc: [{ glaccount: '5-10200', discount: '10000', description: lang === 'id' ? 'Diskon tunai' : 'Cash discount' }],
      details: [{ apinvoiceid: invoice.id, pay: '1110000', pph23taxid: pph23, pph23base: '1000000', bupotno: 'BP-0001' }],
    });
    const labels = LABELS[lang];
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport });
      await openScreen(page, labels.modules, labels.purchasing, labels.payment);
      await openNewest(page, 'purchasePayment');
      await shoot(page, `purchase-payment-${lang}-${size}`, { fullPage: true });
      // The workspace pane scrolls by itself: the invoices, then the discounts with the totals, each scrolled into view.
      for (const [part, section, block] of [['invoices', 'section.payment-invoices', 'center'], ['discounts', '.payment-lines__totals', 'end']] as const) {
        await activePane(page).locator(section).evaluate((element, at) => element.scrollIntoView({ block: at }), block);
        await shoot(page, `purchase-payment-${part}-${lang}-${size}`);
      }
      await showList(page);
      await shoot(page, `purchase-payment-list-${lang}-${size}`);
      await page.context().close();
    }
  });
});
