import { translate, trimZeros, ZTenantId, type Lang } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { accessDenied, AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, hasRight, inTenant, requireTenantMember, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import type { XlsxColumnType, XlsxValue } from '../../platform/xlsx.ts';
import { sendReport, type ReportFormat, type ReportName, type ReportTable } from './report-export.ts';

/**
 * A declared report (payables, purchasing, tax and stock reports): the query it takes, the screen whose rights open
 * and download it, the read that runs under the tenant, its JSON answer and its export's columns. `reportRoute`
 * registers `GET /api/tenant/{id}/master/{name}` for it: the query is checked, the rights are checked and the read
 * runs in one tenant transaction, then the report is answered as JSON or sent as CSV/XLSX (`format`).
 */
export interface DeclaredReport<Q extends { format: ReportFormat }, R, W extends string> {
  /** The route's last segment and the exported file's name (report-export.ts). */
  name: ReportName;
  tags: readonly string[];
  /** The querystring (unknown fields refused), with `format`. */
  query: z.ZodType<Q>;
  /** The screen whose 'akses' opens the report; `exportScreen` (else the same) whose 'export' downloads it. */
  screen: string;
  exportScreen?: string;
  /** What the refusal to open names (the report's name unless given). */
  deniedForm?: string;
  read: (tx: Tx, tenantId: number, q: Q) => Promise<R>;
  json: (r: R, q: Q) => unknown;
  export: ReportExport<Q, R, W>;
}

/** A column of the export: the row field it shows, its caption's word, how its cells are written. */
export type ReportColumn<W extends string> = readonly [key: string, word: W, type: XlsxColumnType];
/** An exported row: cells by column key; a column it leaves out is empty. */
export type ReportCells = Record<string, XlsxValue>;

export interface ReportExport<Q, R, W extends string> {
  /** The module's words for captions (column headers and total rows) in a language. */
  words: (key: W, lang: Lang) => string;
  columns: readonly ReportColumn<NoInfer<W>>[];
  /** The rows, totals included; `say` gives a caption in the user's language. */
  rows: (r: R, say: (key: NoInfer<W>) => string, lang: Lang) => ReportCells[];
  /** What the file's name adds after the report's (dates, a vendor number). */
  file: (r: R, q: Q) => (string | number)[];
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const NUMERIC: ReadonlySet<XlsxColumnType> = new Set(['money', 'number', 'integer']);

/** The export's table: headers in the user's language, each row's cells in column order, amounts without trailing zeros. */
export function reportTable<R, W extends string>(x: Pick<ReportExport<unknown, R, W>, 'words' | 'columns' | 'rows'>, r: R, lang: Lang): ReportTable {
  const say = (key: W) => x.words(key, lang);
  const cell = (type: XlsxColumnType, v: XlsxValue): XlsxValue => (v === undefined || v === null ? '' : NUMERIC.has(type) && typeof v === 'string' && DECIMAL.test(v) ? trimZeros(v) : v);
  return {
    columns: x.columns.map(([, word, type]) => ({ header: say(word), type })),
    rows: x.rows(r, say, lang).map((cells) => x.columns.map(([key, , type]) => cell(type, cells[key]))),
  };
}

/** A whole report as one page of a list (the envelope of API.md §1 lists), with what it adds beside the rows. */
export const wholeList = <T>(rows: readonly T[], extra: Record<string, unknown>) => ({ listdata: rows, total: rows.length, page: 1, size: rows.length, ...extra });

/** Opens a report under the tenant: the screen's 'akses' (403 naming `form` without it), then `fn`. */
export async function openReport<T>(ctx: AppContext, call: TenantCall, screen: string, form: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, screen, 'akses'))) throw new AppError('NO_ACCESS_OPEN_FORM', { form }, { status: 403, publicCode: 'ACCESS_DENIED' });
    return fn(tx);
  });
}

const P = z.strictObject({ tenantId: ZTenantId });

/** Registers a declared report's route. */
export function reportRoute<Q extends { format: ReportFormat }, R, W extends string>(app: App, ctx: AppContext, def: DeclaredReport<Q, R, W>) {
  app.get(`/api/tenant/:tenantId/master/${def.name}`, { schema: { tags: [...def.tags], params: P, querystring: def.query }, onRequest: [requireTenantMember(ctx)] }, async (request, reply) => {
    const c = callOf(request);
    const q = request.query as Q;
    const lang = request.lang;
    const report = await openReport(ctx, c, def.screen, def.deniedForm ?? def.name, async (tx) => {
      // Downloading is the screen's 'export' right (spec 002 §6), checked before anything is read.
      if (q.format !== 'json' && !(await hasRight(tx, c, def.exportScreen ?? def.screen, 'export'))) throw accessDenied('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_EXPORT') });
      return def.read(tx, c.tenantId, q);
    });
    if (q.format === 'json') return def.json(report, q);
    return sendReport(reply, q.format, def.name, def.export.file(report, q), reportTable(def.export, report, lang), lang);
  });
}

/** Declares a report once; the module registers it with `(app, ctx)`. */
export const declareReport =
  <Q extends { format: ReportFormat }, R, W extends string>(def: DeclaredReport<Q, R, W>) =>
  (app: App, ctx: AppContext) =>
    reportRoute(app, ctx, def);
