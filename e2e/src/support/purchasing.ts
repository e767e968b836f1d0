import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, activeOption as optionOf } from './companies.ts';
import { activeOption, cell, focusedCell, pressTo } from './grid.ts';
import { master } from './master-data.ts';
import { ownerWithCompany, type Language, type Owner } from './setup.ts';
import type { Stack } from './stack.ts';
import { shoot } from './screenshots.ts';
import { activePane, formIdle, notice, openNewest, openScreen, showList } from './workspace.ts';

/** The purchasing e2e files' shared steps: their company, typing an item or a header choice, saving a new document. */

export type Row = Record<string, unknown>;

/** A company with a vendor (V-00001 PT Pemasok Kopi) and two inventory items (KOPI, TEH). */
export async function purchasingCompany(stack: Stack, language: Language): Promise<Owner> {
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

/** The company's vendor's id. */
export async function vendorOf(stack: Stack, owner: Owner): Promise<number> {
  return (await api<{ listdata: { personid: number }[] }>(stack, owner.token, 'GET', master(owner.company, 'person-data/readall?persontype=1'))).listdata[0]!.personid;
}

/** In the focused item cell: types the search, takes the first match with Enter, and lands in the line's next cell. */
export async function typeItem(page: Page, row: number, search: string, label: string, next: string): Promise<void> {
  await page.keyboard.type(search);
  await activeOption(page, search).waitFor();
  await page.keyboard.press('Enter');
  await cell(page, row, 'itemno').getByTitle(label).waitFor();
  await focusedCell(page, row, next).waitFor();
}

/**
 * In the focused header selector searched on the server: types, and takes the highlighted match once it holds the
 * text (a search answered before, on another screen, comes from the cache without asking the server again).
 */
export async function chooseIn(page: Page, selector: string, search: string): Promise<void> {
  await page.keyboard.type(search);
  await optionOf(page, selector, search).waitFor();
  await page.keyboard.press('Enter');
  await page.locator(`${selector}[aria-expanded="false"]`).waitFor();
}

/**
 * Saves with Ctrl+S (a create, with its Idempotency-Key) and answers the body sent and the saved document as the API
 * reads it.
 */
export async function saveNew(stack: Stack, page: Page, owner: Owner, form: string, saved: string): Promise<{ sent: Row; doc: Row }> {
  const create = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith(`/tenant/${owner.company.tenantId}/master/${form}`));
  const answer = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith(`/master/${form}`));
  await page.keyboard.press('Control+s');
  const request = await create;
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  const res = await answer;
  expect(res.status(), await res.text()).toBe(201);
  await notice(page, saved).first().waitFor();
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  const doc = (await api<{ data: Row }>(stack, owner.token, 'GET', master(owner.company, `${form}/read/${id}`))).data;
  return { sent: request.postDataJSON() as Row, doc };
}

/** Replaces the text of a line's cell: clicks into it, selects what it holds and types. */
export async function retype(page: Page, row: number, column: string, text: string): Promise<void> {
  await cell(page, row, column).locator('input').click();
  await focusedCell(page, row, column).waitFor();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
}

/** Takes a document offered by a pull button ("Ambil dari …") by its number; the dialog closes when its lines are in. */
export async function pullFrom(page: Page, testId: string, number: string, add: string): Promise<void> {
  await activePane(page).getByTestId(testId).click();
  const offer = page.locator('.ant-modal:visible').locator('.ant-list-item', { hasText: number });
  await offer.waitFor();
  await offer.getByRole('button', { name: `${add} ${number}` }).click();
  await page.locator('.ant-modal:visible').waitFor({ state: 'detached' });
}

/**
 * Screenshots of a purchasing screen's newest document and of its list: `{name}-{lang}-{size}` (the form's top),
 * `{name}-lines-…`, `{name}-costs-…` and `{name}-end-…` (the tab scrolled to its lines, its extra costs, its end:
 * the tab scrolls inside the page, so a full-page shot alone stops at the fold), and `{name}-list-…`. `ready` waits
 * for what must show before the form is taken.
 */
export async function shootFormAndList(page: Page, menu: readonly string[], formName: string, name: string, suffix: string, ready?: () => Promise<void>): Promise<void> {
  await openScreen(page, ...menu);
  await openNewest(page, formName);
  await ready?.();
  await shoot(page, `${name}-${suffix}`, { fullPage: true });
  for (const [part, target] of [
    ['lines', activePane(page).locator('section.purchase-lines')],
    ['costs', activePane(page).locator('section.purchase-costs')],
  ] as const) {
    if (!(await target.count())) continue;
    await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await shoot(page, `${name}-${part}-${suffix}`);
  }
  // The tab's own scroller (the active pane itself) at its end: the totals and whatever is under them.
  await activePane(page).evaluate((pane) => pane.scrollTo({ top: pane.scrollHeight }));
  await shoot(page, `${name}-end-${suffix}`);
  await showList(page);
  await shoot(page, `${name}-list-${suffix}`);
}

/**
 * A new document of a purchasing screen (Indonesian menu) whose lines come from a source: the vendor chosen by
 * keyboard, then the source's KOPI and TEH lines pulled, the first naming the source's number.
 */
export async function newPulledDocument(page: Page, menu: string, formName: string, pullTestId: string, number: string): Promise<void> {
  await openScreen(page, 'Modul Utama', 'Pembelian', menu);
  await formIdle(page, formName);
  await page.locator(`#${formName}_vendorid`).focus();
  await chooseIn(page, `#${formName}_vendorid`, 'Pemasok');
  await pullFrom(page, pullTestId, number, 'Tambahkan baris');
  await cell(page, 0, 'itemno').getByTitle('KOPI · Kopi Bubuk 250 g').waitFor();
  await cell(page, 1, 'itemno').getByTitle('TEH · Teh Celup isi 25').waitFor();
  await cell(page, 0, 'srcno').getByText(number).waitFor();
}

/**
 * On a purchase payment's row, from its pay cell: PPh 23 chosen by its code, the DPP and amount the screen proposes
 * checked (the DPP as edited: plain digits while the cell has the focus), and the slip's number typed.
 */
export async function withholdPph23(page: Page, row: number, proposed: { base: string; amount: string }, bupotno: string): Promise<void> {
  await pressTo(page, 'Tab', row, 'pay');
  await pressTo(page, 'Tab', row, 'pph23taxid');
  await page.keyboard.type('PPH23');
  await activeOption(page, 'PPH23').waitFor();
  await page.keyboard.press('Enter');
  await focusedCell(page, row, 'pph23base').waitFor();
  await expect.poll(() => cell(page, row, 'pph23base').locator('input').inputValue()).toBe(proposed.base);
  await expect.poll(() => cell(page, row, 'pph23amount').textContent()).toBe(proposed.amount);
  await pressTo(page, 'Tab', row, 'bupotno');
  await page.keyboard.type(bupotno);
}

/** A new purchase return for the company's vendor with the lines of invoice `invoiceno` pulled (its KOPI and TEH). */
export async function returnFromInvoice(page: Page, invoiceno: string): Promise<void> {
  await openScreen(page, 'Modul Utama', 'Pembelian', 'Retur Pembelian');
  await formIdle(page, 'purchaseReturn');
  await page.locator('#purchaseReturn_vendorid').focus();
  await chooseIn(page, '#purchaseReturn_vendorid', 'Pemasok');
  await pullFrom(page, 'pull-purchase-invoice', invoiceno, 'Tambahkan baris');
  await cell(page, 0, 'itemno').getByTitle('KOPI · Kopi Bubuk 250 g').waitFor();
  await cell(page, 1, 'itemno').getByTitle('TEH · Teh Celup isi 25').waitFor();
}
