import { trimZeros, ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, hasRight, inTenant, requireTenantMember } from '../../platform/tenant-access.ts';
import { settlementsOf } from '../documents/invoice-settlement.repo.ts';
import { vendorById } from './payables.repo.ts';
import { vendorDocuments } from './vendor-history.repo.ts';

/** The purchasing documents that name a vendor; each is opened with its own screen's right. */
const VENDOR_FORMS = ['purchase-order', 'goods-receipt', 'purchase-invoice', 'purchase-payment', 'purchase-return'] as const;
const VENDOR = 1;

const params = z.strictObject({ tenantId: ZTenantId, type: z.coerce.number().int().min(0).max(1) });
const query = z.strictObject({
  idtype: z.coerce.number().int().positive(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).default(20).transform((n) => Math.min(n, 500)),
  search: z.string().max(200).optional(),
});

/**
 * `{form}/readallByTipe/{type}?idtype=` of the customer/vendor history (spec 001 §7): the documents of that form of
 * the person `idtype` of person type `type` (1 vendor), paged and searchable; invoices with what they owe now.
 */
export function vendorHistoryRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  for (const form of VENDOR_FORMS) {
    app.get(`/api/tenant/:tenantId/master/${form}/readallByTipe/:type`, { schema: { tags: ['payables'], params, querystring: query }, onRequest: guard }, async (request) => {
      const c = callOf(request);
      const q = request.query;
      // Purchasing documents name vendors only: a customer's history has none of them.
      if (request.params.type !== VENDOR) throw new AppError('V_REF_NOT_FOUND', { field: 'type' }, { status: 400 });
      return inTenant(ctx, c, async (tx) => {
        if (!(await hasRight(tx, c, form, 'akses'))) throw new AppError('NO_ACCESS_OPEN_FORM', { form }, { status: 403, publicCode: 'ACCESS_DENIED' });
        if (!(await vendorById(tx, c.tenantId, q.idtype))) throw new AppError('V_REF_NOT_FOUND', { field: 'idtype' }, { status: 400 });
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
}
