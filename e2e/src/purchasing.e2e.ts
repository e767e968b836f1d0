import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, activeOption as optionOf } from './support/companies.ts';
import { activeOption, cell, focusedCell, pressTo } from './support/grid.ts';
import { master } from './support/master-data.ts';
import { describeScreenshots, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language, type Owner } from './support/setup.ts';
import { activePane, formIdle, notice, openListRow, openScreen, openWorkspace, showForm, showList } from './support/workspace.ts';

const stack = useStack();

type Row = Record<string, unknown>;

/** A company with a vendor and two inventory items (KOPI, TEH). */
async function purchasingCompany(language: Language): Promise<Owner> {
  const owner = await ownerWithCompany(stack, {
    language,
    user: { id: 'Budi Pembelian', en: 'Bill Buyer' },
    company: { id: 'PT Beli Rapi', en: 'Tidy Buying Ltd' },
  });
  const { token, company } = owner;
  await api(stack, token, 'POST', master(company, 'person-data'), { persontype: 1, personno: 'V-00001', name: 'PT Pemasok Kopi' });
  await api(stack, token, 'POST', master(company, 'item'), { itemno: 'KOPI', itemdescription: 'Kopi Bubuk 250 g', unit1: 'PCS', itemtype: 0 });
  await api(stack, token, 'POST', master(company, 'item'), { itemno: 'TEH', itemdescription: 'Teh Celup isi 25', unit1: 'PCS', itemtype: 0 });
  return owner;
}

/** In the focused item cell: types the search, takes the first match with Enter, and lands in the line's next cell. */
async function typeItem(page: Page, row: number, search: string, label: string, next: string): Promise<void> {
  await page.keyboard.type(search);
  await activeOption(page, search).waitFor();
  await page.keyboard.press('Enter');
  await cell(page, row, 'itemno').getByTitle(label).waitFor();
  await focusedCell(page, row, next).waitFor();
}

/** In the focused header selector searched on the server: types, waits for that search's answer, takes the first match. */
async function chooseIn(page: Page, selector: string, search: string): Promise<void> {
  const answered = page.waitForResponse((res) => new URL(res.url()).searchParams.get('search') === search);
  await page.keyboard.type(search);
  await answered;
  await optionOf(page, selector, search).waitFor();
  await page.keyboard.press('Enter');
  await page.locator(`${selector}[aria-expanded="false"]`).waitFor();
}

/** Saves with Ctrl+S (a create, with its Idempotency-Key) and answers the saved document as the API reads it. */
async function saveNew(page: Page, owner: Owner, form: string, saved: string): Promise<Row> {
  const create = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith(`/tenant/${owner.company.tenantId}/master/${form}`));
  const answer = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith(`/master/${form}`));
  await page.keyboard.press('Control+s');
  expect((await create).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  const res = await answer;
  expect(res.status(), await res.text()).toBe(201);
  await notice(page, saved).first().waitFor();
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  return (await api<{ data: Row }>(stack, owner.token, 'GET', master(owner.company, `${form}/read/${id}`))).data;
}

/** Replaces the text of a line's cell: clicks into it, selects what it holds and types. */
async function retype(page: Page, row: number, column: string, text: string): Promise<void> {
  await cell(page, row, column).locator('input').click();
  await focusedCell(page, row, column).waitFor();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
}

describe('purchasing documents', () => {
  it('enters a requisition of two lines by keyboard, pulls part of it into an order, and sees the requisition partly ordered', async () => {
    const owner = await purchasingCompany('id');
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
    const requisition = await saveNew(page, owner, 'requisition', 'Berhasil');
    expect(requisition).toMatchObject({ description: 'Kebutuhan pantry', status: 'open' });
    expect((requisition.details as Row[]).map((l) => [l.itemno, l.quantity, l.remaining])).toEqual([
      ['KOPI', '10', '10'],
      ['TEH', '24', '24'],
    ]);
    const reqno = String(requisition.reqno);

    // The order: the vendor, then the requisition's lines pulled, 4 of the 10 KOPI at 15.000 with PPN.
    await openScreen(page, 'Modul Utama', 'Pembelian', 'Pesanan Pembelian');
    await formIdle(page, 'purchaseOrder');
    await page.locator('#purchaseOrder_vendorid').focus();
    await chooseIn(page, '#purchaseOrder_vendorid', 'Pemasok');
    await activePane(page).getByTestId('pull-requisition').click();
    const offer = page.locator('.ant-modal:visible').locator('.ant-list-item', { hasText: reqno });
    await offer.waitFor();
    await offer.getByRole('button', { name: `Tambahkan baris ${reqno}` }).click();
    await page.locator('.ant-modal:visible').waitFor({ state: 'detached' });
    await cell(page, 0, 'itemno').getByTitle('KOPI · Kopi Bubuk 250 g').waitFor();
    await cell(page, 1, 'itemno').getByTitle('TEH · Teh Celup isi 25').waitFor();
    await cell(page, 0, 'srcno').getByText(reqno).waitFor();
    await retype(page, 0, 'quantity', '4');
    await pressTo(page, 'Tab', 0, 'unitprice');
    await page.keyboard.type('15000');
    await pressTo(page, 'Tab', 0, 'itemdiscpc');
    await pressTo(page, 'Tab', 0, 'taxcodes');
    await page.keyboard.type('PPN');
    // 4 × 15.000 = 60.000 (DPP); DPP Nilai Lain 11/12 = 55.000; PPN 12 % = 6.600.
    await expect.poll(() => activePane(page).getByTestId('total-totalamount').textContent()).toBe('66.600,00');
    await expect.poll(() => activePane(page).getByTestId('total-tax1amount').textContent()).toBe('6.600,00');
    const order = await saveNew(page, owner, 'purchase-order', 'Berhasil');
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
  const SIZES = { '1280': { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;
  const LABELS = {
    id: { modules: 'Modul Utama', purchasing: 'Pembelian', requisition: 'Permintaan Pembelian', order: 'Pesanan Pembelian' },
    en: { modules: 'Main Modules', purchasing: 'Purchasing', requisition: 'Purchase Requisition', order: 'Purchase Order' },
  } as const;

  /** Opens the newest document of the screen from its list. */
  async function openNewest(page: Page, formName: string): Promise<void> {
    await formIdle(page, formName);
    await showList(page);
    await openListRow(page, activePane(page).locator('.ant-table-row').first());
    await showForm(page);
    await activePane(page).getByTestId('grid-row').first().waitFor();
  }

  it.each(['id', 'en'] as const)('requisition and order with their lists in %s', async (lang) => {
    const owner = await purchasingCompany(lang);
    const { token, company } = owner;
    const vendor = (await api<{ listdata: { personid: number }[] }>(stack, token, 'GET', master(company, 'person-data/readall?persontype=1'))).listdata[0]!.personid;
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
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport });
      await openScreen(page, labels.modules, labels.purchasing, labels.requisition);
      await openNewest(page, 'requisition');
      await shoot(page, `purchasing-requisition-${lang}-${size}`, { fullPage: true });
      await showList(page);
      await shoot(page, `purchasing-requisition-list-${lang}-${size}`);
      await openScreen(page, labels.modules, labels.purchasing, labels.order);
      await openNewest(page, 'purchaseOrder');
      await shoot(page, `purchasing-order-${lang}-${size}`, { fullPage: true });
      await showList(page);
      await shoot(page, `purchasing-order-list-${lang}-${size}`);
      await page.context().close();
    }
  });
});
