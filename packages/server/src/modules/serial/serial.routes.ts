import { trimZeros, ZIsoDate, ZTenantId } from '@lontar/core';
import Decimal from 'decimal.js';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, hasRight, inTenant, requireTenantMember, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { GOODS_FORMS } from '../documents/goods-forms.ts';
import { availableSerials, documentSerialRows, documentsWithSerials } from './serial.repo.ts';

const P = z.strictObject({ tenantId: ZTenantId });
const id = z.coerce.number().int().positive();
const page = { page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).default(100).transform((n) => Math.min(n, 500)) };
const tipe = z.string().min(1).max(60);

/** The goods form a `tipe` names (its privilege screen guards the reads); another name is a 400 in the user's language. */
function formOf(name: string) {
  const form = GOODS_FORMS.find((f) => f.decl.form === name);
  if (!form) throw new AppError('SERIAL_FORM_UNKNOWN', { tipe: name }, { status: 400 });
  return form;
}

async function readAs<T>(ctx: AppContext, call: TenantCall, screen: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, screen, 'akses'))) throw new AppError('NO_ACCESS_OPEN_FORM', { form: screen }, { status: 403, publicCode: 'ACCESS_DENIED' });
    return fn(tx);
  });
}

const qty = (v: unknown) => trimZeros(String(v ?? '0'));
const list = <T>(listdata: T[]) => ({ listdata, total: listdata.length, page: 1, size: listdata.length });

/** Serial Number Entry's calls (spec 001 §7 "Inventory support for transactions", spec 002 §2.2). */
export function serialRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  const tags = ['serial'];

  /** The documents of a form (`tipe`) that carry serial or batch rows. */
  app.get(`${base}/serial-number-trans`, { schema: { tags, params: P, querystring: z.strictObject({ tipe, ...page }) }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    const { tipe: name, page: p, size } = request.query;
    const form = formOf(name);
    const { fields } = form.decl;
    const { rows, total } = await readAs(ctx, c, form.decl.rights.screen, (tx) => documentsWithSerials(tx, c.tenantId, form.decl.form, { page: p, size }));
    const listdata = rows.map((r) => ({
      id: Number(r.docid),
      [fields.id]: Number(r.docid),
      ...(fields.number ? { [fields.number]: r.docno } : {}),
      [fields.date]: String(r.transdate),
      description: String(r.description),
      rows: Number(r.rows),
      quantity: qty(r.quantity),
    }));
    return { listdata, total, page: p, size };
  });

  /** One document's serial rows per line: number, quantity in or out of which warehouse, expiry. */
  app.get(`${base}/serial-number-transdet`, { schema: { tags, params: P, querystring: z.strictObject({ id, tipe }) }, onRequest: guard }, async (request) => {
    const c = callOf(request);
    const form = formOf(request.query.tipe);
    const rows = await readAs(ctx, c, form.decl.rights.screen, (tx) => documentSerialRows(tx, c.tenantId, form.decl.form, request.query.id));
    return list(
      rows.map((r) => ({
        seq: Number(r.lineseq),
        itemno: String(r.itemno),
        itemdescription: String(r.itemdescription),
        sntype: Number(r.sntype),
        warehouseid: Number(r.warehouseid),
        whname: String(r.whname),
        serialno: String(r.serialno),
        qtyin: qty(r.qtyin),
        qtyout: qty(r.qtyout),
        quantity: qty(new Decimal(String(r.qtyin)).greaterThan(0) ? r.qtyin : r.qtyout),
        expdate: (r.expdate as string | null) ?? null,
        transdate: String(r.transdate),
      })),
    );
  });

  /**
   * The serial or batch numbers of an item (`vitemid`) a document dated `date` (default: now) can take out, in one
   * warehouse or per warehouse, for picking on an outgoing line. The document being edited (`invid` of form `tipe`)
   * is left out, so what it takes out is offered again; rows on its line `iseq` are marked `selected`.
   */
  app.get(
    `${base}/serial-number-search`,
    { schema: { tags, params: P, querystring: z.strictObject({ vitemid: id, invid: z.coerce.number().int().min(0).optional(), iseq: z.coerce.number().int().min(0).optional(), tipe: tipe.optional(), warehouseid: id.optional(), date: ZIsoDate.optional() }) }, onRequest: guard },
    async (request) => {
      const c = callOf(request);
      const q = request.query;
      const form = q.tipe ? formOf(q.tipe) : null;
      const exclude = form && q.invid ? { form: form.decl.form, docid: q.invid } : undefined;
      const { rows, onLine } = await readAs(ctx, c, form?.decl.rights.screen ?? 'item', async (tx) => {
        const found = await availableSerials(tx, c.tenantId, { itemid: q.vitemid, date: q.date, warehouseid: q.warehouseid, exclude });
        const mine = exclude && q.iseq ? (await documentSerialRows(tx, c.tenantId, exclude.form, exclude.docid)).filter((r) => Number(r.lineseq) === q.iseq && new Decimal(String(r.qtyout)).greaterThan(0)) : [];
        return { rows: found, onLine: new Set(mine.map((r) => `${String(r.serialno)}:${Number(r.warehouseid)}`)) };
      });
      return list(
        rows.map((r) => ({
          serialno: String(r.serialno),
          quantity: qty(r.quantity),
          expdate: (r.expdate as string | null) ?? null,
          warehouseid: Number(r.warehouseid),
          whname: String(r.whname),
          selected: onLine.has(`${String(r.serialno)}:${Number(r.warehouseid)}`),
        })),
      );
    },
  );
}
