import { baseValue, checkPriceRange, checkPurchaseItem, computeTradeTotals, PARTY_PERSONTYPE, splitTaxCodes, TradeError, translate, type Lang, type TradeDownPayment, type TradeTax, type TradeTotals } from '@lontar/core';
import Decimal from 'decimal.js';
import { validationError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { accountState, existingDimensions, type GoodsItem, type StockSettings } from './goods-context.repo.ts';
import { currencyOf, documentsOfParty, HEADER_REF_FIELDS, headerRefExists, priceLimits, tradeLookup, type CreditTerms, type TaxRow, type TradeSettings } from './trade-context.repo.ts';
import type { TradeForm } from './trade-forms.ts';
import { checkPulls, type PullRequest } from './trade-pull-check.ts';
import type { TransLineInput } from './trans-document.repo.ts';
import { downPaymentSideOf } from './downpayment.repo.ts';
import { componentItems, groupGoods, groupLineResolved, groupsForLines, type SaleGroup } from './trade-group-prepare.ts';
import { groupPriceProblems } from './trade-group-price.ts';

/** A trade line as the schemas of core give it (API.md §7.2). */
interface LineBody {
  seq?: unknown;
  itemno: string;
  itemunit?: string;
  /** Left out on a down-payment line (quantity 1). */
  quantity?: string;
  unitprice?: string;
  itemdiscpc?: string;
  taxcodes?: string;
  warehouseid?: number | null;
  deptid?: number | null;
  projectid?: number | null;
  itemovdesc?: string;
  [field: string]: unknown;
}

export type Body = Record<string, unknown>;
export type TradeLine = TransLineInput & { seq: number };

/** What a line means for stock and posting (trade-stock.ts), resolved with the item and its accounts. */
export interface TradeGoods {
  /** Null on a down-payment line (no item). */
  itemid: number | null;
  itemno: string;
  itemtype: number | null;
  /** The item's inventory account (item, category, else the company's); for a non-inventory item its expense account when set. */
  stockglid: number | null;
  unbilledglid: number | null;
  /** The purchase return account (the item's, its category's, else the company's; null when none): a return line's goods leave against it. */
  returnglid: number | null;
  qtyunit1: string;
  /** The line's value without VAT (document currency) and in base currency at the document's rate. */
  value: string;
  basevalue: string;
  /** Pulled from a goods receipt: received before. */
  received: boolean;
  /** Sales: the item's sales and COGS accounts (item, category; null: the company default), and the delivery-order line it was delivered by. */
  salesglid: number | null;
  cogsglid: number | null;
  delivered: { docid: number; seq: number } | null;
  taxes: TaxRow[];
  /** A sales line naming an item group: its components move stock (trade-group-stock.ts). */
  group?: SaleGroup;
}

export interface PreparedTrade {
  header: Body;
  lines: TradeLine[];
  totals: TradeTotals;
  /** Base currency per unit of the document's currency ('1' in the base currency). */
  rate: string;
  goods: TradeGoods[];
  /** The lines' items as read, by id (the stock engine needs not read them again). */
  items: Map<number, GoodsItem>;
  /** The party's name ('' for a form without party). */
  partyname: string;
  /** The party's credit terms as read with it (a sales order's or invoice's credit check). */
  partyterms?: CreditTerms;
  /** By source id, the status each source it pulls from has once it is saved (`checkPulls`; none for invoices). */
  sourceStatuses: Map<number, string>;
  /** Each line's item (or item group) number and name and its warehouse's name, as a read of the saved lines names them. */
  names: { itemno: string; itemdescription: string; whname: string }[];
}

/** A line's item, unit and warehouse as resolved; a down-payment line has no item and no warehouse. */
interface Resolved {
  item: GoodsItem | null;
  unit: { name: string; ratio: string };
  warehouseid: number | null;
  /** A sales line naming an item group instead of an item. */
  group?: SaleGroup;
}

const ratioOf = (item: GoodsItem, unit: string) => item.units.find((u) => u.name.toLowerCase() === unit.toLowerCase());
const tradeProblem = (at: string, e: unknown, lang: Lang) => {
  if (e instanceof TradeError) return `${at}: ${translate(lang, e.code, e.params)}`;
  throw e;
};

/**
 * The seq of each line: on an edit, a line read back keeps its seq (later documents name it by that), a new line
 * takes the next free one; on a create, 1, 2, 3 …
 */
function lineSeqs(details: readonly LineBody[], editing: boolean): number[] {
  const given = details.map((l) => (editing && typeof l.seq === 'number' && Number.isInteger(l.seq) && l.seq > 0 ? l.seq : null));
  const seen = new Set<number>();
  const kept = given.map((s) => (s !== null && !seen.has(s) ? (seen.add(s), s) : null));
  let next = Math.max(0, ...seen);
  return kept.map((s) => s ?? ++next);
}

/**
 * Checks a trade document against the company's data, every problem at once (`400` naming each field in the
 * user's language): the party of the right type, items (services refused in purchasing), units, warehouses,
 * departments, projects, tax codes, currency and rate, the freight account, the min/max purchase price; then what
 * it pulls (`409` beyond what remains) and, for a source, that it keeps what later documents pulled. Answers what to
 * store and the totals of core `computeTradeTotals`. Nothing is written.
 */
export async function prepareTrade(
  tx: Tx,
  tenantId: number,
  form: TradeForm,
  body: Body,
  ctx: { settings: StockSettings & TradeSettings; lang: Lang; self?: number; costs?: readonly string[]; downpayments?: readonly TradeDownPayment[] },
): Promise<PreparedTrade> {
  const { lang, settings } = ctx;
  const { decl } = form;
  const details = body.details as LineBody[];
  const problems: string[] = [];

  // The party: a person-data record of the company of the right type (a customer is no vendor); read with the
  // lines' tax codes, items and warehouses in one statement. A down-payment invoice's lines (`isdp`) have no item.
  const codes = details.map((l) => splitTaxCodes(l.taxcodes) ?? []);
  const downpayment = body.isdp === true;
  const { party, taxes, items, warehouses } = await tradeLookup(tx, tenantId, {
    personid: decl.party ? (body[decl.party] as number) : undefined,
    codes: codes.flat(),
    itemnos: downpayment ? [] : details.map((l) => l.itemno),
    warehouseids: downpayment ? [] : [...details.flatMap((l) => (l.warehouseid ? [l.warehouseid] : [])), ...(settings.warehouseid ? [settings.warehouseid] : [])],
  });
  if (decl.party && party?.persontype !== PARTY_PERSONTYPE[decl.party]) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: decl.party }));

  // Header references.
  for (const field of HEADER_REF_FIELDS) {
    const id = body[field] as number | null | undefined;
    if (id && form.headerFields.includes(field) && !(await headerRefExists(tx, tenantId, field, id))) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field }));
  }
  let taxPrecision = 0;
  let rate = '1';
  if (form.priced) {
    const currencyid = body.currencyid as number | null | undefined;
    if (currencyid) {
      const currency = await currencyOf(tx, tenantId, currencyid);
      if (!currency) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: 'currencyid' }));
      else if (!currency.isbase) {
        taxPrecision = 2;
        if (body.rate === undefined) problems.push(`rate: ${translate(lang, 'V_REQUIRED')}`);
        else rate = String(body.rate);
      }
    }
    const freightaccnt = body.freightaccnt as number | null | undefined;
    if (freightaccnt) {
      const state = await accountState(tx, tenantId, freightaccnt);
      if (state === 'missing') problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: 'freightaccnt' }));
      if (state === 'parent') problems.push(`freightaccnt: ${translate(lang, 'PARENT_ACCOUNT')}`);
    }
  }

  // Items and units. A down-payment invoice's lines have no item: quantity 1, no stock, no warehouse.
  // A sales line's number that is no item may be an item group's (purchasing buys items only).
  const groups = downpayment || form.purchasing ? new Map<string, SaleGroup>() : await groupsForLines(tx, tenantId, details.flatMap((l) => (items.has(l.itemno) ? [] : [l.itemno])));
  const resolved = details.map((l, i): Resolved | null => {
    if (downpayment) return { item: null, unit: { name: '', ratio: '1' }, warehouseid: null };
    const at = `details.${i}`;
    const item = items.get(l.itemno);
    if (!item && groups.has(l.itemno)) return groupLineResolved(groups.get(l.itemno)!, l, at, lang, problems, settings.warehouseid);
    if (!item) {
      problems.push(`${at}.itemno: ${translate(lang, 'ITEM_NOT_FOUND', { item: l.itemno })}`);
      return null;
    }
    if (form.purchasing) {
      try {
        checkPurchaseItem(item.itemtype);
      } catch (e) {
        problems.push(tradeProblem(`${at}.itemno`, e, lang));
      }
    }
    const unit = l.itemunit ? ratioOf(item, l.itemunit) : item.units[0];
    if (!unit || new Decimal(unit.ratio).lte(0)) problems.push(`${at}.itemunit: ${translate(lang, 'UNIT_NOT_OF_ITEM', { item: l.itemno, unit: l.itemunit ?? '' })}`);
    return { item, unit: unit ?? item.units[0]!, warehouseid: l.warehouseid ?? item.defwhs ?? settings.warehouseid };
  });

  // A down-payment line's order (`poid`, `soid`): an order of the same vendor or customer.
  const dpSide = downPaymentSideOf(decl.party);
  const orderField = dpSide.orderField;
  const poids = downpayment && decl.party ? details.flatMap((l) => (typeof l[orderField] === 'number' ? [l[orderField] as number] : [])) : [];
  if (poids.length) {
    const own = await documentsOfParty(tx, tenantId, dpSide.order, poids, decl.party!, body[decl.party!] as number);
    details.forEach((l, i) => {
      if (typeof l[orderField] === 'number' && !own.has(l[orderField] as number)) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: `details.${i}.${orderField}` }));
    });
  }

  // Warehouses (read with the items), departments, projects: the company's own.
  resolved.forEach((r, i) => {
    if ((r?.item || r?.group) && (!r.warehouseid || !warehouses.has(r.warehouseid))) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: `details.${i}.warehouseid` }));
  });
  const depts = await existingDimensions(tx, tenantId, 'department', details.flatMap((l) => (l.deptid ? [l.deptid] : [])));
  const projects = await existingDimensions(tx, tenantId, 'project', details.flatMap((l) => (l.projectid ? [l.projectid] : [])));
  details.forEach((l, i) => {
    if (l.deptid && !depts.has(l.deptid)) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: `details.${i}.deptid` }));
    if (l.projectid && !projects.has(l.projectid)) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: `details.${i}.projectid` }));
  });

  // Tax codes from the tax master.
  const lineTaxes: TaxRow[][] = codes.map((list, i) =>
    list.flatMap((code) => {
      const tax = taxes.get(code.toUpperCase());
      if (!tax) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: `details.${i}.taxcodes (${code})` }));
      return tax ? [tax] : [];
    }),
  );

  // The min/max purchase price (purchasing) or selling price (sales), per unit1, when the company uses it.
  const limited = form.purchasing ? settings.useminmaxpurcprice : settings.useminmaxsellprice;
  if (form.priced && limited) {
    const limits = await priceLimits(tx, tenantId, resolved.flatMap((r) => (r?.item ? [r.item.itemid] : [])), form.purchasing ? 'purc' : 'sell');
    resolved.forEach((r, i) => {
      if (!r?.item) return;
      const limit = limits.get(r.item.itemid);
      const perUnit1 = new Decimal(details[i]!.unitprice ?? '0').dividedBy(r.unit.ratio).toFixed();
      try {
        checkPriceRange({ itemno: r.item.itemno, unitprice: perUnit1, minprice: limit?.min, maxprice: limit?.max }, form.purchasing ? 'PURCHASE_PRICE_OUT_OF_RANGE' : 'SELL_PRICE_OUT_OF_RANGE');
      } catch (e) {
        problems.push(tradeProblem(`details.${i}.unitprice`, e, lang));
      }
    });
    const groupLines = resolved.flatMap((r, i) => (r?.group ? [{ at: i, group: r.group, unitprice: details[i]!.unitprice ?? '0' }] : []));
    if (!form.purchasing) problems.push(...(await groupPriceProblems(tx, tenantId, groupLines, lang, (at, e) => tradeProblem(at, e, lang))));
  }
  if (problems.length) throw validationError(problems);
  const ok = resolved as NonNullable<(typeof resolved)[number]>[];

  // Totals (API.md §7.3): never taken from the client.
  let totals: TradeTotals;
  try {
    totals = computeTradeTotals({
      lines: details.map((l, i) => ({
        quantity: l.quantity ?? '1',
        unitprice: l.unitprice ?? '0',
        itemdiscpc: form.priced ? l.itemdiscpc : null,
        taxes: lineTaxes[i]!.map((t): TradeTax => ({ code: t.taxcode, kind: t.kind, rate: t.rate, dppfactor: t.dppfactor })),
      })),
      inclusivetax: form.priced ? (body.inclusivetax as boolean) : false,
      discpc: form.priced ? (body.discpc as string) : null,
      cashdiscount: form.priced ? (body.cashdiscount as string) : null,
      freight: form.priced ? (body.freight as string) : null,
      costs: ctx.costs,
      downpayments: ctx.downpayments,
      precision: 2,
      taxPrecision,
    });
  } catch (e) {
    const field = e instanceof TradeError && e.code === 'V_DPP_FACTOR' ? 'details.taxcodes' : signOf(body.cashdiscount) ? 'cashdiscount' : 'discpc';
    throw validationError([tradeProblem(field, e, lang)]);
  }

  // Pulled lines: each names its source line; more than remains is refused with the spec's message (409).
  const sourceForms = Object.entries(decl.sourceFields ?? {});
  const pulls: PullRequest[] = [];
  const sources = details.map((l, i) => {
    for (const [srcform, f] of sourceForms) {
      const srcid = l[f.id] as number | null | undefined;
      const srcseq = l[f.seq] as number | null | undefined;
      const { item, group } = ok[i]!;
      if (srcid && srcseq && (item || group)) {
        pulls.push({ line: i, srcform, srcid, srcseq, idField: f.id, seqField: f.seq, itemid: item?.itemid ?? null, groupno: group?.itemno, quantity: l.quantity ?? '1', unitratio: ok[i]!.unit.ratio });
        return { srcform, srcid, srcseq };
      }
    }
    return null;
  });
  const partyid = decl.party && typeof body[decl.party] === 'number' ? (body[decl.party] as number) : undefined;
  const sourceStatuses = await checkPulls(tx, tenantId, pulls, { self: ctx.self, lang, partyid, posted: body.posted !== false, approval: settings.approval });

  const seqs = lineSeqs(details, ctx.self !== undefined);
  const lines: TradeLine[] = ok.map((r, i) => {
    const l = details[i]!;
    const t = totals.lines[i]!;
    return {
      seq: seqs[i]!,
      itemid: r.item?.itemid ?? null,
      warehouseid: r.warehouseid,
      itemunit: r.unit.name,
      unitratio: r.unit.ratio,
      quantity: l.quantity ?? '1',
      unitprice: l.unitprice ?? '0',
      amount: t.amount,
      deptid: l.deptid ?? settings.deptid,
      projectid: l.projectid ?? settings.projectid,
      description: l.itemovdesc ?? '',
      extra: {
        ...(form.priced ? { itemdiscpc: l.itemdiscpc ?? '', taxcodes: lineTaxes[i]!.map((x) => x.taxcode).join(';') } : {}),
        ...(sources[i] ?? {}),
        ...(r.group ? { groupid: r.group.groupid } : {}),
        ...(downpayment && l[orderField] ? { [`dp${orderField}`]: l[orderField] } : {}),
        basevalue: baseValue(t.value, rate),
        figures: { value: t.value, discamount: t.discount, net: t.net, taxableamount1: t.taxableamount1, taxableamount2: t.taxableamount2, otherbase: t.otherbase1, tax1amount: t.tax1amount, tax2amount: t.tax2amount },
      },
    };
  });
  const header: Body = {};
  for (const field of form.headerFields) if (body[field] !== undefined) header[field] = body[field];
  const goods: TradeGoods[] = ok.map((r, i) => {
    const value = totals.lines[i]!.value;
    const item = r.item;
    return {
      itemid: item?.itemid ?? null,
      itemno: item?.itemno ?? '',
      itemtype: item?.itemtype ?? null,
      stockglid: item ? (item.inventoryglid ?? (item.itemtype === 0 ? settings.defaults.inventory : settings.accounts.purchase)) : null,
      unbilledglid: item?.unbilledglid ?? settings.accounts.unbilled,
      returnglid: item?.purchasereturnglid ?? settings.accounts.purchasereturn,
      qtyunit1: new Decimal(details[i]!.quantity ?? '1').times(r.unit.ratio).toFixed(),
      value,
      basevalue: baseValue(value, rate),
      received: sources[i]?.srcform === 'goods-receipt',
      salesglid: item?.salesglid ?? null,
      cogsglid: item?.cogsglid ?? null,
      delivered: sources[i]?.srcform === 'delivery-order' ? { docid: sources[i]!.srcid, seq: sources[i]!.srcseq } : null,
      taxes: lineTaxes[i]!,
      ...(r.group ? groupGoods(r.group) : {}),
    };
  });
  const names = ok.map((r) => ({
    itemno: r.item?.itemno ?? r.group?.itemno ?? '',
    itemdescription: r.item?.itemdescription ?? r.group?.itemdescription ?? '',
    whname: r.warehouseid ? (warehouses.get(r.warehouseid)?.name ?? '') : '',
  }));
  return { header, lines, totals, rate, goods, items: new Map([...items.values(), ...componentItems(groups)].map((item) => [item.itemid, item])), partyname: party?.name ?? '', partyterms: party?.terms, sourceStatuses, names };
}

const signOf = (v: unknown) => (typeof v === 'string' && v !== '' && !new Decimal(v).isZero() ? 1 : 0);
