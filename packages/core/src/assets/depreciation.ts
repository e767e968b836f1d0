import Decimal from 'decimal.js';

export type DepreciationMethod = 'straight-line' | 'double-declining' | 'none';

export interface DepreciationInput {
  cost: string;
  residual: string;
  method: DepreciationMethod;
  /** Useful life in months (the estimated life in years × 12). */
  lifeMonths: number;
  /** The first month depreciated, YYYY-MM: the month the asset is put to use. */
  startMonth: string;
  /** Fraction digits of the currency: each month's amount is rounded half-up to them. */
  decimals: number;
  /** Declining balance: the yearly rate as a fraction (default twice the straight-line rate, 24 / lifeMonths). */
  rate?: string;
  /**
   * Declining balance: 'asset' (book) applies the rate to the book value every twelve months from the start;
   * 'calendar' (fiscal, UU PPh Pasal 11) to the book value at each 1 January, the first year by its months only.
   */
  yearBasis?: 'asset' | 'calendar';
  /**
   * Declining balance: true (book) switches to straight line over the remaining life once that depreciates more,
   * so the book value reaches the residual smoothly; false (fiscal) keeps declining and takes the rest at once in
   * the life's last month.
   */
  switchToStraightLine?: boolean;
}

export interface DepreciationMonth {
  /** YYYY-MM */
  month: string;
  amount: string;
  accumulated: string;
  bookValue: string;
}

/** The month `k` months after `start` (YYYY-MM). */
export function addMonths(start: string, k: number): string {
  const [y, m] = start.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + k;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The monthly depreciation of one asset over its life, from its usage month: straight line, double declining
 * balance, or none. Every month's amount is rounded half-up to the currency's digits and never takes the book value
 * below the residual; the life's last month absorbs what rounding left, so the accumulated depreciation ends at
 * cost − residual exactly. Months after the asset is fully depreciated are not listed.
 */
export function depreciationSchedule(input: DepreciationInput): DepreciationMonth[] {
  const cost = new Decimal(input.cost);
  const base = cost.minus(input.residual);
  if (input.method === 'none' || base.lte(0) || input.lifeMonths <= 0) return [];
  const round = (d: Decimal) => d.toDecimalPlaces(input.decimals, Decimal.ROUND_HALF_UP);
  const rate = new Decimal(input.rate ?? new Decimal(24).dividedBy(input.lifeMonths));
  const calendar = input.yearBasis === 'calendar';
  const switchable = input.switchToStraightLine ?? true;
  const straight = round(base.dividedBy(input.lifeMonths));
  const out: DepreciationMonth[] = [];
  let accumulated = new Decimal(0);
  let declining = new Decimal(0);
  let switched: Decimal | null = null;
  for (let k = 0; k < input.lifeMonths; k++) {
    const month = addMonths(input.startMonth, k);
    const remaining = base.minus(accumulated);
    if (remaining.lte(0)) break;
    const left = input.lifeMonths - k;
    let amount: Decimal;
    if (left === 1) amount = remaining;
    else if (input.method === 'straight-line') amount = straight;
    else {
      const yearStarts = calendar ? k === 0 || month.endsWith('-01') : k % 12 === 0;
      if (yearStarts) declining = round(cost.minus(accumulated).times(rate).dividedBy(12));
      if (switchable && !switched && round(remaining.dividedBy(left)).gte(declining)) switched = round(remaining.dividedBy(left));
      amount = switched ?? declining;
    }
    amount = Decimal.min(amount, remaining);
    accumulated = accumulated.plus(amount);
    out.push({ month, amount: amount.toFixed(input.decimals), accumulated: accumulated.toFixed(input.decimals), bookValue: cost.minus(accumulated).toFixed(input.decimals) });
  }
  return out;
}

/** A schedule's depreciation per calendar year (for book against fiscal per year, the tax return's attachment). */
export function depreciationByYear(schedule: readonly DepreciationMonth[]): { year: string; amount: string }[] {
  const years = new Map<string, Decimal>();
  for (const m of schedule) years.set(m.month.slice(0, 4), (years.get(m.month.slice(0, 4)) ?? new Decimal(0)).plus(m.amount));
  return [...years].map(([year, amount]) => ({ year, amount: amount.toFixed() }));
}

/** The depreciation of one month (YYYY-MM) in a schedule, '0' when it has none. */
export const depreciationOf = (schedule: readonly DepreciationMonth[], month: string): string => schedule.find((m) => m.month === month)?.amount ?? '0';
