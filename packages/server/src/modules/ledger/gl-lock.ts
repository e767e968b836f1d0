import { translate, ZTenantId, type Lang } from '@lontar/core';
import { z } from 'zod';
import { glDocument } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember, type TenantCall } from '../../platform/tenant-access.ts';
import { inTenantNamingLocks, LockedBy, lockedByOther } from '../forms/edit-lock.ts';
import { LOCK_MINUTES, releaseLock, takeLock, type LockTable } from '../forms/form.repo.ts';
import { findDocument } from './gl-document.repo.ts';
import { GL_FORMS, requireRight, type GlForm } from './gl-document.service.ts';

const lockTable = (form: GlForm): LockTable => ({ name: form, table: glDocument, idField: 'jvid' });

/** Opening a journal document for edit takes its lock, as master records do (a second editor is told who has it). */
async function lockGlDocument(ctx: AppContext, call: TenantCall, form: GlForm, jvid: number, lang: Lang) {
  return inTenantNamingLocks(ctx, call, async (tx) => {
    if (!(await findDocument(tx, call.tenantId, form, jvid))) throw new AppError('NOT_FOUND');
    await requireRight(tx, call, form, 'ubah', lang);
    const result = await takeLock(tx, lockTable(form), call.tenantId, jvid, call.userId);
    if (!result.ok) throw new LockedBy(result.holder);
    return { locked: true, minutes: LOCK_MINUTES };
  });
}

/** Only the holder releases; a free or expired lock is already released. */
async function unlockGlDocument(ctx: AppContext, call: TenantCall, form: GlForm, jvid: number) {
  return inTenantNamingLocks(ctx, call, async (tx) => {
    const row = await findDocument(tx, call.tenantId, form, jvid);
    if (!row) throw new AppError('NOT_FOUND');
    if (lockedByOther(row, call.userId)) throw new LockedBy(Number(row.lockedBy));
    await releaseLock(tx, lockTable(form), call.tenantId, jvid, call.userId);
    return { locked: false };
  });
}

export function glLockRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const params = z.strictObject({ tenantId: ZTenantId, id: ZTenantId });
  for (const form of Object.keys(GL_FORMS) as GlForm[]) {
    const path = `/api/tenant/:tenantId/master/${form}/lock/:id`;
    const tags = [`form: ${form}`];
    app.post(path, { schema: { tags, params }, onRequest: guard }, async (request) => ({
      data: await lockGlDocument(ctx, callOf(request), form, request.params.id, request.lang),
      message: translate(request.lang, 'SUCCESS'),
    }));
    app.delete(path, { schema: { tags, params }, onRequest: guard }, async (request) => ({
      data: await unlockGlDocument(ctx, callOf(request), form, request.params.id),
      message: translate(request.lang, 'SUCCESS'),
    }));
  }
}
