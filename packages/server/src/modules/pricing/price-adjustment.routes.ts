import { oldPriceField, planPriceAdjustment, PriceAdjustmentError, translate, trimZeros, ZTenantId, type PriceAdjustmentPlan, type PriceTargetField } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, hasRight, inTenant, requireTenantMember } from '../../platform/tenant-access.ts';
import { auditLog } from '../../db/schema/index.ts';
import { adjustmentItems, writeAdjustedPrices } from './price-adjustment.repo.ts';
import { itemCaptions, type ItemCaption } from './price-captions.repo.ts';

/** The "Sales Prices" request (spec 001 §9, 002 §3.1, §9): target, source, method, value, rounding, and which items. */
const ZPriceAdjustment = z.strictObject({
  penyesuaiantype: z.union([z.number(), z.string()]),
  nilaiAsal: z.union([z.number(), z.string()]),
  metode: z.union([z.number(), z.string()]),
  masukan: z.string().max(30),
  pembulatan: z.string().max(12).nullable().optional(),
  /** The items to adjust; left out: every item of the category, or every item. */
  itemids: z.array(z.number().int().positive()).max(20_000).optional(),
  categoryid: z.number().int().positive().optional(),
  /** true (default): answer the preview only; false: save it. */
  preview: z.boolean().default(true),
});

/** The plan as the preview shows it: each item with its name, each cell with its unit's name. */
const present = (plan: PriceAdjustmentPlan, lang: 'id' | 'en', captions: Map<number, ItemCaption>) => ({
  ok: plan.ok,
  target: plan.target.key,
  source: plan.source.key,
  rows: plan.rows.map((row) => ({
    itemid: row.itemid,
    itemno: row.itemno,
    itemdescription: captions.get(row.itemid)?.itemdescription ?? '',
    cells: row.cells.map((c) => ({
      ...c,
      unitname: captions.get(row.itemid)?.units[c.unit - 1] ?? '',
      old: trimZeros(c.old),
      new: c.new === null ? null : trimZeros(c.new),
      source: c.source === null ? null : trimZeros(c.source),
    })),
  })),
  problems: plan.problems.map((p) => `${p.field}: ${translate(lang, p.message, p.params)}`),
});

/** POST price-adjustment: the preview table (old and new per item and field), and with `preview: false` the save. */
export function priceAdjustmentRoutes(app: App, ctx: AppContext) {
  app.post(
    '/api/tenant/:tenantId/master/price-adjustment',
    { schema: { tags: ['item'], params: z.strictObject({ tenantId: ZTenantId }), body: ZPriceAdjustment }, onRequest: [requireTenantMember(ctx)] },
    async (request) => {
      const c = callOf(request);
      const { preview, itemids, categoryid, ...rule } = request.body;
      const lang = request.lang;
      return inTenant(ctx, c, async (tx) => {
        if (!(await hasRight(tx, c, 'item', preview ? 'akses' : 'ubah'))) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, preview ? 'ACTION_OPEN' : 'ACTION_EDIT') }, { status: 403, publicCode: 'ACCESS_DENIED' });
        const items = await adjustmentItems(tx, c.tenantId, { itemids, categoryid });
        let plan: PriceAdjustmentPlan;
        try {
          plan = planPriceAdjustment(items, rule);
        } catch (error) {
          if (error instanceof PriceAdjustmentError) throw validationError(error.messages(lang));
          throw error;
        }
        const data = present(plan, lang, await itemCaptions(tx, c.tenantId, plan.rows.map((r) => r.itemid)));
        if (preview) return { data };
        // Results that cannot be saved (below zero, a discount over 100 %, minimum above maximum) stop the save.
        if (!plan.ok) throw validationError(data.problems);
        await writeAdjustedPrices(tx, c.tenantId, plan.updates as { itemid: number; values: Record<string, string> }[]);
        const changes = plan.updates.map((u) => ({
          tenantId: c.tenantId,
          form: 'item',
          recordid: u.itemid,
          action: 'update' as const,
          userid: c.userId,
          username: c.username,
          changes: Object.fromEntries(
            Object.entries(u.values)
              .filter(([k]) => !k.startsWith('old'))
              .map(([k, v]) => [k, [trimZeros((u.values as Record<string, string>)[oldPriceField(k as PriceTargetField)] ?? '0'), trimZeros(v)]]),
          ),
        }));
        if (changes.length) await tx.insert(auditLog).values(changes);
        return { data: { ...data, saved: plan.updates.length }, message: translate(lang, 'SUCCESS') };
      });
    },
  );
}
