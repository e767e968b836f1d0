import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { pressTo } from './support/grid.ts';
import { master } from './support/master-data.ts';
import { newPulledDocument, purchasingCompany, retype, saveNew, shootFormAndList, typeItem, vendorOf, type Row } from './support/purchasing.ts';
import { describeScreenshots, SCREEN_SIZES } from './support/screenshots.ts';
import { useStack } from './support/setup.ts';
import { activePane, formIdle, openScreen, openWorkspace, showList } from './support/workspace.ts';

const stack = useStack();

describe('purchasing documents', () => {
  it('enters a requisition of two lines by keyboard, pulls part of it into an order, and sees the requisition partly ordered', async () => {
    const owner = await purchasingCompany(stack, 'id');
    const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey);

    // The requisition: 10 KOPI and 24 TEH, by keyboard.
    await openScreen(page, 'Modul Utama', 'Pembelian', 'Permintaan Pembelian');
    await formIdle(page, 'requisition');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#requisition_reqno')?.placeholder.startsWith('Otomatis: ') ?? false);
    await page.locator('#requisition_description').focus();
    await page.keyboard.type('Kebutuhan pantry');
    await pressTo(page, 'Tab', 0, 'itemno');
    await typeItem(page, 0, 'KOPI', 'KOPI · Kopi Bubuk 250 g', 'quantity');
    await page.keyboard.type('10');
    for (const column of ['unitprice', 'deptid', 'projectid', 'itemovdesc']) await pressTo(page, 'Enter', 0, column);
    await pressTo(page, 'Enter', 1, 'itemno');
    await typeItem(page, 1, 'TEH', 'TEH · Teh Celup isi 25', 'quantity');
    await page.keyboard.type('24');
    const requisition = (await saveNew(stack, page, owner, 'requisition', 'Berhasil')).doc;
    expect(requisition).toMatchObject({ description: 'Kebutuhan pantry', status: 'open' });
    expect((requisition.details as Row[]).map((l) => [l.itemno, l.quantity, l.remaining])).toEqual([
      ['KOPI', '10', '10'],
      ['TEH', '24', '24'],
    ]);
    const reqno = String(requisition.reqno);

    // The order: the vendor, then the requisition's lines pulled, 4 of the 10 KOPI at 15.000 with PPN.
    await newPulledDocument(page, 'Pesanan Pembelian', 'purchaseOrder', 'pull-requisition', reqno);
    await retype(page, 0, 'quantity', '4');
    await pressTo(page, 'Tab', 0, 'unitprice');
    await page.keyboard.type('15000');
    await pressTo(page, 'Tab', 0, 'itemdiscpc');
    await pressTo(page, 'Tab', 0, 'taxcodes');
    await page.keyboard.type('PPN');
    // 4 × 15.000 = 60.000 (DPP); DPP Nilai Lain 11/12 = 55.000; PPN 12 % = 6.600.
    await expect.poll(() => activePane(page).getByTestId('total-totalamount').textContent()).toBe('66.600,00');
    await expect.poll(() => activePane(page).getByTestId('total-tax1amount').textContent()).toBe('6.600,00');
    const order = (await saveNew(stack, page, owner, 'purchase-order', 'Berhasil')).doc;
    expect(order).toMatchObject({ totalamount: '66600' });
    expect((order.details as Row[]).map((l) => [l.itemno, l.quantity, l.reqid, l.reqseq])).toEqual([
      ['KOPI', '4', requisition.id, 1],
      ['TEH', '24', requisition.id, 2],
    ]);

    // The requisition is now partly ordered: its list says so.
    await openScreen(page, 'Modul Utama', 'Pembelian', 'Permintaan Pembelian');
    await showList(page);
    const listed = activePane(page).locator('.ant-table-row', { hasText: reqno });
    await listed.locator('[data-testid="doc-status"][data-status="partial"]', { hasText: 'Sebagian' }).waitFor();
    const read = (await api<{ data: Row }>(stack, owner.token, 'GET', master(owner.company, `requisition/read/${String(requisition.id)}`))).data;
    expect(read.status).toBe('partial');
    expect((read.details as Row[]).map((l) => l.remaining)).toEqual(['6', '0']);
  });
});

describeScreenshots('purchasing screenshots', () => {
  const LABELS = {
    id: { modules: 'Modul Utama', purchasing: 'Pembelian', requisition: 'Permintaan Pembelian', order: 'Pesanan Pembelian' },
    en: { modules: 'Main Modules', purchasing: 'Purchasing', requisition: 'Purchase Requisition', order: 'Purchase Order' },
  } as const;

  it.each(['id', 'en'] as const)('requisition and order with their lists in %s', async (lang) => {
    const owner = await purchasingCompany(stack, lang);
    const { token, company } = owner;
    const vendor = await vendorOf(stack, owner);
    const req = (
      await api<{ data: { id: number } }>(stack, token, 'POST', master(company, 'requisition'), {
        reqdate: new Date().toISOString().slice(0, 10),
        description: lang === 'id' ? 'Kebutuhan pantry' : 'Pantry needs',
        details: [
          { itemno: 'KOPI', quantity: '10' },
          { itemno: 'TEH', quantity: '24', unitprice: '2500' },
        ],
      })
    ).data;
    await api(stack, token, 'POST', master(company, 'purchase-order'), {
      podate: new Date().toISOString().slice(0, 10),
      vendorid: vendor,
      description: lang === 'id' ? 'Pesanan kopi' : 'Coffee order',
      details: [
        { itemno: 'KOPI', quantity: '4', unitprice: '15000', itemdiscpc: '10', taxcodes: 'PPN', reqid: req.id, reqseq: 1 },
        { itemno: 'TEH', quantity: '24', unitprice: '2500', taxcodes: 'PPN', reqid: req.id, reqseq: 2 },
      ],
    });
    const labels = LABELS[lang];
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport });
      await shootFormAndList(page, [labels.modules, labels.purchasing, labels.requisition], 'requisition', 'purchasing-requisition', `${lang}-${size}`);
      await shootFormAndList(page, [labels.modules, labels.purchasing, labels.order], 'purchaseOrder', 'purchasing-order', `${lang}-${size}`);
      await page.context().close();
    }
  });
});
