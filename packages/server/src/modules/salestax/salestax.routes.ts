import { ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { accessDenied } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, hasRight, inTenant, requireTenantMember } from '../../platform/tenant-access.ts';
import { translate } from '@lontar/core';
import { formName, ZReportFormat } from '../ledger/report-export.ts';
import { declareReport, wholeList } from '../ledger/report-route.ts';
import { efakturFile } from './efaktur-export.ts';
import { getNoPajak, importTaxInvoiceNos, outputVat, recordTaxInvoiceNo, taxInvoices } from './salestax.service.ts';
import { sword } from './salestax-words.ts';
import { taxInvoiceNo17 } from './taxinvoiceno-import.ts';

const year = z.coerce.number({ message: 'V_YEAR' }).int({ message: 'V_YEAR' }).min(1900, { message: 'V_YEAR' }).max(2999, { message: 'V_YEAR' });
const month = z.coerce.number({ message: 'V_MONTH' }).int({ message: 'V_MONTH' }).min(1, { message: 'V_MONTH' }).max(12, { message: 'V_MONTH' });
const mm = (m: number) => String(m).padStart(2, '0');
const id = z.coerce.number().int().positive();
const monthFile = (_r: unknown, q: { year: number; month: number }) => [q.year, mm(q.month)];
const VAT_COLUMNS = [
  ['transdate', 'date', 'date'],
  ['docno', 'number', 'text'],
  ['form', 'form', 'text'],
  ['customername', 'customerName', 'text'],
  ['npwp', 'npwp', 'text'],
  ['taxinvoiceno', 'taxInvoiceNo', 'text'],
  ['trxcode', 'trxCode', 'text'],
  ['dpp', 'dpp', 'money'],
  ['otherbase', 'otherBase', 'money'],
  ['ppn', 'ppn', 'money'],
] as const;

/** Output VAT (PPN Keluaran) of the month's sales invoices and returns, with the output VAT accounts' movement. */
const outputVatReport = declareReport({
  tags: ['salestax'],
  screen: 'reports',
  name: 'output-vat',
  query: z.strictObject({ year, month, format: ZReportFormat }),
  read: (tx, tenantId, q) => outputVat(tx, tenantId, q.year, q.month),
  json: (r, q) => wholeList(r.rows, { year: q.year, month: q.month, totals: r.totals, ledger: r.ledger }),
  export: {
    words: sword,
    columns: VAT_COLUMNS,
    rows: (r, say, lang) => [...r.rows.map((x) => ({ ...x, form: formName(x.form, lang) })), { customername: say('total'), ...r.totals }, { customername: say('ledgerVat'), ppn: r.ledger }],
    file: monthFile,
  },
});

/** The month's local or foreign tax invoices (spec 002 §2.7). */
const taxInvoicesReport = declareReport({
  tags: ['salestax'],
  screen: 'reports',
  name: 'tax-invoices',
  query: z.strictObject({ year, month, kind: z.enum(['local', 'foreign']).default('local'), format: ZReportFormat }),
  read: (tx, tenantId, q) => taxInvoices(tx, tenantId, q.year, q.month, q.kind),
  json: (r, q) => wholeList(r.rows, { year: q.year, month: q.month, kind: q.kind, totals: r.totals, withoutnumber: r.withoutnumber }),
  export: {
    words: sword,
    columns: VAT_COLUMNS.filter(([k]) => k !== 'form'),
    rows: (r, say) => [...r.rows, { customername: say('total'), ...r.totals }],
    file: (r, q) => [q.kind, q.year, mm(q.month)],
  },
});

const P = z.strictObject({ tenantId: ZTenantId });
const ZTaxNo = z.string().trim().max(40).refine((v) => v === '' || taxInvoiceNo17(v) !== null, { message: 'V_TAX_INVOICE_NO' });

/**
 * The sales tax calls (issue 13 item 6): output VAT and tax invoice reports; the Coretax e-Faktur import file of chosen
 * posted sales invoices (`POST sales-invoice/efaktur`, the sales invoice's export right); the tax invoice number Coretax
 * assigned, recorded by hand (`PUT sales-invoice/taxinvoiceno/{id}`, its edit right) or imported back from Coretax's CSV
 * (`POST sales-invoice/taxinvoiceno-import`); and `getNoPajak` (its open right).
 */
export function salesTaxRoutes(app: App, ctx: AppContext) {
  outputVatReport(app, ctx);
  taxInvoicesReport(app, ctx);
  const base = '/api/tenant/:tenantId/master';
  const guard = [requireTenantMember(ctx)];
  const needs = async (tx: Parameters<typeof hasRight>[0], c: ReturnType<typeof callOf>, flag: 'akses' | 'ubah' | 'export', lang: 'id' | 'en') => {
    if (!(await hasRight(tx, c, 'sales-invoice', flag))) {
      throw flag === 'akses'
        ? accessDenied('NO_ACCESS_OPEN_FORM', { form: 'sales-invoice' })
        : accessDenied('NO_ACCESS_ACTION', { action: translate(lang, flag === 'export' ? 'ACTION_EXPORT' : 'ACTION_EDIT') });
    }
  };

  app.post(`${base}/sales-invoice/efaktur`, { schema: { tags: ['salestax'], params: P, body: z.strictObject({ ids: z.array(id).min(1) }) }, onRequest: guard }, async (request, reply) => {
    const c = callOf(request);
    const { xml, invoices } = await inTenant(ctx, c, async (tx) => {
      await needs(tx, c, 'export', request.lang);
      return efakturFile(tx, c.tenantId, request.body.ids, request.lang);
    });
    const dates = invoices.map((i) => i.transdate).sort();
    const name = `efaktur-${dates[0]}-${dates[dates.length - 1]}.xml`;
    return reply.type('application/xml; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(xml);
  });

  app.put(`${base}/sales-invoice/taxinvoiceno/:id`, { schema: { tags: ['salestax'], params: P.extend({ id }), body: z.strictObject({ taxinvoiceno: ZTaxNo }) }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    const data = await inTenant(ctx, c, async (tx) => {
      await needs(tx, c, 'ubah', request.lang);
      return recordTaxInvoiceNo(tx, c.tenantId, request.params.id, request.body.taxinvoiceno);
    });
    return { data };
  });

  app.post(`${base}/sales-invoice/taxinvoiceno-import`, { schema: { tags: ['salestax'], params: P, body: z.strictObject({ csv: z.string().max(5_000_000) }) }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    const data = await inTenant(ctx, c, async (tx) => {
      await needs(tx, c, 'ubah', request.lang);
      return importTaxInvoiceNos(tx, c.tenantId, request.body.csv, request.lang);
    });
    return { data };
  });

  app.get(`${base}/getNoPajak`, { schema: { tags: ['salestax'], params: P, querystring: z.strictObject({ arinvoiceid: id }) }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    const data = await inTenant(ctx, c, async (tx) => {
      await needs(tx, c, 'akses', request.lang);
      return getNoPajak(tx, c.tenantId, request.query.arinvoiceid);
    });
    return { data };
  });
}
