import type Decimal from 'decimal.js';
import { itemPriceField, type ItemPriceField } from '../masters/master.schema.ts';
import { PriceAdjustmentError, type PriceAdjustmentCode, type PriceAdjustmentIssue } from './price-error.ts';
import { applyPriceRule, checkPriceRule, parseSourceAmount, priceResultIssue, type PriceRule } from './price-method.ts';
import {
  oldPriceField,
  PRICE_SOURCES,
  PRICE_TARGETS,
  type OldPriceField,
  type PriceItemField,
  type PriceSourceInfo,
  type PriceTargetField,
  type PriceTargetInfo,
  type SuppliedSource,
} from './price-targets.ts';

/**
 * A price adjustment request as the spec names its parameters (002 §3.1): `penyesuaiantype` the target 0–10,
 * `nilaiAsal` the source 1–18, `metode` the method 0–8, `masukan` the percent or amount, `pembulatan` the
 * rounding multiple (required for up and down).
 */
export interface PriceAdjustmentRequest {
  penyesuaiantype: number | string;
  nilaiAsal: number | string;
  metode: number | string;
  masukan: string;
  pembulatan?: string | null;
}

/**
 * One item as the adjustment reads it: the item master's API fields (decimal text) and, for the sources that are
 * not item fields, what the server found for it (absent or null: the item has none and its cells are skipped).
 * Units 2 and 3 count when named with a ratio above zero.
 */
export type PriceAdjustmentItem = {
  itemid: number;
  itemno?: string;
  unit2?: string | null;
  unit3?: string | null;
  ratio2?: string | null;
  ratio3?: string | null;
} & Record<ItemPriceField | PriceItemField, string> &
  Partial<Record<SuppliedSource, string | null>>;

export interface PriceAdjustmentCell {
  field: PriceTargetField;
  oldfield: OldPriceField;
  unit: 1 | 2 | 3;
  /** The starting amount (already at the field's unit), null when the item has none. */
  source: string | null;
  old: string;
  /** Null when skipped or refused. */
  new: string | null;
  changed: boolean;
  skipped?: 'NO_SOURCE';
  problem?: PriceAdjustmentCode;
}

export interface PriceAdjustmentRow {
  itemid: number;
  itemno?: string;
  cells: PriceAdjustmentCell[];
}

/** What to write to one item: the new values and, for each, its old-value field. Only changed fields. */
export interface PriceAdjustmentUpdate {
  itemid: number;
  values: Partial<Record<PriceTargetField | OldPriceField, string>>;
}

export interface PriceAdjustmentPlan {
  rule: PriceRule;
  target: PriceTargetInfo;
  source: PriceSourceInfo;
  /** The preview table: per item and target field, old and new. */
  rows: PriceAdjustmentRow[];
  updates: PriceAdjustmentUpdate[];
  /** Results that cannot be saved (below zero, too large, a discount over 100, min above max), per item field. */
  problems: PriceAdjustmentIssue[];
  ok: boolean;
}

function parseChoice(value: unknown, max: number, min: number): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** The request checked; every problem at once, each naming its field. */
export function checkPriceAdjustmentRequest(request: PriceAdjustmentRequest): { rule: PriceRule; target: PriceTargetInfo; source: PriceSourceInfo } {
  const issues: PriceAdjustmentIssue[] = [];
  const type = parseChoice(request.penyesuaiantype, 10, 0);
  if (type === null) issues.push({ field: 'penyesuaiantype', code: 'INVALID_TARGET', message: 'V_INVALID_OPTION', params: { options: '0–10' } });
  const sourceValue = parseChoice(request.nilaiAsal, 18, 1);
  if (sourceValue === null) issues.push({ field: 'nilaiAsal', code: 'INVALID_SOURCE', message: 'V_INVALID_OPTION', params: { options: '1–18' } });
  const checked = checkPriceRule(request.metode, request.masukan, request.pembulatan);
  issues.push(...checked.issues);
  if (issues.length > 0 || type === null || sourceValue === null || !checked.rule) throw new PriceAdjustmentError(issues);
  return { rule: checked.rule, target: PRICE_TARGETS[type]!, source: PRICE_SOURCES[sourceValue - 1]! };
}

function canonical(value: Decimal): string {
  return value.isZero() ? '0' : value.toFixed();
}

/** The units the item has: 1 always, 2 and 3 when named with a ratio above zero (the ratio: units 1 in it). */
function unitRatios(item: PriceAdjustmentItem): Map<1 | 2 | 3, Decimal | null> {
  const units = new Map<1 | 2 | 3, Decimal | null>([[1, null]]);
  for (const [unit, name, ratio] of [[2, item.unit2, item.ratio2], [3, item.unit3, item.ratio3]] as const) {
    const r = parseSourceAmount(ratio ?? '');
    if (name?.trim() && r && r.isPositive() && !r.isZero()) units.set(unit, r);
  }
  return units;
}

/**
 * The preview and the writes of one price adjustment over many items (pure; the server reads the items, shows or
 * saves the plan). Throws PriceAdjustmentError for a bad request or an item field that is not decimal text; results
 * that cannot be saved are answered as `problems` (the preview shows them), and `ok` is false.
 */
export function planPriceAdjustment(items: readonly PriceAdjustmentItem[], request: PriceAdjustmentRequest): PriceAdjustmentPlan {
  const { rule, target, source } = checkPriceAdjustmentRequest(request);
  const bad: PriceAdjustmentIssue[] = [];
  const problems: PriceAdjustmentIssue[] = [];
  const rows: PriceAdjustmentRow[] = [];
  const updates: PriceAdjustmentUpdate[] = [];

  items.forEach((item, index) => {
    const at = (field: string) => `items.${index}.${field}`;
    const read = (field: ItemPriceField | PriceItemField): Decimal | null => {
      const value = parseSourceAmount(item[field]);
      if (value === null) bad.push({ field: at(field), code: 'INVALID_AMOUNT', message: 'V_DECIMAL' });
      return value;
    };
    const units = unitRatios(item);
    const fields: { field: PriceTargetField; unit: 1 | 2 | 3 }[] = target.field
      ? [{ field: target.field, unit: 1 }]
      : [...units.keys()].flatMap((unit) => target.levels.map((level) => ({ field: itemPriceField(unit, level), unit })));

    const cells: PriceAdjustmentCell[] = [];
    for (const { field, unit } of fields) {
      const current = read(field);
      if (current === null) continue;
      const ratio = units.get(unit) ?? null;
      let start: Decimal | null;
      switch (source.kind) {
        case 'current':
          start = current;
          break;
        case 'level':
          start = read(itemPriceField(unit, source.level!));
          break;
        case 'percent':
          start = read('itemdiscpc');
          break;
        case 'zero':
          start = parseSourceAmount('0');
          break;
        case 'unit1':
        case 'supplied': {
          let base: Decimal | null;
          if (source.kind === 'unit1') base = read(source.key as PriceItemField);
          else {
            const given = item[source.key as SuppliedSource];
            base = given === undefined || given === null || given.trim() === '' ? null : parseSourceAmount(given);
            if (given && base === null) bad.push({ field: at(source.key), code: 'INVALID_AMOUNT', message: 'V_DECIMAL' });
          }
          start = base && ratio ? base.times(ratio) : base;
          break;
        }
      }
      const cell: PriceAdjustmentCell = { field, oldfield: oldPriceField(field), unit, source: start ? canonical(start) : null, old: canonical(current), new: null, changed: false };
      if (start === null) {
        if (source.kind === 'supplied') cell.skipped = 'NO_SOURCE';
        cells.push(cell);
        continue;
      }
      const outcome = applyPriceRule(start, rule);
      if (!outcome.ok) {
        cell.problem = outcome.code;
        problems.push(priceResultIssue(at(field), outcome.code));
      } else {
        cell.new = outcome.value;
        cell.changed = !current.equals(outcome.value);
        if (field === 'itemdiscpc' && parseSourceAmount(outcome.value)!.greaterThan(100)) {
          cell.problem = 'DISCOUNT_OVER_100';
          problems.push({ field: at(field), code: 'DISCOUNT_OVER_100', message: 'V_PERCENT' });
        }
      }
      cells.push(cell);
    }

    // The item master refuses a minimum above its maximum (when the maximum is set); so does the adjustment.
    for (const [min, max] of [['minsellprice', 'maxsellprice'], ['minpurcprice', 'maxpurcprice']] as const) {
      if (target.field !== min && target.field !== max) continue;
      const cell = cells.find((c) => c.field === target.field);
      if (!cell?.new || cell.problem) continue;
      const minValue = target.field === min ? cell.new : item[min];
      const maxValue = target.field === max ? cell.new : item[max];
      const lo = parseSourceAmount(minValue);
      const hi = parseSourceAmount(maxValue);
      if (lo && hi && hi.greaterThan(0) && lo.greaterThan(hi)) {
        cell.problem = 'MIN_OVER_MAX';
        problems.push({ field: at(min), code: 'MIN_OVER_MAX', message: 'V_MIN_MAX' });
      }
    }

    rows.push({ itemid: item.itemid, ...(item.itemno === undefined ? {} : { itemno: item.itemno }), cells });
    const values: PriceAdjustmentUpdate['values'] = {};
    for (const cell of cells) {
      if (!cell.changed || cell.problem || cell.new === null) continue;
      values[cell.field] = cell.new;
      values[cell.oldfield] = cell.old;
    }
    if (Object.keys(values).length > 0) updates.push({ itemid: item.itemid, values });
  });

  if (bad.length > 0) throw new PriceAdjustmentError(bad.filter((issue, i) => bad.findIndex((other) => other.field === issue.field) === i));
  return { rule, target, source, rows, updates, problems, ok: problems.length === 0 };
}

/** The writes of a plan that may be saved; a plan with problems is refused as a whole (400, one line per field). */
export function savablePriceUpdates(plan: PriceAdjustmentPlan): PriceAdjustmentUpdate[] {
  if (!plan.ok) throw new PriceAdjustmentError(plan.problems);
  return plan.updates;
}
