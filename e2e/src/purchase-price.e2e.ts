import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { cell, pressTo } from './support/grid.ts';
import { master, todayUtc } from './support/master-data.ts';
import { chooseIn, purchasingCompany, retype, saveNew, typeItem, vendorOf, type Row } from './support/purchasing.ts';
import { useStack } from './support/setup.ts';
import { formIdle, openScreen, openWorkspace } from './support/workspace.ts';

/** Price on entry: a purchasing line's price starts from the vendor's price, the last purchase or the item's. */
const stack = useStack();

describe('purchase price on entry', () => {
  it('starts an order line at the last purchase from the vendor, says so, and keeps a price typed by hand', async () => {
    const owner = await purchasingCompany(stack, 'id');
    const vendorid = await vendorOf(stack, owner);
    const invoice = (
      await api<{ data: Row }>(stack, owner.token, 'POST', master(owner.company, 'purchase-invoice'), { invoicedate: todayUtc(), vendorid, details: [{ itemno: 'KOPI', quantity: '10', unitprice: '15000' }] })
    ).data;
    const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey);
    await openScreen(page, 'Modul Utama', 'Pembelian', 'Pesanan Pembelian');
    await formIdle(page, 'purchaseOrder');
    await page.locator('#purchaseOrder_vendorid').focus();
    await chooseIn(page, '#purchaseOrder_vendorid', 'Pemasok');

    // KOPI was bought from this vendor: its price is the last invoice's, and the cell's title names that invoice.
    await cell(page, 0, 'itemno').locator('input').focus();
    await typeItem(page, 0, 'KOPI', 'KOPI · Kopi Bubuk 250 g', 'quantity');
    const price = cell(page, 0, 'unitprice');
    await expect.poll(() => price.locator('input').inputValue()).toBe('15.000,00');
    const hint = await price.locator('[data-price-source="last"]').getAttribute('title');
    expect(hint).toContain(String(invoice.invoiceno));
    await page.keyboard.type('4');

    // Typed by hand, the price loses its hint and is what is sent.
    await retype(page, 0, 'unitprice', '14500');
    await pressTo(page, 'Tab', 0, 'itemdiscpc');
    await expect.poll(() => price.locator('[data-price-source]').count()).toBe(0);
    const { sent } = await saveNew(stack, page, owner, 'purchase-order', 'Berhasil');
    expect((sent.details as Row[]).map((l) => [l.itemno, l.quantity, l.unitprice])).toEqual([['KOPI', '4', '14500']]);
  });
});
