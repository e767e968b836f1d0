import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { cell, pressTo } from './support/grid.ts';
import { accountId, master, todayUtc } from './support/master-data.ts';
import { chooseIn, pullFrom, purchasingCompany, retype, saveNew, shootFormAndList, typeItem, vendorOf, type Row } from './support/purchasing.ts';
import { describeScreenshots, SCREEN_SIZES } from './support/screenshots.ts';
import { useStack, type Owner } from './support/setup.ts';
import { activePane, formIdle, openScreen, openWorkspace } from './support/workspace.ts';

const stack = useStack();

/** A figure of the purchase totals bar once it reads `text`. */
async function totalIs(page: Page, key: string, text: string): Promise<void> {
  await expect.poll(() => activePane(page).getByTestId(`total-${key}`).textContent()).toBe(text);
}

/** A new purchase invoice with the vendor chosen by keyboard. */
async function newInvoice(page: Page): Promise<void> {
  await formIdle(page, 'purchaseInvoice');
  await page.locator('#purchaseInvoice_vendorid').focus();
  await chooseIn(page, '#purchaseInvoice_vendorid', 'Pemasok');
}

/** The "Pakai Uang Muka" dialog's offer of a down-payment invoice, by its number. */
const offerOf = (page: Page, number: string) => page.locator('.ant-modal:visible').locator('.ant-list-item', { hasText: number });

describe('purchase down payment', () => {
  it('a down payment typed as what it is for and its amount, applied in part on a later invoice that then owes the rest', async () => {
    const owner = await purchasingCompany(stack, 'id');
    const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey);
    await openScreen(page, 'Modul Utama', 'Pembelian', 'Faktur Pembelian');
    await newInvoice(page);

    // "Uang Muka": the lines are a description, an amount and taxes; nothing is pulled into a down payment.
    await page.locator('#purchaseInvoice_isdp').click();
    await cell(page, 0, 'itemno').waitFor({ state: 'detached' });
    expect(await activePane(page).getByTestId('pull-goods-receipt').count()).toBe(0);
    await cell(page, 0, 'itemovdesc').locator('input').click();
    await page.keyboard.type('Uang muka pesanan kopi');
    await pressTo(page, 'Tab', 0, 'unitprice');
    await page.keyboard.type('1000000');
    await pressTo(page, 'Tab', 0, 'taxcodes');
    await page.keyboard.type('PPN');
    // 1.000.000 with PPN 12 % of 11/12: 110.000.
    await totalIs(page, 'tax1amount', '110.000,00');
    await totalIs(page, 'totalamount', '1.110.000,00');
    const first = await saveNew(stack, page, owner, 'purchase-invoice', 'Berhasil');
    expect(first.sent).toMatchObject({ isdp: true, downpayments: [], costs: [], details: [{ itemovdesc: 'Uang muka pesanan kopi', unitprice: '1000000', taxcodes: 'PPN' }] });
    expect((first.sent.details as Row[])[0]).not.toHaveProperty('itemno');
    const dp = first.doc;
    const dpno = String(dp.invoiceno);
    expect(dp).toMatchObject({ isdp: true, totalamount: '1110000', tax1amount: '110000', owing: '1110000', status: 'unpaid' });
    expect((dp.details as Row[]).map((l) => [l.itemovdesc, l.quantity, l.unitprice, l.itemno])).toEqual([['Uang muka pesanan kopi', '1', '1000000', undefined]]);
    // Read back as saved: the switch on, the line as typed.
    await expect.poll(() => page.locator('#purchaseInvoice_isdp').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => cell(page, 0, 'itemovdesc').locator('input').inputValue()).toBe('Uang muka pesanan kopi');
    // The down payment is paid before a later invoice can apply it (only what was paid of it is offered).
    const bankaccnt = await accountId(stack, owner.token, owner.company, '1-10003');
    await api(stack, owner.token, 'POST', master(owner.company, 'purchase-payment'), { paymentdate: todayUtc(), vendorid: dp.vendorid, bankaccnt, details: [{ apinvoiceid: dp.id, pay: '1110000' }] });

    // The later invoice: 2 KOPI at 1.000.000 with PPN, half of the down payment applied.
    await activePane(page).getByRole('button', { name: 'Baru' }).click();
    await newInvoice(page);
    await expect.poll(() => page.locator('#purchaseInvoice_isdp').getAttribute('aria-checked')).toBe('false');
    await cell(page, 0, 'itemno').locator('input').focus();
    await typeItem(page, 0, 'KOPI', 'KOPI · Kopi Bubuk 250 g', 'quantity');
    await page.keyboard.type('2');
    await retype(page, 0, 'unitprice', '1000000');
    await pressTo(page, 'Tab', 0, 'itemdiscpc');
    await pressTo(page, 'Tab', 0, 'taxcodes');
    await page.keyboard.type('PPN');
    await totalIs(page, 'totalamount', '2.220.000,00');
    await activePane(page).getByTestId('apply-downpayment').click();
    await offerOf(page, dpno).getByText('1.110.000,00').first().waitFor();
    await offerOf(page, dpno).getByRole('button', { name: `Pakai ${dpno}` }).click();
    await page.locator('.ant-modal:visible').waitFor({ state: 'detached' });
    // Picked, it takes all that remains; the clerk types what this invoice takes.
    const amount = activePane(page).getByLabel(`Dipakai ${dpno}`);
    await expect.poll(() => amount.inputValue()).toBe('1.110.000,00');
    await amount.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('555000');
    // 555.000 gross stands for 500.000 net, spread off before VAT: DPP 1.500.000, PPN 165.000, owed 1.665.000.
    await totalIs(page, 'dpamount', '-555.000,00');
    await totalIs(page, 'taxbase', '1.500.000,00');
    await totalIs(page, 'tax1amount', '165.000,00');
    await totalIs(page, 'totalamount', '1.665.000,00');
    const second = await saveNew(stack, page, owner, 'purchase-invoice', 'Berhasil');
    expect(second.sent).toMatchObject({ isdp: false, downpayments: [{ apinvoiceid: dp.id, amount: '555000' }] });
    expect(second.doc).toMatchObject({ dpamount: '555000', tax1amount: '165000', totalamount: '1665000', owing: '1665000', downpayments: [{ apinvoiceid: dp.id, amount: '555000' }] });
    // Read back: the down payment applied with its number, and what the server answers owed.
    await totalIs(page, 'owing', '1.665.000,00');
    await totalIs(page, 'dpamount', '-555.000,00');
    await activePane(page).getByTestId('downpayment-number').filter({ hasText: dpno }).waitFor();
    await expect.poll(() => amount.inputValue()).toBe('555.000,00');

    // A third invoice is offered what is left of the down payment.
    await activePane(page).getByRole('button', { name: 'Baru' }).click();
    await newInvoice(page);
    await activePane(page).getByTestId('apply-downpayment').click();
    await offerOf(page, dpno).getByText('555.000,00').first().waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal:visible').waitFor({ state: 'detached' });
    await page.context().close();
  });
});

/** A receipt of 10 KOPI at 15.000 and 24 TEH at 2.500, made through the API, not invoiced. */
async function receiptOf(owner: Owner, description: string): Promise<Row> {
  const vendorid = await vendorOf(stack, owner);
  const details = [
    { itemno: 'KOPI', quantity: '10', unitprice: '15000' },
    { itemno: 'TEH', quantity: '24', unitprice: '2500' },
  ];
  return (await api<{ data: Row }>(stack, owner.token, 'POST', master(owner.company, 'goods-receipt'), { receivedate: todayUtc(), vendorid, description, details })).data;
}

describe('purchase return without invoice', () => {
  it('returns part of a receipt not invoiced, its lines pulled from the receipt', async () => {
    const owner = await purchasingCompany(stack, 'id');
    const receipt = await receiptOf(owner, 'Kopi dan teh datang');
    const receiveno = String(receipt.receiveno);
    const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey);
    await openScreen(page, 'Modul Utama', 'Pembelian', 'Retur Pembelian');
    await formIdle(page, 'purchaseReturn');
    await page.locator('#purchaseReturn_vendorid').focus();
    await chooseIn(page, '#purchaseReturn_vendorid', 'Pemasok');
    // "Tanpa Faktur": the receipts are offered instead of the invoices.
    await activePane(page).getByTestId('pull-purchase-invoice').waitFor();
    await page.locator('#purchaseReturn_withoutpi').check();
    await activePane(page).getByTestId('pull-purchase-invoice').waitFor({ state: 'detached' });
    await pullFrom(page, 'pull-goods-receipt', receiveno, 'Tambahkan baris');
    await cell(page, 0, 'itemno').getByTitle('KOPI · Kopi Bubuk 250 g').waitFor();
    await cell(page, 1, 'itemno').getByTitle('TEH · Teh Celup isi 25').waitFor();
    await cell(page, 0, 'srcno').getByText(receiveno).waitFor();
    await cell(page, 1, 'quantity').locator('input').click();
    await page.keyboard.press('Control+Delete');
    await cell(page, 1, 'itemno').getByTitle('TEH · Teh Celup isi 25').waitFor({ state: 'detached' });
    await retype(page, 0, 'quantity', '3');
    await pressTo(page, 'Tab', 0, 'unitprice');
    const { sent, doc } = await saveNew(stack, page, owner, 'purchase-return', 'Berhasil');
    expect(sent).toMatchObject({ withoutpi: true, isnihil: false });
    expect(sent).not.toHaveProperty('apinvoiceid');
    expect(doc).toMatchObject({ withoutpi: true, totalamount: '45000', posted: true });
    expect((doc.details as Row[]).map((l) => [l.itemno, l.quantity, l.unitprice, l.receiveid, l.receiveseq])).toEqual([['KOPI', '3', '15000', receipt.id, 1]]);
    // Read back: still without invoice, the line naming the receipt.
    await expect.poll(() => page.locator('#purchaseReturn_withoutpi').isChecked()).toBe(true);
    await cell(page, 0, 'srcno').getByText(receiveno).waitFor();
    // The receipt has 7 KOPI left to invoice or return.
    const left = (await api<{ listdata: Row[] }>(stack, owner.token, 'GET', master(owner.company, `pullDetTransaction/${String(receipt.id)}?form=goods-receipt`))).listdata;
    expect(left.map((l) => [l.itemno, l.quantity])).toEqual([
      ['KOPI', '7'],
      ['TEH', '24'],
    ]);
    await page.context().close();
  });
});

describeScreenshots('purchase down payment and return without invoice screenshots', () => {
  const LABELS = {
    id: { modules: 'Modul Utama', purchasing: 'Pembelian', invoice: 'Faktur Pembelian', ret: 'Retur Pembelian', dp: 'Uang muka pesanan kopi', bill: 'Tagihan kopi', back: 'Kopi rusak' },
    en: { modules: 'Main Modules', purchasing: 'Purchasing', invoice: 'Purchase Invoice', ret: 'Purchase Return', dp: 'Down payment on the coffee order', bill: 'Coffee bill', back: 'Damaged coffee' },
  } as const;

  it.each(['id', 'en'] as const)('down payment, its application and a return without invoice in %s', async (lang) => {
    const owner = await purchasingCompany(stack, lang);
    const { token, company } = owner;
    const labels = LABELS[lang];
    const vendorid = await vendorOf(stack, owner);
    const post = async (form: string, body: Row) => (await api<{ data: Row }>(stack, token, 'POST', master(company, form), body)).data;
    const dp = await post('purchase-invoice', { invoicedate: todayUtc(), vendorid, isdp: true, description: labels.dp, details: [{ itemovdesc: labels.dp, unitprice: '1000000', taxcodes: 'PPN' }] });
    const shots = async (name: string, menu: string, formName: string, ready?: (page: Page) => Promise<void>) => {
      for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
        const page = await openWorkspace(stack, token, company.datasourcekey, { viewport });
        await shootFormAndList(page, [labels.modules, labels.purchasing, menu], formName, name, `${lang}-${size}`, ready && (() => ready(page)));
        await page.context().close();
      }
    };
    await shots('purchase-dp-invoice', labels.invoice, 'purchaseInvoice');
    // Paid first: a down payment is applied from what was paid of it.
    await post('purchase-payment', { paymentdate: todayUtc(), vendorid, bankaccnt: await accountId(stack, token, company, '1-10003'), details: [{ apinvoiceid: dp.id, pay: '1110000' }] });
    await post('purchase-invoice', {
      invoicedate: todayUtc(),
      vendorid,
      description: labels.bill,
      downpayments: [{ apinvoiceid: dp.id, amount: '555000' }],
      details: [{ itemno: 'KOPI', quantity: '2', unitprice: '1000000', taxcodes: 'PPN' }],
    });
    await shots('purchase-dp-applied', labels.invoice, 'purchaseInvoice', (page) => activePane(page).getByTestId('downpayment-number').filter({ hasText: String(dp.invoiceno) }).waitFor());
    const receipt = await receiptOf(owner, labels.bill);
    await post('purchase-return', { returndate: todayUtc(), vendorid, withoutpi: true, description: labels.back, details: [{ itemno: 'KOPI', quantity: '3', unitprice: '15000', receiveid: receipt.id, receiveseq: 1 }] });
    await shots('purchase-return-withoutpi', labels.ret, 'purchaseReturn');
  });
});
