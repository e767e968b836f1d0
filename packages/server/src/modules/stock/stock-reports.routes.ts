import { trimZeros, ZIsoDate, ZTenantId, type Lang, type StockCardLine, type StockCardSection } from '@lontar/core';
import Decimal from 'decimal.js';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, requireTenantMember } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { EXPORT_MAX_ROWS, formName, requireExport, sendReport, word, ZReportFormat } from '../ledger/report-export.ts';
import { cardMoves, cardNames, cardPositions, categoryExists, valuation, type CardFilter } from './stock-reports.repo.ts';
import { itemByNumber } from './stock-queries.repo.ts';
import { warehouseExists } from './item-search.repo.ts';
import { money, readStock, unitCost } from './stock-read.ts';

const P = z.strictObject({ tenantId: ZTenantId });
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

/** The stock card (kartu stok) and the inventory valuation report, on screen and exported (Excel, CSV). */
export function stockReportRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';
  const tags = ['stock'];

  app.get(`${base}/stock-card`, { schema: { tags, params: P, querystring: cardQuery }, onRequest: guard }, async (request, reply) => {
    const c = callOf(request);
    const q = request.query;
    const sections = await readStock(ctx, c, 'inventory-history', async (tx) => {
      const item = q.itemno ? await itemByNumber(tx, c.tenantId, q.itemno) : undefined;
      if (q.itemno && !item) throw new AppError('ITEM_NOT_FOUND', { item: q.itemno }, { status: 404 });
      if (q.warehouseid && !(await warehouseExists(tx, c.tenantId, q.warehouseid))) throw new AppError('V_REF_NOT_FOUND', { field: 'warehouseid' }, { status: 400 });
      return stockCard(tx, c.tenantId, { from: q.fromdate, to: q.todate, itemid: item?.itemid, warehouseid: q.warehouseid });
    });
    if (q.format === 'json') return { listdata: sections, total: sections.length, page: 1, size: sections.length, fromdate: q.fromdate, todate: q.todate };
    const lang: Lang = request.lang;
    // Downloading is the export right of the screen the report is on (the item screen), like every stock report's;
    // "open inventory history" is only an open right (docs/decisions.md "Stock card and inventory valuation").
    await requireExport(ctx, c, 'item', lang);
    const caption = (l: StockCardLine) => (l.kind === 'opening' ? word('opening', lang) : l.kind === 'closing' ? word('ending', lang) : formName(l.form ?? '', lang));
    const columns = [
      { header: word('itemNo', lang), type: 'text' as const },
      { header: word('itemDescription', lang), type: 'text' as const },
      { header: word('warehouse', lang), type: 'text' as const },
      { header: word('date', lang), type: 'date' as const },
      { header: word('number', lang), type: 'text' as const },
      { header: word('description', lang), type: 'text' as const },
      { header: word('qtyIn', lang), type: 'number' as const },
      { header: word('qtyOut', lang), type: 'number' as const },
      { header: word('balance', lang), type: 'number' as const },
      { header: word('unit', lang), type: 'text' as const },
      { header: word('unitCost', lang), type: 'number' as const },
      { header: word('value', lang), type: 'money' as const },
    ];
    const rows = sections.flatMap((s) => s.lines.map((l) => [s.itemno, s.itemdescription, s.whname, l.date, l.number, caption(l), l.qtyin, l.qtyout, l.balance, s.unit1, l.unitcost, l.value]));
    return sendReport(reply, q.format, 'stock-card', [q.fromdate, q.todate], { columns, rows }, lang);
  });

  app.get(
    `${base}/inventory-valuation`,
    { schema: { tags, params: P, querystring: z.strictObject({ date: ZIsoDate.optional(), categoryid: id.optional(), format: ZReportFormat }) }, onRequest: guard },
    async (request, reply) => {
      const c = callOf(request);
      const q = request.query;
      const date = q.date ?? today();
      const rows = await readStock(ctx, c, 'item', async (tx) => {
        if (q.categoryid && !(await categoryExists(tx, c.tenantId, q.categoryid))) throw new AppError('V_REF_NOT_FOUND', { field: 'categoryid' }, { status: 400 });
        return valuation(tx, c.tenantId, date, q.categoryid);
      });
      const { groups, total } = groupValuation(rows);
      if (q.format === 'json') return { listdata: groups, total: groups.length, page: 1, size: groups.length, totalvalue: total, date };
      const lang: Lang = request.lang;
      await requireExport(ctx, c, 'item', lang);
      const columns = [
        { header: word('category', lang), type: 'text' as const },
        { header: word('itemNo', lang), type: 'text' as const },
        { header: word('itemDescription', lang), type: 'text' as const },
        { header: word('quantity', lang), type: 'number' as const },
        { header: word('unit', lang), type: 'text' as const },
        { header: word('unitCost', lang), type: 'number' as const },
        { header: word('value', lang), type: 'money' as const },
      ];
      const body = groups.flatMap((g) => {
        const name = g.category ?? word('noCategory', lang);
        return [...g.rows.map((r) => [name, r.itemno, r.itemdescription, r.qty, r.unit1, r.unitcost, r.value]), [`${word('subtotal', lang)} ${name}`, '', '', '', '', '', g.subtotal]];
      });
      return sendReport(reply, q.format, 'inventory-valuation', [date], { columns, rows: [...body, [word('total', lang), '', '', '', '', '', total]] }, lang);
    },
  );
}
