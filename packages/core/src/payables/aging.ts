import { fixed, sumOf, td } from '../trade/trade-decimal.ts';

/** The columns of the AP aging (issue 12 item 5): not yet due, then days past the due date. */
export const AGING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

const DAY = 86_400_000;

/** Whole days from `duedate` to `asof` (both YYYY-MM-DD); negative while not yet due. */
export function daysPastDue(duedate: string, asof: string): number {
  return Math.round((Date.parse(`${asof}T00:00:00Z`) - Date.parse(`${duedate}T00:00:00Z`)) / DAY);
}

/** The column of an invoice `days` past its due date: due today or later is current. */
export function agingBucket(days: number): AgingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return 'days1to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

/** An open invoice at the aging date: what is owed on it then, in its own currency, and the rate it was posted at. */
export interface AgingInvoice {
  vendorid: number;
  docid: number;
  invoicedate: string;
  /** Null: due at once (the invoice date counts). */
  duedate: string | null;
  /** Owing at the aging date in the invoice's currency. */
  owing: string;
  /** The invoice's rate (its payable was posted at it); 1 in the base currency. */
  rate: string;
}

export type AgingTotals = Record<AgingBucket | 'total', string>;

export type AgedInvoice<T extends AgingInvoice> = T & { days: number; bucket: AgingBucket; baseowing: string };

export interface AgingVendor<T extends AgingInvoice> {
  vendorid: number;
  invoices: AgedInvoice<T>[];
  totals: AgingTotals;
}

function totalsOf(rows: readonly { bucket: AgingBucket; baseowing: string }[]): AgingTotals {
  const out = Object.fromEntries(AGING_BUCKETS.map((b) => [b, fixed(sumOf(rows.filter((r) => r.bucket === b).map((r) => td(r.baseowing))), 2)])) as AgingTotals;
  out.total = fixed(sumOf(rows.map((r) => td(r.baseowing))), 2);
  return out;
}

/**
 * The AP aging at `asof`: each invoice still owing in its column by days past due (one the vendor owes back, owing
 * below zero after a return of goods already paid, as a credit in the current column, so the total stays the
 * payable account's balance), its owing in base
 * currency at the invoice's rate (half-up to cents), grouped by vendor in the order given, with each vendor's
 * column totals and the grand totals (base currency).
 */
export function ageInvoices<T extends AgingInvoice>(invoices: readonly T[], asof: string): { vendors: AgingVendor<T>[]; totals: AgingTotals } {
  const vendors = new Map<number, AgedInvoice<T>[]>();
  for (const inv of invoices) {
    if (td(inv.owing).isZero()) continue;
    const days = daysPastDue(inv.duedate ?? inv.invoicedate, asof);
    // Owing below zero (returned after it was paid): the vendor owes it back; a credit is never past due.
    const bucket = td(inv.owing).isNegative() ? 'current' : agingBucket(days);
    const aged: AgedInvoice<T> = { ...inv, days, bucket, baseowing: fixed(td(inv.owing).times(td(inv.rate || '1')), 2) };
    vendors.set(inv.vendorid, [...(vendors.get(inv.vendorid) ?? []), aged]);
  }
  const groups = [...vendors].map(([vendorid, rows]) => ({ vendorid, invoices: rows, totals: totalsOf(rows) }));
  return { vendors: groups, totals: totalsOf(groups.flatMap((g) => g.invoices)) };
}

/** Owing at a date from the owing now: what was settled after the date (payments and returns dated later) is owed again. */
export function owingAt(input: { owingnow: string; paidafter?: string | null; returnedafter?: string | null }): string {
  return fixed(td(input.owingnow).plus(td(input.paidafter)).plus(td(input.returnedafter)), 2);
}
