import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language, type Owner } from './support/setup.ts';
import { activePane, chooseMenu, formIdle, notice, openWorkspace } from './support/workspace.ts';
import { focusedCell, pressTo, typeAccount } from './support/grid.ts';

// Dates as people type them (issue 10 item 4): 5/11/2026, 051126 and the company's format are read as the day they
// name; anything else stays as typed with a message under the field and is never saved; the clear button is no Tab stop.

const stack = useStack();

const typist = (language: Language) => ownerWithCompany(stack, { language, user: { id: 'Sari Kasir', en: 'Dana Clerk' }, company: { id: 'PT Tanggal Ketik', en: 'Typed Dates Ltd' } });

type Row = Record<string, unknown>;
const vouchers = async ({ token, company }: Owner) =>
  (await api<{ total: number; listdata: Row[] }>(stack, token, 'GET', `/tenant/${company.tenantId}/master/journal-voucher/readall`)).listdata;

const DATE = '#journalVoucher_transdate';
const dateItem = (page: Page) => activePane(page).locator('.ant-form-item', { has: page.locator(DATE) });
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.className ?? '');

async function openNewVoucher(owner: Owner, language: Language, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await openWorkspace(stack, owner.token, owner.company.datasourcekey, { viewport, locale: language === 'id' ? 'id-ID' : 'en-US' });
  await chooseMenu(page, ...(language === 'id' ? ['Modul Utama', 'Buku Besar', 'Bukti Jurnal'] : ['Main Modules', 'General Ledger', 'Journal Voucher']));
  await formIdle(page, 'journalVoucher');
  return page;
}

/** Replaces the date's text with `text` as typed, then leaves the field with `key`. */
async function typeDate(page: Page, text: string, key = 'Tab'): Promise<void> {
  await page.locator(DATE).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
  await page.keyboard.press(key);
}

/** A balanced two-line voucher typed into the grid from the description. */
async function typeLines(page: Page, description: string): Promise<void> {
  await page.locator('#journalVoucher_description').fill(description);
  await page.locator('#journalVoucher_description').focus();
  await pressTo(page, 'Tab', 0, 'glaccount');
  await typeAccount(page, 0, '6-10200', '6-10200 · Beban Sewa');
  await page.keyboard.type('100.000');
  await activePane(page).locator('td[data-row="1"][data-column="glaccount"]').click();
  await focusedCell(page, 1, 'glaccount').waitFor();
  await typeAccount(page, 1, '1-10002', '1-10002 · Kas Besar');
  await pressTo(page, 'Tab', 1, 'credit');
  await page.keyboard.type('100.000');
  await activePane(page).getByTestId('gl-difference').filter({ hasText: /Seimbang|Balanced/ }).waitFor();
}

describe('dates as people type them', () => {
  it('reads 5/11/2026 and 051126 as 5 November 2026, saves that day, and Tab skips the clear button', async () => {
    const owner = await typist('id');
    const page = await openNewVoucher(owner, 'id');

    // The new voucher holds today: the clear button is there, but not in the Tab order.
    await expect.poll(() => page.locator(DATE).inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await activePane(page).locator('.gl-header .ant-picker-clear').getAttribute('tabindex')).toBe('-1');

    await typeDate(page, '5/11/2026');
    await expect.poll(() => activeId(page)).toBe('journalVoucher_description');
    await expect.poll(() => page.locator(DATE).inputValue()).toBe('05/11/2026');
    await expect.poll(() => dateItem(page).locator('.ant-form-item-explain-error').count()).toBe(0);
    // Back with Shift+Tab: straight into the date, not onto its clear button.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => activeId(page)).toBe('journalVoucher_transdate');

    await typeLines(page, 'Sewa gudang November');
    await page.keyboard.press('Control+s');
    await notice(page, 'Berhasil').first().waitFor();
    await expect.poll(async () => (await vouchers(owner)).map((row) => row.transdate)).toEqual(['2026-11-05']);

    // A second voucher: six digits, ddmmyy. Alt+N while the saved voucher is still being read back would be ignored.
    await formIdle(page, 'journalVoucher');
    await page.keyboard.press('Alt+n');
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'Data Baru' }).waitFor();
    await formIdle(page, 'journalVoucher');
    await typeDate(page, '051126');
    await expect.poll(() => page.locator(DATE).inputValue()).toBe('05/11/2026');
    // Enter reads the text too: 6-11-26 → 06/11/2026, then 05112026 → 05/11/2026.
    await typeDate(page, '6-11-26', 'Enter');
    await expect.poll(() => page.locator(DATE).inputValue()).toBe('06/11/2026');
    await typeDate(page, '05112026', 'Enter');
    await expect.poll(() => page.locator(DATE).inputValue()).toBe('05/11/2026');
    await typeLines(page, 'Sewa gudang Desember');
    await page.keyboard.press('Control+s');
    await expect.poll(async () => (await vouchers(owner)).map((row) => row.transdate)).toEqual(['2026-11-05', '2026-11-05']);
  });

  it('keeps 32/13/2026 as typed with a message under the field, and refuses to save it', async () => {
    const owner = await typist('id');
    const page = await openNewVoucher(owner, 'id');
    await typeLines(page, 'Tanggal salah');
    await typeDate(page, '32/13/2026');
    const error = dateItem(page).locator('.ant-form-item-explain-error', { hasText: 'Tanggal tidak dikenali. Ketik misalnya' });
    await error.waitFor();
    await expect.poll(() => page.locator(DATE).inputValue()).toBe('32/13/2026');
    await expect.poll(() => page.locator(DATE).getAttribute('aria-invalid')).toBe('true');

    // Save is refused: nothing is posted, the text and the message stay. Every create the page sends is counted,
    // and checked after the screenshots below, long after a save that went through would have been sent.
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/master/journal-voucher')) creates.push(request.url());
    });
    await page.keyboard.press('Control+s');
    await error.waitFor();
    await expect.poll(() => page.locator(DATE).inputValue()).toBe('32/13/2026');
    await shoot(page, 'date-input-error-id-1280', { fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.locator(DATE).scrollIntoViewIfNeeded();
    await error.waitFor();
    await shoot(page, 'date-input-error-id-375', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(creates).toEqual([]);
    expect(await vouchers(owner)).toEqual([]);

    // Corrected, the message goes and the voucher saves on the day typed.
    await typeDate(page, '1/2/2026');
    await error.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator(DATE).inputValue()).toBe('01/02/2026');
    await page.keyboard.press('Control+s');
    await expect.poll(async () => (await vouchers(owner)).map((row) => row.transdate)).toEqual(['2026-02-01']);
  });

  it('shows the message in English, and under a report date outside a form', async () => {
    const owner = await typist('en');
    const page = await openNewVoucher(owner, 'en');
    await typeDate(page, '31/02/2026');
    const error = dateItem(page).locator('.ant-form-item-explain-error', { hasText: 'Not a date. Type it like' });
    await error.waitFor();
    await expect.poll(() => page.locator(DATE).inputValue()).toBe('31/02/2026');
    await shoot(page, 'date-input-error-en-1280', { fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.locator(DATE).scrollIntoViewIfNeeded();
    await shoot(page, 'date-input-error-en-375', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A report's date range is no form: the message shows under the input, the range keeps its last date.
    await chooseMenu(page, 'Main Modules', 'General Ledger', 'Account History');
    const from = page.locator('#history-from');
    await from.waitFor();
    const before = await from.inputValue();
    await from.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('5/13/2026');
    await page.keyboard.press('Tab');
    const alert = activePane(page).locator('.date-input-field__error', { hasText: 'Not a date. Type it like' });
    await alert.waitFor();
    await expect.poll(() => from.inputValue()).toBe('5/13/2026');
    await shoot(page, 'date-input-report-error-en-1280', { fullPage: true });
    expect(before).not.toBe('5/13/2026');
    await from.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('1/1/25');
    await page.keyboard.press('Tab');
    await alert.waitFor({ state: 'detached' });
    await expect.poll(() => from.inputValue()).toBe('01/01/2025');
  });
});
