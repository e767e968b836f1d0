import type { AppContext } from '../../platform/context.ts';
import { inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import { createRecord } from '../forms/form.service.ts';
import { FORMS } from '../forms/registry.ts';
import { checkPeriodEnd, closePeriodEnd } from '../ledger/period.service.ts';
import { sampleAccountIds } from './sample-assets.repo.ts';

const formDef = (name: string) => FORMS.find((def) => def.name === name)!;

/** Book types: code, description, straight-line life in years, asset and accumulated depreciation accounts. */
const TYPES = [
  ['BGN', 'Bangunan', 20, '1-20200', '1-30200'],
  ['KEND', 'Kendaraan', 8, '1-20300', '1-30300'],
  ['KOMP', 'Komputer', 4, '1-20600', '1-30600'],
] as const;

/** Assets: name, type, cost, month and day bought (in use the same day), the account credited. */
const ASSETS = [
  ['Komputer kantor (3 unit)', 'KOMP', '28500000', 1, 15, '1-10004'],
  ['Mobil boks pengiriman L300', 'KEND', '216000000', 2, 5, '2-20100'],
  ['Gudang transit Rungkut', 'BGN', '480000000', 3, 2, '2-20100'],
] as const;

/** The monthly office internet and cashier software subscription, paid from BCA on the 20th (a recurring schedule). */
const SUBSCRIPTION = { description: 'Langganan internet & aplikasi kasir', day: 20, amount: '1350000', expense: '6-10300', bank: '1-10004' } as const;

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The sample company's fixed assets and recurring schedule, through the same services as a user's entries: three
 * book types, three assets bought in this year's months (the computers from BCA, the van and the warehouse on a bank
 * loan), a monthly schedule of the internet subscription from January, and the period end of every month before
 * today's, which creates the schedule's due payments and posts each month's depreciation.
 */
export async function seedSampleAssets(ctx: AppContext, call: TenantCall, year: number, todayIso: string) {
  const month = Number(todayIso.slice(5, 7));
  const accounts = await inTenant(ctx, call, (tx) =>
    sampleAccountIds(tx, call.tenantId, ['6-10600', ...TYPES.flatMap(([, , , asset, accum]) => [asset, accum]), ...ASSETS.map((a) => a[5])]),
  );
  const glid = (no: string) => accounts.get(no)!;
  const types = new Map<string, number>();
  for (const [code, name, life, asset, accum] of TYPES) {
    const type = await createRecord(ctx, call, formDef('fa-type'), { assettype: code, fatypedesc: name, deprmethod: 1, estlife: life, rate: '0', assetglaccnt: glid(asset), accumglaccnt: glid(accum), expenseglaccnt: glid('6-10600') }, 'id');
    types.set(code, Number(type.afistypeid));
  }
  for (const [name, type, cost, m, day, credit] of ASSETS) {
    const date = iso(year, m, day);
    if (date > todayIso) continue;
    await createRecord(ctx, call, formDef('fixed-asset'), { assetname: name, afistypeid: types.get(type), cost, purchasedate: date, usagedate: date, creditglaccnt: glid(credit) }, 'id');
  }
  await createRecord(
    ctx,
    call,
    formDef('recurring'),
    {
      description: SUBSCRIPTION.description,
      transtype: 'other-payment',
      perioda: 'Bulanan',
      recurringtotal: 12,
      recurringdate: iso(year, 1, SUBSCRIPTION.day),
      recurringdata: { glaccount: SUBSCRIPTION.bank, payee: 'PT Telkom Indonesia', description: SUBSCRIPTION.description, details: [{ glaccount: SUBSCRIPTION.expense, glamount: SUBSCRIPTION.amount, description: SUBSCRIPTION.description }] },
    },
    'id',
  );
  // A sample dated ahead of the clock (a test's) leaves months that have not ended yet open.
  if (month > 1 && (await checkPeriodEnd(ctx, call, month - 1, year)).closable) await closePeriodEnd(ctx, call, month - 1, year);
}
