import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { cell, pressTo } from './support/grid.ts';
import { master } from './support/master-data.ts';
import { chooseIn, pullFrom, purchasingCompany, retype, saveNew, shootFormAndList, typeItem, vendorOf, type Row } from './support/purchasing.ts';
import { describeScreenshots, SCREEN_SIZES, shoot, takingScreenshots } from './support/screenshots.ts';
import type { Language, Owner } from './support/setup.ts';
import { useStack } from './support/setup.ts';
import type { Stack } from './support/stack.ts';
import { activePane, confirmDialog, formIdle, notice, openScreen, openWorkspace, showList } from './support/workspace.ts';

/**
 * Issue 13 in the workspace: a sales admin types a sales order by keyboard for a customer whose credit limit it
 * passes, is asked "Pelanggan melebihi batas kredit. Apakah Anda ingin melanjutkan?" and says Yes (the order is sent
 * again with `confirm: true`), delivers part of it (Pengiriman Pesanan pulled from the order) and invoices the
 * delivery (Faktur Penjualan pulled from it). Statuses follow: the order partly delivered, the delivery invoiced, the
 * invoice unpaid. With E2E_SCREENSHOTS=1 the three screens are pictured in id and en at 1280 and 375 px.
 */
const stack = useStack();

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The purchasing company (vendor, KOPI and TEH) with a customer C-00001 PT Pelanggan Kopi whose credit limit is
 * 200.000, and stock bought by a direct purchase invoice: 20 KOPI and 40 TEH.
 */
async function salesCompany(stack: Stack, language: Language): Promise<Owner & { customer: number }> {
  const owner = await purchasingCompany(stack, language);
  const { token, company } = owner;
  const customer = (await api<{ data: { id: number } }>(stack, token, 'POST', master(company, 'person-data'), { persontype: 0, personno: 'C-00001', name: 'PT Pelanggan Kopi', creditlimit: '200000' })).data.id;
  await api(stack, token, 'POST', master(company, 'purchase-invoice'), {
    invoicedate: today(),
    vendorid: await vendorOf(stack, owner),
    details: [
      { itemno: 'KOPI', quantity: '20', unitprice: '10000' },
      { itemno: 'TEH', quantity: '40', unitprice: '1500' },
    ],
  });
  return { ...owner, customer };
}

/** A new document of a sales screen: the customer chosen by keyboard, then the lines of `number` pulled by `pullTestId`. */
async function newPulledSale(page: Page, menu: string, formName: string, pullTestId: string, number: string): Promise<void> {
  await openScreen(page, 'Modul Utama', 'Penjualan', menu);
  await formIdle(page, formName);
  await page.locator(`#${formName}_customerid`).focus();
  await chooseIn(page, `#${formName}_customerid`, 'Pelanggan');
  await pullFrom(page, pullTestId, number, 'Tambahkan baris');
  await cell(page, 0, 'itemno').getByTitle('KOPI · Kopi Bubuk 250 g').waitFor();
  await cell(page, 1, 'itemno').getByTitle('TEH · Teh Celup isi 25').waitFor();
  await cell(page, 0, 'srcno').getByText(number).waitFor();
}

/** The screen's list read again, and the row of document `number` once it shows `status` (its tag's label). */
async function listedRow(page: Page, number: string, status: string, label: string): Promise<void> {
  await showList(page);
  await activePane(page).getByRole('button', { name: 'Muat ulang', exact: true }).click();
  await activePane(page).locator('.ant-table-row', { hasText: number }).locator(`[data-testid="doc-status"][data-status="${status}"]`, { hasText: label }).waitFor();
}

/** A totals figure of the shown document once it reads `text`. */
const total = (page: Page, key: string, text: string) => expect.poll(() => activePane(page).getByTestId(`total-${key}`).textContent()).toBe(text);

describe('sales cycle', () => {
  it('types an order by keyboard, confirms the credit-limit question, delivers part of it and invoices the delivery', async () => {
    const owner = await salesCompany(stack, 'id');
    const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey);

    // 1. The order, by keyboard: 10 KOPI at 15.000 and 24 TEH at 2.500, both with PPN.
    await openScreen(page, 'Modul Utama', 'Penjualan', 'Pesanan Penjualan');
    await formIdle(page, 'salesOrder');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#salesOrder_sono')?.placeholder.startsWith('Otomatis: ') ?? false);
    await page.locator('#salesOrder_customerid').focus();
    await chooseIn(page, '#salesOrder_customerid', 'Pelanggan');
    await page.locator('#salesOrder_description').focus();
    await page.keyboard.type('Pesanan kopi dan teh');
    await cell(page, 0, 'itemno').locator('input').focus();
    for (const [row, itemno, label, quantity, price] of [
      [0, 'KOPI', 'KOPI · Kopi Bubuk 250 g', '10', '15000'],
      [1, 'TEH', 'TEH · Teh Celup isi 25', '24', '2500'],
    ] as const) {
      await typeItem(page, row, itemno, label, 'quantity');
      await page.keyboard.type(quantity);
      await pressTo(page, 'Tab', row, 'unitprice');
      await page.keyboard.press('Control+a');
      await page.keyboard.type(price);
      await pressTo(page, 'Tab', row, 'itemdiscpc');
      await pressTo(page, 'Tab', row, 'taxcodes');
      await page.keyboard.type('PPN');
      if (row === 1) break;
      for (const column of ['deptid', 'projectid', 'itemovdesc']) await pressTo(page, 'Enter', row, column);
      await pressTo(page, 'Enter', row + 1, 'itemno');
    }
    // 150.000 + 60.000; PPN 12 % of 11/12 per line: 16.500 + 6.600. Over the customer's 200.000.
    await total(page, 'subtotal', '210.000,00');
    await total(page, 'tax1amount', '23.100,00');
    await total(page, 'totalamount', '233.100,00');

    // Ctrl+S: the server asks (409 CREDIT_LIMIT); Yes sends the same order again, confirmed.
    const posts: Request[] = [];
    const onRequest = (req: Request) => {
      if (req.method() === 'POST' && req.url().endsWith(`/tenant/${owner.company.tenantId}/master/sales-order`)) posts.push(req);
    };
    page.on('request', onRequest);
    const refused = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/master/sales-order') && res.status() === 409);
    await page.keyboard.press('Control+s');
    expect(((await (await refused).json()) as { code?: string }).code).toBe('CREDIT_LIMIT');
    const question = confirmDialog(page, 'Pelanggan melebihi batas kredit. Apakah Anda ingin melanjutkan?');
    await question.waitFor();
    if (takingScreenshots) await shoot(page, 'sales-cycle-1-credit-question-id-1280');
    const saved = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/master/sales-order') && res.status() === 201);
    await question.getByRole('button', { name: 'Ya' }).click();
    const orderId = ((await (await saved).json()) as { data: { id: number } }).data.id;
    page.off('request', onRequest);
    await notice(page, 'Berhasil').first().waitFor();
    expect(posts.map((req) => (req.postDataJSON() as Row).confirm)).toEqual([undefined, true]);
    // The same Idempotency-Key: a retry of one create, not a second order.
    expect(posts[1]!.headers()['idempotency-key']).toBe(posts[0]!.headers()['idempotency-key']);
    const order = (await api<{ data: Row }>(stack, owner.token, 'GET', master(owner.company, `sales-order/read/${orderId}`))).data;
    expect(order).toMatchObject({ customerid: owner.customer, description: 'Pesanan kopi dan teh', status: 'open', subtotal: '210000', tax1amount: '23100', totalamount: '233100' });
    expect(order).not.toHaveProperty('confirm');
    expect((order.details as Row[]).map((l) => [l.itemno, l.quantity, l.unitprice, l.taxcodes])).toEqual([
      ['KOPI', '10', '15000', 'PPN'],
      ['TEH', '24', '2500', 'PPN'],
    ]);
    const sono = String(order.sono);
    if (takingScreenshots) await shoot(page, 'sales-cycle-1-order-id-1280', { fullPage: true });

    // 2. The delivery (surat jalan): the order pulled, 6 of the 10 KOPI and all 24 TEH delivered.
    await newPulledSale(page, 'Pengiriman Pesanan', 'deliveryOrder', 'pull-sales-order', sono);
    await retype(page, 0, 'quantity', '6');
    // A surat jalan carries no prices: the grid has no price column.
    expect(await cell(page, 0, 'unitprice').count()).toBe(0);
    await page.locator('#deliveryOrder_resi').focus();
    await page.keyboard.type('JNE-0001');
    const delivery = (await saveNew(stack, page, owner, 'delivery-order', 'Berhasil')).doc;
    expect(delivery).toMatchObject({ customerid: owner.customer, resi: 'JNE-0001', status: 'open' });
    expect((delivery.details as Row[]).map((l) => [l.itemno, l.quantity, l.soid, l.soseq])).toEqual([
      ['KOPI', '6', orderId, 1],
      ['TEH', '24', orderId, 2],
    ]);
    const dono = String(delivery.dono);
    if (takingScreenshots) await shoot(page, 'sales-cycle-2-delivery-id-1280', { fullPage: true });
    await openScreen(page, 'Modul Utama', 'Penjualan', 'Pesanan Penjualan');
    await listedRow(page, sono, 'partial', 'Sebagian');

    // 3. The invoice of the delivery, priced as ordered: 90.000 + 60.000, PPN 9.900 + 6.600 = 166.500, under the
    // limit (no question).
    await newPulledSale(page, 'Faktur Penjualan', 'salesInvoice', 'pull-delivery-order', dono);
    expect(await cell(page, 0, 'quantity').locator('input').inputValue()).toBe('6');
    await page.locator('#salesInvoice_taxinvoiceno').focus();
    await page.keyboard.type('04002600000000001');
    await total(page, 'subtotal', '150.000,00');
    await total(page, 'tax1amount', '16.500,00');
    await total(page, 'totalamount', '166.500,00');
    const invoice = (await saveNew(stack, page, owner, 'sales-invoice', 'Berhasil')).doc;
    expect(invoice).toMatchObject({ customerid: owner.customer, posted: true, taxinvoiceno: '04002600000000001', totalamount: '166500', owing: '166500', status: 'unpaid' });
    expect((invoice.details as Row[]).map((l) => [l.itemno, l.quantity, l.doid, l.doseq])).toEqual([
      ['KOPI', '6', delivery.id, 1],
      ['TEH', '24', delivery.id, 2],
    ]);
    await total(page, 'owing', '166.500,00');
    if (takingScreenshots) await shoot(page, 'sales-cycle-3-invoice-id-1280', { fullPage: true });
    await listedRow(page, String(invoice.invoiceno), 'unpaid', 'Belum Lunas');
    await openScreen(page, 'Modul Utama', 'Penjualan', 'Pengiriman Pesanan');
    await listedRow(page, dono, 'invoiced', 'Sudah Difakturkan');
  });
});

describeScreenshots('sales screenshots', () => {
  const LABELS = {
    id: { modules: 'Modul Utama', sales: 'Penjualan', order: 'Pesanan Penjualan', delivery: 'Pengiriman Pesanan', invoice: 'Faktur Penjualan' },
    en: { modules: 'Main Modules', sales: 'Sales', order: 'Sales Order', delivery: 'Delivery Order', invoice: 'Sales Invoice' },
  } as const;

  it.each(['id', 'en'] as const)('order, delivery and invoice with their lists in %s', async (lang) => {
    const owner = await salesCompany(stack, lang);
    const { token, company } = owner;
    const order = (
      await api<{ data: Row }>(stack, token, 'POST', master(company, 'sales-order'), {
        sodate: today(),
        customerid: owner.customer,
        // Over the customer's credit limit: answered Yes as the screen would.
        confirm: true,
        description: lang === 'id' ? 'Pesanan kopi' : 'Coffee order',
        shipto: 'Jl. Merdeka 1, Bandung',
        details: [
          { itemno: 'KOPI', quantity: '10', unitprice: '15000', itemdiscpc: '10', taxcodes: 'PPN' },
          { itemno: 'TEH', quantity: '24', unitprice: '2500', taxcodes: 'PPN' },
        ],
      })
    ).data;
    const delivery = (
      await api<{ data: Row }>(stack, token, 'POST', master(company, 'delivery-order'), {
        dodate: today(),
        customerid: owner.customer,
        resi: 'JNE-0001',
        details: [
          { itemno: 'KOPI', quantity: '6', soid: order.id, soseq: 1 },
          { itemno: 'TEH', quantity: '24', soid: order.id, soseq: 2 },
        ],
      })
    ).data;
    await api(stack, token, 'POST', master(company, 'sales-invoice'), {
      invoicedate: today(),
      customerid: owner.customer,
      posted: false,
      description: lang === 'id' ? 'Tagihan kopi dan teh' : 'Coffee and tea',
      details: [
        { itemno: 'KOPI', quantity: '6', unitprice: '15000', itemdiscpc: '10', taxcodes: 'PPN', doid: delivery.id, doseq: 1 },
        { itemno: 'TEH', quantity: '24', unitprice: '2500', taxcodes: 'PPN', doid: delivery.id, doseq: 2 },
      ],
    });
    const labels = LABELS[lang];
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport });
      await shootFormAndList(page, [labels.modules, labels.sales, labels.order], 'salesOrder', 'sales-order', `${lang}-${size}`);
      await shootFormAndList(page, [labels.modules, labels.sales, labels.delivery], 'deliveryOrder', 'sales-delivery', `${lang}-${size}`);
      await shootFormAndList(page, [labels.modules, labels.sales, labels.invoice], 'salesInvoice', 'sales-invoice', `${lang}-${size}`);
      await page.context().close();
    }
  });
});
