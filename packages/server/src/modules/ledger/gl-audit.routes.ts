import { ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, hasRight, inTenant, requireTenantMember } from '../../platform/tenant-access.ts';
import { readAudit } from '../forms/audit.repo.ts';
import { GL_FORMS, type GlForm } from './gl-document.service.ts';

const idP = z.strictObject({ tenantId: ZTenantId, id: ZTenantId });

/**
 * getaudit/{id} of the journal documents, as the master forms have it: the audit rows their service writes on
 * create, update and delete. A deleted document keeps its trail, so the id need not exist any more.
 */
export function glAuditRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  for (const form of Object.keys(GL_FORMS) as GlForm[]) {
    app.get(`/api/tenant/:tenantId/master/${form}/getaudit/:id`, { schema: { tags: [`form: ${form}`], params: idP }, onRequest: guard }, async (request) => {
      const c = callOf(request);
      const listdata = await inTenant(ctx, c, async (tx) => {
        if (!(await hasRight(tx, c, form, 'akses'))) throw new AppError('NO_ACCESS_OPEN_FORM', { form }, { status: 403, publicCode: 'ACCESS_DENIED' });
        return readAudit(tx, c.tenantId, form, request.params.id);
      });
      if (listdata.length === 0) throw new AppError('AUDIT_EMPTY', {}, { status: 404 });
      return { listdata, total: listdata.length, page: 1, size: listdata.length };
    });
  }
}
