import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { cell, pressTo } from './support/grid.ts';
import { master } from './support/master-data.ts';
import { chooseIn, purchasingCompany, saveNew, typeItem, vendorOf, type Row } from './support/purchasing.ts';
import { shoot, takingScreenshots } from './support/screenshots.ts';
import { useStack } from './support/setup.ts';
import { activePane, formIdle, openScreen, openWorkspace } from './support/workspace.ts';

/**
 * Issue 13 §3 in the workspace: a sales invoice sells an item group (Item Grouping PAKET: 2 KOPI + 1 TEH) as one
 * line through the item picker; its components are shown beneath it, read-only; saving lowers the components'
 * stock and the printed total is the group line's.
 */
const stack = useStack();
const today = () => new Date().toISOString().slice(0, 10);

describe('an item group on a sales invoice', () => {
  it('is picked in the line grid, shows its components and lowers their stock', async () => {
    const owner = await purchasingCompany(stack, 'id');
    const { token, company } = owner;
    await api(stack, token, 'POST', master(company, 'person-data'), { persontype: 0, personno: 'C-00001', name: 'PT Pelanggan Paket' });
    await api(stack, token, 'POST', master(company, 'purchase-invoice'), {
      invoicedate: today(),
      vendorid: await vendorOf(stack, owner),
      details: [
        { itemno: 'KOPI', quantity: '20', unitprice: '10000' },
        { itemno: 'TEH', quantity: '40', unitprice: '1500' },
      ],
    });
    await api(stack, token, 'POST', master(company, 'item-grouping'), {
      itemno: 'PAKET',
      itemdescription: 'Paket Kopi Teh',
      unit1: 'SET',
      unitprice: '25000',
      details: [
        { itemno: 'KOPI', quantity: '2' },
        { itemno: 'TEH', quantity: '1' },
      ],
    });
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await openScreen(page, 'Modul Utama', 'Penjualan', 'Faktur Penjualan');
    await formIdle(page, 'salesInvoice');
    await page.locator('#salesInvoice_customerid').focus();
    await chooseIn(page, '#salesInvoice_customerid', 'Pelanggan');
    await cell(page, 0, 'itemno').locator('input').focus();
    await typeItem(page, 0, 'PAKET', 'PAKET · Paket Kopi Teh', 'quantity');
    const components = cell(page, 0, 'itemno').getByTestId('group-components');
    await components.getByText('KOPI · Kopi Bubuk 250 g — 2 PCS').waitFor();
    await components.getByText('TEH · Teh Celup isi 25 — 1 PCS').waitFor();
    await page.keyboard.type('3');
    await pressTo(page, 'Tab', 0, 'unitprice');
    await expect.poll(() => activePane(page).getByTestId('total-totalamount').textContent()).toBe('75.000,00');
    if (takingScreenshots) await shoot(page, 'sales-item-group-id-1280');
    const { doc } = await saveNew(stack, page, owner, 'sales-invoice', 'Berhasil');
    expect((doc.details as Row[]).map((l) => [l.itemno, l.itemid, l.quantity, l.unitprice])).toEqual([['PAKET', null, '3', '25000']]);
    expect(doc.totalamount).toBe('75000');
    const qty = async (itemno: string) => {
      const items = (await api<{ listdata: Row[] }>(stack, token, 'GET', master(company, `item/readall?search=${itemno}`))).listdata;
      const item = items.find((i) => i.itemno === itemno)!;
      return (await api<{ data: { qty: string } }>(stack, token, 'GET', master(company, `getQty?itemid=${String(item.id)}`))).data.qty;
    };
    await expect.poll(async () => [await qty('KOPI'), await qty('TEH')]).toEqual(['14', '37']);
  });
});
