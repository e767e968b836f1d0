import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, formIdle, notice, openListRow, openScreen, openWorkspace, showList } from './support/workspace.ts';

/** Transaction copy (spec 001 §2): a saved journal voucher copied into a new one with its own number and date. */
const stack = useStack();

const WORDS = {
  id: { modules: 'Modul Utama', ledger: 'Buku Besar', voucher: 'Bukti Jurnal', copy: 'Salin', save: 'Simpan', fresh: 'Data Baru', copied: 'Disalin ke data baru' },
  en: { modules: 'Main Modules', ledger: 'General Ledger', voucher: 'Journal Voucher', copy: 'Copy', save: 'Save', fresh: 'New Data', copied: 'Copied into a new record' },
} as const;

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

describe('transaction copy', () => {
  it.each(['id', 'en'] as const)('copies a saved journal voucher into a new one with its own number and date (%s)', async (lang: Language) => {
    const words = WORDS[lang];
    const { token, company } = await ownerWithCompany(stack, { language: lang, user: { id: 'Dewi Salin', en: 'Dana Copy' }, company: { id: 'PT Salinan', en: 'Copy Ltd' } });
    type Voucher = { data: { jvid: number; jvnumber: string } };
    const original = await api<Voucher>(stack, token, 'POST', master(company, 'journal-voucher'), {
      transdate: '2026-01-31',
      description: 'Sewa gudang bulanan',
      details: [
        { glaccount: '6-10200', glamount: '7500000', description: 'Sewa gudang' },
        { glaccount: '1-10002', glamount: '-7500000', description: 'Tunai' },
      ],
    });
    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: lang === 'id' ? { width: 1280, height: 800 } : { width: 375, height: 812 } });
    await openScreen(page, words.modules, words.ledger, words.voucher);
    await formIdle(page, 'journalVoucher');
    await showList(page);
    await openListRow(page, activePane(page).locator('.ant-table-row', { hasText: original.data.jvnumber }));
    const title = activePane(page).getByTestId('doc-title');
    await title.filter({ hasText: original.data.jvnumber }).waitFor();

    await activePane(page).getByRole('button', { name: words.copy }).click();
    await title.filter({ hasText: words.fresh }).waitFor();
    await notice(page, words.copied).waitFor();
    // The copy has the original's description and lines, today's date and no number of its own yet.
    await expect.poll(() => page.locator('#journalVoucher_description').inputValue()).toBe('Sewa gudang bulanan');
    expect(await page.locator('#journalVoucher_jvnumber').inputValue()).toBe('');
    await activePane(page).locator('[data-row="1"][data-column="glaccount"]').getByTitle(/^1-10002 · /).waitFor();
    await shoot(page, `transaction-copy-${lang}-${lang === 'id' ? '1280' : '375'}`, { fullPage: true });

    const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/master/journal-voucher'));
    await activePane(page).getByRole('button', { name: words.save }).click();
    const saved = (await (await created).json()) as Voucher;
    expect(saved.data.jvid).not.toBe(original.data.jvid);
    const copy = await api<{ data: { jvnumber: string; transdate: string; details: { glaccount: string; glamount: string }[] } }>(stack, token, 'GET', master(company, `journal-voucher/read/${saved.data.jvid}`));
    expect(copy.data.jvnumber).not.toBe(original.data.jvnumber);
    expect(copy.data.transdate).toBe(today());
    expect(copy.data.details.map((l) => [l.glaccount, l.glamount.replace(/\.0+$/, '')])).toEqual([
      ['6-10200', '7500000'],
      ['1-10002', '-7500000'],
    ]);
    await page.context().close();
  });
});
