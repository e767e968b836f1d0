import { ZIsoDate } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { formName, ZReportFormat } from '../ledger/report-export.ts';
import { declareReport, wholeList, type ReportCells } from '../ledger/report-route.ts';
import { rangeQuery, today } from '../payables/payables-query.ts';
import { SALES_SIDE } from '../payables/trade-side.ts';
import { partyHistoryRoutes } from '../payables/vendor-history.routes.ts';
import { rword } from './receivables-words.ts';
import { arAging, arAgingSummary, customerStatement, salesByCustomer, salesByItem, salesBySalesman } from './receivables.service.ts';

const id = z.coerce.number().int().positive();
const BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
const buckets = (totals: Record<string, string>): ReportCells => Object.fromEntries(BUCKETS.map((b) => [b, totals[b] ?? '0']));
/** Opened with the Reports screen's right and downloaded with its export right (spec 002 §6), like the payables reports. */
const ON_REPORTS = { tags: ['receivables'], screen: 'reports' } as const;
const BUCKET_COLUMNS = BUCKETS.map((b) => [b, b, 'money'] as const);

/** The AR aging (umur piutang) at a date, by customer and column of days past due, beside the receivable accounts' balance. */
const arAgingReport = declareReport({
  ...ON_REPORTS,
  name: 'ar-aging',
  query: z.strictObject({ asof: ZIsoDate.optional(), customerid: id.optional(), format: ZReportFormat }),
  read: (tx, tenantId, q) => arAging(tx, tenantId, q.asof ?? today(), q.customerid),
  json: (r) => wholeList(r.customers, { asof: r.asof, totals: r.totals, receivablebalance: r.receivablebalance }),
  export: {
    words: rword,
    columns: [
      ['customerno', 'customerNo', 'text'],
      ['customername', 'customer', 'text'],
      ['docno', 'invoiceNo', 'text'],
      ['invoicedate', 'invoiceDate', 'date'],
      ['duedate', 'dueDate', 'date'],
      ['days', 'daysPastDue', 'integer'],
      ['currency', 'currency', 'text'],
      ['owing', 'owing', 'money'],
      ...BUCKET_COLUMNS,
    ],
    rows: (r, say) => [
      ...r.customers.flatMap((v) => [
        ...v.invoices.map((i) => ({ ...i, duedate: i.duedate ?? i.invoicedate, [i.bucket]: i.baseowing })),
        { customerno: v.customerno, customername: `${say('total')} ${v.customername}`, ...buckets(v.totals) },
      ]),
      { customername: say('grandTotal'), ...buckets(r.totals) },
      ...(r.receivablebalance === null ? [] : [{ customername: say('receivableBalance'), over90: r.receivablebalance }]),
    ],
    file: (r) => [r.asof],
  },
});

/** The AR aging's totals per customer (no invoices), for a company with very many open invoices. */
const arAgingSummaryReport = declareReport({
  ...ON_REPORTS,
  name: 'ar-aging-summary',
  query: z.strictObject({ asof: ZIsoDate.optional(), format: ZReportFormat }),
  read: (tx, tenantId, q) => arAgingSummary(tx, tenantId, q.asof ?? today()),
  json: (r) => wholeList(r.customers, { asof: r.asof, totals: r.totals, receivablebalance: r.receivablebalance }),
  export: {
    words: rword,
    columns: [['customerno', 'customerNo', 'text'], ['customername', 'customer', 'text'], ['invoicecount', 'invoiceCount', 'integer'], ...BUCKET_COLUMNS, ['total', 'total', 'money']],
    rows: (r, say) => [
      ...r.customers.map(({ totals, ...c }) => ({ ...c, ...totals })),
      { customername: say('grandTotal'), ...r.totals },
      { customername: say('receivableBalance'), total: r.receivablebalance },
    ],
    file: (r) => [r.asof],
  },
});

const statementQuery = z
  .strictObject({ customerid: id, fromdate: ZIsoDate, todate: ZIsoDate, format: ZReportFormat })
  .superRefine((q, check) => {
    if (q.todate < q.fromdate) check.addIssue({ code: 'custom', path: ['todate'], message: 'V_RANGE' });
  });

/** The customer statement (kartu piutang): per currency, the opening, each document with the running balance, the closing. */
const customerStatementReport = declareReport({
  ...ON_REPORTS,
  name: 'customer-statement',
  query: statementQuery,
  read: (tx, tenantId, q) => customerStatement(tx, tenantId, q.customerid, q.fromdate, q.todate),
  json: (data) => ({ data }),
  export: {
    words: rword,
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
    file: (s) => [s.customerno, s.fromdate, s.todate],
  },
});

const RANGED = {
  ...ON_REPORTS,
  query: rangeQuery,
  json: <R extends { rows: unknown[]; totals: unknown }>(r: R, q: { fromdate: string; todate: string }) => wholeList(r.rows, { fromdate: q.fromdate, todate: q.todate, totals: r.totals }),
} as const;
const rangeFile = (_r: unknown, q: { fromdate: string; todate: string }) => [q.fromdate, q.todate];
const PARTY_FIGURES = [
  ['invoices', 'invoiceCount', 'integer'],
  ['beforevat', 'beforeVat', 'money'],
  ['vat', 'vat', 'money'],
  ['total', 'total', 'money'],
] as const;

const byCustomerReport = declareReport({
  ...RANGED,
  name: 'sales-by-customer',
  read: (tx, tenantId, q) => salesByCustomer(tx, tenantId, q.fromdate, q.todate),
  export: { words: rword, columns: [['customerno', 'customerNo', 'text'], ['customername', 'customer', 'text'], ...PARTY_FIGURES], rows: (r, say) => [...r.rows, { ...r.totals, customername: say('total') }], file: rangeFile },
});

const bySalesmanReport = declareReport({
  ...RANGED,
  name: 'sales-by-salesman',
  read: (tx, tenantId, q) => salesBySalesman(tx, tenantId, q.fromdate, q.todate),
  export: {
    words: rword,
    columns: [['salesmanname', 'salesman', 'text'], ...PARTY_FIGURES],
    rows: (r, say) => [...r.rows.map((x) => ({ ...x, salesmanname: x.salesmanid === null ? say('noSalesman') : x.salesmanname })), { ...r.totals, salesmanname: say('total') }],
    file: rangeFile,
  },
});

const byItemReport = declareReport({
  ...RANGED,
  name: 'sales-by-item',
  read: (tx, tenantId, q) => salesByItem(tx, tenantId, q.fromdate, q.todate),
  export: {
    words: rword,
    columns: [
      ['itemno', 'itemNo', 'text'],
      ['itemdescription', 'itemDescription', 'text'],
      ['qty', 'quantity', 'number'],
      ['unit1', 'unit', 'text'],
      ['value', 'value', 'money'],
    ],
    rows: (r, say) => [...r.rows, { itemdescription: say('total'), value: r.totals.value }],
    file: rangeFile,
  },
});

/** The AR aging, the customer statement, sales by customer, salesman and item, and the customer history. */
export function receivablesRoutes(app: App, ctx: AppContext) {
  for (const report of [arAgingReport, arAgingSummaryReport, customerStatementReport, byCustomerReport, bySalesmanReport, byItemReport]) report(app, ctx);
  partyHistoryRoutes(app, ctx, SALES_SIDE);
}
