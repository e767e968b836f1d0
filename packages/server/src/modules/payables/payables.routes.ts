import { ZIsoDate } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { formName, ZReportFormat } from '../ledger/report-export.ts';
import { declareReport, wholeList, type ReportCells } from '../ledger/report-route.ts';
import { apAging, vendorStatement } from './payables.service.ts';
import { pword } from './payables-words.ts';
import { today } from './payables-query.ts';
import { purchaseReportRoutes } from './purchase-reports.routes.ts';
import { vendorHistoryRoutes } from './vendor-history.routes.ts';

const id = z.coerce.number().int().positive();
const BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
const buckets = (totals: Record<string, string>): ReportCells => Object.fromEntries(BUCKETS.map((b) => [b, totals[b] ?? '0']));
/** Opened with the Reports screen's right and downloaded with its export right (spec 002 §6), like the ledger reports. */
const ON_REPORTS = { tags: ['payables'], screen: 'reports' } as const;

/** The AP aging (umur hutang) at a date, by vendor and column of days past due, beside the payable accounts' balance. */
const apAgingReport = declareReport({
  ...ON_REPORTS,
  name: 'ap-aging',
  query: z.strictObject({ asof: ZIsoDate.optional(), vendorid: id.optional(), format: ZReportFormat }),
  read: (tx, tenantId, q) => apAging(tx, tenantId, q.asof ?? today(), q.vendorid),
  json: (r) => wholeList(r.vendors, { asof: r.asof, totals: r.totals, payablebalance: r.payablebalance }),
  export: {
    words: pword,
    columns: [
      ['vendorno', 'vendorNo', 'text'],
      ['vendorname', 'vendor', 'text'],
      ['docno', 'invoiceNo', 'text'],
      ['invoicedate', 'invoiceDate', 'date'],
      ['duedate', 'dueDate', 'date'],
      ['days', 'daysPastDue', 'integer'],
      ['currency', 'currency', 'text'],
      ['owing', 'owing', 'money'],
      ...BUCKETS.map((b) => [b, b, 'money'] as const),
    ],
    rows: (r, say) => [
      ...r.vendors.flatMap((v) => [
        ...v.invoices.map((i) => ({ ...i, vendorno: v.vendorno, vendorname: v.vendorname, duedate: i.duedate ?? i.invoicedate, [i.bucket]: i.baseowing })),
        { vendorno: v.vendorno, vendorname: `${say('total')} ${v.vendorname}`, ...buckets(v.totals) },
      ]),
      { vendorname: say('grandTotal'), ...buckets(r.totals) },
      // The payable accounts' balance stands in the last column, under the grand total's.
      ...(r.payablebalance === null ? [] : [{ vendorname: say('payableBalance'), over90: r.payablebalance }]),
    ],
    file: (r) => [r.asof],
  },
});

const statementQuery = z
  .strictObject({ vendorid: id, fromdate: ZIsoDate, todate: ZIsoDate, format: ZReportFormat })
  .superRefine((q, check) => {
    if (q.todate < q.fromdate) check.addIssue({ code: 'custom', path: ['todate'], message: 'V_RANGE' });
  });

/** The vendor statement (kartu hutang): per currency, the opening, each document with the running balance, the closing. */
const vendorStatementReport = declareReport({
  ...ON_REPORTS,
  name: 'vendor-statement',
  query: statementQuery,
  read: (tx, tenantId, q) => vendorStatement(tx, tenantId, q.vendorid, q.fromdate, q.todate),
  json: (data) => ({ data }),
  export: {
    words: pword,
    columns: [
      ['currency', 'currency', 'text'],
      ['date', 'date', 'date'],
      ['number', 'number', 'text'],
      ['form', 'form', 'text'],
      ['description', 'description', 'text'],
      ['debit', 'debit', 'money'],
      ['credit', 'credit', 'money'],
      ['balance', 'balance', 'money'],
    ],
    rows: (s, say, lang) =>
      s.sections.flatMap(({ currency, ...sec }) => [
        { currency, date: s.fromdate, description: say('opening'), balance: sec.opening },
        ...sec.lines.map((l) => ({ ...l, currency, form: formName(l.form, lang) })),
        { currency, date: s.todate, description: say('closing'), debit: sec.debit, credit: sec.credit, balance: sec.closing },
      ]),
    file: (s) => [s.vendorno, s.fromdate, s.todate],
  },
});

/** The AP aging, the vendor statement, the purchase reports and the vendor history. */
export function payablesRoutes(app: App, ctx: AppContext) {
  apAgingReport(app, ctx);
  vendorStatementReport(app, ctx);
  purchaseReportRoutes(app, ctx);
  vendorHistoryRoutes(app, ctx);
}
