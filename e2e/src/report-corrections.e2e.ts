import { describe, expect, it } from 'vitest';
import { api } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack } from './support/setup.ts';
import { activePane, chooseMenu, openWorkspace } from './support/workspace.ts';

/**
 * A receipt of 10 juta edited to 12 juta: the reports show the current state (Kas Besar debit 12 juta), and
 * "Tampilkan koreksi" shows the whole trail (debit 22 juta, credit 10 juta) with the reversal line marked.
 */
const stack = useStack();

const receipt = (transdate: string, amount: string) => ({ transdate, description: 'Penjualan tunai', details: [{ glaccount: '1-10002', glamount: amount }, { glaccount: '4-10000', glamount: `-${amount}` }] });
const LABELS = {
  id: { reports: 'Laporan', ledgerReports: 'Laporan Buku Besar', detail: 'Buku Besar Rinci', reversal: 'Pembalikan' },
  en: { reports: 'Reports', ledgerReports: 'General Ledger Reports', detail: 'General Ledger Detail', reversal: 'Reversal' },
} as const;

describe('corrections in the ledger reports', () => {
  it.each(['id', 'en'] as const)('the trial balance and the detail show the current state; the switch shows the trail (%s)', async (lang) => {
    const words = LABELS[lang];
    const { token, company } = await ownerWithCompany(stack, { language: lang, user: { id: 'Dewi Kasir', en: 'Diana Cashier' }, company: { id: 'PT Koreksi', en: 'Corrections Ltd' } });
    const now = new Date();
    const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
    const doc = (await api<{ data: { id: number; version: number } }>(stack, token, 'POST', master(company, 'other-receipt'), receipt(day, '10000000'))).data;
    await api(stack, token, 'PUT', master(company, 'other-receipt'), { ...receipt(day, '12000000'), jvid: doc.id, version: doc.version });

    const page = await openWorkspace(stack, token, company.datasourcekey, { locale: lang === 'id' ? 'id-ID' : 'en-US' });
    await chooseMenu(page, words.reports, words.ledgerReports);
    const cash = activePane(page).getByTestId('trial-balance').locator('.ant-table-row', { hasText: '1-10002' });
    await cash.waitFor();
    await expect.poll(() => cash.textContent()).toMatch(/12[.,]000[.,]000/);
    expect(await cash.textContent()).not.toMatch(/22[.,]000[.,]000/);
    await activePane(page).getByTestId('show-corrections').click();
    await expect.poll(() => cash.textContent()).toMatch(/22[.,]000[.,]000/);
    await expect.poll(() => cash.textContent()).toMatch(/10[.,]000[.,]000/);
    await shoot(page, `corrections-trial-balance-${lang}-1280`);
    await page.setViewportSize({ width: 375, height: 812 });
    await shoot(page, `corrections-trial-balance-${lang}-375`);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The switch stays on for the detail: the voucher's three lines, the reversal marked.
    await activePane(page).getByTestId('report-kind').getByText(words.detail, { exact: true }).click();
    const detail = activePane(page).getByTestId('ledger-detail');
    await detail.getByTestId('reversal-tag').first().waitFor();
    await expect.poll(() => detail.getByTestId('reversal-tag').count()).toBe(2);
    await expect.poll(() => detail.getByTestId('reversal-tag').first().textContent()).toBe(words.reversal);
    await shoot(page, `corrections-ledger-detail-${lang}-1280`);
    await page.setViewportSize({ width: 375, height: 812 });
    await shoot(page, `corrections-ledger-detail-${lang}-375`);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Off again: one line per account for the voucher, no mark.
    await activePane(page).getByTestId('show-corrections').click();
    await expect.poll(() => detail.getByTestId('reversal-tag').count()).toBe(0);
    await expect.poll(() => detail.locator('.ant-table-row', { hasText: 'Penjualan tunai' }).count()).toBe(2);
    await page.context().close();
  });
});
