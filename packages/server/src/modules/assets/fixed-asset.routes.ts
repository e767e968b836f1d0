import { translate, ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import { disposeAsset, undoDisposal } from './asset-disposal.service.ts';
import { assetLedgerHistory } from './asset-history.service.ts';
import { declareImportRoutes } from '../import/import.routes.ts';
import { FIXED_ASSET_IMPORT } from './fixed-asset-import.ts';

/**
 * The fixed-asset calls beside its declared form (forms/defs/assets.defs.ts): disposal and its undo (spec 001 §7:
 * POST disposed, PUT undoDisposed) and the asset's ledger history (general-ledger-history-fasset/{id}).
 */
export function fixedAssetRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  const tags = ['form: fixed-asset'];
  const params = z.strictObject({ tenantId: ZTenantId });

  app.post(`${base}/fixed-asset/disposed`, { schema: { tags, params, body: z.unknown() }, onRequest: guard }, async (request) => ({
    data: await disposeAsset(ctx, callOf(request), request.body, request.lang),
    message: translate(request.lang, 'SUCCESS'),
  }));

  app.put(`${base}/fixed-asset/undoDisposed`, { schema: { tags, params, body: z.unknown() }, onRequest: guard }, async (request) => ({
    data: await undoDisposal(ctx, callOf(request), request.body, request.lang),
    message: translate(request.lang, 'SUCCESS'),
  }));

  app.get(`${base}/general-ledger-history-fasset/:id`, { schema: { tags, params: params.extend({ id: ZTenantId }) }, onRequest: guard }, async (request) =>
    assetLedgerHistory(ctx, callOf(request), request.params.id),
  );

  declareImportRoutes(app, ctx, FIXED_ASSET_IMPORT);
}
