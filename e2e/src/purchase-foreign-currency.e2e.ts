import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, savePreference } from './support/companies.ts';
import { cell, pressTo } from './support/grid.ts';
import { accountId, master, todayUtc, warehouseId } from './support/master-data.ts';
import { chooseIn, newPulledDocument, purchasingCompany, retype, saveNew, shootFormAndList, typeItem, vendorOf, type Row } from './support/purchasing.ts';
import { describeScreenshots, SCREEN_SIZES, shoot } from './support/screenshots.ts';
import { useStack, type Owner } from './support/setup.ts';
import { activePane, formIdle, openNewest, openScreen, openWorkspace, showList } from './support/workspace.ts';

/**
 * A purchase in US dollars, as a clerk types it: the order in USD at 15.800, the goods receipt pulled from it (the
 * order's currency and rate come with it), the invoice pulled from the receipt at 16.000 and its payment at 16.200.
 * Every screen shows the dollar figures; the payment's journal books the payable at the invoice's rate, the bank at
 * the payment's, and the difference (150 USD × 200) as a realised exchange loss. Pictured in Indonesian at 1280 px
 * on the way (purchase-usd-*). Also: a down-payment invoice's line names the vendor's purchase order it is for.
 * With E2E_SCREENSHOTS=1 the same documents, made through the API, are pictured in id and en at 1280 and 375 px
 * (forms, phone list cards, a payment's PPh 23 and Sisa).
 */
const stack = useStack();

/** A line of the journal as the panel shows it: account number, debit, credit (empty where none). */
type JournalRow = [account: string, debit: string, credit: string];

/** The purchasing company with multi-currency on and USD at 16.000 (its default accounts made for it); USD's id. */
async function usdCompany(language: 'id' | 'en'): Promise<{ owner: Owner; usd: number }> {
  const owner = await purchasingCompany(stack, language);
  const preference = await savePreference(stack, owner.token, owner.company.tenantId, (p) => {
    p.pcompany.usemulticurrency = true;
    p.pcurrency.push({ currencyname: 'USD', exchangerate: '16000', autodefaccnt: true });
  });
  const usd = preference.pcurrency.find((c) => c.currencyname === 'USD')?.currencyid;
  expect(typeof usd).toBe('number');
  return { owner, usd: usd as number };
}

/** A totals figure of the shown document once it reads `text`. */
const total = (page: Page, key: string, text: string) => expect.poll(() => activePane(page).getByTestId(`total-${key}`).textContent()).toBe(text);

/** The header's rate once it reads `text` (the company's number format, whole rupiah). */
const rateIs = (page: Page, form: string, text: string) => expect.poll(() => page.locator(`#${form}_rate`).inputValue()).toBe(text);

/** Replaces the header's rate. */
async function typeRate(page: Page, form: string, rate: string): Promise<void> {
  await page.locator(`#${form}_rate`).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(rate);
  await page.keyboard.press('Tab');
}

/** "Lihat Jurnal" of the shown document: its lines as shown; pictured as `shot`, then closed with Esc. */
async function journalOf(page: Page, shot: string): Promise<{ rows: JournalRow[]; totals: string[] }> {
  await activePane(page).getByRole('button', { name: 'Lihat Jurnal' }).click();
  const entry = page.getByTestId('journal-entry').first();
  await entry.locator('tbody tr').first().waitFor();
  const rows = (await entry
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('.gl-journal__account')?.textContent ?? '', ...[...tr.querySelectorAll('td.gl-journal__amount')].map((td) => td.textContent ?? '')]))) as JournalRow[];
  const totals = await entry.locator('tfoot th.gl-journal__amount').allTextContents();
  await shoot(page, shot);
  await page.keyboard.press('Escape');
  await page.getByTestId('journal-panel').waitFor({ state: 'detached' });
  return { rows, totals };
}

/** In the focused header selector (a company currency, a vendor): focused, searched and the first match taken. */
async function choose(page: Page, selector: string, search: string): Promise<void> {
  await page.locator(selector).focus();
  await chooseIn(page, selector, search);
}

describe('purchase in a foreign currency', () => {
  it('orders in USD at a rate, receives and invoices by pulling (the invoice at another rate), pays at a third; the screens show dollars, the journal the realised loss', async () => {
    const { owner, usd } = await usdCompany('id');
    const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey);

    // 1. The order: 10 KOPI at 10 USD and 20 TEH at 2,50 USD, at 15.800 rupiah the dollar.
    await openScreen(page, 'Modul Utama', 'Pembelian', 'Pesanan Pembelian');
    await formIdle(page, 'purchaseOrder');
    await choose(page, '#purchaseOrder_vendorid', 'Pemasok');
    await choose(page, '#purchaseOrder_currencyid', 'USD');
    await typeRate(page, 'purchaseOrder', '15800');
    await rateIs(page, 'purchaseOrder', '15.800');
    await page.locator('#purchaseOrder_description').focus();
    await page.keyboard.type('Pesanan kopi dan teh dalam dolar');
    await cell(page, 0, 'itemno').locator('input').focus();
    await typeItem(page, 0, 'KOPI', 'KOPI · Kopi Bubuk 250 g', 'quantity');
    await page.keyboard.type('10');
    await retype(page, 0, 'unitprice', '10');
    await pressTo(page, 'Tab', 0, 'itemdiscpc');
    for (const column of ['taxcodes', 'deptid', 'projectid', 'itemovdesc']) await pressTo(page, 'Enter', 0, column);
    await pressTo(page, 'Enter', 1, 'itemno');
    await typeItem(page, 1, 'TEH', 'TEH · Teh Celup isi 25', 'quantity');
    await page.keyboard.type('20');
    await retype(page, 1, 'unitprice', '2,5');
    await pressTo(page, 'Tab', 1, 'itemdiscpc');
    // The figures in dollars: 100 + 50.
    await expect.poll(() => cell(page, 1, 'amount').textContent()).toBe('50,00');
    await total(page, 'subtotal', '150,00');
    await total(page, 'totalamount', '150,00');
    await shoot(page, 'purchase-usd-typed-order-id-1280', { fullPage: true });
    const order = (await saveNew(stack, page, owner, 'purchase-order', 'Berhasil')).doc;
    expect(order).toMatchObject({ currencyid: usd, rate: '15800', subtotal: '150', totalamount: '150' });
    expect((order.details as Row[]).map((l) => [l.itemno, l.quantity, l.unitprice])).toEqual([
      ['KOPI', '10', '10'],
      ['TEH', '20', '2.5'],
    ]);

    // 2. The goods receipt, pulled from the order: its currency and rate come with it.
    await newPulledDocument(page, 'Penerimaan Barang', 'goodsReceipt', 'pull-purchase-order', String(order.pono));
    await activePane(page).locator('.ant-form-item:has(#goodsReceipt_currencyid)').getByTitle('USD').waitFor();
    await rateIs(page, 'goodsReceipt', '15.800');
    await total(page, 'totalamount', '150,00');
    const receipt = (await saveNew(stack, page, owner, 'goods-receipt', 'Berhasil')).doc;
    expect(receipt).toMatchObject({ currencyid: usd, rate: '15800', totalamount: '150' });
    // Into inventory at the order's rate: 150 × 15.800.
    const received = await journalOf(page, 'purchase-usd-typed-receipt-journal-id-1280');
    expect(received.totals).toEqual(['2.370.000,00', '2.370.000,00']);

    // 3. The invoice, pulled from the receipt, at 16.000 the dollar.
    await newPulledDocument(page, 'Faktur Pembelian', 'purchaseInvoice', 'pull-goods-receipt', String(receipt.receiveno));
    await rateIs(page, 'purchaseInvoice', '15.800');
    await typeRate(page, 'purchaseInvoice', '16000');
    await rateIs(page, 'purchaseInvoice', '16.000');
    await expect.poll(() => activePane(page).locator('section.purchase-lines td[data-row="0"][data-column="amount"]').textContent()).toBe('100,00');
    await total(page, 'totalamount', '150,00');
    const invoice = (await saveNew(stack, page, owner, 'purchase-invoice', 'Berhasil')).doc;
    expect(invoice).toMatchObject({ currencyid: usd, rate: '16000', totalamount: '150', owing: '150', status: 'unpaid' });
    // Owed and paid in dollars once read back.
    await total(page, 'owing', '150,00');
    await shoot(page, 'purchase-usd-typed-invoice-id-1280', { fullPage: true });
    const invoiced = await journalOf(page, 'purchase-usd-typed-invoice-journal-id-1280');
    // The payable at the invoice's rate: 150 × 16.000; unbilled taken off at the receipt's value revised to that rate.
    expect(invoiced.rows).toEqual([
      ['2-10700', '2.400.000,00', ''],
      ['2-10000', '', '2.400.000,00'],
    ]);
    // The receipt's cost revised by the invoice (a correcting journal of the receipt): 30.000 more into inventory and
    // onto unbilled, which the invoice then clears to nothing.
    const receiptJournal = (await api<{ listdata: { glaccount: string; debit: string; credit: string; correction?: boolean }[] }>(stack, owner.token, 'GET', master(owner.company, `general-ledger-history/${String(receipt.id)}?form=goods-receipt`))).listdata;
    expect(receiptJournal.filter((line) => line.correction).map((line) => [line.glaccount, line.debit, line.credit])).toEqual([
      ['1-10301', '30000', '0'],
      ['2-10700', '0', '30000'],
    ]);

    // 4. The payment at 16.200: the vendor's USD invoice offered with its dollar owing, paid in full.
    await openScreen(page, 'Modul Utama', 'Pembelian', 'Pembayaran Pembelian');
    await formIdle(page, 'purchasePayment');
    await choose(page, '#purchasePayment_vendorid', 'Pemasok');
    const listed = page.waitForResponse((res) => res.url().includes('/purchase-payment/getListInvoiceCheque/0/'));
    await choose(page, '#purchasePayment_currencyid', 'USD');
    await listed;
    await cell(page, 0, 'invoiceno').getByText(String(invoice.invoiceno)).waitFor();
    await expect.poll(() => cell(page, 0, 'owing').textContent()).toBe('150,00');
    await rateIs(page, 'purchasePayment', '16.000');
    await typeRate(page, 'purchasePayment', '16200');
    await rateIs(page, 'purchasePayment', '16.200');
    await choose(page, '#purchasePayment_bankaccnt', '1-10003');
    await cell(page, 0, 'full').locator('input').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => cell(page, 0, 'pay').locator('input').inputValue()).toBe('150,00');
    // What it owes after this payment: nothing.
    await expect.poll(() => cell(page, 0, 'owing').textContent()).toBe('0,00');
    await total(page, 'pay', '150,00');
    await total(page, 'cash', '150,00');
    const { doc: payment } = await saveNew(stack, page, owner, 'purchase-payment', 'Berhasil');
    expect(payment).toMatchObject({ currencyid: usd, rate: '16200', totalpay: '150', totalamount: '150' });
    expect(await api<{ data: Row }>(stack, owner.token, 'GET', master(owner.company, `purchase-invoice/read/${String(invoice.id)}`))).toMatchObject({ data: { status: 'paid', owing: '0' } });
    // Read back, the saved payment's row still says nothing remains (owing as read is before this payment).
    await expect.poll(() => cell(page, 0, 'pay').locator('input').inputValue()).toBe('150,00');
    await expect.poll(() => cell(page, 0, 'owing').textContent()).toBe('0,00');
    await expect.poll(() => cell(page, 0, 'owing').locator('span').getAttribute('title')).toBe('Sisa sebelum pembayaran ini: 150,00');
    await shoot(page, 'purchase-usd-typed-payment-id-1280', { fullPage: true });
    // The payable cleared at the invoice's 16.000, the bank at 16.200, the 30.000 between them a realised loss.
    const paid = await journalOf(page, 'purchase-usd-typed-payment-journal-id-1280');
    expect(paid.rows).toEqual([
      ['2-10000', '2.400.000,00', ''],
      ['8-10200', '30.000,00', ''],
      ['1-10003', '', '2.430.000,00'],
    ]);
    expect(paid.totals).toEqual(['2.430.000,00', '2.430.000,00']);
    await showList(page);
    // Listed with its currency, not to be read as rupiah; so is the invoice, paid.
    await activePane(page).locator('.ant-table-row', { hasText: String(payment.chequeno) }).getByText('USD 150,00').first().waitFor();
    await shoot(page, 'purchase-usd-typed-payment-list-id-1280');
    await page.context().close();
  });
});

/** An order of the company's vendor (10 KOPI at 15.000) made through the API; a second vendor with an order of its own. */
async function ordersOfTwoVendors(owner: Owner): Promise<{ order: Row; other: Row }> {
  const { token, company } = owner;
  const vendorid = await vendorOf(stack, owner);
  const order = (await api<{ data: Row }>(stack, token, 'POST', master(company, 'purchase-order'), { podate: todayUtc(), vendorid, description: 'Kopi untuk kantor', details: [{ itemno: 'KOPI', quantity: '10', unitprice: '15000' }] })).data;
  const second = (await api<{ data: { personid: number } }>(stack, token, 'POST', master(company, 'person-data'), { persontype: 1, personno: 'V-00002', name: 'CV Teh Lain' })).data;
  const other = (await api<{ data: Row }>(stack, token, 'POST', master(company, 'purchase-order'), { podate: todayUtc(), vendorid: second.personid, description: 'Teh', details: [{ itemno: 'TEH', quantity: '5', unitprice: '2500' }] })).data;
  return { order, other };
}

describe('purchase down payment for an order', () => {
  it('a down-payment line is for one of the vendor’s purchase orders, chosen by keyboard; read back with its number', async () => {
    const owner = await purchasingCompany(stack, 'id');
    const { order, other } = await ordersOfTwoVendors(owner);
    const pono = String(order.pono);
    const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey);
    await openScreen(page, 'Modul Utama', 'Pembelian', 'Faktur Pembelian');
    await formIdle(page, 'purchaseInvoice');
    await choose(page, '#purchaseInvoice_vendorid', 'Pemasok');
    await page.locator('#purchaseInvoice_isdp').click();
    await cell(page, 0, 'itemovdesc').locator('input').click();
    await page.keyboard.type('Uang muka pesanan kopi');
    await pressTo(page, 'Tab', 0, 'unitprice');
    await page.keyboard.type('500000');
    await pressTo(page, 'Tab', 0, 'taxcodes');
    await pressTo(page, 'Tab', 0, 'poid');
    // Only this vendor's open orders are offered: the other vendor's is not.
    await page.keyboard.type(pono.slice(0, 3));
    const offered = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(() => offered.allTextContents()).toEqual([expect.stringContaining(`${pono} · `)]);
    expect(await offered.first().textContent()).toContain('Kopi untuk kantor');
    expect((await offered.allTextContents()).join()).not.toContain(String(other.pono));
    await page.keyboard.press('Enter');
    await cell(page, 0, 'poid').getByTitle(pono).waitFor();
    await shoot(page, 'purchase-dp-order-id-1280', { fullPage: true });
    const { sent, doc } = await saveNew(stack, page, owner, 'purchase-invoice', 'Berhasil');
    expect(sent.details).toEqual([expect.objectContaining({ itemovdesc: 'Uang muka pesanan kopi', unitprice: '500000', poid: order.id })]);
    expect((doc.details as Row[])[0]).toMatchObject({ poid: order.id });
    // Read back, the line names the order by its number.
    await cell(page, 0, 'poid').getByTitle(pono).waitFor();
    await page.context().close();
  });
});

describeScreenshots('purchase in a foreign currency screenshots', () => {
  const LABELS = {
    id: { modules: 'Modul Utama', purchasing: 'Pembelian', order: 'Pesanan Pembelian', invoice: 'Faktur Pembelian', payment: 'Pembayaran Pembelian', inventory: 'Persediaan', adjustment: 'Penyesuaian Persediaan' },
    en: { modules: 'Main Modules', purchasing: 'Purchasing', order: 'Purchase Order', invoice: 'Purchase Invoice', payment: 'Purchase Payment', inventory: 'Inventory', adjustment: 'Item Adjustment' },
  } as const;

  /**
   * Through the API: the USD order, receipt, invoice and payment of the test above; a down-payment invoice for an
   * order; and an IDR invoice paid with PPh 23 (the newest payment, so its row shows the tax's code and Sisa).
   */
  async function documents(lang: 'id' | 'en'): Promise<Owner> {
    const { owner, usd } = await usdCompany(lang);
    const { token, company } = owner;
    const post = async (form: string, body: Row) => (await api<{ data: Row }>(stack, token, 'POST', master(company, form), body)).data;
    const vendorid = await vendorOf(stack, owner);
    const bankaccnt = await accountId(stack, token, company, '1-10003');
    const date = todayUtc();
    const order = await post('purchase-order', { podate: date, vendorid, currencyid: usd, rate: '15800', description: lang === 'id' ? 'Kopi dan teh dalam dolar' : 'Coffee and tea in dollars', details: [{ itemno: 'KOPI', quantity: '10', unitprice: '10' }, { itemno: 'TEH', quantity: '20', unitprice: '2.5' }] });
    const receipt = await post('goods-receipt', { receivedate: date, vendorid, currencyid: usd, rate: '15800', details: [{ itemno: 'KOPI', quantity: '10', unitprice: '10', poid: order.id, poseq: 1 }, { itemno: 'TEH', quantity: '20', unitprice: '2.5', poid: order.id, poseq: 2 }] });
    const invoice = await post('purchase-invoice', { invoicedate: date, vendorid, currencyid: usd, rate: '16000', details: [{ itemno: 'KOPI', quantity: '10', unitprice: '10', receiveid: receipt.id, receiveseq: 1 }, { itemno: 'TEH', quantity: '20', unitprice: '2.5', receiveid: receipt.id, receiveseq: 2 }] });
    await post('purchase-payment', { paymentdate: date, vendorid, bankaccnt, currencyid: usd, rate: '16200', details: [{ apinvoiceid: invoice.id, pay: '150' }] });
    const next = await post('purchase-order', { podate: date, vendorid, description: lang === 'id' ? 'Kopi untuk kantor' : 'Coffee for the office', details: [{ itemno: 'KOPI', quantity: '10', unitprice: '15000' }] });
    await post('purchase-invoice', { invoicedate: date, vendorid, isdp: true, description: lang === 'id' ? 'Uang muka kopi' : 'Coffee down payment', details: [{ itemovdesc: lang === 'id' ? 'Uang muka pesanan kopi' : 'Down payment for the coffee order', unitprice: '500000', taxcodes: 'PPN', poid: next.id }] });
    const pph23 = (await api<{ listdata: { taxid: number; taxcode: string }[] }>(stack, token, 'GET', master(company, 'tax/readall'))).listdata.find((tax) => tax.taxcode === 'PPH23')?.taxid;
    const dp = (await api<{ listdata: Row[] }>(stack, token, 'GET', master(company, 'purchase-invoice/readall'))).listdata.find((row) => row.isdp === true);
    // A goods list too (the shared DocumentList's card without card keys): an item adjustment.
    await post('item-adjustment', { adjdate: date, adjaccnt: await accountId(stack, token, company, '6-11000'), description: lang === 'id' ? 'Stok masuk' : 'Stock in', details: [{ itemno: 'KOPI', warehouseid: await warehouseId(stack, token, company), adjtype: 1, quantity: '10', unitprice: '15000' }] });
    await post('purchase-payment', { paymentdate: date, vendorid, bankaccnt, description: lang === 'id' ? 'Bayar uang muka' : 'Down payment paid', details: [{ apinvoiceid: dp?.id, pay: '300000', pph23taxid: pph23, pph23base: '300000', bupotno: 'BP-0001' }] });
    return owner;
  }

  it.each(['id', 'en'] as const)('the USD documents, a down payment for an order, and the lists in %s', async (lang) => {
    const owner = await documents(lang);
    const labels = LABELS[lang];
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey, { viewport });
      await shootFormAndList(page, [labels.modules, labels.purchasing, labels.order], 'purchaseOrder', 'purchase-usd-order', `${lang}-${size}`);
      // The newest invoice is the down payment for the order.
      await shootFormAndList(page, [labels.modules, labels.purchasing, labels.invoice], 'purchaseInvoice', 'purchase-dp-order', `${lang}-${size}`);
      await openScreen(page, labels.modules, labels.purchasing, labels.payment);
      await openNewest(page, 'purchasePayment');
      await activePane(page).locator('section.payment-invoices').evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await shoot(page, `purchase-usd-payment-pph23-${lang}-${size}`);
      if (size === '1280') {
        // The PPh 23 cell's list: each tax's code with its name.
        await cell(page, 0, 'pph23taxid').locator('input').click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
        await shoot(page, `purchase-usd-payment-pph23-open-${lang}-${size}`);
        await page.keyboard.press('Escape');
      }
      await showList(page);
      await shoot(page, `purchase-usd-payment-list-${lang}-${size}`);
      await openScreen(page, labels.modules, labels.inventory, labels.adjustment);
      await formIdle(page, 'itemAdjustment');
      await showList(page);
      await activePane(page).locator('.ant-table-row').first().waitFor();
      await shoot(page, `purchase-usd-goods-list-${lang}-${size}`);
      await page.context().close();
    }
  });
});
