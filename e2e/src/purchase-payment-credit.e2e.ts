import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { cell, pressTo } from './support/grid.ts';
import { accountId, master, todayUtc } from './support/master-data.ts';
import { chooseIn, purchasingCompany, retype, saveNew, vendorOf, type Row } from './support/purchasing.ts';
import { describeScreenshots, SCREEN_SIZES, shoot } from './support/screenshots.ts';
import { useStack, type Language, type Owner } from './support/setup.ts';
import { activePane, formIdle, openNewest, openScreen, openWorkspace } from './support/workspace.ts';

/**
 * A vendor credit on the purchase payment (docs/decisions.md "Vendor credit"): goods returned after their invoice was
 * paid leave it owing below zero; the payment screen offers it marked "Kredit" with its negative owing, the clerk
 * sets it off against a later invoice by keyboard (the bank pays only the rest), and takes what is left of a credit
 * as the vendor's refund (cash comes in). The invoice grid fits a 1280 px desktop without scrolling sideways.
 */
const stack = useStack();

const LABELS = {
  id: { modules: 'Modul Utama', purchasing: 'Pembelian', payment: 'Pembayaran Pembelian' },
  en: { modules: 'Main Modules', purchasing: 'Purchasing', payment: 'Purchase Payment' },
} as const;

/**
 * A company whose vendor has a credit: invoice A of 10 KOPI at 100.000 paid in full, 3 of them returned (A owes
 * −300.000), and invoice B of 5 at 100.000 unpaid (500.000).
 */
async function companyWithCredit(language: Language): Promise<{ owner: Owner; a: Row; b: Row; vendor: number; bank: number }> {
  const owner = await purchasingCompany(stack, language);
  const { token, company } = owner;
  const vendor = await vendorOf(stack, owner);
  const bank = await accountId(stack, token, company, '1-10003');
  const invoice = async (quantity: string) =>
    (await api<{ data: Row }>(stack, token, 'POST', master(company, 'purchase-invoice'), { invoicedate: todayUtc(), vendorid: vendor, details: [{ itemno: 'KOPI', quantity, unitprice: '100000' }] })).data;
  const a = await invoice('10');
  await api(stack, token, 'POST', master(company, 'purchase-payment'), { paymentdate: todayUtc(), vendorid: vendor, bankaccnt: bank, details: [{ apinvoiceid: a.id, pay: '1000000' }] });
  await api(stack, token, 'POST', master(company, 'purchase-return'), { returndate: todayUtc(), vendorid: vendor, apinvoiceid: a.id, details: [{ itemno: 'KOPI', quantity: '3', unitprice: '100000', invseq: 1 }] });
  const b = await invoice('5');
  return { owner, a, b, vendor, bank };
}

const readInvoice = async (owner: Owner, id: unknown) => (await api<{ data: Row }>(stack, owner.token, 'GET', master(owner.company, `purchase-invoice/read/${String(id)}`))).data;

/** Neither the pane nor a grid of the payment scrolls sideways. */
async function fitsSideways(page: Page): Promise<void> {
  const overflow = await activePane(page).evaluate((pane) =>
    [pane, ...pane.querySelectorAll('.line-grid__scroll')].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => `${el.className}: ${el.scrollWidth} > ${el.clientWidth}`),
  );
  expect(overflow).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** A new payment of the vendor, its invoices fetched. */
async function newPaymentOfVendor(page: Page): Promise<void> {
  const listed = page.waitForResponse((res) => res.url().includes('/purchase-payment/getListInvoiceCheque/0/'));
  await page.locator('#purchasePayment_vendorid').focus();
  await chooseIn(page, '#purchasePayment_vendorid', 'Pemasok Kopi');
  await listed;
}

describe('purchase payment: vendor credit', () => {
  it('offers a credit after a return, sets it off against a later invoice by keyboard, and takes the rest of a credit as a refund', async () => {
    const { owner, a, b } = await companyWithCredit('id');
    const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey, { viewport: SCREEN_SIZES['1280'] });
    await openScreen(page, LABELS.id.modules, LABELS.id.purchasing, LABELS.id.payment);
    await formIdle(page, 'purchasePayment');
    await newPaymentOfVendor(page);

    // The credit comes first (the older invoice), marked, with its negative owing; the later invoice after it.
    await cell(page, 0, 'invoiceno').getByText(String(a.invoiceno)).waitFor();
    await expect.poll(() => cell(page, 0, 'invoiceno').getByTestId('line-credit').textContent()).toBe('Kredit');
    await expect.poll(() => cell(page, 0, 'owing').textContent()).toBe('-300.000,00');
    await expect.poll(() => cell(page, 1, 'owing').textContent()).toBe('500.000,00');
    expect(await cell(page, 1, 'invoiceno').getByTestId('line-credit').count()).toBe(0);
    await fitsSideways(page);

    await page.locator('#purchasePayment_bankaccnt').focus();
    await chooseIn(page, '#purchasePayment_bankaccnt', '1-10003');
    // More than the credit first: the server's message lands under the credit's pay, nothing is saved.
    await retype(page, 0, 'pay', '-300001');
    const refused = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/master/purchase-payment'));
    await page.keyboard.press('Control+s');
    expect((await refused).status()).toBe(400);
    await cell(page, 0, 'pay').getByText(`Faktur ${String(a.invoiceno)}: jumlah yang dikompensasi melebihi kredit pemasok pada faktur itu (300.000,00).`).waitFor();

    // Space on "Lunas" sets off all of the credit; on the invoice, pays all it owes. The bank pays the difference.
    await pressTo(page, 'Shift+Tab', 0, 'full');
    await page.keyboard.press('Space');
    await expect.poll(() => cell(page, 0, 'pay').locator('input').inputValue()).toBe('-300.000,00');
    await pressTo(page, 'ArrowDown', 1, 'full');
    await page.keyboard.press('Space');
    await expect.poll(() => cell(page, 1, 'pay').locator('input').inputValue()).toBe('500.000,00');
    const pane = activePane(page);
    await expect.poll(() => pane.getByTestId('total-pay').textContent()).toBe('200.000,00');
    await expect.poll(() => pane.getByTestId('total-cash').textContent()).toBe('200.000,00');

    const { sent, doc } = await saveNew(stack, page, owner, 'purchase-payment', 'Berhasil');
    expect((sent.details as Row[]).map((l) => [l.apinvoiceid, l.pay])).toEqual([
      [a.id, '-300000'],
      [b.id, '500000'],
    ]);
    expect(doc).toMatchObject({ totalpay: '200000', totalamount: '200000' });
    expect(await readInvoice(owner, a.id)).toMatchObject({ owing: '0', status: 'paid' });
    expect(await readInvoice(owner, b.id)).toMatchObject({ owing: '0', status: 'paid' });
    // "Lihat Jurnal": the payable debited by what the bank paid, 200.000.
    await pane.getByRole('button', { name: 'Lihat Jurnal' }).click();
    const journal = page.getByTestId('journal-entry').first();
    for (const text of ['2-10000', '1-10003', '200.000,00']) await expect.poll(() => journal.textContent()).toContain(text);
    await expect.poll(() => journal.textContent()).not.toContain('300.000,00');
    await page.keyboard.press('Escape');
    await page.getByTestId('journal-panel').waitFor({ state: 'detached' });

    // One of B's goods goes back too: B owes −100.000, which the vendor pays back (cash comes in).
    await api(stack, owner.token, 'POST', master(owner.company, 'purchase-return'), { returndate: todayUtc(), vendorid: b.vendorid, apinvoiceid: b.id, details: [{ itemno: 'KOPI', quantity: '1', unitprice: '100000', invseq: 1 }] });
    await pane.getByRole('button', { name: 'Baru' }).click();
    await formIdle(page, 'purchasePayment');
    await newPaymentOfVendor(page);
    await cell(page, 0, 'invoiceno').getByText(String(b.invoiceno)).waitFor();
    await expect.poll(() => cell(page, 0, 'owing').textContent()).toBe('-100.000,00');
    expect(await pane.locator('td[data-column="invoiceno"]').count()).toBe(1);
    await page.locator('#purchasePayment_bankaccnt').focus();
    await chooseIn(page, '#purchasePayment_bankaccnt', '1-10003');
    await cell(page, 0, 'full').locator('input').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => cell(page, 0, 'pay').locator('input').inputValue()).toBe('-100.000,00');
    await expect.poll(() => pane.getByTestId('payment-totals').textContent()).toContain('Kas/Bank Masuk (Pengembalian)');
    await expect.poll(() => pane.getByTestId('total-cash').textContent()).toBe('100.000,00');
    const refund = await saveNew(stack, page, owner, 'purchase-payment', 'Berhasil');
    expect(refund.doc).toMatchObject({ totalpay: '-100000', totalamount: '-100000' });
    expect(await readInvoice(owner, b.id)).toMatchObject({ owing: '0', status: 'paid' });
  });
});

describeScreenshots('purchase payment with a vendor credit: screenshots', () => {
  it.each(['id', 'en'] as const)('a credit set off against an invoice in %s', async (lang) => {
    const { owner, a, b, vendor, bank } = await companyWithCredit(lang);
    const { token, company } = owner;
    await api(stack, token, 'POST', master(company, 'purchase-payment'), {
      paymentdate: todayUtc(),
      vendorid: vendor,
      bankaccnt: bank,
      description: lang === 'id' ? 'Kompensasi retur dengan faktur baru' : 'Return credit set off against a new invoice',
      details: [
        { apinvoiceid: a.id, pay: '-200000' },
        { apinvoiceid: b.id, pay: '500000' },
      ],
    });
    const labels = LABELS[lang];
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport });
      await openScreen(page, labels.modules, labels.purchasing, labels.payment);
      await openNewest(page, 'purchasePayment');
      // The credit marked, with what it owes apart from this payment (−300.000), of which this payment sets off −200.000.
      await activePane(page).getByTestId('line-credit').first().waitFor();
      await shoot(page, `purchase-payment-credit-${lang}-${size}`, { fullPage: true });
      for (const [part, section, block] of [['invoices', 'section.payment-invoices', 'center'], ['totals', '.payment-lines__totals', 'end']] as const) {
        await activePane(page).locator(section).evaluate((element, at) => element.scrollIntoView({ block: at }), block);
        await shoot(page, `purchase-payment-credit-${part}-${lang}-${size}`);
      }
      await page.context().close();
    }
  });
});
