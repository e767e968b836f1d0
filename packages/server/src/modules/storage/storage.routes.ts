import multipart from '@fastify/multipart';
import { translate, ZTenantId } from '@lontar/core';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, inTenant, requireTenantMember } from '../../platform/tenant-access.ts';
import { deleteAttachment, findAttachment, insertAttachment, listAttachments } from './storage.repo.ts';

/** Path separators and control characters replaced: the name is shown and sent back in a header. */
function safeFilename(name: string): string {
  return [...name].map((ch) => (ch === '/' || ch === '\\' || ch.charCodeAt(0) < 32 ? '_' : ch)).join('').slice(0, 200);
}

export const UPLOAD_LIMIT = 10 * 1024 * 1024;
/** Types accepted, decided from the file's bytes, never from its name or the client's content type. */
const ALLOWED = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

/** storage/images: multipart upload of record images and attachments (API.md §6: up to 10 MiB). */
export async function storageRoutes(app: App, ctx: AppContext) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 5, fieldSize: 200 }, throwFileSizeLimit: true });
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/storage/images';
  const tags = ['storage'];
  const P = z.strictObject({ tenantId: ZTenantId });

  app.post(base, { schema: { tags, params: P, consumes: ['multipart/form-data'] }, onRequest: guard }, async (request, reply) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    const file = await request.file();
    if (!file) throw new AppError('UPLOAD_MISSING', {}, { status: 400 });
    const content = await file.toBuffer();
    const detected = await fileTypeFromBuffer(content);
    if (!detected || !ALLOWED.has(detected.mime)) throw new AppError('UPLOAD_TYPE', {}, { status: 400 });
    const field = (name: string) => {
      const f = file.fields[name] as { value?: unknown } | undefined;
      return typeof f?.value === 'string' ? f.value : '';
    };
    const recordid = /^\d{1,15}$/.test(field('recordid')) ? Number(field('recordid')) : null;
    const form = field('form').slice(0, 60);
    const c = callOf(request);
    const data = await inTenant(ctx, c, (tx) =>
      insertAttachment(tx, {
        tenantId: c.tenantId,
        form,
        recordid,
        filename: safeFilename(file.filename) || `file.${detected.ext}`,
        mimetype: detected.mime,
        size: content.length,
        content,
        uploadedBy: c.userId,
      }),
    );
    return reply.status(201).send({ data: { ...data, url: `/api/tenant/${c.tenantId}/storage/images/${data.id}` }, message: translate(request.lang, 'SUCCESS') });
  });

  app.get(`${base}/:id`, { schema: { tags, params: P.extend({ id: ZTenantId }) }, onRequest: guard }, async (request, reply) => {
    const c = callOf(request);
    const row = await inTenant(ctx, c, (tx) => findAttachment(tx, c.tenantId, request.params.id));
    if (!row) throw new AppError('NOT_FOUND');
    return reply
      .type(row.mimetype)
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.filename)}`)
      .header('x-content-type-options', 'nosniff')
      .send(row.content);
  });

  app.get(base, { schema: { tags, params: P, querystring: z.strictObject({ form: z.string().max(60), recordid: ZTenantId }) }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    const listdata = await inTenant(ctx, c, (tx) => listAttachments(tx, c.tenantId, request.query.form, request.query.recordid));
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });

  app.delete(`${base}/:id`, { schema: { tags, params: P.extend({ id: ZTenantId }) }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    if (!(await inTenant(ctx, c, (tx) => deleteAttachment(tx, c.tenantId, request.params.id)))) throw new AppError('NOT_FOUND');
    return { data: { deleted: true }, message: translate(request.lang, 'SUCCESS') };
  });
}
