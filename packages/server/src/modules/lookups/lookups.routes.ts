import { trimZeros, ZTenantId } from '@lontar/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, inTenant, requireTenantMember } from '../../platform/tenant-access.ts';
import { listMembers } from '../tenant/tenant.repo.ts';
import { readByNo } from '../forms/form.service.ts';
import { FORMS } from '../forms/registry.ts';
import { accountsByType, accountsForCurrency, accountTypes, branches, itemUnits } from './lookups.repo.ts';

const list = <T>(listdata: T[]) => ({ listdata, total: listdata.length, page: 1, size: listdata.length });

/** Lookups the transaction forms use (spec 002 §7.2), documented in OpenAPI. */
export function lookupRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  const tags = ['lookups'];
  const P = z.strictObject({ tenantId: ZTenantId });
  const itemForm = FORMS.find((f) => f.name === 'item')!;
  const call = (request: FastifyRequest) => callOf(request);

  // filter-item and the item searches (search-item …) are the stock module's: they answer quantities and barcodes.
  app.get(`${base}/item-by-no`, { schema: { tags, params: P, querystring: z.strictObject({ itemno: z.string().min(1).max(100) }) }, onRequest: guard }, async (request) => ({
    data: await readByNo(ctx, call(request), itemForm, request.query.itemno, undefined, request.lang),
  }));
  app.get(`${base}/getItemUnit/:id`, { schema: { tags, params: P.extend({ id: ZTenantId }) }, onRequest: guard }, async (request) => {
    const c = call(request);
    const units = await inTenant(ctx, c, (tx) => itemUnits(tx, c.tenantId, request.params.id));
    if (!units) throw new AppError('NOT_FOUND');
    const rows = [
      { level: 1, unit: units.unit1, ratio: '1' },
      { level: 2, unit: units.unit2, ratio: trimZeros(units.ratio2) },
      { level: 3, unit: units.unit3, ratio: trimZeros(units.ratio3) },
    ].filter((u) => u.unit);
    return list(rows);
  });
  app.get(`${base}/accntCurrency`, { schema: { tags, params: P, querystring: z.strictObject({ currencyid: z.coerce.number().int().positive().optional() }) }, onRequest: guard }, async (request) => {
    const c = call(request);
    return list(await inTenant(ctx, c, (tx) => accountsForCurrency(tx, c.tenantId, request.query.currencyid)));
  });
  app.get(
    `${base}/akunByTipe`,
    { schema: { tags, params: P, querystring: z.strictObject({ tipe: z.string().regex(/^\d{1,2}(,\d{1,2})*$/, { message: 'V_INVALID_VALUE' }) }) }, onRequest: guard },
    async (request) => {
      const c = call(request);
      return list(await inTenant(ctx, c, (tx) => accountsByType(tx, c.tenantId, request.query.tipe.split(',').map(Number))));
    },
  );
  app.get(`${base}/glaccount-type`, { schema: { tags, params: P }, onRequest: guard }, async (request) => {
    const c = call(request);
    return list(await inTenant(ctx, c, (tx) => accountTypes(tx, c.tenantId)));
  });
  app.get(`${base}/all-branch`, { schema: { tags, params: P }, onRequest: guard }, async (request) => {
    const c = call(request);
    return list(await inTenant(ctx, c, (tx) => branches(tx, c.tenantId)));
  });
  // Users are not yet limited to branches, so every member of the company is listed for any branch.
  app.get(`${base}/user-by-branch`, { schema: { tags, params: P, querystring: z.strictObject({ branchid: z.coerce.number().int().positive().optional() }) }, onRequest: guard }, async (request) => {
    const members = await listMembers(ctx.db, call(request).tenantId);
    return list(members.map((m) => ({ userId: m.userId, name: m.name, email: m.email, roleId: m.roleId })));
  });
}
