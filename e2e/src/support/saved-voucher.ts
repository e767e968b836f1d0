import type { Locator, Page } from 'playwright-core';
import { api, type Company } from './companies.ts';
import { master } from './master-data.ts';
import type { Language } from './setup.ts';
import type { Stack } from './stack.ts';
import { openSaved, openWorkspace } from './workspace.ts';

export type SavedVoucher = { data: { jvid: number; jvnumber: string; transdate: string; description: string; details: { glaccount: string; glamount: string; description: string }[] } };

/** The menu words of the journal voucher's screen. */
export interface VoucherMenu {
  modules: string;
  ledger: string;
  voucher: string;
}

/**
 * A journal voucher of the warehouse rent (Rp 7,500,000 from cash) saved through the API, then opened in its tab
 * from the list: Indonesian on a 1280 desktop, English on a 375 phone. Answers the page, the voucher as saved and
 * the tab's title.
 */
export async function openSavedVoucher(stack: Stack, token: string, company: Company, lang: Language, menu: VoucherMenu): Promise<{ page: Page; original: SavedVoucher; title: Locator }> {
  const original = await api<SavedVoucher>(stack, token, 'POST', master(company, 'journal-voucher'), {
    transdate: '2026-01-31',
    description: 'Sewa gudang bulanan',
    details: [
      { glaccount: '6-10200', glamount: '7500000', description: 'Sewa gudang' },
      { glaccount: '1-10002', glamount: '-7500000', description: 'Tunai' },
    ],
  });
  const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: lang === 'id' ? { width: 1280, height: 800 } : { width: 375, height: 812 } });
  const title = await openSaved(page, [menu.modules, menu.ledger, menu.voucher], 'journalVoucher', original.data.jvnumber);
  return { page, original, title };
}
