import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { nextFrames } from './support/page-helpers.ts';
import { describeScreenshots, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Owner } from './support/setup.ts';
import { activePane, openListRow, openScreen, openWorkspace, showList } from './support/workspace.ts';

/**
 * A 375 px phone: the lines of a journal voucher are stacked cards (account, amount, description) with the totals
 * kept at the bottom of the screen, and a report's table scrolls sideways under its account column.
 */
const stack = useStack();

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const LABELS = {
  id: { modules: 'Modul Utama', ledger: 'Buku Besar', voucher: 'Bukti Jurnal', reports: 'Laporan', ledgerReports: 'Laporan Buku Besar', description: 'Sewa dan listrik Maret' },
  en: { modules: 'Main Modules', ledger: 'General Ledger', voucher: 'Journal Voucher', reports: 'Reports', ledgerReports: 'General Ledger Reports', description: 'Rent and electricity March' },
} as const;
type Lang = keyof typeof LABELS;

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** A prepared company with one journal voucher of four lines dated today, each with its own description. */
async function companyWithVoucher(lang: Lang): Promise<Owner> {
  const owner = await ownerWithCompany(stack, { language: lang, user: { id: 'Sari Ponsel', en: 'Sarah Phone' }, company: { id: 'PT Layar Kecil', en: 'Small Screen Ltd' } });
  const { token, company } = owner;
  await api(stack, token, 'POST', master(company, 'journal-voucher'), {
    transdate: today(),
    description: LABELS[lang].description,
    details: [
      { glaccount: '6-10200', glamount: '12500000', description: lang === 'id' ? 'Sewa ruko Maret' : 'Shop rent March' },
      { glaccount: '6-10300', glamount: '1875250.5', description: lang === 'id' ? 'Listrik dan air' : 'Power and water' },
      { glaccount: '1-10002', glamount: '-4375250.5', description: lang === 'id' ? 'Dibayar tunai' : 'Paid in cash' },
      { glaccount: '1-10003', glamount: '-10000000', description: lang === 'id' ? 'Transfer bank' : 'Bank transfer' },
    ],
  });
  return owner;
}

/** A line's cell by row (from 0) and column key: a table cell on a desktop, a field of the line's card on a phone. */
const cell = (page: Page, row: number, column: string) => activePane(page).locator(`[data-row="${row}"][data-column="${column}"]`);

/** Opens the company's voucher in its form (from the list) and waits for its four lines. */
async function openVoucher(page: Page, lang: Lang): Promise<void> {
  const words = LABELS[lang];
  await openScreen(page, words.modules, words.ledger, words.voucher);
  await showList(page);
  await openListRow(page, activePane(page).locator('.ant-table-row', { hasText: words.description }));
  await activePane(page).getByTestId('doc-title').filter({ hasText: words.description }).waitFor();
  await cell(page, 3, 'glaccount').getByTitle(/^1-10003 · /).waitFor();
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not shown');
  return found;
}

/** The shown tab's own scroller (each workspace tab scrolls by itself). */
async function scrollTab(page: Page, to: 'top' | 'bottom'): Promise<void> {
  await page.evaluate((where) => {
    const pane = document.querySelector('.workspace__tabs > .ant-tabs-body-holder > .ant-tabs-body > .ant-tabs-content-active');
    pane?.scrollTo(0, where === 'top' ? 0 : pane.scrollHeight);
  }, to);
  await nextFrames(page);
}

/** Where an element is once it has stopped moving (a swipe glides on for a moment after the finger lifts). */
async function settledBox(page: Page, locator: Locator) {
  let last = await box(locator);
  for (let i = 0; i < 100; i += 1) {
    await nextFrames(page);
    const next = await box(locator);
    if (next.x === last.x && next.y === last.y) return next;
    last = next;
  }
  throw new Error('still moving');
}

describe('on a 375 px phone', () => {
  it('shows journal lines as stacked cards with account, amount and description, the totals at the bottom of the screen', async () => {
    const { token, company } = await companyWithVoucher('id');
    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: PHONE });
    await openVoucher(page, 'id');
    await scrollTab(page, 'top');

    // Every line shows its account, its amount and its description within the screen's width, one above the other.
    const rows = activePane(page).getByTestId('grid-row');
    await expect.poll(() => rows.count()).toBe(4);
    const amounts = [
      ['debit', '12.500.000,00'],
      ['debit', '1.875.250,50'],
      ['credit', '4.375.250,50'],
      ['credit', '10.000.000,00'],
    ] as const;
    for (const [row, [side, amount]] of amounts.entries()) {
      const account = cell(page, row, 'glaccount');
      const figure = cell(page, row, side);
      const description = cell(page, row, 'description');
      await account.scrollIntoViewIfNeeded();
      for (const part of [account, figure, description]) {
        const at = await box(part);
        expect(at.x).toBeGreaterThanOrEqual(0);
        expect(at.x + at.width).toBeLessThanOrEqual(PHONE.width);
      }
      expect(await figure.locator('input').inputValue()).toBe(amount);
      expect(await description.locator('input').inputValue()).not.toBe('');
      // A card: the account on top, the amount under it, the description under that.
      expect((await box(figure)).y).toBeGreaterThan((await box(account)).y);
      expect((await box(description)).y).toBeGreaterThan((await box(figure)).y);
    }
    // Nothing of a line is left beyond the right edge.
    expect(await activePane(page).locator('.line-grid').evaluate((grid) => grid.scrollWidth <= grid.clientWidth + 1)).toBe(true);

    // A tap opens a card: its other columns show, the other cards stay short; typing in a card changes its line.
    await expect.poll(() => cell(page, 1, 'deptid').isVisible()).toBe(false);
    await rows.nth(1).getByRole('button', { name: /Departemen/ }).click();
    await cell(page, 1, 'deptid').waitFor();
    await cell(page, 1, 'projectid').waitFor();
    expect(await cell(page, 0, 'deptid').isVisible()).toBe(false);
    await cell(page, 0, 'debit').locator('input').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('12.000.000');
    await expect.poll(() => activePane(page).getByTestId('gl-difference').textContent()).toBe('-500.000,00');
    await expect.poll(() => cell(page, 0, 'deptid').isVisible()).toBe(true);
    expect(await cell(page, 1, 'deptid').isVisible()).toBe(false);

    // The totals stay at the bottom of the screen wherever the form is scrolled, and the last card can scroll above them.
    const totals = activePane(page).getByTestId('gl-totals');
    for (const where of ['top', 'bottom'] as const) {
      await scrollTab(page, where);
      const at = await box(totals);
      expect(at.y + at.height).toBeLessThanOrEqual(PHONE.height);
      expect(at.y + at.height).toBeGreaterThan(PHONE.height - 24);
      expect(await totals.textContent()).toContain('14.375.250,50');
      expect(await totals.textContent()).toContain('13.875.250,50');
    }
    expect((await box(cell(page, 3, 'description'))).y + (await box(cell(page, 3, 'description'))).height).toBeLessThanOrEqual((await box(totals)).y);
    await page.context().close();
  });

  it('scrolls the trial balance sideways under its account column, debit, credit and ending in reach', async () => {
    const { token, company } = await companyWithVoucher('id');
    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: PHONE, hasTouch: true, isMobile: true });
    await openScreen(page, 'Laporan', 'Laporan Buku Besar');
    const table = activePane(page).getByTestId('trial-balance');
    const row = table.locator('.ant-table-row', { hasText: '6-10200' });
    await row.waitFor();
    const cells = row.locator('.ant-table-cell');
    const account = await box(cells.nth(0));
    // The account column shows the number and the start of the name, and leaves room for the figures.
    expect(account.x).toBeGreaterThanOrEqual(0);
    expect(account.width).toBeLessThanOrEqual(PHONE.width / 2);
    expect(await cells.nth(0).textContent()).toContain('6-10200');

    // Swipes to the left, as a thumb does it, until the last column is in sight; every figure passes beside the account.
    const client = await page.context().newCDPSession(page);
    const seen = new Map<string, string>();
    const figures = [
      [1, 'opening'],
      [2, 'debit'],
      [3, 'credit'],
      [4, 'ending'],
    ] as const;
    const y = Math.round(account.y + account.height / 2);
    const whole = async (i: number) => {
      const at = await settledBox(page, cells.nth(i));
      return at.x >= account.x + account.width - 1 && at.x + at.width <= PHONE.width;
    };
    for (let swipe = 0; swipe < 30 && !(await whole(4)); swipe += 1) {
      for (const [i, name] of figures) {
        // Half of it beside the account column is enough to read it on the way; the last one is seen whole at the end.
        const at = await settledBox(page, cells.nth(i));
        const middle = at.x + at.width / 2;
        if (middle >= account.x + account.width && middle <= PHONE.width) seen.set(name, (await cells.nth(i).textContent()) ?? '');
      }
      // 30 px, then the finger comes to rest before it lifts: the table stops where it is let go instead of gliding on
      // by however fast the last move was, so every swipe goes about as far.
      await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 300, y }] });
      for (const x of [290, 280, 270, 269, 268]) await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      // The account column stays where it was, at the left.
      expect((await settledBox(page, cells.nth(0))).x).toBe(account.x);
    }
    expect(await whole(4)).toBe(true);
    seen.set('ending', (await cells.nth(4).textContent()) ?? '');
    // Rent of 12.500.000 debited this month: the debit and the ending balance say so, the credit is empty.
    expect(seen.get('debit')).toBe('12.500.000,00');
    expect(seen.get('credit')).toBe('0,00');
    expect(seen.get('ending')).toBe('12.500.000,00');
    expect(seen.has('opening')).toBe(true);
    const header = table.locator('.ant-table-thead th');
    expect((await box(header.nth(0))).x).toBe(account.x);
    await page.context().close();
  });
});

describeScreenshots('phone layout screenshots', () => {
  it.each(['id', 'en'] as const)('journal voucher lines and trial balance in %s at 1280 and 375 px', async (lang) => {
    const { token, company } = await companyWithVoucher(lang);
    for (const [size, viewport] of [['1280', DESKTOP], ['375', PHONE]] as const) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await openVoucher(page, lang);
      await scrollTab(page, 'top');
      await shoot(page, `phone-jv-${lang}-${size}`);
      await activePane(page).locator('.line-grid').scrollIntoViewIfNeeded();
      await shoot(page, `phone-jv-lines-${lang}-${size}`);
      if (size === '375') {
        // The second line's card tapped open: its customer or vendor, department and project show.
        await activePane(page).getByTestId('grid-row').nth(1).locator('.line-grid__card-toggle').click();
        await cell(page, 1, 'projectid').scrollIntoViewIfNeeded();
        await shoot(page, `phone-jv-card-open-${lang}-${size}`);
      }
      await openScreen(page, LABELS[lang].reports, LABELS[lang].ledgerReports);
      const row = activePane(page).getByTestId('trial-balance').locator('.ant-table-row', { hasText: '6-10200' });
      await row.waitFor();
      await shoot(page, `phone-tb-${lang}-${size}`);
      if (size === '375') {
        // Scrolled sideways to its end: the account column stays, the ending balance shows.
        await row.hover();
        await page.mouse.wheel(1000, 0);
        await expect.poll(async () => (await box(row.locator('.ant-table-cell').nth(4))).x + 140).toBeLessThanOrEqual(PHONE.width);
        await shoot(page, `phone-tb-scrolled-${lang}-${size}`);
      }
      await page.context().close();
    }
  });
});
