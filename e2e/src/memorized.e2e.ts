import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { shoot } from './support/screenshots.ts';
import { openSavedVoucher, type SavedVoucher } from './support/saved-voucher.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, notice, openScreen } from './support/workspace.ts';

/**
 * Memorized transactions (issue 14): a saved journal voucher kept as a named template ("Memorisasi"), a new voucher
 * started from it ("Dari memorisasi") with the lines and amounts back and its own number and date, and the
 * Transaksi Memorisasi list opening the template in the voucher's tab and closing it ("Memorize Closed.").
 */
const stack = useStack();

const WORDS = {
  id: {
    modules: 'Modul Utama', ledger: 'Buku Besar', voucher: 'Bukti Jurnal', list: 'Transaksi Memorisasi', memorize: 'Memorisasi', from: 'Dari memorisasi',
    save: 'Simpan', use: 'Pakai', fresh: 'Data Baru', started: 'Dokumen baru dari memorisasi', open: 'Buka', close: 'Tutup', yes: 'Ya', closed: 'Transaksi memorisasi ditutup.',
  },
  en: {
    modules: 'Main Modules', ledger: 'General Ledger', voucher: 'Journal Voucher', list: 'Memorized Transactions', memorize: 'Memorize', from: 'From memorized',
    save: 'Save', use: 'Use', fresh: 'New Data', started: 'New document from memorized', open: 'Open', close: 'Close', yes: 'Yes', closed: 'Memorize Closed.',
  },
} as const;

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

type Voucher = SavedVoucher;
const lines = (v: Voucher) => v.data.details.map((l) => [l.glaccount, l.glamount.replace(/\.0+$/, ''), l.description]);

/** The new voucher as the form shows it: the template's description and lines, no number yet. */
async function expectFilled(page: Page) {
  await expect.poll(() => page.locator('#journalVoucher_description').inputValue()).toBe('Sewa gudang bulanan');
  expect(await page.locator('#journalVoucher_jvnumber').inputValue()).toBe('');
  await activePane(page).locator('[data-row="1"][data-column="glaccount"]').getByTitle(/^1-10002 · /).waitFor();
}

describe('memorized transactions', () => {
  it.each(['id', 'en'] as const)('memorizes a journal voucher, starts a new one from it and closes it from the list (%s)', async (lang: Language) => {
    const words = WORDS[lang];
    const size = lang === 'id' ? '1280' : '375';
    const { token, company, user } = await ownerWithCompany(stack, { language: lang, user: { id: 'Dewi Memori', en: 'Dana Memory' }, company: { id: 'PT Memorisasi', en: 'Memory Ltd' } });
    const { page, original, title } = await openSavedVoucher(stack, token, company, lang, words);

    // Memorisasi: the saved voucher kept under a name.
    await activePane(page).getByRole('button', { name: words.memorize, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: words.memorize });
    await expect.poll(() => dialog.locator('#memorize_name').inputValue()).toBe('Sewa gudang bulanan');
    await dialog.locator('#memorize_name').fill('Sewa gudang');
    await shoot(page, `memorized-dialog-${lang}-${size}`);
    const kept = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/master/memorized'));
    await dialog.getByRole('button', { name: words.save }).click();
    expect((await kept).status()).toBe(201);
    await dialog.waitFor({ state: 'hidden' });

    // Dari memorisasi: a new voucher with the template's lines, its own number and today's date.
    await activePane(page).getByRole('button', { name: words.from, exact: true }).click();
    const picker = page.getByRole('dialog', { name: /memori/i });
    await picker.getByRole('button', { name: `${words.use} Sewa gudang` }).click();
    await title.filter({ hasText: words.fresh }).waitFor();
    await notice(page, words.started).waitFor();
    await expectFilled(page);
    await shoot(page, `memorized-new-${lang}-${size}`, { fullPage: true });
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/master/journal-voucher'));
    await activePane(page).getByRole('button', { name: words.save, exact: true }).click();
    const saved = (await (await created).json()) as Voucher;
    expect(saved.data.jvid).not.toBe(original.data.jvid);
    const fresh = await api<Voucher>(stack, token, 'GET', master(company, `journal-voucher/read/${saved.data.jvid}`));
    expect(fresh.data.jvnumber).not.toBe(original.data.jvnumber);
    expect(fresh.data.transdate).toBe(today());
    expect(lines(fresh)).toEqual(lines(original));
    await title.filter({ hasText: fresh.data.jvnumber }).waitFor();

    // Transaksi Memorisasi: the template listed; opening it starts a new voucher in the voucher's tab.
    await openScreen(page, words.modules, words.ledger, words.list);
    const screen = activePane(page).getByTestId('memorized-screen');
    await screen.getByText('Sewa gudang', { exact: true }).waitFor();
    const listed = await api<{ listdata: { name: string; username: string }[] }>(stack, token, 'GET', master(company, 'memorized/readall'));
    expect(listed.listdata).toMatchObject([{ name: 'Sewa gudang', username: user.username }]);
    const trail = await api<{ listdata: { action: string; username: string }[] }>(stack, token, 'GET', master(company, `memorized/getaudit/${(listed.listdata[0] as unknown as { id: number }).id}`));
    expect(trail.listdata).toMatchObject([{ action: 'create', username: user.username }]);
    await screen.getByText(user.username, { exact: true }).waitFor();
    await screen.getByText(words.voucher, { exact: true }).waitFor();
    await shoot(page, `memorized-list-${lang}-${size}`, { fullPage: true });
    await screen.getByRole('button', { name: `${words.open} Sewa gudang` }).click();
    await activePane(page).getByTestId('doc-title').filter({ hasText: words.fresh }).waitFor();
    await expectFilled(page);

    // Closing it: "Memorize Closed.", and the picker no longer offers it.
    await openScreen(page, words.modules, words.ledger, words.list);
    await screen.getByRole('button', { name: `${words.close} Sewa gudang` }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: words.yes }).click();
    await notice(page, words.closed).waitFor();
    await screen.getByText('Sewa gudang', { exact: true }).waitFor({ state: 'detached' });
    const picked = await api<{ data: unknown[] }>(stack, token, 'GET', `${master(company, 'memorized-by-type')}?transtype=journal-voucher`);
    expect(picked.data).toEqual([]);
    await page.context().close();
  });
});
