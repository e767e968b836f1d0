import { translate, ZCompanyProfile, ZPreference, ZPrivilegesSave, ZTenantId } from '@lontar/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import { clonePrivileges, dateFormats, getCompany, getPrivileges, saveCompany, savePrivileges } from './company.service.ts';
import { getPreference, savePreference } from './preference.service.ts';
import { afterCompanyEntry } from '../recurring/recurring.service.ts';

const tags = ['company'];
const base = '/api/tenant/:tenantId/master';
const P = z.strictObject({ tenantId: ZTenantId });

export function companyRoutes(app: App, ctx: AppContext) {
  const signedIn = [requireTenantMember(ctx)];
  const call = async (request: FastifyRequest) => callOf(request);
  const list = <T>(listdata: T[]) => ({ listdata, total: listdata.length, page: 1, size: listdata.length });

  app.get(`${base}/preference`, { schema: { tags, params: P }, onRequest: signedIn, onResponse: afterCompanyEntry(ctx) }, async (request) => ({ data: await getPreference(ctx, await call(request)) }));

  app.put(`${base}/preference`, { schema: { tags, params: P, body: ZPreference }, onRequest: signedIn }, async (request) => ({
    data: await savePreference(ctx, await call(request), request.body),
    message: translate(request.lang, 'SUCCESS'),
  }));

  app.get(`${base}/company`, { schema: { tags, params: P }, onRequest: signedIn }, async (request) => ({ data: await getCompany(ctx, await call(request)) }));

  app.put(`${base}/company`, { schema: { tags, params: P, body: ZCompanyProfile }, onRequest: signedIn }, async (request) => ({
    data: await saveCompany(ctx, await call(request), request.body),
    message: translate(request.lang, 'SUCCESS'),
  }));

  app.get(`${base}/preference-format-date`, { schema: { tags, params: P }, onRequest: signedIn }, async (request) => list(await dateFormats(ctx, await call(request))));

  app.get(`${base}/privileges/:userId`, { schema: { tags, params: P.extend({ userId: ZTenantId }) }, onRequest: signedIn }, async (request) => ({
    data: await getPrivileges(ctx, await call(request), request.params.userId),
  }));

  app.put(`${base}/privileges`, { schema: { tags, params: P, body: ZPrivilegesSave }, onRequest: signedIn }, async (request) => ({
    data: await savePrivileges(ctx, await call(request), request.body.userId, request.body.hakAksesList),
    message: translate(request.lang, 'SUCCESS'),
  }));

  app.put(`${base}/clone-privileges/:copy/:source`, { schema: { tags, params: P.extend({ copy: ZTenantId, source: ZTenantId }) }, onRequest: signedIn }, async (request) => ({
    data: await clonePrivileges(ctx, await call(request), request.params.copy, request.params.source),
    message: translate(request.lang, 'SUCCESS'),
  }));
}
