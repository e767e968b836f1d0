import { translate, ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import type { AnyKind } from './document-kind.ts';
import { DOCUMENT_KINDS } from './document-registry.ts';
import { TRADE_FORMS, sourceFieldsOf } from './trade-forms.ts';
import { diproses, pullDetTransaction, pullTransaction, setClosed } from './trade-pull.service.ts';

const P = z.strictObject({ tenantId: ZTenantId });
const idP = P.extend({ id: ZTenantId });
const TRADE = new Set(TRADE_FORMS.map((f) => f.decl.form));
const kinds = DOCUMENT_KINDS.filter((k) => TRADE.has(k.decl.form));
/** The trade forms later documents pull from (requisition, purchase order …). */
const sources = kinds.filter((k) => sourceFieldsOf(k.decl.form) !== undefined);
const sourceOf = new Map<string, AnyKind>(sources.map((k) => [k.decl.form, k]));
const ZSourceForm = z.string().refine((f) => sourceOf.has(f), { message: 'V_INVALID_VALUE' });

/**
 * What a purchase return pulls (spec 001 §7): `purchase-invoice/diprosesRetur/{id}` the returns made from an
 * invoice; `getInvoiceRetur/{vendorId}` the vendor's invoices with goods not yet returned; `getItmRetur/{returnId}/
 * {invoiceId}` an invoice's lines with what remains to return, the return's own lines counted back (0: a new one);
 * `purchase-invoice-pull/{id}` the same for a new return.
 */
function purchaseReturnRoutes(app: App, ctx: AppContext, invoice: AnyKind) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  const tags = ['pulling'];
  const zero = z.coerce.number().int().min(0);
  app.get(`${base}/purchase-invoice/diprosesRetur/:id`, { schema: { tags, params: idP }, onRequest: guard }, async (request) =>
    diproses(ctx, callOf(request), invoice, request.params.id, request.lang, 'purchase-return'),
  );
  app.get(`${base}/getInvoiceRetur/:vendorId`, { schema: { tags, params: P.extend({ vendorId: ZTenantId }) }, onRequest: guard }, async (request) =>
    pullTransaction(ctx, callOf(request), invoice, request.params.vendorId, request.lang),
  );
  app.get(`${base}/getItmRetur/:returnId/:invoiceId`, { schema: { tags, params: P.extend({ returnId: zero, invoiceId: ZTenantId }) }, onRequest: guard }, async (request) =>
    pullDetTransaction(ctx, callOf(request), invoice, request.params.invoiceId, request.lang, request.params.returnId),
  );
  app.get(`${base}/purchase-invoice-pull/:id`, { schema: { tags, params: idP }, onRequest: guard }, async (request) =>
    pullDetTransaction(ctx, callOf(request), invoice, request.params.id, request.lang),
  );
}

/** Statuses and pulling of the trade documents (API.md §7.4). */
export function tradePullRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  for (const kind of kinds) {
    const name = kind.decl.form;
    const tags = [`form: ${name}`];
    if (kind.decl.statusKind === 'order') {
      for (const [verb, closed] of [['close', true], ['reopen', false]] as const) {
        app.put(`${base}/${name}/${verb}/:id`, { schema: { tags, params: idP }, onRequest: guard }, async (request) => ({
          data: await setClosed(ctx, callOf(request), kind, request.params.id, closed, request.lang),
          message: translate(request.lang, 'SUCCESS'),
        }));
      }
    }
    if (sourceOf.has(name)) {
      app.get(`${base}/${name}/diproses/:id`, { schema: { tags, params: idP }, onRequest: guard }, async (request) => diproses(ctx, callOf(request), kind, request.params.id, request.lang));
    }
  }
  purchaseReturnRoutes(app, ctx, sourceOf.get('purchase-invoice')!);
  app.get(`${base}/sales-invoice/diprosesRetur/:id`, { schema: { tags: ['pulling'], params: idP }, onRequest: guard }, async (request) =>
    diproses(ctx, callOf(request), sourceOf.get('sales-invoice')!, request.params.id, request.lang, 'sales-return'),
  );
  // Spec 001 §7 `delivery-order-detail/{id}`: a delivery order's lines still to invoice, as pullDetTransaction answers them.
  app.get(`${base}/delivery-order-detail/:id`, { schema: { tags: ['pulling'], params: idP }, onRequest: guard }, async (request) =>
    pullDetTransaction(ctx, callOf(request), sourceOf.get('delivery-order')!, request.params.id, request.lang),
  );
  const tags = ['pulling'];
  app.get(
    `${base}/pullTransaction`,
    { schema: { tags, params: P, querystring: z.strictObject({ form: ZSourceForm, vendorid: z.coerce.number().int().positive().optional(), customerid: z.coerce.number().int().positive().optional() }) }, onRequest: guard },
    async (request) => pullTransaction(ctx, callOf(request), sourceOf.get(request.query.form)!, request.query.vendorid ?? request.query.customerid ?? null, request.lang),
  );
  app.get(`${base}/pullDetTransaction/:id`, { schema: { tags, params: idP, querystring: z.strictObject({ form: ZSourceForm }) }, onRequest: guard }, async (request) =>
    pullDetTransaction(ctx, callOf(request), sourceOf.get(request.query.form)!, request.params.id, request.lang),
  );
}
