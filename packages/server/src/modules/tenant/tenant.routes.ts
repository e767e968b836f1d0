import { translate, ZTenantCreate, ZTenantId, ZTenantNameQuery, ZTenantRename, ZTenantStatus, ZTenantUserAdd, ZTenantUserDeleteQuery, ZTenantUserRole } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { requireUser, userOf } from '../../platform/guards.ts';
import { perClientLimit } from '../../platform/rate-limits.ts';
import { addMember, changeMemberRole, membersOf, removeMember } from './members.service.ts';
import { changeCompanyStatus, createCompany, isNameAvailable, listCompanies, renameCompany } from './tenant.service.ts';

const tags = ['companies'];

export function tenantRoutes(app: App, ctx: AppContext) {
  const signedIn = requireUser(ctx);
  const uid = (request: Parameters<typeof userOf>[0]) => userOf(request).user.id;

  app.get('/api/tenant-user-by-userid', { schema: { tags }, onRequest: signedIn }, async (request) => {
    const listdata = await listCompanies(ctx, uid(request), 'active');
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });

  app.get('/api/tenant-user-by-userid-archives', { schema: { tags }, onRequest: signedIn }, async (request) => {
    const listdata = await listCompanies(ctx, uid(request), 'archived');
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });

  app.get(
    '/api/tenant-name-availability',
    { schema: { tags, querystring: ZTenantNameQuery }, onRequest: signedIn, config: { rateLimit: perClientLimit(ctx, 20) } },
    async (request) => ({ data: { available: await isNameAvailable(ctx, request.query['data-source-schema-name']) } }),
  );

  app.post('/api/tenant', { schema: { tags, body: ZTenantCreate }, onRequest: signedIn }, async (request, reply) => {
    const data = await createCompany(ctx, userOf(request).user, request.body);
    return reply.status(201).send({ data, message: translate(request.lang, 'SUCCESS') });
  });

  app.put('/api/tenant', { schema: { tags, body: ZTenantRename }, onRequest: signedIn }, async (request) => {
    const data = await renameCompany(ctx, uid(request), request.body.tenantId, request.body.name);
    return { data, message: translate(request.lang, 'SUCCESS') };
  });

  app.put('/api/stat-tenant', { schema: { tags, body: ZTenantStatus }, onRequest: signedIn }, async (request) => {
    const data = await changeCompanyStatus(ctx, uid(request), request.body.tenantId, request.body.status);
    return { data, message: translate(request.lang, 'SUCCESS') };
  });

  app.post('/api/tenant-user', { schema: { tags, body: ZTenantUserAdd }, onRequest: signedIn }, async (request, reply) => {
    const result = await addMember(ctx, userOf(request).user, request.body, request.lang);
    return reply.status(201).send(result);
  });

  const membersHandler = async (request: { params: { tenantId: number } } & Parameters<typeof userOf>[0]) => {
    const listdata = await membersOf(ctx, request.params.tenantId, uid(request));
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  };
  const tenantParams = z.strictObject({ tenantId: ZTenantId });
  app.get('/api/tenant-user-by-tenantid/:tenantId', { schema: { tags, params: tenantParams }, onRequest: signedIn }, membersHandler);
  app.get('/api/tenant-user-by-tenantid/:tenantId/1', { schema: { tags, params: tenantParams }, onRequest: signedIn }, membersHandler);
  app.get('/api/all-user/:tenantId', { schema: { tags, params: tenantParams }, onRequest: signedIn }, membersHandler);

  app.delete('/api/tenant-user', { schema: { tags, querystring: ZTenantUserDeleteQuery }, onRequest: signedIn }, async (request) => {
    await removeMember(ctx, uid(request), request.query.id);
    return { data: { removed: true }, message: translate(request.lang, 'SUCCESS') };
  });

  app.put('/api/role-tenant-user', { schema: { tags, body: ZTenantUserRole }, onRequest: signedIn }, async (request) => {
    const row = await changeMemberRole(ctx, uid(request), request.body.id, request.body.roleId);
    return { data: { id: row.id, roleId: row.roleId }, message: translate(request.lang, 'SUCCESS') };
  });
}
