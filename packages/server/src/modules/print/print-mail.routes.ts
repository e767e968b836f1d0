import { translate, ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import { DOCUMENT_KINDS } from '../documents/document-registry.ts';
import { GL_FORMS } from '../ledger/gl-document.kind.ts';
import { GOODS_PRINT_FORMS } from './print-goods.service.ts';
import { markDocumentPrinted, sendDocumentMail } from './print-mail.service.ts';

const P = z.strictObject({ tenantId: ZTenantId });
const idParams = z.strictObject({ tenantId: ZTenantId, id: ZTenantId });
const ZMail = z.strictObject({
  to: z.email().max(254).optional(),
  subject: z.string().trim().max(200).optional(),
  message: z.string().max(5000).optional(),
  withDP: z.boolean().optional(),
});

/** The documents addressed to a customer that "Kirim e-mail" sends: those printed whose declaration names a customer. */
const MAILED = GOODS_PRINT_FORMS.filter((form) => DOCUMENT_KINDS.find((k) => k.decl.form === form)?.decl.party === 'customerid');

/**
 * `POST {form}/send-mail/{id}` ("Kirim e-mail", the document's PDF to the customer) and `PUT {form}/update-printed`
 * (spec 001 §7, the printed count) for the printed stored documents; the journal documents count theirs in numbering.
 */
export function printMailRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  for (const form of MAILED) {
    app.post(`${base}/${form}/send-mail/:id`, { schema: { tags: [`form: ${form}`], params: idParams, body: ZMail.nullish() }, onRequest: guard }, async (request) => {
      const sender = request.userAuth?.user.name || request.userAuth?.user.username || '';
      return sendDocumentMail(ctx, callOf(request), form, request.params.id, request.body ?? {}, request.lang, sender);
    });
  }
  for (const form of GOODS_PRINT_FORMS.filter((f) => !(f in GL_FORMS))) {
    const screen = DOCUMENT_KINDS.find((k) => k.decl.form === form)?.decl.rights.screen ?? form;
    app.put(`${base}/${form}/update-printed`, { schema: { tags: [`form: ${form}`], params: P, body: z.strictObject({ id: z.number().int().positive() }) }, onRequest: guard }, async (request) => ({
      data: await markDocumentPrinted(ctx, callOf(request), form, screen, request.body.id, request.lang),
      message: translate(request.lang, 'SUCCESS'),
    }));
  }
}
