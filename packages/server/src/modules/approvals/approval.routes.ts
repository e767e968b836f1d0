import { translate, ZApprovalAuthorization, ZApprovalRule, ZApproveByUser, ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import { approveByUser, noteDetail, waitingNotes, waitingTypes } from './approval-note.service.ts';
import { createRule, deleteRule, formAuthorization, listAuthorizations, listRules, readRule, saveAuthorization, updateRule } from './approval.service.ts';

const P = z.strictObject({ tenantId: ZTenantId });
const idP = P.extend({ id: ZTenantId });
const formP = P.extend({ form: z.string().min(1).max(60) });
const form = z.string().trim().min(1).max(60);
const page = { page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).default(20).transform((n) => Math.min(n, 500)) };
const notesQuery = z.strictObject({ ...page, type: form.optional(), search: z.string().max(200).optional() });
const detailQuery = z.strictObject({ type: form });

/** Approvals (issue 14; spec 001 §7 "Approvals"): authorization, rules, the notes waiting and approve-by-user. */
export function approvalRoutes(app: App, ctx: AppContext) {
  const onRequest = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  const tags = ['approvals'];
  const ok = (lang: Parameters<typeof translate>[0]) => translate(lang, 'SUCCESS');

  app.get(`${base}/authorization-approval`, { schema: { tags, params: P }, onRequest }, async (r) => listAuthorizations(ctx, callOf(r), r.lang));
  app.put(`${base}/authorization-approval`, { schema: { tags, params: P, body: ZApprovalAuthorization }, onRequest }, async (r) => ({
    data: await saveAuthorization(ctx, callOf(r), r.body, r.lang),
    message: ok(r.lang),
  }));
  app.get(`${base}/authorization-by-transtype/:form`, { schema: { tags, params: formP }, onRequest }, async (r) => ({ data: await formAuthorization(ctx, callOf(r), r.params.form, r.lang) }));

  app.get(`${base}/approval-rule/readall`, { schema: { tags, params: P, querystring: z.strictObject({ form: form.optional() }) }, onRequest }, async (r) =>
    listRules(ctx, callOf(r), r.query.form, r.lang),
  );
  app.get(`${base}/approval-rule/read/:id`, { schema: { tags, params: idP }, onRequest }, async (r) => ({ data: await readRule(ctx, callOf(r), r.params.id, r.lang) }));
  app.post(`${base}/approval-rule`, { schema: { tags, params: P, body: ZApprovalRule }, onRequest }, async (r, reply) =>
    reply.status(201).send({ data: await createRule(ctx, callOf(r), r.body, r.lang), message: ok(r.lang) }),
  );
  app.put(`${base}/approval-rule`, { schema: { tags, params: P, body: ZApprovalRule }, onRequest }, async (r) => ({ data: await updateRule(ctx, callOf(r), r.body, r.lang), message: ok(r.lang) }));
  app.delete(`${base}/approval-rule/delete/:id`, { schema: { tags, params: idP }, onRequest }, async (r) => ({ data: await deleteRule(ctx, callOf(r), r.params.id, r.lang), message: ok(r.lang) }));

  app.get(`${base}/checking-note`, { schema: { tags, params: P, querystring: notesQuery }, onRequest }, async (r) => waitingNotes(ctx, callOf(r), r.query));
  app.get(`${base}/checking-note-search`, { schema: { tags, params: P, querystring: notesQuery }, onRequest }, async (r) => waitingNotes(ctx, callOf(r), r.query));
  app.get(`${base}/checking-note-type-trans`, { schema: { tags, params: P }, onRequest }, async (r) => waitingTypes(ctx, callOf(r)));
  app.get(`${base}/checking-note-detail/:id`, { schema: { tags, params: idP, querystring: detailQuery }, onRequest }, async (r) => ({
    data: await noteDetail(ctx, callOf(r), r.query.type, r.params.id, r.lang),
  }));
  app.put(`${base}/approve-by-user`, { schema: { tags, params: P, body: ZApproveByUser }, onRequest }, async (r) => ({ data: await approveByUser(ctx, callOf(r), r.body, r.lang), message: ok(r.lang) }));
}
