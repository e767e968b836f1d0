import { trimZeros, ZIsoDate, ZTenantId, type Lang } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import type { XlsxColumn, XlsxValue } from '../../platform/xlsx.ts';
import { requireExport, sendReport, ZReportFormat, type ReportName } from '../ledger/report-export.ts';
import type { Tx } from '../../platform/tx.ts';
import { rangeQuery, today } from './payables-query.ts';
import { readReport } from './payables.service.ts';
import { pword } from './payables-words.ts';
import { byItem, byVendor, openOrders, receivedNotInvoiced } from './purchase-reports.service.ts';

const P = z.strictObject({ tenantId: ZTenantId });
const t = trimZeros;
type Table = { columns: XlsxColumn[]; rows: XlsxValue[][] };
const col = (key: Parameters<typeof pword>[0], type: XlsxColumn['type'], lang: Lang): XlsxColumn => ({ header: pword(key, lang), type });

const vendorTable = (r: Awaited<ReturnType<typeof byVendor>>, lang: Lang): Table => ({
  columns: [col('vendorNo', 'text', lang), col('vendor', 'text', lang), col('invoices', 'integer', lang), col('beforeVat', 'money', lang), col('vat', 'money', lang), col('total', 'money', lang)],
  rows: [...r.rows.map((x) => [x.vendorno, x.vendorname, x.invoices, t(x.beforevat), t(x.vat), t(x.total)]), ['', pword('total', lang), r.totals.invoices, t(r.totals.beforevat), t(r.totals.vat), t(r.totals.total)]],
});

const itemTable = (r: Awaited<ReturnType<typeof byItem>>, lang: Lang): Table => ({
  columns: [col('itemNo', 'text', lang), col('itemDescription', 'text', lang), col('quantity', 'number', lang), col('unit', 'text', lang), col('value', 'money', lang)],
  rows: [...r.rows.map((x) => [x.itemno, x.itemdescription, t(x.qty), x.unit1, t(x.value)]), ['', pword('total', lang), '', '', t(r.totals.value)]],
});

const orderTable = (r: Awaited<ReturnType<typeof openOrders>>, lang: Lang): Table => ({
  columns: [
    col('orderNo', 'text', lang),
    col('orderDate', 'date', lang),
    col('vendor', 'text', lang),
    col('itemNo', 'text', lang),
    col('itemDescription', 'text', lang),
    col('unit', 'text', lang),
    col('ordered', 'number', lang),
    col('received', 'number', lang),
    col('invoiced', 'number', lang),
    col('remaining', 'number', lang),
    col('remainingValue', 'money', lang),
  ],
  rows: [
    ...r.rows.map((x) => [x.pono, x.podate, x.vendorname, x.itemno, x.itemdescription, x.unit1, t(x.ordered), t(x.received), t(x.invoiced), t(x.remaining), t(x.remainingvalue)]),
    ['', '', pword('total', lang), '', '', '', '', '', '', '', t(r.totals.remainingvalue)],
  ],
});

const grniTable = (r: Awaited<ReturnType<typeof receivedNotInvoiced>>, lang: Lang): Table => ({
  columns: [
    col('receiptNo', 'text', lang),
    col('receiptDate', 'date', lang),
    col('vendor', 'text', lang),
    col('itemNo', 'text', lang),
    col('itemDescription', 'text', lang),
    col('unit', 'text', lang),
    col('received', 'number', lang),
    col('notInvoiced', 'number', lang),
    col('value', 'money', lang),
  ],
  rows: [
    ...r.rows.map((x) => [x.receiveno, x.receivedate, x.vendorname, x.itemno, x.itemdescription, x.unit1, t(x.received), t(x.notinvoiced), t(x.value)]),
    ['', '', pword('total', lang), '', '', '', '', '', t(r.totals.value)],
    ['', '', pword('unbilledBalance', lang), '', '', '', '', '', t(r.unbilledbalance)],
  ],
});

/** Purchases by vendor and by item, open purchase orders, goods received not invoiced: on screen and exported. */
export function purchaseReportRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  const tags = ['payables'];

  const ranged = <R extends { rows: unknown[]; totals: unknown }>(name: ReportName, read: (tx: Tx, tenantId: number, from: string, to: string) => Promise<R>, table: (r: R, lang: Lang) => Table) =>
    app.get(`${base}/${name}`, { schema: { tags, params: P, querystring: rangeQuery }, onRequest: guard }, async (request, reply) => {
      const c = callOf(request);
      const q = request.query;
      const report = await readReport(ctx, c, name, (tx) => read(tx, c.tenantId, q.fromdate, q.todate));
      if (q.format === 'json') return { listdata: report.rows, total: report.rows.length, page: 1, size: report.rows.length, fromdate: q.fromdate, todate: q.todate, totals: report.totals };
      await requireExport(ctx, c, 'reports', request.lang);
      return sendReport(reply, q.format, name, [q.fromdate, q.todate], table(report, request.lang), request.lang);
    });
  ranged('purchases-by-vendor', byVendor, vendorTable);
  ranged('purchases-by-item', byItem, itemTable);
  ranged('open-purchase-orders', openOrders, orderTable);

  app.get(
    `${base}/goods-received-not-invoiced`,
    { schema: { tags, params: P, querystring: z.strictObject({ asof: ZIsoDate.optional(), format: ZReportFormat }) }, onRequest: guard },
    async (request, reply) => {
      const c = callOf(request);
      const q = request.query;
      const asof = q.asof ?? today();
      const report = await readReport(ctx, c, 'goods-received-not-invoiced', (tx) => receivedNotInvoiced(tx, c.tenantId, asof));
      if (q.format === 'json') return { listdata: report.rows, total: report.rows.length, page: 1, size: report.rows.length, asof, totals: report.totals, unbilledbalance: report.unbilledbalance };
      await requireExport(ctx, c, 'reports', request.lang);
      return sendReport(reply, q.format, 'goods-received-not-invoiced', [asof], grniTable(report, request.lang), request.lang);
    },
  );
}
