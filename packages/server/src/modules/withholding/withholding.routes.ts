import { trimZeros, ZTenantId, type Lang } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import type { XlsxColumn, XlsxValue } from '../../platform/xlsx.ts';
import { formName, requireExport, sendReport, ZReportFormat } from '../ledger/report-export.ts';
import { readReport } from '../payables/payables.service.ts';
import { wword } from './withholding-words.ts';
import { bppuFile, inputVat, pph23Withheld, type InputVatReport, type Pph23Report } from './withholding.service.ts';

const P = z.strictObject({ tenantId: ZTenantId });
const year = z.coerce.number({ message: 'V_YEAR' }).int({ message: 'V_YEAR' }).min(1900, { message: 'V_YEAR' }).max(2999, { message: 'V_YEAR' });
const month = z.coerce.number({ message: 'V_MONTH' }).int({ message: 'V_MONTH' }).min(1, { message: 'V_MONTH' }).max(12, { message: 'V_MONTH' });
const monthQuery = z.strictObject({ year, month, format: ZReportFormat });
const t = trimZeros;
type Table = { columns: XlsxColumn[]; rows: XlsxValue[][] };
const col = (key: Parameters<typeof wword>[0], type: XlsxColumn['type'], lang: Lang): XlsxColumn => ({ header: wword(key, lang), type });

const pph23Table = (r: Pph23Report, lang: Lang): Table => ({
  columns: [
    col('paymentDate', 'date', lang),
    col('paymentNo', 'text', lang),
    col('vendor', 'text', lang),
    col('npwpNik', 'text', lang),
    col('taxObjectCode', 'text', lang),
    col('dpp', 'money', lang),
    col('rate', 'number', lang),
    col('pph23', 'money', lang),
    col('bupotNo', 'text', lang),
    col('invoiceNo', 'text', lang),
  ],
  rows: [
    ...r.rows.map((x) => [x.paymentdate, x.chequeno, x.vendorname, x.tin, x.taxobjectcode, t(x.base), x.ratepercent, t(x.amount), x.bupotno, x.invoiceno]),
    ['', '', wword('total', lang), '', '', t(r.totals.base), '', t(r.totals.amount), '', ''],
    ['', '', wword('ledgerPph23', lang), '', '', '', '', t(r.ledger), '', ''],
  ],
});

const vatTable = (r: InputVatReport, lang: Lang): Table => ({
  columns: [
    col('date', 'date', lang),
    col('number', 'text', lang),
    col('form', 'text', lang),
    col('vendor', 'text', lang),
    col('npwp', 'text', lang),
    col('taxInvoiceNo', 'text', lang),
    col('dpp', 'money', lang),
    col('otherBase', 'money', lang),
    col('ppn', 'money', lang),
  ],
  rows: [
    ...r.rows.map((x) => [x.transdate, x.docno, formName(x.form, lang), x.vendorname, x.npwp, x.taxinvoiceno, t(x.dpp), t(x.otherbase), t(x.ppn)]),
    ['', '', '', wword('total', lang), '', '', t(r.totals.dpp), t(r.totals.otherbase), t(r.totals.ppn)],
    ['', '', '', wword('ledgerVat', lang), '', '', '', '', t(r.ledger)],
  ],
});

/**
 * The tax reports of a month (issue 12 item 6): PPh 23 withheld on purchase payments with its e-Bupot BPPU import
 * file, and input VAT (PPN Masukan) of purchase invoices and returns; on screen and exported. Opened with the
 * Reports screen's right, downloaded with its export right.
 */
export function withholdingRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  const tags = ['withholding'];

  app.get(`${base}/pph23-withheld`, { schema: { tags, params: P, querystring: monthQuery }, onRequest: guard }, async (request, reply) => {
    const c = callOf(request);
    const q = request.query;
    const report = await readReport(ctx, c, 'pph23-withheld', (tx) => pph23Withheld(tx, c.tenantId, q.year, q.month));
    if (q.format === 'json') return { listdata: report.rows, total: report.rows.length, page: 1, size: report.rows.length, year: q.year, month: q.month, totals: report.totals, ledger: report.ledger };
    await requireExport(ctx, c, 'reports', request.lang);
    return sendReport(reply, q.format, 'pph23-withheld', [q.year, String(q.month).padStart(2, '0')], pph23Table(report, request.lang), request.lang);
  });

  app.get(`${base}/input-vat`, { schema: { tags, params: P, querystring: monthQuery }, onRequest: guard }, async (request, reply) => {
    const c = callOf(request);
    const q = request.query;
    const report = await readReport(ctx, c, 'input-vat', (tx) => inputVat(tx, c.tenantId, q.year, q.month));
    if (q.format === 'json') return { listdata: report.rows, total: report.rows.length, page: 1, size: report.rows.length, year: q.year, month: q.month, totals: report.totals, ledger: report.ledger };
    await requireExport(ctx, c, 'reports', request.lang);
    return sendReport(reply, q.format, 'input-vat', [q.year, String(q.month).padStart(2, '0')], vatTable(report, request.lang), request.lang);
  });

  app.get(`${base}/ebupot-bppu`, { schema: { tags, params: P, querystring: z.strictObject({ year, month }) }, onRequest: guard }, async (request, reply) => {
    const c = callOf(request);
    const q = request.query;
    await requireExport(ctx, c, 'reports', request.lang);
    const xml = await readReport(ctx, c, 'ebupot-bppu', (tx) => bppuFile(tx, c.tenantId, q.year, q.month, request.lang));
    const name = `ebupot-bppu-${q.year}-${String(q.month).padStart(2, '0')}.xml`;
    return reply.type('application/xml; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(xml);
  });
}
