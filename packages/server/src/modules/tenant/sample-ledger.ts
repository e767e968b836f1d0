import { ROLES, type TGlDocument } from '@lontar/core';
import type { AppContext } from '../../platform/context.ts';
import type { TenantCall } from '../../platform/tenant-access.ts';
import { saveBudgets } from '../ledger/budget.service.ts';
import { createGlDocument, type GlForm } from '../ledger/gl-document.service.ts';
import { saveOpeningBalances } from '../ledger/opening.service.ts';

/** Opening balances at the end of last year (debit positive); the difference goes to the opening-balance equity. */
const OPENING: readonly [string, string][] = [
  ['1-10002', '25000000'],
  ['1-10004', '350000000'],
  ['1-10005', '120000000'],
  ['1-10301', '185000000'],
  ['1-20400', '60000000'],
  ['1-30400', '-15000000'],
  ['2-10000', '-48000000'],
  ['3-10000', '-500000000'],
];

interface MonthDoc {
  form: GlForm;
  day: number;
  description: string;
  /** Debit account, credit account, amount. */
  lines: readonly [string, string, string];
}

/** What a small trading company records outside sales and purchasing every month (amounts vary with the month). */
function monthDocs(month: number): MonthDoc[] {
  const sales = String(42_000_000 + month * 3_150_000);
  const power = String(2_100_000 + (month % 3) * 275_000);
  return [
    { form: 'other-receipt', day: 5, description: 'Setoran penjualan tunai', lines: ['1-10004', '4-10000', sales] },
    { form: 'other-payment', day: 10, description: 'Sewa gudang Rungkut', lines: ['6-10200', '1-10004', '12500000'] },
    { form: 'other-payment', day: 12, description: 'Listrik, air & telepon', lines: ['6-10300', '1-10002', power] },
    { form: 'journal-voucher', day: 25, description: 'Gaji karyawan', lines: ['6-10100', '1-10005', '28000000'] },
    { form: 'journal-voucher', day: 28, description: 'Penyusutan peralatan kantor', lines: ['6-10600', '1-30400', '1250000'] },
  ];
}

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Demo postings of the sample company (spec 000 §2 "sample database"): opening balances, the monthly vouchers of
 * this year up to today, and a budget for two expense accounts. They go through the same services as a user's
 * entries, so the sample ledger is as balanced and audited as a real one.
 */
export async function seedSampleLedger(ctx: AppContext, input: { tenantId: number; tenantName: string; userId: number; username: string }, today = new Date()) {
  const call: TenantCall = { tenantId: input.tenantId, userId: input.userId, roleId: ROLES.ADMINISTRATOR, owner: true, tenantName: input.tenantName, username: input.username };
  const year = today.getFullYear();
  const todayIso = iso(year, today.getMonth() + 1, today.getDate());
  await saveOpeningBalances(ctx, call, { obdate: iso(year - 1, 12, 31), details: OPENING.map(([glaccount, amount]) => ({ glaccount, amount })) }, 'id');
  for (let month = 1; month <= today.getMonth() + 1; month++) {
    for (const doc of monthDocs(month)) {
      const transdate = iso(year, month, doc.day);
      if (transdate > todayIso) continue;
      const [debit, credit, amount] = doc.lines;
      const body: TGlDocument = {
        transdate,
        description: doc.description,
        payee: '',
        details: [
          { glaccount: debit, glamount: amount, description: doc.description },
          { glaccount: credit, glamount: `-${amount}`, description: doc.description },
        ],
      };
      await createGlDocument(ctx, call, doc.form, body, 'id');
    }
  }
  await saveBudgets(ctx, call, { fyear: year, details: [{ glaccount: '6-10200', periods: Array(12).fill('12500000') }, { glaccount: '6-10300', periods: Array(12).fill('2500000') }] }, 'id');
}
