import { translate, ZTenantId, type Lang } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { accessDenied, AppError, errorBody } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, hasRight, inTenant, requireTenantMember, type TenantCall } from '../../platform/tenant-access.ts';
import type { Row } from '../forms/form-def.ts';
import { readSheet } from './sheet-read.ts';
import { captionOf, ImportRefused, parseSheet, templateOf, type ImportDef, type RowError } from './spreadsheet-import.ts';

/** Rolls the dry run's writes back while handing out what they answered. */
class DryRun extends Error {
  constructor(readonly records: Row[]) {
    super('DRY_RUN');
  }
}

async function requireCreate(ctx: AppContext, call: TenantCall, def: ImportDef, lang: Lang) {
  const allowed = await inTenant(ctx, call, (tx) => hasRight(tx, call, def.screen, 'tambah'));
  if (!allowed) throw accessDenied('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_CREATE') });
}

const byRow = (a: RowError, b: RowError) => a.row - b.row;

/** Parses and writes the file in one transaction; refused as a whole (ImportRefused) when any row fails. */
export async function runImport(ctx: AppContext, call: TenantCall, def: ImportDef, content: Buffer, dryrun: boolean, lang: Lang): Promise<Row[]> {
  const sheet = await readSheet(content, def.maxRows);
  const parsed = parseSheet(def, sheet, lang);
  if (parsed.rows.length === 0) throw new ImportRefused(parsed.errors);
  // Rows whose cells parse still go through the form's checks, so one answer lists every row's problems.
  const bad = new Set(parsed.errors.map((e) => e.row));
  try {
    return await inTenant(ctx, call, async (tx) => {
      const { records, errors } = await def.write(tx, call, parsed.rows.filter((r) => !bad.has(r.row)), lang);
      const all = [...parsed.errors, ...errors.map((e) => ({ ...e, column: captionOf(def, e.field, lang) }))];
      if (all.length) throw new ImportRefused(all.sort(byRow));
      if (dryrun) throw new DryRun(records);
      return records;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.records;
    throw error;
  }
}

/** The 400 listing every bad row and column (`message` one line each, `errors` the same as data for the screen's table). */
export function refusalBody(error: ImportRefused, lang: Lang) {
  const lines = error.errors.map((e) => translate(lang, 'IMPORT_ROW_ERROR', { row: e.row, column: e.column, message: e.message }));
  return { ...errorBody(400, 'IMPORT_INVALID', [translate(lang, 'IMPORT_INVALID', { count: error.errors.length }), ...lines]), errors: error.errors };
}

/**
 * `GET master/{name}/template` (the .xlsx template in the user's language) and `POST master/{name}[?dryrun=true]`
 * (multipart, one file: .xlsx or .csv). Both need the screen's `tambah`. A dry run checks and writes every row exactly
 * as the import does, then rolls back, answering what would be created.
 */
export function declareImportRoutes(app: App, ctx: AppContext, def: ImportDef) {
  const guard = [requireTenantMember(ctx)];
  const path = `/api/tenant/:tenantId/master/${def.name}`;
  const tags = [`import: ${def.name}`];
  const params = z.strictObject({ tenantId: ZTenantId });

  app.get(`${path}/template`, { schema: { tags, params }, onRequest: guard }, async (request, reply) => {
    await requireCreate(ctx, callOf(request), def, request.lang);
    const file = await templateOf(def, request.lang);
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${def.name}.xlsx"`)
      .send(file);
  });

  const querystring = z.strictObject({ dryrun: z.enum(['true', 'false']).optional() });
  app.post(path, { schema: { tags, params, querystring, consumes: ['multipart/form-data'] }, onRequest: guard }, async (request, reply) => {
    const call = callOf(request);
    await requireCreate(ctx, call, def, request.lang);
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    const file = await request.file();
    if (!file) throw new AppError('UPLOAD_MISSING', {}, { status: 400 });
    const content = await file.toBuffer();
    const dryrun = request.query.dryrun === 'true';
    try {
      const records = await runImport(ctx, call, def, content, dryrun, request.lang);
      return reply.status(dryrun ? 200 : 201).send({ data: { dryrun, count: records.length, records }, message: translate(request.lang, 'SUCCESS') });
    } catch (error) {
      if (error instanceof ImportRefused) return reply.status(400).send(refusalBody(error, request.lang));
      throw error;
    }
  });
}
