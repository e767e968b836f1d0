import { ZIsoDate } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { ZReportFormat } from '../ledger/report-export.ts';
import { declareReport, wholeList } from '../ledger/report-route.ts';
import { agingReport, agingSummaryReport, statementReport, type PartyNaming } from '../payables/party-reports.ts';
import { rangeQuery, today } from '../payables/payables-query.ts';
import { SALES_SIDE } from '../payables/trade-side.ts';
import { partyHistoryRoutes } from '../payables/vendor-history.routes.ts';
import { rword, type ReceivablesWord } from './receivables-words.ts';
import { deliveredNotInvoiced, openSalesOrders, salesByCustomer, salesByItem, salesBySalesman } from './receivables.service.ts';

/** Opened with the Reports screen's right and downloaded with its export right (spec 002 §6), like the payables reports. */
const ON_REPORTS = { tags: ['receivables'], screen: 'reports' } as const;

/** The AR aging, its per-customer summary and the customer statement: the sales side's party reports (`party-reports.ts`). */
export const CUSTOMER_REPORTS = {
  side: SALES_SIDE,
  tags: ON_REPORTS.tags,
  party: 'customer',
  balance: 'receivablebalance',
  words: rword,
  word: { partyNo: 'customerNo', party: 'customer', balance: 'receivableBalance' },
  aging: 'ar-aging',
  statement: 'customer-statement',
  statementTitle: { id: 'Kartu Piutang', en: 'Customer Statement' },
} as const satisfies PartyNaming<ReceivablesWord>;

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
      ['isgroup', 'group', 'text'],
    ],
    // A sold item group (Item Grouping) is marked Ya/Yes, an item left blank, as the asset exports mark their flags.
    rows: (r, say) => [...r.rows.map((x) => ({ ...x, isgroup: x.isgroup ? say('yes') : '' })), { itemdescription: say('total'), value: r.totals.value }],
    file: rangeFile,
  },
});

/** Sales order lines still open at the end of the range: ordered, delivered, invoiced, remaining (the purchase side's open orders). */
const openOrdersReport = declareReport({
  ...RANGED,
  name: 'open-sales-orders',
  read: (tx, tenantId, q) => openSalesOrders(tx, tenantId, q.fromdate, q.todate),
  export: {
    words: rword,
    columns: [
      ['orderno', 'orderNo', 'text'],
      ['orderdate', 'orderDate', 'date'],
      ['customername', 'customer', 'text'],
      ['itemno', 'itemNo', 'text'],
      ['itemdescription', 'itemDescription', 'text'],
      ['unit1', 'unit', 'text'],
      ['ordered', 'ordered', 'number'],
      ['delivered', 'delivered', 'number'],
      ['invoiced', 'invoiced', 'number'],
      ['remaining', 'remaining', 'number'],
      ['remainingvalue', 'remainingValue', 'money'],
    ],
    rows: (r, say) => [...r.rows, { customername: say('total'), remainingvalue: r.totals.remainingvalue }],
    file: rangeFile,
  },
});

/** Delivered not invoiced at a date, at cost, beside the goods-in-transit accounts' balance it equals. */
const deliveredNotInvoicedReport = declareReport({
  ...ON_REPORTS,
  name: 'delivered-not-invoiced',
  query: z.strictObject({ asof: ZIsoDate.optional(), format: ZReportFormat }),
  read: async (tx, tenantId, q) => {
    const asof = q.asof ?? today();
    return { asof, ...(await deliveredNotInvoiced(tx, tenantId, asof)) };
  },
  json: (r) => wholeList(r.rows, { asof: r.asof, totals: r.totals, transitbalance: r.transitbalance }),
  export: {
    words: rword,
    columns: [
      ['deliveryno', 'deliveryNo', 'text'],
      ['deliverydate', 'deliveryDate', 'date'],
      ['customername', 'customer', 'text'],
      ['itemno', 'itemNo', 'text'],
      ['itemdescription', 'itemDescription', 'text'],
      ['unit1', 'unit', 'text'],
      ['delivered', 'delivered', 'number'],
      ['notinvoiced', 'notInvoiced', 'number'],
      ['value', 'value', 'money'],
    ],
    rows: (r, say) => [...r.rows, { customername: say('total'), value: r.totals.value }, { customername: say('transitBalance'), value: r.transitbalance }],
    file: (r) => [r.asof],
  },
});

/** The AR aging, the customer statement, sales by customer, salesman and item, and the customer history. */
export function receivablesRoutes(app: App, ctx: AppContext) {
  for (const report of [agingReport(CUSTOMER_REPORTS), agingSummaryReport(CUSTOMER_REPORTS, 'ar-aging-summary'), statementReport(CUSTOMER_REPORTS), byCustomerReport, bySalesmanReport, byItemReport, openOrdersReport, deliveredNotInvoicedReport]) report(app, ctx);
  partyHistoryRoutes(app, ctx, SALES_SIDE);
}
