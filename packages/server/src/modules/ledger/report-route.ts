import { translate, trimZeros, ZTenantId, type Lang } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { accessDenied, AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, hasRight, inTenant, requireTenantMember, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import type { XlsxColumnType, XlsxValue } from '../../platform/xlsx.ts';
import { sendReport, sendReportPdf, type ReportFormat, type ReportName, type ReportTable } from './report-export.ts';

/**
 * A declared report (ledger, payables, purchasing, tax and stock reports): the query it takes, the screen whose rights open
 * and download it, the read that runs under the tenant, its JSON answer and its export's columns. `reportRoute`
 * registers `GET /api/tenant/{id}/master/{name}` for it: the query is checked, the rights are checked and the read
 * runs in one tenant transaction, then the report is answered as JSON or sent as CSV/XLSX (`format`).
 */
export interface DeclaredReport<Q extends { format: ReportFormat }, R, W extends string, X = R> {
  /** The route's last segment and the exported file's name (report-export.ts). */
  name: ReportName;
  tags: readonly string[];
  /** The querystring (unknown fields refused), with `format`. */
  query: z.ZodType<Q>;
  /** What the query must hold beyond its fields (a range in order), checked before the rights: throws the 400. */
  check?: (q: Q) => void;
  /** The screen whose 'akses' opens the report; `exportScreen` (else the same) whose 'export' downloads it. */
  screen: string;
  exportScreen?: string;
  /** What the refusal to open names (the report's name unless given). */
  deniedForm?: string;
  read: (tx: Tx, tenantId: number, q: Q) => Promise<R>;
  /** The download's read where it differs from the screen's (a whole history where the screen reads a page); else `read`. */
  readExport?: (tx: Tx, tenantId: number, q: Q) => Promise<X>;
  json: (r: R, q: Q) => unknown;
  /** A report that also prints (its query takes `format=pdf`): the PDF of what the export reads, under the tenant. */
  pdf?: (tx: Tx, call: TenantCall, r: X, q: Q, lang: Lang) => Promise<Buffer>;
  export: ReportExport<Q, NoInfer<X>, W> | TableExport<Q, NoInfer<X>>;
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

/** An export whose table is built whole (a statement's sections, an account's history with its running balance). */
export interface TableExport<Q, R> {
  table: (r: R, q: Q, lang: Lang) => ReportTable;
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
export function reportRoute<Q extends { format: ReportFormat }, R, W extends string, X = R>(app: App, ctx: AppContext, def: DeclaredReport<Q, R, W, X>) {
  app.get(`/api/tenant/:tenantId/master/${def.name}`, { schema: { tags: [...def.tags], params: P, querystring: def.query }, onRequest: [requireTenantMember(ctx)] }, async (request, reply) => {
    const c = callOf(request);
    const q = request.query as Q;
    const lang = request.lang;
    def.check?.(q);
    const open = <T>(fn: (tx: Tx) => Promise<T>) => openReport(ctx, c, def.screen, def.deniedForm ?? def.name, fn);
    if (q.format === 'json') return def.json(await open((tx) => def.read(tx, c.tenantId, q)), q);
    const format = q.format;
    const exported = async (tx: Tx) => {
      // Downloading is the screen's 'export' right (spec 002 §6), checked before anything is read.
      if (!(await hasRight(tx, c, def.exportScreen ?? def.screen, 'export'))) throw accessDenied('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_EXPORT') });
      // Without readExport the download reads what the screen reads (X is R).
      return def.readExport ? def.readExport(tx, c.tenantId, q) : (def.read(tx, c.tenantId, q) as Promise<unknown> as Promise<X>);
    };
    const x = def.export;
    if (format === 'pdf') {
      const pdf = def.pdf;
      if (!pdf) throw new AppError('V_INVALID_VALUE', { field: 'format' }, { status: 400 });
      const printed = await open(async (tx) => {
        const r = await exported(tx);
        return { r, bytes: await pdf(tx, c, r, q, lang) };
      });
      return sendReportPdf(reply, def.name, x.file(printed.r, q), printed.bytes, lang);
    }
    const report = await open(exported);
    return sendReport(reply, format, def.name, x.file(report, q), 'table' in x ? x.table(report, q, lang) : reportTable(x, report, lang), lang);
  });
}

/** Declares a report once; the module registers it with `(app, ctx)`. */
export const declareReport =
  <Q extends { format: ReportFormat }, R, W extends string, X = R>(def: DeclaredReport<Q, R, W, X>) =>
  (app: App, ctx: AppContext) =>
    reportRoute(app, ctx, def);
