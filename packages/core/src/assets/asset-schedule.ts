import Decimal from 'decimal.js';
import { addMonths, depreciationSchedule, type DepreciationMethod, type DepreciationMonth } from './depreciation.ts';

/** depmethod / deprmethod of the asset and type masters: 0 none, 1 straight line, 2 (double) declining balance. */
export const DEPRECIATION_METHODS: readonly DepreciationMethod[] = ['none', 'straight-line', 'double-declining'];
export const methodOf = (code: number): DepreciationMethod => DEPRECIATION_METHODS[code] ?? 'none';

/** What a schedule needs of a fixed asset (the `fixed-asset` record, money as strings). */
export interface AssetTerms {
  cost: string;
  residu: string;
  /** Depreciation accumulated before the asset came into the books. */
  accumopening: string;
  depmethod: number;
  /** Years. */
  estimatedlife: number;
  /** Yearly percent; 0 takes twice the straight-line rate for declining balance. */
  depreciationrate: string;
  /** YYYY-MM-DD */
  usagedate: string;
}

const monthOf = (date: string) => date.slice(0, 7);
const monthsFrom = (from: string, to: string) => {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
};

/**
 * The book depreciation of an asset, month by month from its usage month. An asset registered mid-life
 * (`accumopening` > 0, `booksStart` the first month the company's books hold) depreciates its book value
 * (cost − accumopening) over the life left from `booksStart`; accumulated and book value still count from the cost.
 */
export function bookSchedule(asset: AssetTerms, decimals: number, booksStart?: string): DepreciationMonth[] {
  const method = methodOf(asset.depmethod);
  const lifeMonths = asset.estimatedlife * 12;
  const rate = new Decimal(asset.depreciationrate || 0).gt(0) ? new Decimal(asset.depreciationrate).dividedBy(100).toFixed() : undefined;
  const opening = new Decimal(asset.accumopening || 0);
  const usage = monthOf(asset.usagedate);
  if (opening.lte(0)) return depreciationSchedule({ cost: asset.cost, residual: asset.residu, method, lifeMonths, startMonth: usage, decimals, rate });
  const start = booksStart && booksStart > usage ? booksStart : usage;
  const elapsed = monthsFrom(usage, start);
  const rest = depreciationSchedule({ cost: new Decimal(asset.cost).minus(opening).toFixed(), residual: asset.residu, method, lifeMonths: lifeMonths - elapsed, startMonth: start, decimals, rate });
  return rest.map((m) => ({ ...m, accumulated: opening.plus(m.accumulated).toFixed(decimals) }));
}

/** What a fiscal type gives a schedule (the `fa-fiscal-type` record). */
export interface FiscalTerms {
  deprmethod: number;
  /** Years. */
  fisestlife: number;
  /** Yearly percent. */
  fisrate: string;
}

/**
 * The fiscal depreciation (UU PPh Pasal 11): from the month of acquisition (the purchase month), no residual, the
 * rate applied to each 1 January's book value for declining balance, the rest taken at once in the life's last month.
 */
export function fiscalSchedule(asset: Pick<AssetTerms, 'cost'> & { purchasedate: string }, fiscal: FiscalTerms, decimals: number): DepreciationMonth[] {
  const method = methodOf(fiscal.deprmethod);
  const rate = new Decimal(fiscal.fisrate || 0).gt(0) ? new Decimal(fiscal.fisrate).dividedBy(100).toFixed() : undefined;
  return depreciationSchedule({
    cost: asset.cost,
    residual: '0',
    method,
    lifeMonths: fiscal.fisestlife * 12,
    startMonth: monthOf(asset.purchasedate),
    decimals,
    rate,
    yearBasis: 'calendar',
    switchToStraightLine: false,
  });
}

/** Accumulated depreciation at the end of `month` (YYYY-MM), counting `accumopening`. */
export function accumulatedAt(schedule: readonly DepreciationMonth[], month: string, opening = '0'): string {
  let last: DepreciationMonth | undefined;
  for (const m of schedule) if (m.month <= month) last = m;
  return last ? last.accumulated : new Decimal(opening).toFixed();
}

/** The month before `month` (YYYY-MM). */
export const previousMonth = (month: string): string => addMonths(month, -1);

/** One month of an asset's depreciation schedule as the books hold it (fixed-asset-schedule report rows; server and web). */
export interface AssetScheduleMonth {
  /** yyyymm */
  period: number;
  /** YYYY-MM */
  month: string;
  amount: string;
  accumulated: string;
  bookvalue: string;
  /** A depreciation row is posted for the month. */
  posted: boolean;
  journalid: number | null;
}
