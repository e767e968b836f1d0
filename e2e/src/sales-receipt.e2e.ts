import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { cell, pressTo } from './support/grid.ts';
import { accountId, master, todayUtc } from './support/master-data.ts';
import { chooseIn, saveNew, withholdPph23, type Row } from './support/purchasing.ts';
import { describeScreenshots, SCREEN_SIZES, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language, type Owner } from './support/setup.ts';
import { activePane, formIdle, openNewest, openScreen, openWorkspace, showList } from './support/workspace.ts';

/**
 * Sales receipt (Penerimaan Penjualan, AR PMT, issue 13): a cashier receives an invoice from which the customer
 * withheld PPh 23 (with its bukti potong number; the journal debits PPh 23 prepaid), receives a whole Tukar Faktur of
 * two invoices, and keeps an overpayment as the customer's credit that a later receipt applies instead of the bank.
 */
const stack = useStack();

type Call = <T = { data: Row }>(method: string, route: string, body?: object) => Promise<T>;

/** A company with a customer without NPWP or NIK (it withholds PPh 23 at the tax's 2 % all the same) and a service item. */
async function receiptCompany(language: Language): Promise<{ owner: Owner; call: Call; customer: number; bank: number }> {
  const owner = await ownerWithCompany(stack, {
    language,
    user: { id: 'Rina Kasir', en: 'Rita Cashier' },
    company: { id: 'PT Terima Rapi', en: 'Tidy Receiving Ltd' },
  });
  const call: Call = (method, route, body) => api(stack, owner.token, method, master(owner.company, route), body);
  const customer = (await call<{ data: { personid: number } }>('POST', 'person-data', { persontype: 0, personno: 'C-00001', name: 'PT Pelanggan Jasa' })).data.personid;
  await call('POST', 'item', { itemno: 'JASA', itemdescription: 'Jasa Pemasangan', unit1: 'JOB', itemtype: 2 });
  return { owner, call, customer, bank: await accountId(stack, owner.token, owner.company, '1-10003') };
}

/** A posted sales invoice of JASA for the customer, dated today, with PPN when asked. */
async function invoiceOf(call: Call, customerid: number, unitprice: string, description: string, taxcodes?: string): Promise<Row> {
  const details = [{ itemno: 'JASA', quantity: '1', unitprice, ...(taxcodes ? { taxcodes } : {}) }];
  return (await call('POST', 'sales-invoice', { invoicedate: todayUtc(), customerid, description, details, confirm: true })).data;
}

/** A header selector chosen by keyboard: focused, searched, the first match taken. */
async function choose(page: Page, selector: string, search: string): Promise<void> {
  await page.locator(selector).focus();
  await chooseIn(page, selector, search);
}

/** A new receipt for the company's customer into 1-10003: the customer's invoices still owing on the grid. */
async function newReceipt(page: Page, firstInvoice: string): Promise<void> {
  await formIdle(page, 'salesPayment');
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#salesPayment_paymentno')?.placeholder.startsWith('Otomatis: ') ?? false);
  const listed = page.waitForResponse((res) => res.url().includes('/sales-payment/getListInvoiceCheque/0/'));
  await choose(page, '#salesPayment_customerid', 'Pelanggan Jasa');
  await listed;
  await cell(page, 0, 'invoiceno').getByText(firstInvoice).waitFor();
  await choose(page, '#salesPayment_bankaccount', '1-10003');
  await activePane(page).locator('.ant-form-item:has(#salesPayment_bankaccount)').getByTitle('1-10003 · Rekening Bank').waitFor();
}

/** Types an amount into a header field, replacing what it held. */
async function typeAmount(page: Page, selector: string, amount: string): Promise<void> {
  await page.locator(selector).focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(amount);
  await page.keyboard.press('Tab');
}

/**
 * Ticks "Lunas" of a row and answers whether the box shows it in the same task as the click: the grid rebuilds its
 * cells only a task later (Form.useWatch), and until then the box must not show the click undone.
 */
const tickFull = (page: Page, row: number) => cell(page, row, 'full').locator('input').evaluate((box: HTMLInputElement) => (box.click(), box.checked));

const total = (page: Page, key: string) => expect.poll(() => activePane(page).getByTestId(`total-${key}`).textContent());

/** The journal shown by "Lihat Jurnal" holds each text; closed again. */
async function journalShows(page: Page, texts: readonly string[]): Promise<void> {
  await activePane(page).getByRole('button', { name: 'Lihat Jurnal' }).click();
  const journal = page.getByTestId('journal-entry').first();
  for (const text of texts) await expect.poll(() => journal.textContent()).toContain(text);
  await page.keyboard.press('Escape');
  await page.getByTestId('journal-panel').waitFor({ state: 'detached' });
}

const openReceipts = async (page: Page) => openScreen(page, 'Modul Utama', 'Penjualan', 'Penerimaan Penjualan');

describe('sales receipt', () => {
  it('receives an invoice the customer withheld PPh 23 from, with its bukti potong number; the journal debits PPh 23 prepaid', async () => {
    const { owner, call, customer } = await receiptCompany('id');
    const invoice = await invoiceOf(call, customer, '1000000', 'Pemasangan AC', 'PPN');
    expect(invoice).toMatchObject({ totalamount: '1110000', taxbase: '1000000' });
    const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey);
    await openReceipts(page);
    await newReceipt(page, String(invoice.invoiceno));
    await expect.poll(() => cell(page, 0, 'owing').textContent()).toBe('1.110.000,00');

    // Space on "Lunas" receives all it owes; PPh 23 from the invoice's DPP at the tax's 2 % (a customer without NPWP
    // is not withheld 4 % from, as a vendor would be), and the customer's bukti potong number.
    await page.locator('#salesPayment_description').focus();
    await page.keyboard.type('Terima pemasangan AC');
    await page.keyboard.press('Tab');
    await pressTo(page, 'Tab', 0, 'full');
    await page.keyboard.press('Space');
    await expect.poll(() => cell(page, 0, 'pay').locator('input').inputValue()).toBe('1.110.000,00');
    await withholdPph23(page, 0, { base: '1000000', amount: '20.000,00' }, 'BP-7001');
    await total(page, 'pph23').toBe('20.000,00');
    await total(page, 'cash').toBe('1.090.000,00');
    await expect.poll(() => activePane(page).getByTestId('payment-totals').textContent()).toContain('Kas/Bank Masuk');

    const { sent, doc } = await saveNew(stack, page, owner, 'sales-payment', 'Berhasil');
    expect(sent.details).toEqual([{ arinvoiceid: invoice.id, pay: '1110000', bupotno: 'BP-7001', pph23taxid: expect.any(Number), pph23base: '1000000' }]);
    expect(sent).toMatchObject({ consid: null });
    expect(sent).not.toHaveProperty('overpay');
    expect(doc).toMatchObject({ totalpay: '1110000', totalpph23: '20000', totalamount: '1090000', overpay: '0', applyfromcredit: '0' });
    expect((doc.details as Row[]).map((l) => [l.pay, l.pph23base, l.pph23amount, l.bupotno])).toEqual([['1110000', '1000000', '20000', 'BP-7001']]);
    expect((await call('GET', `sales-invoice/read/${String(invoice.id)}`)).data).toMatchObject({ status: 'paid', owing: '0' });

    // Read back on the form; the receivable credited, PPh 23 prepaid (1-10800) and the bank debited.
    await expect.poll(() => cell(page, 0, 'bupotno').locator('input').inputValue()).toBe('BP-7001');
    await journalShows(page, ['1-10100', '1.110.000,00', '1-10800', '20.000,00', '1-10003', '1.090.000,00']);
  });

  it('receives a whole Tukar Faktur of two invoices: choosing it fills the grid with them, each paid what it owes', async () => {
    const { owner, call, customer } = await receiptCompany('id');
    const a = await invoiceOf(call, customer, '500000', 'Pemasangan lantai 1');
    const b = await invoiceOf(call, customer, '300000', 'Pemasangan lantai 2');
    const other = await invoiceOf(call, customer, '75000', 'Servis');
    const cons = (await call('POST', 'sales-consolidated', { consdate: todayUtc(), customerid: customer, description: 'Tanda terima Februari', details: [{ arinvoiceid: a.id }, { arinvoiceid: b.id }] })).data;
    const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey);
    await openReceipts(page);
    await newReceipt(page, String(a.invoiceno));
    await cell(page, 2, 'invoiceno').getByText(String(other.invoiceno)).waitFor();

    // The Tukar Faktur, by keyboard: its two invoices only, each received in full.
    const members = page.waitForResponse((res) => res.url().includes(`/getAllInvoiceConsolidate/${String(cons.id)}`));
    await choose(page, '#salesPayment_consid', String(cons.consno));
    await members;
    await cell(page, 0, 'invoiceno').getByText(String(a.invoiceno)).waitFor();
    await cell(page, 1, 'invoiceno').getByText(String(b.invoiceno)).waitFor();
    await expect.poll(() => cell(page, 2, 'invoiceno').count()).toBe(0);
    await expect.poll(() => cell(page, 1, 'pay').locator('input').inputValue()).toBe('300.000,00');
    await total(page, 'pay').toBe('800.000,00');
    await total(page, 'cash').toBe('800.000,00');

    const { sent, doc } = await saveNew(stack, page, owner, 'sales-payment', 'Berhasil');
    expect(sent).toMatchObject({ consid: cons.id, details: [{ arinvoiceid: a.id, pay: '500000' }, { arinvoiceid: b.id, pay: '300000' }] });
    expect(doc).toMatchObject({ consid: cons.id, consno: cons.consno, totalpay: '800000', totalamount: '800000' });
    expect((await call('GET', `sales-consolidated/read/${String(cons.id)}`)).data).toMatchObject({ status: 'paid' });
    expect((await call('GET', `sales-invoice/read/${String(other.id)}`)).data).toMatchObject({ status: 'unpaid' });
    // Read back: the Tukar Faktur (paid now, no longer open) shows by its number.
    await activePane(page).locator('.ant-form-item:has(#salesPayment_consid)').getByText(String(cons.consno)).waitFor();
  });

  it('keeps what is received beyond the invoice as customer credit, and a later receipt applies it instead of the bank', async () => {
    const { owner, call, customer } = await receiptCompany('id');
    const first = await invoiceOf(call, customer, '300000', 'Pemasangan');
    const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey);
    await openReceipts(page);
    await newReceipt(page, String(first.invoiceno));
    expect(await tickFull(page, 0)).toBe(true);
    await expect.poll(() => cell(page, 0, 'pay').locator('input').inputValue()).toBe('300.000,00');

    // 350.000 reached the bank for an invoice of 300.000: 50.000 is the customer's credit.
    await typeAmount(page, '#salesPayment_received', '350000');
    await total(page, 'overpay').toBe('50.000,00');
    await total(page, 'cash').toBe('350.000,00');
    await expect.poll(() => activePane(page).getByTestId('payment-totals').textContent()).toContain('Lebih bayar (kredit pelanggan)');
    const over = await saveNew(stack, page, owner, 'sales-payment', 'Berhasil');
    expect(over.sent).toMatchObject({ overpay: '50000' });
    expect(over.doc).toMatchObject({ overpay: '50000', totalpay: '300000', totalamount: '350000' });
    // Read back: what was received; the credit is the sales down payment account's.
    await expect.poll(() => page.locator('#salesPayment_received').inputValue()).toBe('350.000,00');
    await journalShows(page, ['1-10100', '300.000,00', '2-10100', '50.000,00', '1-10003', '350.000,00']);

    // A later invoice, settled from that credit: the customer's credit is shown beside the field (customer-credit),
    // and more than there is stops at it: 50.000 of it.
    const second = await invoiceOf(call, customer, '100000', 'Servis');
    await activePane(page).getByRole('button', { name: 'Baru' }).click();
    await newReceipt(page, String(second.invoiceno));
    await cell(page, 0, 'full').locator('input').check();
    await expect.poll(() => activePane(page).getByTestId('customer-credit').textContent()).toBe('Kredit pelanggan: 50.000,00');
    await typeAmount(page, '#salesPayment_applyfromcredit', '60000');
    await expect.poll(() => page.locator('#salesPayment_applyfromcredit').inputValue()).toBe('50.000,00');
    await total(page, 'credit').toBe('50.000,00');
    await total(page, 'cash').toBe('50.000,00');
    const used = await saveNew(stack, page, owner, 'sales-payment', 'Berhasil');
    expect(used.sent).toMatchObject({ applyfromcredit: '50000', details: [{ arinvoiceid: second.id, pay: '100000' }] });
    expect(used.doc).toMatchObject({ applyfromcredit: '50000', totalpay: '100000', totalamount: '50000' });
    expect((await call('GET', `sales-invoice/read/${String(second.id)}`)).data).toMatchObject({ status: 'paid', owing: '0' });
    await journalShows(page, ['1-10100', '100.000,00', '2-10100', '50.000,00', '1-10003']);
  });
});

describeScreenshots('sales receipt screenshots', () => {
  const LABELS = {
    id: { modules: 'Modul Utama', sales: 'Penjualan', receipt: 'Penerimaan Penjualan' },
    en: { modules: 'Main Modules', sales: 'Sales', receipt: 'Sales Receipt' },
  } as const;

  it.each(['id', 'en'] as const)('a receipt of a Tukar Faktur with PPh 23 withheld and an overpayment, in %s', async (lang) => {
    const { owner, call, customer, bank } = await receiptCompany(lang);
    const a = await invoiceOf(call, customer, '1000000', lang === 'id' ? 'Pemasangan AC' : 'AC installation', 'PPN');
    const b = await invoiceOf(call, customer, '300000', lang === 'id' ? 'Servis AC' : 'AC service');
    const cons = (await call('POST', 'sales-consolidated', { consdate: todayUtc(), customerid: customer, details: [{ arinvoiceid: a.id }, { arinvoiceid: b.id }] })).data;
    const pph23 = (await call<{ listdata: { taxid: number; taxcode: string }[] }>('GET', 'tax/readall')).listdata.find((tax) => tax.taxcode === 'PPH23')?.taxid;
    await call('POST', 'sales-payment', {
      paymentdate: todayUtc(),
      customerid: customer,
      bankaccount: bank,
      consid: cons.id,
      overpay: '5000',
      description: lang === 'id' ? 'Terima tanda terima Februari' : 'February receipt',
      details: [
        { arinvoiceid: a.id, pay: '1110000', pph23taxid: pph23, pph23base: '1000000', bupotno: 'BP-7001' },
        { arinvoiceid: b.id, pay: '300000' },
      ],
    });
    const labels = LABELS[lang];
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey, { viewport });
      await openScreen(page, labels.modules, labels.sales, labels.receipt);
      await openNewest(page, 'salesPayment');
      // The company's number format, whatever the language.
      await total(page, 'overpay').toBe('5.000,00');
      await shoot(page, `sales-receipt-${lang}-${size}`, { fullPage: true });
      for (const [part, section, block] of [['invoices', 'section.payment-invoices', 'center'], ['totals', '.payment-lines__totals', 'end']] as const) {
        await activePane(page).locator(section).evaluate((element, at) => element.scrollIntoView({ block: at }), block);
        await shoot(page, `sales-receipt-${part}-${lang}-${size}`);
      }
      await showList(page);
      await shoot(page, `sales-receipt-list-${lang}-${size}`);
      await page.context().close();
    }
  });
});
