import { bookSchedule, compareAmounts, isAmountText, signOf, subtractAmount, sumAmounts, type DepreciationMonth } from '@lontar/core';
import type { Row } from '../../ui/document/record-api.ts';

/** The fields of a fixed asset that its type (fa-type) gives a new value when the type is chosen. */
export const TYPE_FILLED_FIELDS = ['depmethod', 'estimatedlife', 'depreciationrate', 'assetfistype', 'assetglaccnt', 'accumglaccnt', 'expenseglaccnt'] as const;

/** What choosing a type puts in the asset's form: the type's method, life, rate, fiscal type and three accounts. */
export function fromAssetType(type: Row): Row {
  return {
    depmethod: type.deprmethod ?? null,
    estimatedlife: type.estlife ?? null,
    depreciationrate: type.rate ?? null,
    assetfistype: type.assetfistype ?? null,
    assetglaccnt: type.assetglaccnt ?? null,
    accumglaccnt: type.accumglaccnt ?? null,
    expenseglaccnt: type.expenseglaccnt ?? null,
  };
}

/** An amount the form holds, or null while it is empty or not a number yet. */
const amount = (value: unknown): string | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return isAmountText(text) ? text : null;
};
const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Why the form's values give no schedule yet: something is missing or the asset is not depreciated. */
export type ScheduleGap = 'incomplete' | 'none';

/**
 * The book schedule of the form's values, computed as the server computes it (core bookSchedule): a `gap` while the
 * cost, usage date or life is missing or wrong, or when the method is "not depreciated".
 */
export function schedulePreview(values: Row, decimals: number, booksStart?: string): { rows: DepreciationMonth[]; gap?: ScheduleGap } {
  const method = Number(values.depmethod ?? 1);
  if (method === 0) return { rows: [], gap: 'none' };
  const cost = amount(values.cost);
  const residu = amount(values.residu ?? '0') ?? '0';
  const opening = amount(values.accumopening ?? '0') ?? '0';
  const life = Number(values.estimatedlife);
  const rate = amount(values.depreciationrate ?? '0') ?? '0';
  const usage = values.usagedate;
  if (cost === null || signOf(cost) <= 0 || compareAmounts(residu, cost) > 0 || compareAmounts(opening, subtractAmount(cost, residu)) > 0 || !isDate(usage) || !Number.isInteger(life) || life < 1 || life > 100) {
    return { rows: [], gap: 'incomplete' };
  }
  const rows = bookSchedule({ cost, residu, accumopening: opening, depmethod: method, estimatedlife: life, depreciationrate: rate, usagedate: usage }, decimals, booksStart);
  return { rows };
}

/** The sum of a schedule's amounts. */
export const scheduleTotal = (rows: readonly { amount: string }[]): string => sumAmounts(rows.map((row) => row.amount));

/** "202601" or 202601 → "2026-01". */
export const periodMonth = (period: number | string): string => {
  const text = String(period);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}`;
};

/** The disposal dialog's values. */
export interface DisposalValues {
  disposaldate: string;
  disposaltype: 0 | 1;
  proceeds: string;
  proceedsglaccnt: number | null;
  gainlossglaccnt: number | null;
  disposalnote: string;
}

/** The body of `POST fixed-asset/disposed`: a write-off has no proceeds nor proceeds account. */
export function disposalBody(record: Row, values: DisposalValues): Row {
  const sold = values.disposaltype === 0;
  return {
    assetid: record.assetid,
    version: record.version,
    disposaldate: values.disposaldate,
    disposaltype: values.disposaltype,
    proceeds: sold ? values.proceeds || '0' : '0',
    proceedsglaccnt: sold ? values.proceedsglaccnt : null,
    gainlossglaccnt: values.gainlossglaccnt,
    disposalnote: values.disposalnote ?? '',
  };
}

/** The acquisition choice of the form: a journal to a credit account, or already recorded in a purchase. */
export type AcquiredBy = 'journal' | 'purchase';

/** Record → form values: `acquiredBy` says which acquisition the record holds (creditglaccnt null: the purchase). */
export function assetToValues(record: Row): Row {
  const saved = record.assetid !== undefined && record.assetid !== null;
  const acquiredBy: AcquiredBy = saved && (record.creditglaccnt === null || record.creditglaccnt === undefined) ? 'purchase' : 'journal';
  return { ...record, acquiredBy };
}

/** Form values → body: a purchase-recorded asset sends no credit account, a journal one no purchase reference. */
export function assetToBody(values: Row): Row {
  const { acquiredBy, details: _details, bookvalue: _bookvalue, accumulated: _accumulated, ...body } = values;
  if (acquiredBy === 'purchase') return { ...body, creditglaccnt: null };
  return { ...body, purchaseref: '' };
}
