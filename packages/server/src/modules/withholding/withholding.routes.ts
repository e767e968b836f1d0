import { ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import { formName, requireExport, ZReportFormat } from '../ledger/report-export.ts';
import { declareReport, openReport, wholeList } from '../ledger/report-route.ts';
import { wword } from './withholding-words.ts';
import { bppuFile, inputVat, pph23Withheld } from './withholding.service.ts';

const year = z.coerce.number({ message: 'V_YEAR' }).int({ message: 'V_YEAR' }).min(1900, { message: 'V_YEAR' }).max(2999, { message: 'V_YEAR' });
const month = z.coerce.number({ message: 'V_MONTH' }).int({ message: 'V_MONTH' }).min(1, { message: 'V_MONTH' }).max(12, { message: 'V_MONTH' });
const mm = (month: number) => String(month).padStart(2, '0');
/** A month's report, opened with the Reports screen's right and downloaded with its export right. */
const MONTHLY = {
  tags: ['withholding'],
  screen: 'reports',
  query: z.strictObject({ year, month, format: ZReportFormat }),
  json: <R extends { rows: unknown[]; totals: unknown; ledger: string }>(r: R, q: { year: number; month: number }) => wholeList(r.rows, { year: q.year, month: q.month, totals: r.totals, ledger: r.ledger }),
} as const;
const monthFile = (_r: unknown, q: { year: number; month: number }) => [q.year, mm(q.month)];

/** PPh 23 withheld on the month's purchase payments, with the PPh 23 payable accounts' movement. */
const pph23Report = declareReport({
  ...MONTHLY,
  name: 'pph23-withheld',
  read: (tx, tenantId, q) => pph23Withheld(tx, tenantId, q.year, q.month),
  export: {
    words: wword,
    columns: [
      ['paymentdate', 'paymentDate', 'date'],
      ['chequeno', 'paymentNo', 'text'],
      ['vendorname', 'vendor', 'text'],
      ['tin', 'npwpNik', 'text'],
      ['taxobjectcode', 'taxObjectCode', 'text'],
      ['base', 'dpp', 'money'],
      ['ratepercent', 'rate', 'number'],
      ['amount', 'pph23', 'money'],
      ['bupotno', 'bupotNo', 'text'],
      ['invoiceno', 'invoiceNo', 'text'],
    ],
    rows: (r, say) => [...r.rows, { vendorname: say('total'), base: r.totals.base, amount: r.totals.amount }, { vendorname: say('ledgerPph23'), amount: r.ledger }],
    file: monthFile,
  },
});

/** Input VAT (PPN Masukan) of the month's purchase invoices and returns, with the input VAT accounts' movement. */
const inputVatReport = declareReport({
  ...MONTHLY,
  name: 'input-vat',
  read: (tx, tenantId, q) => inputVat(tx, tenantId, q.year, q.month),
  export: {
    words: wword,
    columns: [
      ['transdate', 'date', 'date'],
      ['docno', 'number', 'text'],
      ['form', 'form', 'text'],
      ['vendorname', 'vendor', 'text'],
      ['npwp', 'npwp', 'text'],
      ['taxinvoiceno', 'taxInvoiceNo', 'text'],
      ['dpp', 'dpp', 'money'],
      ['otherbase', 'otherBase', 'money'],
      ['ppn', 'ppn', 'money'],
    ],
    rows: (r, say, lang) => [...r.rows.map((x) => ({ ...x, form: formName(x.form, lang) })), { vendorname: say('total'), ...r.totals }, { vendorname: say('ledgerVat'), ppn: r.ledger }],
    file: monthFile,
  },
});

/**
 * The tax reports of a month (issue 12 item 6): PPh 23 withheld on purchase payments with its e-Bupot BPPU import
 * file, and input VAT (PPN Masukan) of purchase invoices and returns; on screen and exported. Opened with the
 * Reports screen's right, downloaded with its export right.
 */
export function withholdingRoutes(app: App, ctx: AppContext) {
  pph23Report(app, ctx);
  inputVatReport(app, ctx);

  // Only a file: downloading it is the export right.
  const params = z.strictObject({ tenantId: ZTenantId });
  app.get('/api/tenant/:tenantId/master/ebupot-bppu', { schema: { tags: ['withholding'], params, querystring: z.strictObject({ year, month }) }, onRequest: [requireTenantMember(ctx)] }, async (request, reply) => {
    const c = callOf(request);
    const q = request.query;
    await requireExport(ctx, c, 'reports', request.lang);
    const xml = await openReport(ctx, c, 'reports', 'ebupot-bppu', (tx) => bppuFile(tx, c.tenantId, q.year, q.month, request.lang));
    const name = `ebupot-bppu-${q.year}-${mm(q.month)}.xml`;
    return reply.type('application/xml; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(xml);
  });
}
