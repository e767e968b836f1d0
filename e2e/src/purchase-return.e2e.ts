import { describe, expect, it } from 'vitest';
import { activeOption, api } from './support/companies.ts';
import { cell, pressTo } from './support/grid.ts';
import { accountId, master, todayUtc } from './support/master-data.ts';
import { purchasingCompany, retype, returnFromInvoice, saveNew, shootFormAndList, vendorOf, type Row } from './support/purchasing.ts';
import { printsPdf } from './support/print.ts';
import { describeScreenshots, SCREEN_SIZES } from './support/screenshots.ts';
import { useStack, type Owner } from './support/setup.ts';
import { activePane, openScreen, openWorkspace, showList, workspaceTab } from './support/workspace.ts';

const stack = useStack();

/** A direct invoice (no receipt) of 10 KOPI at 15.000 and 24 TEH at 2.500, made through the API: 210.000 owed. */
async function invoiceOf(owner: Owner, description: string): Promise<Row> {
  const vendorid = await vendorOf(stack, owner);
  const details = [
    { itemno: 'KOPI', quantity: '10', unitprice: '15000' },
    { itemno: 'TEH', quantity: '24', unitprice: '2500' },
  ];
  return (await api<{ data: Row }>(stack, owner.token, 'POST', master(owner.company, 'purchase-invoice'), { invoicedate: todayUtc(), vendorid, description, details })).data;
}

describe('purchase return', () => {
  it('returns part of one item of an invoice by keyboard, lowers what the invoice owes, and prints', async () => {
    const owner = await purchasingCompany(stack, 'id');
    const invoice = await invoiceOf(owner, 'Tagihan kopi dan teh');
    const invoiceno = String(invoice.invoiceno);
    expect(invoice).toMatchObject({ totalamount: '210000', owing: '210000' });
    const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey);

    // The vendor, the invoice's lines pulled (what remains to return), the TEH line taken out, 2 of the 10 KOPI back.
    await returnFromInvoice(page, invoiceno);
    await cell(page, 0, 'srcno').getByText(invoiceno).waitFor();
    expect(await cell(page, 0, 'quantity').locator('input').inputValue()).toBe('10');
    expect(await cell(page, 0, 'unitprice').locator('input').inputValue()).toBe('15.000,00');
    // Money is owed back unless "Tanpa Pengembalian Dana" is ticked.
    expect(await activePane(page).getByLabel('Tanpa Pengembalian Dana').isChecked()).toBe(false);
    await cell(page, 1, 'quantity').locator('input').click();
    await page.keyboard.press('Control+Delete');
    await cell(page, 1, 'itemno').getByTitle('TEH · Teh Celup isi 25').waitFor({ state: 'detached' });
    await retype(page, 0, 'quantity', '2');
    await pressTo(page, 'Tab', 0, 'unitprice');
    await page.locator('#purchaseReturn_description').focus();
    await page.keyboard.type('Kopi rusak');
    const { sent, doc } = await saveNew(stack, page, owner, 'purchase-return', 'Berhasil');
    expect(sent).toMatchObject({ vendorid: invoice.vendorid, isnihil: false });
    expect(doc).toMatchObject({ description: 'Kopi rusak', apinvoiceid: invoice.id, totalamount: '30000', isnihil: false, posted: true });
    expect((doc.details as Row[]).map((l) => [l.itemno, l.quantity, l.unitprice, l.apinvoiceid, l.invseq])).toEqual([['KOPI', '2', '15000', invoice.id, 1]]);

    // The invoice owes the 30.000 less.
    const read = (await api<{ data: Row }>(stack, owner.token, 'GET', master(owner.company, `purchase-invoice/read/${String(invoice.id)}`))).data;
    expect(read).toMatchObject({ owing: '180000', status: 'partial' });

    // Saved: its journal, and "Cetak" opens its PDF.
    await activePane(page).getByRole('button', { name: 'Lihat Jurnal' }).click();
    await expect.poll(() => page.getByTestId('journal-entry').first().textContent()).toContain('30.000,00');
    await page.keyboard.press('Escape');
    await page.getByTestId('journal-panel').waitFor({ state: 'detached' });
    await printsPdf(page, 'purchase-return', doc.id);

    // The return's list; the invoice's list says what it still owes (Sisa).
    await showList(page);
    await activePane(page).locator('.ant-table-row', { hasText: String(doc.returnno) }).filter({ hasText: '30.000,00' }).waitFor();
    await openScreen(page, 'Modul Utama', 'Pembelian', 'Faktur Pembelian');
    await showList(page);
    await activePane(page).locator('.ant-table-row', { hasText: invoiceno }).filter({ hasText: '180.000,00' }).waitFor();
    await page.context().close();
  });
});

describe('documents opened from the vendor history', () => {
  it('a row of the history opens its return, and its payment, in their own tabs; the payment prints', async () => {
    const owner = await purchasingCompany(stack, 'id');
    const { token, company } = owner;
    const invoice = await invoiceOf(owner, 'Tagihan kopi dan teh');
    const ret = (
      await api<{ data: Row }>(stack, token, 'POST', master(company, 'purchase-return'), {
        returndate: todayUtc(),
        vendorid: invoice.vendorid,
        description: 'Kopi rusak',
        details: [{ itemno: 'KOPI', quantity: '2', unitprice: '15000', apinvoiceid: invoice.id, invseq: 1 }],
      })
    ).data;
    const bankaccnt = await accountId(stack, token, company, '1-10003');
    const payment = (
      await api<{ data: Row }>(stack, token, 'POST', master(company, 'purchase-payment'), { paymentdate: todayUtc(), vendorid: invoice.vendorid, bankaccnt, details: [{ apinvoiceid: invoice.id, pay: '50000' }] })
    ).data;
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await openScreen(page, 'Modul Utama', 'Pembelian', 'Riwayat Pemasok');
    await activePane(page).locator('#vendor-history-vendor').click();
    await page.keyboard.type('Pemasok');
    await activeOption(page, '#vendor-history-vendor', 'Pemasok').waitFor();
    await page.keyboard.press('Enter');
    const history = activePane(page).getByTestId('vendor-history-list');
    for (const [menu, number] of [
      ['Retur Pembelian', String(ret.returnno)],
      ['Pembayaran Pembelian', String(payment.chequeno)],
    ] as const) {
      await workspaceTab(page, 'Riwayat Pemasok').tab.click();
      await activePane(page).getByTestId('history-form').getByText(menu, { exact: true }).click();
      await history.locator('.ant-table-row', { hasText: number }).click();
      await workspaceTab(page, menu).tab.waitFor();
      await activePane(page).getByTestId('doc-title').filter({ hasText: number }).waitFor();
    }
    // The payment shown prints too.
    await printsPdf(page, 'purchase-payment', payment.id);
    await page.context().close();
  });
});

describeScreenshots('purchase return screenshots', () => {
  const LABELS = {
    id: { modules: 'Modul Utama', purchasing: 'Pembelian', menu: 'Retur Pembelian', invoice: 'Tagihan kopi dan teh', note: 'Kopi rusak' },
    en: { modules: 'Main Modules', purchasing: 'Purchasing', menu: 'Purchase Return', invoice: 'Coffee and tea bill', note: 'Damaged coffee' },
  } as const;

  it.each(['id', 'en'] as const)('return form and list in %s', async (lang) => {
    const owner = await purchasingCompany(stack, lang);
    const labels = LABELS[lang];
    const invoice = await invoiceOf(owner, labels.invoice);
    await api(stack, owner.token, 'POST', master(owner.company, 'purchase-return'), {
      returndate: todayUtc(),
      vendorid: invoice.vendorid,
      description: labels.note,
      details: [{ itemno: 'KOPI', quantity: '2', unitprice: '15000', apinvoiceid: invoice.id, invseq: 1 }],
    });
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey, { viewport });
      await shootFormAndList(page, [labels.modules, labels.purchasing, labels.menu], 'purchaseReturn', 'purchase-return', `${lang}-${size}`);
      await page.context().close();
    }
  });
});
