import { trimZeros, ZIsoDate, ZTenantId, type Lang } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import { formName, requireExport, sendReport, ZReportFormat } from '../ledger/report-export.ts';
import { apAging, readReport, vendorStatement, type AgingReport, type VendorStatement } from './payables.service.ts';
import { pword } from './payables-words.ts';
import { today } from './payables-query.ts';
import { purchaseReportRoutes } from './purchase-reports.routes.ts';
import { vendorHistoryRoutes } from './vendor-history.routes.ts';

const P = z.strictObject({ tenantId: ZTenantId });
const id = z.coerce.number().int().positive();
const statementQuery = z
  .strictObject({ vendorid: id, fromdate: ZIsoDate, todate: ZIsoDate, format: ZReportFormat })
  .superRefine((q, check) => {
    if (q.todate < q.fromdate) check.addIssue({ code: 'custom', path: ['todate'], message: 'V_RANGE' });
  });

const BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;

function agingTable(r: AgingReport, lang: Lang) {
  const columns = [
    { header: pword('vendorNo', lang), type: 'text' as const },
    { header: pword('vendor', lang), type: 'text' as const },
    { header: pword('invoiceNo', lang), type: 'text' as const },
    { header: pword('invoiceDate', lang), type: 'date' as const },
    { header: pword('dueDate', lang), type: 'date' as const },
    { header: pword('daysPastDue', lang), type: 'integer' as const },
    { header: pword('currency', lang), type: 'text' as const },
    { header: pword('owing', lang), type: 'money' as const },
    ...BUCKETS.map((b) => ({ header: pword(b, lang), type: 'money' as const })),
  ];
  const buckets = (t: Record<string, string>) => BUCKETS.map((b) => trimZeros(t[b] ?? '0'));
  const rows = r.vendors.flatMap((v) => [
    ...v.invoices.map((i) => [v.vendorno, v.vendorname, i.docno, i.invoicedate, i.duedate ?? i.invoicedate, i.days, i.currency, trimZeros(i.owing), ...BUCKETS.map((b) => (i.bucket === b ? trimZeros(i.baseowing) : ''))]),
    [v.vendorno, `${pword('total', lang)} ${v.vendorname}`, '', '', '', '', '', '', ...buckets(v.totals)],
  ]);
  rows.push(['', pword('grandTotal', lang), '', '', '', '', '', '', ...buckets(r.totals)]);
  if (r.payablebalance !== null) rows.push(['', pword('payableBalance', lang), '', '', '', '', '', '', '', '', '', '', trimZeros(r.payablebalance)]);
  return { columns, rows };
}

function statementTable(s: VendorStatement, lang: Lang) {
  const columns = [
    { header: pword('currency', lang), type: 'text' as const },
    { header: pword('date', lang), type: 'date' as const },
    { header: pword('number', lang), type: 'text' as const },
    { header: pword('form', lang), type: 'text' as const },
    { header: pword('description', lang), type: 'text' as const },
    { header: pword('debit', lang), type: 'money' as const },
    { header: pword('credit', lang), type: 'money' as const },
    { header: pword('balance', lang), type: 'money' as const },
  ];
  const rows = s.sections.flatMap((sec) => [
    [sec.currency, s.fromdate, '', '', pword('opening', lang), '', '', trimZeros(sec.opening)],
    ...sec.lines.map((l) => [sec.currency, l.date, l.number, formName(l.form, lang), l.description, trimZeros(l.debit), trimZeros(l.credit), trimZeros(l.balance)]),
    [sec.currency, s.todate, '', '', pword('closing', lang), trimZeros(sec.debit), trimZeros(sec.credit), trimZeros(sec.closing)],
  ]);
  return { columns, rows };
}

/** The AP aging (umur hutang) and the vendor statement (kartu hutang), on screen and exported (Excel, CSV). */
export function payablesRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  const tags = ['payables'];

  app.get(
    `${base}/ap-aging`,
    { schema: { tags, params: P, querystring: z.strictObject({ asof: ZIsoDate.optional(), vendorid: id.optional(), format: ZReportFormat }) }, onRequest: guard },
    async (request, reply) => {
      const c = callOf(request);
      const q = request.query;
      const asof = q.asof ?? today();
      const report = await readReport(ctx, c, 'ap-aging', (tx) => apAging(tx, c.tenantId, asof, q.vendorid));
      if (q.format === 'json') return { listdata: report.vendors, total: report.vendors.length, page: 1, size: report.vendors.length, asof, totals: report.totals, payablebalance: report.payablebalance };
      await requireExport(ctx, c, 'reports', request.lang);
      return sendReport(reply, q.format, 'ap-aging', [asof], agingTable(report, request.lang), request.lang);
    },
  );

  app.get(`${base}/vendor-statement`, { schema: { tags, params: P, querystring: statementQuery }, onRequest: guard }, async (request, reply) => {
    const c = callOf(request);
    const q = request.query;
    const statement = await readReport(ctx, c, 'vendor-statement', (tx) => vendorStatement(tx, c.tenantId, q.vendorid, q.fromdate, q.todate));
    if (q.format === 'json') return { data: statement };
    await requireExport(ctx, c, 'reports', request.lang);
    return sendReport(reply, q.format, 'vendor-statement', [statement.vendorno, q.fromdate, q.todate], statementTable(statement, request.lang), request.lang);
  });

  purchaseReportRoutes(app, ctx);
  vendorHistoryRoutes(app, ctx);
}
