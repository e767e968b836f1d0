import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { cell, pressTo } from './support/grid.ts';
import { master } from './support/master-data.ts';
import { chooseIn, purchasingCompany, saveNew, typeItem, vendorOf, type Row } from './support/purchasing.ts';
import { describeScreenshots, SCREEN_SIZES, shoot } from './support/screenshots.ts';
import { useStack, type Language, type Owner } from './support/setup.ts';
import { activePane, formIdle, openNewest, openScreen, openWorkspace } from './support/workspace.ts';

/**
 * Issue 13 §3 in the workspace: a sales invoice sells an item group (Item Grouping PAKET: 2 KOPI + 1 TEH) as one
 * line through the item picker, which lists groups through the sales invoice's own group search
 * (`search-item-group?form=sales-invoice`, the document's right, not the Item Grouping master's); its components are
 * shown beneath it, read-only; saving lowers the components' stock and the printed total is the group line's. With
 * E2E_SCREENSHOTS=1 a saved invoice with a group line and an item line is pictured in id and en at 1280 and 375 px.
 */
const stack = useStack();
const today = () => new Date().toISOString().slice(0, 10);

/** The purchasing company (KOPI, TEH) with a customer, 20 KOPI and 40 TEH in stock, and the group PAKET of 2 KOPI + 1 TEH. */
async function groupCompany(language: Language): Promise<Owner> {
  const owner = await purchasingCompany(stack, language);
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
  return owner;
}

describe('an item group on a sales invoice', () => {
  it('is picked in the line grid, shows its components and lowers their stock', async () => {
    const owner = await groupCompany('id');
    const { token, company } = owner;
    const page = await openWorkspace(stack, token, company.datasourcekey);
    // Every answer listing groups, by the path and form asked: the groups come through the sales invoice's own group
    // search, never the Item Grouping master's list.
    const groupLists: string[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (/\/master\/(search-item-group|item-grouping\/readall)$/.test(url.pathname)) groupLists.push(`${url.pathname.split('/master/')[1]} ${url.searchParams.get('form')} ${res.status()}`);
    });
    await openScreen(page, 'Modul Utama', 'Penjualan', 'Faktur Penjualan');
    await formIdle(page, 'salesInvoice');
    await page.locator('#salesInvoice_customerid').focus();
    await chooseIn(page, '#salesInvoice_customerid', 'Pelanggan');
    await cell(page, 0, 'itemno').locator('input').focus();
    await typeItem(page, 0, 'PAKET', 'PAKET · Paket Kopi Teh', 'quantity');
    // The group was offered, so an answer listing it has arrived.
    expect([...new Set(groupLists)]).toEqual(['search-item-group sales-invoice 200']);
    const components = cell(page, 0, 'itemno').getByTestId('group-components');
    await components.getByText('KOPI · Kopi Bubuk 250 g — 2 PCS').waitFor();
    await components.getByText('TEH · Teh Celup isi 25 — 1 PCS').waitFor();
    await page.keyboard.type('3');
    await pressTo(page, 'Tab', 0, 'unitprice');
    await expect.poll(() => activePane(page).getByTestId('total-totalamount').textContent()).toBe('75.000,00');
    const { doc } = await saveNew(stack, page, owner, 'sales-invoice', 'Berhasil');
    expect((doc.details as Row[]).map((l) => [l.itemno, l.itemid, l.quantity, l.unitprice])).toEqual([['PAKET', null, '3', '25000']]);
    expect(doc.totalamount).toBe('75000');
    const qty = async (itemno: string) => {
      const items = (await api<{ listdata: Row[] }>(stack, token, 'GET', master(company, `item/readall?search=${itemno}`))).listdata;
      const item = items.find((i) => i.itemno === itemno)!;
      return (await api<{ data: { qty: string } }>(stack, token, 'GET', master(company, `getQty?itemid=${String(item.id)}`))).data.qty;
    };
    await expect.poll(async () => [await qty('KOPI'), await qty('TEH')]).toEqual(['14', '37']);
    await page.context().close();
  });
});

describeScreenshots('item group screenshots', () => {
  const LABELS = {
    id: { modules: 'Modul Utama', sales: 'Penjualan', invoice: 'Faktur Penjualan' },
    en: { modules: 'Main Modules', sales: 'Sales', invoice: 'Sales Invoice' },
  } as const;

  it.each(['id', 'en'] as const)('a sales invoice with a group line, its components beneath, and an item line in %s', async (lang) => {
    const owner = await groupCompany(lang);
    const { token, company } = owner;
    const customerid = (await api<{ listdata: { personid: number }[] }>(stack, token, 'GET', master(company, 'person-data/readall?persontype=0'))).listdata[0]!.personid;
    await api(stack, token, 'POST', master(company, 'sales-invoice'), {
      invoicedate: today(),
      customerid,
      description: lang === 'id' ? 'Paket untuk kantor' : 'Office bundles',
      details: [
        { itemno: 'PAKET', quantity: '3', unitprice: '25000' },
        { itemno: 'KOPI', quantity: '1', unitprice: '15000' },
      ],
    });
    const labels = LABELS[lang];
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await openScreen(page, labels.modules, labels.sales, labels.invoice);
      await openNewest(page, 'salesInvoice');
      await activePane(page).getByTestId('group-components').getByText('TEH · Teh Celup isi 25 — 1 PCS').waitFor();
      // The group's line in the middle of the tab: scrolled to the top it would sit under the tab's sticky toolbar.
      await activePane(page).getByTestId('grid-row').first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await shoot(page, `sales-item-group-${lang}-${size}`);
      await page.context().close();
    }
  });
});
