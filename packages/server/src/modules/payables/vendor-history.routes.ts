import { trimZeros, ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember, type TenantCall } from '../../platform/tenant-access.ts';
import { settlementsOf } from '../documents/invoice-settlement.repo.ts';
import { openReport } from '../ledger/report-route.ts';
import { partyById } from './payables.repo.ts';
import { PURCHASE_SIDE, type TradeSide } from './trade-side.ts';
import { agingOf } from './payables.service.ts';
import { today } from './payables-query.ts';
import { partyDocuments } from './vendor-history.repo.ts';

/** The documents that name a party of each side; each is opened with its own screen's right. */
const SIDE_FORMS: Record<TradeSide['key'], readonly string[]> = {
  purchase: ['purchase-order', 'goods-receipt', 'purchase-invoice', 'purchase-payment', 'purchase-return'],
  sales: ['quotation', 'sales-order', 'delivery-order', 'sales-invoice', 'sales-payment', 'sales-return'],
};

const params = z.strictObject({ tenantId: ZTenantId, type: z.coerce.number().int().min(0).max(1) });
const idtype = z.coerce.number().int().positive();
const query = z.strictObject({
  idtype,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).default(20).transform((n) => Math.min(n, 500)),
  search: z.string().max(200).optional(),
});

/**
 * Runs `fn` for party `idtype` of person type `type` with the form's own screen right: a side's documents name its
 * parties only (purchasing vendors, type 1; sales customers, type 0), so another type or a person who is not such a
 * party of the company is a 400 naming the field.
 */
async function forParty<T>(ctx: AppContext, c: TenantCall, side: TradeSide, form: string, type: number, partyid: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (type !== side.persontype) throw new AppError('V_REF_NOT_FOUND', { field: 'type' }, { status: 400 });
  return openReport(ctx, c, form, form, async (tx) => {
    if (!(await partyById(tx, c.tenantId, side, partyid))) throw new AppError('V_REF_NOT_FOUND', { field: 'idtype' }, { status: 400 });
    return fn(tx);
  });
}

/**
 * `{form}/readallByTipe/{type}?idtype=` of the customer/vendor history (spec 001 §7): the documents of that form of
 * the person `idtype` of person type `type` (1 vendor), paged and searchable; invoices with what they owe now.
 * `purchase-invoice/owingByTipe/{type}?idtype=`: what the company owes the vendor today, the sum of those owings.
 */
export function partyHistoryRoutes(app: App, ctx: AppContext, side: TradeSide) {
  const guard = [requireTenantMember(ctx)];
  for (const form of SIDE_FORMS[side.key]) {
    app.get(`/api/tenant/:tenantId/master/${form}/readallByTipe/:type`, { schema: { tags: ['payables'], params, querystring: query }, onRequest: guard }, async (request) => {
      const c = callOf(request);
      const q = request.query;
      return forParty(ctx, c, side, form, request.params.type, q.idtype, async (tx) => {
        const { rows, total } = await partyDocuments(tx, c.tenantId, form, side.party, q.idtype, q);
        const owed = form === side.invoice ? await settlementsOf(tx, c.tenantId, rows.map((r) => r.docid)) : new Map();
        const listdata = rows.map((r) => {
          const s = owed.get(r.docid);
          return {
            id: r.docid,
            form,
            number: r.docno ?? '',
            date: r.transdate,
            description: r.description,
            ...(form === side.invoice ? { duedate: r.duedate } : {}),
            totalamount: trimZeros(String(r.totalamount)),
            status: r.status,
            ...(s ? { paid: trimZeros(s.paid), owing: trimZeros(s.owing) } : {}),
          };
        });
        return { listdata, total, page: q.page, size: q.size };
      });
    });
  }

  // The history's balance is what its invoice list owes, so it needs what that list needs (the invoice screen's
  // right), not the Reports screen's: the aging's total for the party today, in base currency.
  app.get(
    `/api/tenant/:tenantId/master/${side.invoice}/owingByTipe/:type`,
    { schema: { tags: ['payables'], params, querystring: z.strictObject({ idtype }) }, onRequest: guard },
    async (request) => {
      const c = callOf(request);
      const partyid = request.query.idtype;
      const aging = await forParty(ctx, c, side, side.invoice, request.params.type, partyid, (tx) => agingOf(tx, c.tenantId, side, today(), partyid));
      return { data: { idtype: partyid, owing: aging.totals.total, invoices: aging.parties.reduce((n, v) => n + v.invoices.length, 0) } };
    },
  );
}

/** The vendor history (purchasing documents of a vendor). */
export const vendorHistoryRoutes = (app: App, ctx: AppContext) => partyHistoryRoutes(app, ctx, PURCHASE_SIDE);
