import { trimZeros, ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember, type TenantCall } from '../../platform/tenant-access.ts';
import { settlementsOf } from '../documents/invoice-settlement.repo.ts';
import { openReport } from '../ledger/report-route.ts';
import { vendorById } from './payables.repo.ts';
import { apAging } from './payables.service.ts';
import { today } from './payables-query.ts';
import { vendorDocuments } from './vendor-history.repo.ts';

/** The purchasing documents that name a vendor; each is opened with its own screen's right. */
const VENDOR_FORMS = ['purchase-order', 'goods-receipt', 'purchase-invoice', 'purchase-payment', 'purchase-return'] as const;
const VENDOR = 1;

const params = z.strictObject({ tenantId: ZTenantId, type: z.coerce.number().int().min(0).max(1) });
const idtype = z.coerce.number().int().positive();
const query = z.strictObject({
  idtype,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).default(20).transform((n) => Math.min(n, 500)),
  search: z.string().max(200).optional(),
});

/**
 * Runs `fn` for vendor `idtype` of person type `type` with the form's own screen right: purchasing documents name
 * vendors only, so a customer's type or a person who is not a vendor of the company is a 400 naming the field.
 */
async function forVendor<T>(ctx: AppContext, c: TenantCall, form: string, type: number, vendorid: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (type !== VENDOR) throw new AppError('V_REF_NOT_FOUND', { field: 'type' }, { status: 400 });
  return openReport(ctx, c, form, form, async (tx) => {
    if (!(await vendorById(tx, c.tenantId, vendorid))) throw new AppError('V_REF_NOT_FOUND', { field: 'idtype' }, { status: 400 });
    return fn(tx);
  });
}

/**
 * `{form}/readallByTipe/{type}?idtype=` of the customer/vendor history (spec 001 §7): the documents of that form of
 * the person `idtype` of person type `type` (1 vendor), paged and searchable; invoices with what they owe now.
 * `purchase-invoice/owingByTipe/{type}?idtype=`: what the company owes the vendor today, the sum of those owings.
 */
export function vendorHistoryRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  for (const form of VENDOR_FORMS) {
    app.get(`/api/tenant/:tenantId/master/${form}/readallByTipe/:type`, { schema: { tags: ['payables'], params, querystring: query }, onRequest: guard }, async (request) => {
      const c = callOf(request);
      const q = request.query;
      return forVendor(ctx, c, form, request.params.type, q.idtype, async (tx) => {
        const { rows, total } = await vendorDocuments(tx, c.tenantId, form, q.idtype, q);
        const owed = form === 'purchase-invoice' ? await settlementsOf(tx, c.tenantId, rows.map((r) => r.docid)) : new Map();
        const listdata = rows.map((r) => {
          const s = owed.get(r.docid);
          return {
            id: r.docid,
            form,
            number: r.docno ?? '',
            date: r.transdate,
            description: r.description,
            ...(form === 'purchase-invoice' ? { duedate: r.duedate } : {}),
            totalamount: trimZeros(String(r.totalamount)),
            status: r.status,
            ...(s ? { paid: trimZeros(s.paid), owing: trimZeros(s.owing) } : {}),
          };
        });
        return { listdata, total, page: q.page, size: q.size };
      });
    });
  }

  // The history's balance is what its invoice list owes, so it needs what that list needs (the purchase invoice
  // screen's right), not the Reports screen's: the AP aging's total for the vendor today, in base currency.
  app.get(
    '/api/tenant/:tenantId/master/purchase-invoice/owingByTipe/:type',
    { schema: { tags: ['payables'], params, querystring: z.strictObject({ idtype }) }, onRequest: guard },
    async (request) => {
      const c = callOf(request);
      const vendorid = request.query.idtype;
      const aging = await forVendor(ctx, c, 'purchase-invoice', request.params.type, vendorid, (tx) => apAging(tx, c.tenantId, today(), vendorid));
      return { data: { idtype: vendorid, owing: aging.totals.total, invoices: aging.vendors.reduce((n, v) => n + v.invoices.length, 0) } };
    },
  );
}
