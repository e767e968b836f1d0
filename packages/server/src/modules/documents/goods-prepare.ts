import { translate, type DocMove, type Lang, type ResolvedGoodsLine } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError, validationError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { prepareSerials } from '../serial/serial-stock.ts';
import { accountState, existingDimensions, itemsByNumber, quantitiesAt, unitCostsAt, warehousesById, type GoodsItem, type StockSettings } from './goods-context.repo.ts';
import type { GoodsForm } from './goods-forms.ts';
import type { TransLineInput } from './trans-document.repo.ts';

/** A goods document checked against the company's data: what to store, and what to run through the stock engine. */
export interface PreparedGoods {
  header: Record<string, unknown>;
  lines: TransLineInput[];
  /** Builds the stock moves once the document has its id. */
  moves(docid: number): DocMove[];
}

const ratioOf = (item: GoodsItem, unit: string) => item.units.find((u) => u.name.toLowerCase() === unit.toLowerCase());

/**
 * Checks a goods document's references and quantities, every problem at once (`400` naming each field, in the
 * user's language): items of the company that are inventory items, their units, warehouses, departments and
 * projects, the counter account; a counted quantity against the current one. Nothing is written.
 */
export async function prepareGoods<T>(
  tx: Tx,
  tenantId: number,
  form: GoodsForm<T>,
  doc: T,
  ctx: { date: string; settings: StockSettings; lang: Lang; self?: { form: string; docid: number } },
): Promise<PreparedGoods> {
  const { lang, settings } = ctx;
  const input = form.lines(doc);
  const problems: string[] = [];
  const items = await itemsByNumber(tx, tenantId, input.map((l) => l.itemno));

  // Items and units.
  const resolved = input.map((l, i) => {
    const item = items.get(l.itemno);
    const at = `details.${i}`;
    if (!item) {
      problems.push(`${at}.itemno: ${translate(lang, 'ITEM_NOT_FOUND', { item: l.itemno })}`);
      return null;
    }
    if (item.itemtype !== 0) problems.push(`${at}.itemno: ${translate(lang, 'ITEM_NOT_INVENTORY', { item: l.itemno })}`);
    const unit = l.itemunit ? ratioOf(item, l.itemunit) : item.units[0];
    if (!unit || new Decimal(unit.ratio).lte(0)) problems.push(`${at}.itemunit: ${translate(lang, 'UNIT_NOT_OF_ITEM', { item: l.itemno, unit: l.itemunit ?? '' })}`);
    return { line: l, item, unit: unit ?? item.units[0]!, warehouseid: l.warehouseid ?? item.defwhs ?? settings.warehouseid };
  });

  // Warehouses, departments, projects, the counter account: the company's own.
  const headerWh = form.warehouses(doc);
  const whIds = [...headerWh.map((w) => w.id), ...resolved.flatMap((r) => (r?.warehouseid ? [r.warehouseid] : []))];
  const warehouses = await warehousesById(tx, tenantId, whIds);
  for (const w of headerWh) if (!warehouses.has(w.id)) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: w.field }));
  resolved.forEach((r, i) => {
    if (r && (!r.warehouseid || !warehouses.has(r.warehouseid))) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: `details.${i}.warehouseid` }));
  });
  const depts = await existingDimensions(tx, tenantId, 'department', input.flatMap((l) => (l.deptid ? [l.deptid] : [])));
  const projects = await existingDimensions(tx, tenantId, 'project', input.flatMap((l) => (l.projectid ? [l.projectid] : [])));
  input.forEach((l, i) => {
    if (l.deptid && !depts.has(l.deptid)) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: `details.${i}.deptid` }));
    if (l.projectid && !projects.has(l.projectid)) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: `details.${i}.projectid` }));
  });
  const counterglid = await counterAccount(tx, tenantId, form, doc, settings, lang, problems);
  if (problems.length) throw validationError(problems);
  const ok = resolved as NonNullable<(typeof resolved)[number]>[];

  // A counted quantity becomes the change from what the warehouse holds at the end of the document's date.
  const counted = ok.filter((r) => r.line.newqty !== undefined);
  const current = await quantitiesAt(tx, tenantId, counted.map((r) => ({ itemid: r.item.itemid, warehouseid: r.warehouseid! })), ctx.date, ctx.self);
  const quantities = ok.map((r, i) => {
    if (r.line.newqty === undefined) return new Decimal(r.line.quantity!);
    const now = new Decimal(current.get(`${r.item.itemid}:${r.warehouseid}`) ?? '0').dividedBy(r.unit.ratio);
    const target = new Decimal(r.line.newqty);
    if (r.line.direction === 'in' && !target.gt(now)) problems.push(`details.${i}.newqty: ${translate(lang, 'NEWQTY_MUST_BE_MORE', { current: now.toFixed() })}`);
    if (r.line.direction === 'out' && !target.lt(now)) problems.push(`details.${i}.newqty: ${translate(lang, 'NEWQTY_MUST_BE_LESS', { current: now.toFixed() })}`);
    return target.minus(now).abs();
  });
  if (problems.length) throw validationError(problems);

  // Serial and batch rows: the company's preference, the item's flags, quantities that add up (stock is checked on write).
  const serials = await prepareSerials(
    tx,
    tenantId,
    ok.map((r, i) => ({ itemid: r.item.itemid, direction: r.line.direction, qtyUnit1: quantities[i]!.times(r.unit.ratio).toFixed(), serials: r.line.serials ?? [] })),
    lang,
  );
  if (serials.problems.length) throw validationError(serials.problems);

  // Goods that come in without a typed cost come in at the item's current unit cost.
  const needCost = ok.filter((r) => r.line.direction === 'in' && r.line.unitprice === undefined).map((r) => r.item.itemid);
  const costs = await unitCostsAt(tx, tenantId, needCost, ctx.date);
  const prices = ok.map((r) => {
    if (r.line.direction !== 'in') return new Decimal(0);
    if (r.line.unitprice !== undefined) return new Decimal(r.line.unitprice);
    return new Decimal(costs.get(r.item.itemid) ?? r.item.cost).times(r.unit.ratio).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
  });

  const stockglid = (item: GoodsItem) => item.inventoryglid ?? settings.defaults.inventory;
  if (form.decl.posts && ok.some((r) => stockglid(r.item) === null)) throw new AppError('DEFAULT_ACCOUNT_MISSING', { account: 'inventory' }, { status: 409 });

  const lines: TransLineInput[] = ok.map((r, i) => ({
    itemid: r.item.itemid,
    warehouseid: r.warehouseid,
    itemunit: r.unit.name,
    unitratio: r.unit.ratio,
    quantity: quantities[i]!.toFixed(),
    unitprice: prices[i]!.toFixed(),
    amount: quantities[i]!.times(prices[i]!).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    deptid: r.line.deptid ?? null,
    projectid: r.line.projectid ?? null,
    description: r.line.itemovdesc,
    extra: serials.rows[i]!.length ? { ...r.line.extra, serials: serials.rows[i] } : r.line.extra,
  }));
  const goods: ResolvedGoodsLine[] = ok.map((r, i) => ({
    seq: i + 1,
    itemid: r.item.itemid,
    warehouseid: r.warehouseid!,
    qty: quantities[i]!.times(r.unit.ratio).toFixed(),
    unitcost: r.line.direction === 'in' ? prices[i]!.dividedBy(r.unit.ratio).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed() : null,
    direction: r.line.direction,
    towarehouseid: r.line.towarehouseid,
    stockglid: stockglid(r.item) ?? 0,
    deptid: r.line.deptid ?? null,
    projectid: r.line.projectid ?? null,
  }));
  // A counted quantity equal to what is there changes nothing: refused above; a zero change cannot reach the engine.
  return {
    header: form.header(doc),
    lines,
    moves: (docid) => form.decl.stock({ form: form.decl.form, docid, date: ctx.date, counterglid, lines: goods }),
  };
}

async function counterAccount<T>(tx: Tx, tenantId: number, form: GoodsForm<T>, doc: T, settings: StockSettings, lang: Lang, problems: string[]): Promise<number | null> {
  if (!form.counter) return null;
  if ('preference' in form.counter) {
    const glid = settings.defaults[form.counter.preference];
    if (glid === null) throw new AppError('DEFAULT_ACCOUNT_MISSING', { account: form.counter.preference }, { status: 409 });
    return glid;
  }
  const field = form.counter.field;
  const glid = (doc as Record<string, unknown>)[field] as number;
  const state = await accountState(tx, tenantId, glid);
  if (state === 'missing') problems.push(translate(lang, 'V_REF_NOT_FOUND', { field }));
  if (state === 'parent') problems.push(`${field}: ${translate(lang, 'PARENT_ACCOUNT')}`);
  return glid;
}
