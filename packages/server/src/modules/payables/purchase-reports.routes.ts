import { ZIsoDate } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { ZReportFormat } from '../ledger/report-export.ts';
import { declareReport, wholeList } from '../ledger/report-route.ts';
import { rangeQuery, today } from './payables-query.ts';
import { pword } from './payables-words.ts';
import { byItem, byVendor, openOrders, receivedNotInvoiced } from './purchase-reports.service.ts';

/** Between two dates, opened with the Reports screen's right and downloaded with its export right. */
const RANGED = { tags: ['payables'], screen: 'reports', query: rangeQuery, json: <R extends { rows: unknown[]; totals: unknown }>(r: R, q: { fromdate: string; todate: string }) => wholeList(r.rows, { fromdate: q.fromdate, todate: q.todate, totals: r.totals }) } as const;
const rangeFile = (_r: unknown, q: { fromdate: string; todate: string }) => [q.fromdate, q.todate];

const byVendorReport = declareReport({
  ...RANGED,
  name: 'purchases-by-vendor',
  read: (tx, tenantId, q) => byVendor(tx, tenantId, q.fromdate, q.todate),
  export: {
    words: pword,
    columns: [
      ['vendorno', 'vendorNo', 'text'],
      ['vendorname', 'vendor', 'text'],
      ['invoices', 'invoices', 'integer'],
      ['beforevat', 'beforeVat', 'money'],
      ['vat', 'vat', 'money'],
      ['total', 'total', 'money'],
    ],
    rows: (r, say) => [...r.rows, { ...r.totals, vendorname: say('total') }],
    file: rangeFile,
  },
});

const byItemReport = declareReport({
  ...RANGED,
  name: 'purchases-by-item',
  read: (tx, tenantId, q) => byItem(tx, tenantId, q.fromdate, q.todate),
  export: {
    words: pword,
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

const openOrdersReport = declareReport({
  ...RANGED,
  name: 'open-purchase-orders',
  read: (tx, tenantId, q) => openOrders(tx, tenantId, q.fromdate, q.todate),
  export: {
    words: pword,
    columns: [
      ['pono', 'orderNo', 'text'],
      ['podate', 'orderDate', 'date'],
      ['vendorname', 'vendor', 'text'],
      ['itemno', 'itemNo', 'text'],
      ['itemdescription', 'itemDescription', 'text'],
      ['unit1', 'unit', 'text'],
      ['ordered', 'ordered', 'number'],
      ['received', 'received', 'number'],
      ['invoiced', 'invoiced', 'number'],
      ['remaining', 'remaining', 'number'],
      ['remainingvalue', 'remainingValue', 'money'],
    ],
    rows: (r, say) => [...r.rows, { vendorname: say('total'), remainingvalue: r.totals.remainingvalue }],
    file: rangeFile,
  },
});

const receivedNotInvoicedReport = declareReport({
  tags: ['payables'],
  screen: 'reports',
  name: 'goods-received-not-invoiced',
  query: z.strictObject({ asof: ZIsoDate.optional(), format: ZReportFormat }),
  read: async (tx, tenantId, q) => {
    const asof = q.asof ?? today();
    return { asof, ...(await receivedNotInvoiced(tx, tenantId, asof)) };
  },
  json: (r) => wholeList(r.rows, { asof: r.asof, totals: r.totals, unbilledbalance: r.unbilledbalance }),
  export: {
    words: pword,
    columns: [
      ['receiveno', 'receiptNo', 'text'],
      ['receivedate', 'receiptDate', 'date'],
      ['vendorname', 'vendor', 'text'],
      ['itemno', 'itemNo', 'text'],
      ['itemdescription', 'itemDescription', 'text'],
      ['unit1', 'unit', 'text'],
      ['received', 'received', 'number'],
      ['notinvoiced', 'notInvoiced', 'number'],
      ['value', 'value', 'money'],
    ],
    rows: (r, say) => [...r.rows, { vendorname: say('total'), value: r.totals.value }, { vendorname: say('unbilledBalance'), value: r.unbilledbalance }],
    file: (r) => [r.asof],
  },
});

/** Purchases by vendor and by item, open purchase orders, goods received not invoiced: on screen and exported. */
export function purchaseReportRoutes(app: App, ctx: AppContext) {
  for (const report of [byVendorReport, byItemReport, openOrdersReport, receivedNotInvoicedReport]) report(app, ctx);
}
