import { READ_ONLY_KEYS, translate, ZTenantId } from '@lontar/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import type { FormDef } from './form-def.ts';
import * as forms from './form.service.ts';
import { FORMS } from './registry.ts';
import { userBranchRoutes } from './user-branch.routes.ts';

const MAX_SIZE = 500;
const ZListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).default(20).transform((n) => Math.min(n, MAX_SIZE)),
  search: z.string().max(200).optional(),
  sort: z.string().max(40).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  persontype: z.coerce.number().int().min(0).max(1).optional(),
});
/** Create/update variants of spec 002 §7.1: `?cnt` (continue past a warning) and `?email` (mail the record) are accepted. */
const ZSaveQuery = z.strictObject({ cnt: z.string().max(10).optional(), email: z.string().max(254).optional() });
const idParams = z.strictObject({ tenantId: ZTenantId, id: ZTenantId });
const tenantParams = z.strictObject({ tenantId: ZTenantId });

function formRoutes(app: App, ctx: AppContext, def: FormDef) {
  const guard = [requireTenantMember(ctx)];
  const base = `/api/tenant/:tenantId/master/${def.name}`;
  const tags = [`form: ${def.name}`];
  const call = (request: FastifyRequest) => callOf(request);

  for (const suffix of ['', '/1']) {
    app.post(`${base}${suffix}`, { schema: { tags, params: tenantParams, querystring: ZSaveQuery, body: z.unknown() }, onRequest: guard }, async (request, reply) => {
      const data = await forms.createRecord(ctx, call(request), def, request.body, request.lang);
      return reply.status(201).send({ data, message: translate(request.lang, 'SUCCESS') });
    });
    app.put(`${base}${suffix}`, { schema: { tags, params: tenantParams, querystring: ZSaveQuery, body: z.unknown() }, onRequest: guard }, async (request) => ({
      data: await forms.updateRecord(ctx, call(request), def, request.body, request.lang),
      message: translate(request.lang, 'SUCCESS'),
    }));
  }

  app.get(`${base}/read/:id`, { schema: { tags, params: idParams }, onRequest: guard }, async (request) => ({ data: await forms.readRecord(ctx, call(request), def, request.params.id, request.lang) }));

  app.get(`${base}/readall`, { schema: { tags, params: tenantParams, querystring: ZListQuery }, onRequest: guard }, async (request) =>
    forms.listRecords(ctx, call(request), def, { ...request.query, type: request.query.persontype }),
  );

  app.get(`${base}/readallBase`, { schema: { tags, params: tenantParams, querystring: ZListQuery }, onRequest: guard }, async (request) =>
    forms.listRecords(ctx, call(request), def, { ...request.query, type: request.query.persontype }, 'base'),
  );

  if (def.purchase) {
    app.get(`${base}/readallPembelian`, { schema: { tags, params: tenantParams, querystring: ZListQuery }, onRequest: guard }, async (request) =>
      forms.listRecords(ctx, call(request), def, request.query, 'purchase'),
    );
  }

  if (def.typeField) {
    const typeParams = z.strictObject({ tenantId: ZTenantId, type: z.coerce.number().int().min(0).max(99) });
    app.get(`${base}/readallByTipe/:type`, { schema: { tags, params: typeParams, querystring: ZListQuery }, onRequest: guard }, async (request) =>
      forms.listRecords(ctx, call(request), def, { ...request.query, type: request.params.type }),
    );
    // readByType/{type}: the lookup columns of one type (readallByTipe gives whole records).
    const typeIdParams = z.strictObject({ tenantId: ZTenantId, id: z.coerce.number().int().min(0).max(99) });
    app.get(`${base}/readByType/:id`, { schema: { tags, params: typeIdParams, querystring: ZListQuery }, onRequest: guard }, async (request) =>
      forms.listRecords(ctx, call(request), def, { ...request.query, type: request.params.id }, 'base'),
    );
  }

  const screenParams = z.strictObject({ tenantId: ZTenantId, id: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER) });
  const typeQuery = z.strictObject({ persontype: z.coerce.number().int().min(0).max(1).optional() });
  app.get(`${base}/getScreen/:id`, { schema: { tags, params: screenParams, querystring: typeQuery }, onRequest: guard }, async (request) => ({
    data: await forms.screenOf(ctx, call(request), def, request.params.id, request.query.persontype, request.lang),
  }));

  if (def.noField) {
    const noParams = z.strictObject({ tenantId: ZTenantId, no: z.string().min(1).max(100) });
    app.get(`${base}/readNo/:no`, { schema: { tags, params: noParams, querystring: typeQuery }, onRequest: guard }, async (request) => ({
      data: await forms.readByNo(ctx, call(request), def, request.params.no, request.query.persontype, request.lang),
    }));
  }

  app.get(`${base}/getdetail/:id`, { schema: { tags, params: idParams }, onRequest: guard }, async (request) => {
    const record = await forms.readRecord(ctx, call(request), def, request.params.id, request.lang);
    const listdata = ((record as Record<string, unknown>).details as unknown[] | undefined) ?? [];
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });

  app.get(`${base}/getaudit/:id`, { schema: { tags, params: idParams }, onRequest: guard }, async (request) => {
    const listdata = await forms.auditOf(ctx, call(request), def, request.params.id);
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });

  const anyParam = z.strictObject({ tenantId: ZTenantId, id: z.string().max(20) });
  app.get(`${base}/default/:id`, { schema: { tags, params: anyParam }, onRequest: guard }, async (request) => ({ data: await forms.defaultsOf(ctx, call(request), def, request.params.id) }));

  app.get(`${base}/templatefield/:id`, { schema: { tags, params: anyParam }, onRequest: guard }, async () => {
    const shape = (def.schema as unknown as { shape?: Record<string, unknown>; def?: { in?: { shape?: Record<string, unknown> } } }).shape ?? {};
    const listdata = Object.keys(shape).filter((k) => !READ_ONLY_KEYS.includes(k) && k !== 'version').map((field) => ({ field }));
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });

  if (def.nextNumber) {
    app.get(`${base}/getnumber`, { schema: { tags, params: tenantParams }, onRequest: guard }, async (request) => ({ data: await forms.nextNumber(ctx, call(request), def, '') }));
    app.get(`${base}/getnumber/:id`, { schema: { tags, params: anyParam }, onRequest: guard }, async (request) => ({ data: await forms.nextNumber(ctx, call(request), def, request.params.id) }));
  }

  app.delete(`${base}/delete/:id`, { schema: { tags, params: idParams }, onRequest: guard }, async (request) => ({
    data: await forms.deleteRecord(ctx, call(request), def, request.params.id, request.lang),
    message: translate(request.lang, 'SUCCESS'),
  }));

  app.post(`${base}/lock/:id`, { schema: { tags, params: idParams }, onRequest: guard }, async (request) => ({ data: await forms.lockRecord(ctx, call(request), def, request.params.id, request.lang) }));
  app.delete(`${base}/lock/:id`, { schema: { tags, params: idParams }, onRequest: guard }, async (request) => ({ data: await forms.unlockRecord(ctx, call(request), def, request.params.id) }));
}

export function allFormRoutes(app: App, ctx: AppContext) {
  for (const def of FORMS) formRoutes(app, ctx, def);
  // The members' branches belong to the record limits these forms enforce.
  userBranchRoutes(app, ctx);
}
