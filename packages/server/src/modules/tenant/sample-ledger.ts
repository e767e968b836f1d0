import Decimal from 'decimal.js';
import { ROLES, type TGlDocument } from '@lontar/core';
import type { AppContext } from '../../platform/context.ts';
import type { TenantCall } from '../../platform/tenant-access.ts';
import { saveBudgets } from '../ledger/budget.service.ts';
import { JOURNAL_KINDS, type GlForm } from '../ledger/gl-document.kind.ts';
import { createDocument } from '../documents/document.service.ts';
import { saveOpeningBalances } from '../ledger/opening.service.ts';
import { seedSampleAssets } from './sample-assets.ts';
import { seedSamplePurchasing } from './sample-purchasing.ts';
import { seedSampleSales } from './sample-sales.ts';
import { seedSampleStock } from './sample-stock.ts';

/**
 * Opening balances at the end of last year (debit positive); the difference goes to the opening-balance equity. The
 * inventory (Rp 185,000,000) opens through the opening stock of the goods (sample-stock.ts), which credits the same equity.
 */
const OPENING: readonly [string, string][] = [
  ['1-10002', '25000000'],
  ['1-10004', '350000000'],
  ['1-10005', '120000000'],
  ['1-20400', '60000000'],
  ['1-30400', '-15000000'],
  ['2-10000', '-48000000'],
  ['3-10000', '-500000000'],
];

interface MonthDoc {
  form: GlForm;
  day: number;
  description: string;
  /** Other payment and other receipt: the cash or bank account; their lines are then the counter accounts, positive. */
  cash?: string;
  payee?: string;
  /** Account and amount (signed, debit positive, on a journal voucher; positive on a cashier's document). */
  lines: readonly (readonly [string, string])[];
}

const M = new Decimal(1_000_000);
/** A whole-rupiah amount as the API takes it (half-up, as TAX.md rounds). */
const rp = (amount: Decimal.Value) => new Decimal(amount).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed();

/**
 * What a small trading company in Surabaya records in a month outside the sales and purchasing documents (which
 * later issues add): cash sales banked at BCA, credit sales with PPN (DPP Nilai Lain 11/12 × 12 %) collected the
 * next month, goods bought for cash (to Pembelian until purchasing documents move them into stock), rent, utilities from petty cash,
 * payroll through Mandiri, last month's PPN paid, depreciation. Cash and banks stay positive and the year makes a
 * modest profit, as a bookkeeper would expect of a healthy shop.
 */
function monthDocs(month: number): MonthDoc[] {
  const cashSales = M.times(80 + month * 2);
  const creditSales = M.times(60);
  // PPN on DPP Nilai Lain: 11/12 of the price, at 12 %.
  const vat = creditSales.times(11).dividedBy(12).times('0.12');
  const purchases = M.times(95).plus(M.times(month).times('1.5'));
  const power = new Decimal(2_100_000).plus(new Decimal(275_000).times(month % 3));
  const docs: MonthDoc[] = [
    { form: 'other-payment', day: 2, description: 'Pengisian kas besar', cash: '1-10004', lines: [['1-10002', rp(M.times(3))]] },
    { form: 'other-payment', day: 3, description: 'Pembelian barang dagang tunai', cash: '1-10004', payee: 'CV Sumber Makmur', lines: [['5-10300', rp(purchases)]] },
    { form: 'other-receipt', day: 5, description: 'Setoran penjualan tunai', cash: '1-10004', lines: [['4-10000', rp(cashSales)]] },
    { form: 'journal-voucher', day: 8, description: 'Penjualan kredit toko grosir', lines: [['1-10100', rp(creditSales.plus(vat))], ['4-10000', `-${rp(creditSales)}`], ['2-10200', `-${rp(vat)}`]] },
    { form: 'other-payment', day: 10, description: 'Sewa gudang Rungkut', cash: '1-10004', payee: 'PT Rungkut Properti', lines: [['6-10200', rp(M.times('12.5'))]] },
    { form: 'other-payment', day: 12, description: 'Listrik, air & telepon', cash: '1-10002', payee: 'PLN, PDAM, Telkom', lines: [['6-10300', rp(power)]] },
    { form: 'other-payment', day: 24, description: 'Pemindahan dana untuk gaji', cash: '1-10004', lines: [['1-10005', rp(M.times(28))]] },
    { form: 'journal-voucher', day: 25, description: 'Gaji karyawan', lines: [['6-10100', rp(M.times(28))], ['1-10005', `-${rp(M.times(28))}`]] },
    { form: 'journal-voucher', day: 28, description: 'Penyusutan peralatan kantor', lines: [['6-10600', rp(M.times('1.25'))], ['1-30400', `-${rp(M.times('1.25'))}`]] },
  ];
  if (month > 1) {
    docs.push(
      { form: 'other-receipt', day: 15, description: 'Pelunasan piutang toko grosir', cash: '1-10004', lines: [['1-10100', rp(creditSales.plus(vat))]] },
      { form: 'other-payment', day: 14, description: 'Setoran PPN masa bulan lalu', cash: '1-10004', payee: 'Kas Negara', lines: [['2-10200', rp(vat)]] },
    );
  }
  return docs.sort((a, b) => a.day - b.day);
}

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Demo postings of the sample company (spec 000 §2 "sample database"): opening balances, the monthly vouchers of
 * this year up to today, a budget for two expense accounts, and the fixed assets and recurring schedule with the
 * period ends of the months before today's (sample-assets.ts). They go through the same services as a user's
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
      const body: TGlDocument = {
        transdate,
        description: doc.description,
        glaccount: doc.cash,
        payee: doc.payee ?? '',
        details: doc.lines.map(([glaccount, glamount]) => ({ glaccount, glamount, description: doc.description })),
      };
      await createDocument(ctx, call, JOURNAL_KINDS[doc.form], body, 'id');
    }
  }
  await seedSampleStock(ctx, call, year, todayIso);
  await seedSamplePurchasing(ctx, call, year, todayIso);
  await seedSampleSales(ctx, call, year, todayIso);
  await saveBudgets(ctx, call, { fyear: year, details: [{ glaccount: '6-10200', periods: Array(12).fill('12500000') }, { glaccount: '6-10300', periods: Array(12).fill('2500000') }] }, 'id');
  // Last: closing the months before today's leaves every document above in place (none may be dated in a closed month).
  await seedSampleAssets(ctx, call, year, todayIso);
}
