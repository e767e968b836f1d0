import { trimZeros, ZIsoDate, type StockCardLine, type StockCardSection } from '@lontar/core';
import Decimal from 'decimal.js';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import type { Tx } from '../../platform/tx.ts';
import { EXPORT_MAX_ROWS, formName, word, ZReportFormat, type REPORT_WORDS } from '../ledger/report-export.ts';
import { declareReport, wholeList, type ReportColumn } from '../ledger/report-route.ts';
import { cardMoves, cardNames, cardPositions, categoryExists, valuation, type CardFilter } from './stock-reports.repo.ts';
import { itemByNumber, stockBalance } from './stock-queries.repo.ts';
import { warehouseExists } from './item-search.repo.ts';
import { money, unitCost } from './stock-read.ts';

const id = z.coerce.number().int().positive();
const today = () => new Date().toISOString().slice(0, 10);

const cardQuery = z
  .strictObject({ fromdate: ZIsoDate, todate: ZIsoDate, itemno: z.string().trim().min(1).max(60).optional(), warehouseid: id.optional(), format: ZReportFormat })
  .superRefine((q, check) => {
    if (q.todate < q.fromdate) check.addIssue({ code: 'custom', path: ['todate'], message: 'V_RANGE' });
  });

const opening = (date: string, qty: string, value: string, kind: 'opening' | 'closing'): StockCardLine => ({
  kind,
  date,
  form: null,
  id: null,
  number: '',
  qtyin: '0',
  qtyout: '0',
  balance: trimZeros(qty),
  unitcost: unitCost(value, qty),
  value: money(value),
});

/** The stock card's sections, by item number and warehouse; more than the export limit is refused. */
async function stockCard(tx: Tx, tenantId: number, f: CardFilter): Promise<StockCardSection[]> {
  const after = new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const [openings, closings, moves] = [await cardPositions(tx, tenantId, f, f.from), await cardPositions(tx, tenantId, f, after), await cardMoves(tx, tenantId, f, EXPORT_MAX_ROWS + 1)];
  if (moves.length + openings.length > EXPORT_MAX_ROWS) throw new AppError('STOCK_REPORT_TOO_LARGE', { n: EXPORT_MAX_ROWS }, { status: 400 });
  const key = (itemid: number, whid: number) => `${itemid}:${whid}`;
  const start = new Map(openings.map((o) => [key(o.itemid, o.warehouseid), o]));
  const end = new Map(closings.map((o) => [key(o.itemid, o.warehouseid), o]));
  const byPair = new Map<string, typeof moves>();
  for (const m of moves) byPair.set(key(m.itemid, m.warehouseid), [...(byPair.get(key(m.itemid, m.warehouseid)) ?? []), m]);
  const pairs = [...new Set([...start.keys(), ...byPair.keys()])].map((k) => k.split(':').map(Number) as [number, number]);
  const names = await cardNames(tx, tenantId, [...new Set(pairs.map((p) => p[0]))], [...new Set(pairs.map((p) => p[1]))]);
  const sections = pairs.map(([itemid, whid]): StockCardSection => {
    const o = start.get(key(itemid, whid)) ?? { qty: '0', value: '0' };
    const lines: StockCardLine[] = [opening(f.from, o.qty, o.value, 'opening')];
    for (const m of byPair.get(key(itemid, whid)) ?? []) {
      const qty = new Decimal(m.qtyin).plus(m.qtyout).toFixed();
      lines.push({ kind: 'move', date: m.date, form: m.form, id: m.id, number: m.number, qtyin: trimZeros(m.qtyin), qtyout: trimZeros(m.qtyout), balance: trimZeros(m.balance), unitcost: unitCost(m.cost, qty), value: money(m.value) });
    }
    // The closing values the quantity at the company's unit cost at the end of the period, as the opening does.
    const close = end.get(key(itemid, whid)) ?? { qty: '0', value: '0' };
    lines.push(opening(f.to, close.qty, close.value, 'closing'));
    const item = names.items.get(itemid)!;
    return { itemid, ...item, warehouseid: whid, whname: names.warehouses.get(whid)?.whname ?? '', lines };
  });
  const order = (s: StockCardSection) => `${s.itemno}\u0000${names.warehouses.get(s.warehouseid)?.whno ?? ''}`;
  return sections.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : a.warehouseid - b.warehouseid));
}

/** Valuation rows grouped by category with subtotals, and the grand total. */
function groupValuation(rows: Awaited<ReturnType<typeof valuation>>) {
  const groups: { categoryid: number | null; category: string | null; rows: (typeof rows)[number][]; subtotal: string }[] = [];
  for (const r of rows) {
    const last = groups.at(-1);
    if (last && last.categoryid === r.categoryid) last.rows.push(r);
    else groups.push({ categoryid: r.categoryid, category: r.category, rows: [r], subtotal: '0' });
  }
  for (const g of groups) g.subtotal = money(Decimal.sum(0, ...g.rows.map((r) => r.value)).toFixed(2));
  const total = money(Decimal.sum(0, ...rows.map((r) => r.value)).toFixed(2));
  return {
    groups: groups.map((g) => ({ ...g, rows: g.rows.map((r) => ({ ...r, qty: trimZeros(r.qty), unitcost: unitCost(r.value, r.qty), value: money(r.value) })) })),
    total,
  };
}

const balanceQuery = z.strictObject({ date: ZIsoDate.optional(), warehouseid: id.optional(), format: ZReportFormat });
const valuationQuery = z.strictObject({ date: ZIsoDate.optional(), categoryid: id.optional(), format: ZReportFormat });
/**
 * Stock reports are opened with the item screen's right, the stock card with "open inventory history"; downloading is
 * the export right of the item screen, the screen the reports are on ("open inventory history" is only an open right,
 * docs/decisions.md "Stock card and inventory valuation").
 */
const ON_ITEM = { tags: ['stock'], screen: 'item', deniedForm: 'item' } as const;

/** The first columns of a row of an item in a warehouse. */
const ITEM_IN_WAREHOUSE = [
  ['itemno', 'itemNo', 'text'],
  ['itemdescription', 'itemDescription', 'text'],
  ['whname', 'warehouse', 'text'],
] as const satisfies readonly ReportColumn<keyof typeof REPORT_WORDS>[];

/** The stock card (kartu stok): per item and warehouse, the opening, each move with its running figures, the closing. */
const stockCardReport = declareReport({
  tags: ['stock'],
  screen: 'inventory-history',
  deniedForm: 'inventory-history',
  exportScreen: 'item',
  name: 'stock-card',
  query: cardQuery,
  read: async (tx, tenantId, q) => {
    const item = q.itemno ? await itemByNumber(tx, tenantId, q.itemno) : undefined;
    if (q.itemno && !item) throw new AppError('ITEM_NOT_FOUND', { item: q.itemno }, { status: 404 });
    if (q.warehouseid && !(await warehouseExists(tx, tenantId, q.warehouseid))) throw new AppError('V_REF_NOT_FOUND', { field: 'warehouseid' }, { status: 400 });
    return stockCard(tx, tenantId, { from: q.fromdate, to: q.todate, itemid: item?.itemid, warehouseid: q.warehouseid });
  },
  json: (sections, q) => wholeList(sections, { fromdate: q.fromdate, todate: q.todate }),
  export: {
    words: word,
    columns: [
      ...ITEM_IN_WAREHOUSE,
      ['date', 'date', 'date'],
      ['number', 'number', 'text'],
      ['description', 'description', 'text'],
      ['qtyin', 'qtyIn', 'number'],
      ['qtyout', 'qtyOut', 'number'],
      ['balance', 'balance', 'number'],
      ['unit1', 'unit', 'text'],
      ['unitcost', 'unitCost', 'number'],
      ['value', 'value', 'money'],
    ],
    rows: (sections, say, lang) =>
      sections.flatMap(({ lines, ...s }) =>
        lines.map((l) => ({ ...s, ...l, description: l.kind === 'opening' ? say('opening') : l.kind === 'closing' ? say('ending') : formName(l.form ?? '', lang) })),
      ),
    file: (_r, q) => [q.fromdate, q.todate],
  },
});

/** The inventory valuation at a date, by category with subtotals. */
const valuationReport = declareReport({
  ...ON_ITEM,
  name: 'inventory-valuation',
  query: valuationQuery,
  read: async (tx, tenantId, q) => {
    if (q.categoryid && !(await categoryExists(tx, tenantId, q.categoryid))) throw new AppError('V_REF_NOT_FOUND', { field: 'categoryid' }, { status: 400 });
    const date = q.date ?? today();
    return { date, ...groupValuation(await valuation(tx, tenantId, date, q.categoryid)) };
  },
  json: (r) => wholeList(r.groups, { totalvalue: r.total, date: r.date }),
  export: {
    words: word,
    columns: [
      ['category', 'category', 'text'],
      ['itemno', 'itemNo', 'text'],
      ['itemdescription', 'itemDescription', 'text'],
      ['qty', 'quantity', 'number'],
      ['unit1', 'unit', 'text'],
      ['unitcost', 'unitCost', 'number'],
      ['value', 'value', 'money'],
    ],
    rows: (r, say) => [
      ...r.groups.flatMap((g) => {
        const name = g.category ?? say('noCategory');
        return [...g.rows.map((row) => ({ ...row, category: name })), { category: `${say('subtotal')} ${name}`, value: g.subtotal }];
      }),
      { category: say('total'), value: r.total },
    ],
    file: (r) => [r.date],
  },
});

/** The stock balance at a date per item and warehouse, with its total value. */
const balanceReport = declareReport({
  ...ON_ITEM,
  name: 'stock-balance',
  query: balanceQuery,
  read: async (tx, tenantId, q) => {
    const date = q.date ?? today();
    const rows = (await stockBalance(tx, tenantId, date, q.warehouseid)).map((r) => ({ ...r, qty: trimZeros(r.qty), value: money(r.value) }));
    return { date, rows, total: money(Decimal.sum(0, ...rows.map((r) => r.value)).toFixed(2)) };
  },
  json: (r) => wholeList(r.rows, { totalvalue: r.total, date: r.date }),
  export: {
    words: word,
    columns: [
      ...ITEM_IN_WAREHOUSE,
      ['qty', 'quantity', 'number'],
      ['unit1', 'unit', 'text'],
      ['value', 'value', 'money'],
    ],
    rows: (r, say) => [...r.rows, { itemno: say('total'), value: r.total }],
    file: (r) => [r.date],
  },
});

/** The stock card, the inventory valuation and the stock balance, on screen and exported (Excel, CSV). */
export function stockReportRoutes(app: App, ctx: AppContext) {
  for (const report of [stockCardReport, valuationReport, balanceReport]) report(app, ctx);
}
