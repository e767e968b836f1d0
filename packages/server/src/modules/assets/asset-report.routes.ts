import { ZIsoDate } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { ZReportFormat } from '../ledger/report-export.ts';
import { declareReport, wholeList } from '../ledger/report-route.ts';
import { rangeQuery, today } from '../payables/payables-query.ts';
import { aword } from './asset-report-words.ts';
import { assetSchedule, bookVsFiscal, disposals, fixedAssetList } from './asset-report.service.ts';

/** Opened with the Reports screen's right and downloaded with its export right (spec 002 §6), like the other reports. */
const ON_REPORTS = { tags: ['assets'], screen: 'reports' } as const;

const listReport = declareReport({
  ...ON_REPORTS,
  name: 'fixed-asset-list',
  query: z.strictObject({ date: ZIsoDate.optional(), format: ZReportFormat }),
  read: (tx, tenantId, q) => fixedAssetList(tx, tenantId, q.date ?? today()),
  json: (r, q) => wholeList(r.rows, { date: q.date ?? today(), totals: r.totals }),
  export: {
    words: aword,
    columns: [
      ['assetcode', 'assetCode', 'text'],
      ['assetname', 'assetName', 'text'],
      ['assettype', 'assetType', 'text'],
      ['purchasedate', 'purchaseDate', 'date'],
      ['cost', 'cost', 'money'],
      ['accumulated', 'accumulated', 'money'],
      ['bookvalue', 'bookValue', 'money'],
      ['disposed', 'disposed', 'text'],
    ],
    rows: (r, say) => [...r.rows.map((x) => ({ ...x, disposed: x.disposed ? say('yes') : '' })), { ...r.totals, assetname: say('total') }],
    file: (_r, q) => [q.date ?? today()],
  },
});

const scheduleReport = declareReport({
  ...ON_REPORTS,
  name: 'fixed-asset-schedule',
  query: z.strictObject({ assetid: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER), format: ZReportFormat }),
  read: (tx, tenantId, q) => assetSchedule(tx, tenantId, q.assetid),
  json: (r) => wholeList(r.rows, { asset: r.asset, totals: r.totals }),
  export: {
    words: aword,
    columns: [
      ['month', 'month', 'text'],
      ['amount', 'depreciation', 'money'],
      ['accumulated', 'accumulated', 'money'],
      ['bookvalue', 'bookValue', 'money'],
      ['posted', 'posted', 'text'],
    ],
    rows: (r, say) => [...r.rows.map((x) => ({ ...x, posted: x.posted ? say('yes') : '' })), { month: say('total'), amount: r.totals.amount }],
    file: (r) => [r.asset.assetcode],
  },
});

const fiscalReport = declareReport({
  ...ON_REPORTS,
  name: 'fixed-asset-fiscal',
  query: z.strictObject({ year: z.coerce.number().int().min(1900).max(2200), format: ZReportFormat }),
  read: (tx, tenantId, q) => bookVsFiscal(tx, tenantId, q.year),
  json: (r, q) => wholeList(r.rows, { year: q.year, totals: r.totals }),
  export: {
    words: aword,
    columns: [
      ['assetcode', 'assetCode', 'text'],
      ['assetname', 'assetName', 'text'],
      ['fafisdesc', 'fiscalType', 'text'],
      ['book', 'book', 'money'],
      ['fiscal', 'fiscal', 'money'],
      ['difference', 'difference', 'money'],
    ],
    rows: (r, say) => [...r.rows, { ...r.totals, assetname: say('total') }],
    file: (_r, q) => [q.year],
  },
});

const disposalsReport = declareReport({
  ...ON_REPORTS,
  name: 'fixed-asset-disposals',
  query: rangeQuery,
  read: (tx, tenantId, q) => disposals(tx, tenantId, q.fromdate, q.todate),
  json: (r, q) => wholeList(r.rows, { fromdate: q.fromdate, todate: q.todate, totals: r.totals }),
  export: {
    words: aword,
    columns: [
      ['disposaldate', 'disposalDate', 'date'],
      ['assetcode', 'assetCode', 'text'],
      ['assetname', 'assetName', 'text'],
      ['disposaltype', 'disposalType', 'text'],
      ['cost', 'cost', 'money'],
      ['accumulated', 'accumulated', 'money'],
      ['bookvalue', 'bookValue', 'money'],
      ['proceeds', 'proceeds', 'money'],
      ['gainloss', 'gainLoss', 'money'],
    ],
    rows: (r, say) => [...r.rows.map((x) => ({ ...x, disposaltype: say(x.disposaltype === 1 ? 'writtenOff' : 'sold') })), { ...r.totals, assetname: say('total') }],
    file: (_r, q) => [q.fromdate, q.todate],
  },
});

/** The fixed asset reports: the list at a date, an asset's schedule, book against fiscal per year, the disposals. */
export function assetReportRoutes(app: App, ctx: AppContext) {
  for (const report of [listReport, scheduleReport, fiscalReport, disposalsReport]) report(app, ctx);
}
