import { bookSchedule, fiscalSchedule, type AssetScheduleMonth } from '@lontar/core';
import Decimal from 'decimal.js';
import { and, eq, gte, isNotNull, lte, or } from 'drizzle-orm';
import { fixedAsset } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { postingSettings } from '../ledger/gl-document.repo.ts';
import { postedRows, reportAssets, type DepreciationRow, type ReportAsset } from './asset-report.repo.ts';
import { lastDayOf } from './depreciation.repo.ts';
import { booksStartMonth, DEPRECIATION_DECIMALS } from './depreciation.service.ts';

const text = (d: Decimal.Value) => new Decimal(d).toFixed();
const periodOf = (month: string) => Number(month.slice(0, 4)) * 100 + Number(month.slice(5, 7));
const monthOf = (period: number) => `${Math.floor(period / 100)}-${String(period % 100).padStart(2, '0')}`;
/** The month of the disposal (yyyymm) of a disposed asset, else Infinity: no month is cut. */
const disposalPeriod = (a: ReportAsset) => (a.disposed && a.disposaldate ? periodOf(a.disposaldate) : Infinity);
const sum = <T>(rows: readonly T[], pick: (r: T) => Decimal.Value) => rows.reduce((s, r) => s.plus(pick(r)), new Decimal(0));

export type ScheduleMonth = AssetScheduleMonth;

/**
 * An asset's book depreciation month by month as the books hold it: the schedule's months before its disposal month
 * and every month a row was posted for (a posted month shows what was posted), the accumulated running from the
 * depreciation accumulated before the books.
 */
export function effectiveSchedule(a: ReportAsset, rows: readonly DepreciationRow[], booksStart: string | undefined): ScheduleMonth[] {
  const posted = new Map(rows.map((r) => [r.period, r]));
  const planned = new Map(bookSchedule(a, DEPRECIATION_DECIMALS, booksStart).map((m) => [periodOf(m.month), m.amount]));
  const cut = disposalPeriod(a);
  const periods = [...new Set([...[...planned.keys()].filter((p) => p < cut), ...posted.keys()])].sort((x, y) => x - y);
  let accumulated = new Decimal(a.accumopening);
  return periods.map((period) => {
    const row = posted.get(period);
    const amount = new Decimal(row ? row.amount : planned.get(period)!);
    accumulated = accumulated.plus(amount);
    return { period, month: monthOf(period), amount: text(amount), accumulated: text(accumulated), bookvalue: text(new Decimal(a.cost).minus(accumulated)), posted: Boolean(row), journalid: row?.journalid ?? null };
  });
}

/** Fixed asset list at a date: the assets bought by then with their depreciation posted for months ended by then. */
export async function fixedAssetList(tx: Tx, tenantId: number, date: string) {
  const assets = await reportAssets(tx, tenantId, lte(fixedAsset.purchasedate, date));
  const rows = await postedRows(tx, tenantId, assets.map((a) => a.assetid));
  const list = assets.map((a) => {
    const accumulated = new Decimal(a.accumopening).plus(sum((rows.get(a.assetid) ?? []).filter((r) => lastDayOf(r.period) <= date), (r) => r.amount));
    const disposed = a.disposed && a.disposaldate !== null && a.disposaldate <= date;
    return {
      assetid: a.assetid,
      assetcode: a.assetcode,
      assetname: a.assetname,
      afistypeid: a.afistypeid,
      assettype: a.assettype,
      fatypedesc: a.fatypedesc,
      purchasedate: a.purchasedate,
      usagedate: a.usagedate,
      cost: text(a.cost),
      accumulated: text(accumulated),
      bookvalue: text(new Decimal(a.cost).minus(accumulated)),
      disposed,
      disposaldate: disposed ? a.disposaldate : null,
    };
  });
  const held = list.filter((r) => !r.disposed);
  return { rows: list, totals: { cost: text(sum(held, (r) => r.cost)), accumulated: text(sum(held, (r) => r.accumulated)), bookvalue: text(sum(held, (r) => r.bookvalue)) } };
}

/** One asset's depreciation schedule with what is posted (404 for an asset the company does not have). */
export async function assetSchedule(tx: Tx, tenantId: number, assetid: number) {
  const [a] = await reportAssets(tx, tenantId, eq(fixedAsset.assetid, assetid));
  if (!a) throw new AppError('NOT_FOUND');
  const { startdate } = await postingSettings(tx, tenantId);
  const months = effectiveSchedule(a, (await postedRows(tx, tenantId, [assetid])).get(assetid) ?? [], booksStartMonth(startdate));
  const asset = {
    assetid: a.assetid,
    assetcode: a.assetcode,
    assetname: a.assetname,
    cost: text(a.cost),
    residu: text(a.residu),
    accumopening: text(a.accumopening),
    depmethod: a.depmethod,
    estimatedlife: a.estimatedlife,
    depreciationrate: text(a.depreciationrate),
    usagedate: a.usagedate,
    disposed: a.disposed,
    disposaldate: a.disposaldate,
  };
  return { asset, rows: months, totals: { amount: text(sum(months, (m) => m.amount)) } };
}

/**
 * Book against fiscal depreciation of a year, per asset held in it (the corporate tax return's attachment): the book
 * depreciation as the books hold it, the fiscal one from the asset's fiscal type (none without one) up to the month
 * before its disposal, and book − fiscal (a fiscal of none counts as 0).
 */
export async function bookVsFiscal(tx: Tx, tenantId: number, year: number) {
  const assets = await reportAssets(tx, tenantId, and(lte(fixedAsset.purchasedate, `${year}-12-31`), or(eq(fixedAsset.disposed, false), gte(fixedAsset.disposaldate, `${year}-01-01`))));
  const rows = await postedRows(tx, tenantId, assets.map((a) => a.assetid));
  const { startdate } = await postingSettings(tx, tenantId);
  const inYear = (period: number) => Math.floor(period / 100) === year;
  const list = assets.map((a) => {
    const book = sum(effectiveSchedule(a, rows.get(a.assetid) ?? [], booksStartMonth(startdate)).filter((m) => inYear(m.period)), (m) => m.amount);
    const fiscal =
      a.assetfistype !== null && a.fisestlife !== null && a.deprmethod !== null
        ? sum(
            fiscalSchedule({ cost: a.cost, purchasedate: a.purchasedate }, { deprmethod: a.deprmethod, fisestlife: a.fisestlife, fisrate: a.fisrate ?? '0' }, DEPRECIATION_DECIMALS).filter((m) => inYear(periodOf(m.month)) && periodOf(m.month) < disposalPeriod(a)),
            (m) => m.amount,
          )
        : null;
    return {
      assetid: a.assetid,
      assetcode: a.assetcode,
      assetname: a.assetname,
      assetfistype: a.assetfistype,
      fafisdesc: a.fafisdesc,
      book: text(book),
      fiscal: fiscal === null ? null : text(fiscal),
      difference: text(book.minus(fiscal ?? 0)),
    };
  });
  return { rows: list, totals: { book: text(sum(list, (r) => r.book)), fiscal: text(sum(list, (r) => r.fiscal ?? 0)), difference: text(sum(list, (r) => r.difference)) } };
}

/** The disposals between two dates: the asset's cost, its depreciation accumulated to the disposal, proceeds and gain or loss. */
export async function disposals(tx: Tx, tenantId: number, fromdate: string, todate: string) {
  const assets = await reportAssets(tx, tenantId, and(eq(fixedAsset.disposed, true), isNotNull(fixedAsset.disposaldate), gte(fixedAsset.disposaldate, fromdate), lte(fixedAsset.disposaldate, todate)));
  const rows = await postedRows(tx, tenantId, assets.map((a) => a.assetid));
  const list = assets
    .map((a) => {
      const accumulated = new Decimal(a.accumopening).plus(sum(rows.get(a.assetid) ?? [], (r) => r.amount));
      const bookvalue = new Decimal(a.cost).minus(accumulated);
      return {
        assetid: a.assetid,
        assetcode: a.assetcode,
        assetname: a.assetname,
        disposaldate: a.disposaldate!,
        disposaltype: a.disposaltype ?? 0,
        cost: text(a.cost),
        accumulated: text(accumulated),
        bookvalue: text(bookvalue),
        proceeds: text(a.proceeds),
        gainloss: text(new Decimal(a.proceeds).minus(bookvalue)),
      };
    })
    .sort((x, y) => x.disposaldate.localeCompare(y.disposaldate) || x.assetcode.localeCompare(y.assetcode));
  const total = (k: 'cost' | 'accumulated' | 'bookvalue' | 'proceeds' | 'gainloss') => text(sum(list, (r) => r[k]));
  return { rows: list, totals: { cost: total('cost'), accumulated: total('accumulated'), bookvalue: total('bookvalue'), proceeds: total('proceeds'), gainloss: total('gainloss') } };
}
