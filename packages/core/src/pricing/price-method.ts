import Decimal from 'decimal.js';
import { PriceAdjustmentError, type PriceAdjustmentIssue } from './price-error.ts';

/**
 * The nine price-adjustment methods of spec 002 §9 (also 001 §9): 0–2 percent, 3–5 add, 6–8 subtract; within each
 * three, none (0, 3, 6), up (1, 4, 7), down (2, 5, 8). Money stays decimal text, computed with decimal.js.
 */
export type PriceOperation = 'percent' | 'add' | 'subtract';
export type PriceRounding = 'none' | 'up' | 'down';
export type PriceMethod = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface PriceMethodInfo {
  method: PriceMethod;
  operation: PriceOperation;
  rounding: PriceRounding;
}

const OPERATIONS: readonly PriceOperation[] = ['percent', 'add', 'subtract'];
const ROUNDINGS: readonly PriceRounding[] = ['none', 'up', 'down'];

export const PRICE_METHODS: readonly PriceMethodInfo[] = OPERATIONS.flatMap((operation, o) =>
  ROUNDINGS.map((rounding, r) => ({ method: (o * 3 + r) as PriceMethod, operation, rounding })),
);

/** The method number of an operation and a rounding. */
export function priceMethod(operation: PriceOperation, rounding: PriceRounding): PriceMethod {
  return (OPERATIONS.indexOf(operation) * 3 + ROUNDINGS.indexOf(rounding)) as PriceMethod;
}

/** Rounding multiples: the powers of ten from 10 to 100,000,000 (spec 002 §9), as the API's decimal text. */
export const PRICE_ROUNDING_MULTIPLES: readonly string[] = Array.from({ length: 8 }, (_, i) => `1${'0'.repeat(i + 1)}`);

/** Results and sources fit the item's numeric columns: at most 18 whole digits. */
export const PRICE_LIMIT = '1000000000000000000';

const D = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_UP });
/** An amount as the API carries it: plain decimal, '.' as the separator, at most 18 whole and 10 fraction digits. */
const SOURCE = /^-?\d{1,18}(\.\d{1,10})?$/;
/** What a user types as the change: at most 6 fraction digits (API amounts). */
const VALUE = /^-?\d{1,18}(\.\d{1,6})?$/;

/** The method's number, or null: an integer 0–8, as a number or its text ("4"). */
export function parsePriceMethod(method: unknown): PriceMethod | null {
  const n = typeof method === 'number' ? method : typeof method === 'string' && /^\s*\d\s*$/.test(method) ? Number(method) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 8 ? (n as PriceMethod) : null;
}

/** The multiple in canonical text ("1000"), or null when it is not one of PRICE_ROUNDING_MULTIPLES ("1000.00" is 1000). */
export function parseRoundingMultiple(multiple: unknown): string | null {
  const text = typeof multiple === 'number' ? String(multiple) : typeof multiple === 'string' ? multiple.trim() : '';
  if (!/^\d{1,12}(\.0+)?$/.test(text)) return null;
  const canonical = new D(text).toFixed();
  return PRICE_ROUNDING_MULTIPLES.includes(canonical) ? canonical : null;
}

export function priceMethodInfo(method: PriceMethod): PriceMethodInfo {
  return PRICE_METHODS[method]!;
}

/** A checked method, value and multiple. */
export interface PriceRule {
  method: PriceMethod;
  operation: PriceOperation;
  rounding: PriceRounding;
  /** Percent for percent methods, else an amount; decimal text. */
  value: string;
  /** Canonical multiple for up/down, null for none. */
  multiple: string | null;
}

/** The request's own names for its fields (spec 002 §3.1 "Inventory adjustment parameters"). */
export const PRICE_RULE_FIELDS = { method: 'metode', value: 'masukan', multiple: 'pembulatan' } as const;

/**
 * Checks a method, a value and a multiple together and answers every problem at once:
 * method 0–8; value a decimal (≥ −100 for a percent, ≥ 0 to add or subtract: the method gives the direction);
 * a multiple required for up and down, ignored (but checked when given) for none.
 */
export function checkPriceRule(method: unknown, value: unknown, multiple?: unknown): { rule: PriceRule; issues: [] } | { rule: null; issues: PriceAdjustmentIssue[] } {
  const issues: PriceAdjustmentIssue[] = [];
  const m = parsePriceMethod(method);
  if (m === null) issues.push({ field: PRICE_RULE_FIELDS.method, code: 'INVALID_METHOD', message: 'V_INVALID_OPTION', params: { options: '0–8' } });
  const info = m === null ? null : priceMethodInfo(m);

  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  if (!VALUE.test(text)) {
    issues.push({ field: PRICE_RULE_FIELDS.value, code: 'INVALID_VALUE', message: typeof value === 'string' && text === '' ? 'V_REQUIRED' : 'V_DECIMAL' });
  } else if (info) {
    const min = info.operation === 'percent' ? -100 : 0;
    if (new D(text).lessThan(min)) issues.push({ field: PRICE_RULE_FIELDS.value, code: 'INVALID_VALUE', message: 'V_TOO_SMALL', params: { n: String(min) } });
  }

  const given = multiple !== undefined && multiple !== null && !(typeof multiple === 'string' && multiple.trim() === '');
  const canonical = given ? parseRoundingMultiple(multiple) : null;
  if (given && canonical === null) {
    issues.push({ field: PRICE_RULE_FIELDS.multiple, code: 'INVALID_MULTIPLE', message: 'V_INVALID_OPTION', params: { options: PRICE_ROUNDING_MULTIPLES.join(', ') } });
  } else if (!given && info && info.rounding !== 'none') {
    issues.push({ field: PRICE_RULE_FIELDS.multiple, code: 'MISSING_MULTIPLE', message: 'V_REQUIRED' });
  }

  if (issues.length > 0 || !info) return { rule: null, issues };
  return { rule: { ...info, value: new D(text).toFixed(), multiple: info.rounding === 'none' ? null : canonical }, issues: [] };
}

/** A source amount as decimal.js reads it, or null when it is not the API's decimal text. */
export function parseSourceAmount(source: unknown): Decimal | null {
  const text = typeof source === 'string' ? source.trim() : '';
  return SOURCE.test(text) ? new D(text) : null;
}

export type PriceOutcome = { ok: true; value: string } | { ok: false; code: 'NEGATIVE_RESULT' | 'TOO_LARGE'; raw: string };

/**
 * A checked rule applied to one exact source amount. Percent: source × (100 + value) ÷ 100; add: source + value;
 * subtract: source − value. Then up: the next multiple at or above; down: the multiple at or below; none: half-up to
 * 2 decimals. A result below zero (before rounding) is refused, never clamped; so is one of 19 or more whole digits.
 */
export function applyPriceRule(source: Decimal, rule: PriceRule): PriceOutcome {
  const value = new D(rule.value);
  const raw = rule.operation === 'percent' ? source.times(value.plus(100)).dividedBy(100) : rule.operation === 'add' ? source.plus(value) : source.minus(value);
  if (raw.isNegative() && !raw.isZero()) return { ok: false, code: 'NEGATIVE_RESULT', raw: raw.toFixed() };
  let result: Decimal;
  if (rule.rounding === 'none') result = raw.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  else {
    const multiple = new D(rule.multiple!);
    result = raw.dividedBy(multiple).toDecimalPlaces(0, rule.rounding === 'up' ? Decimal.ROUND_CEIL : Decimal.ROUND_FLOOR).times(multiple);
  }
  if (result.greaterThanOrEqualTo(PRICE_LIMIT)) return { ok: false, code: 'TOO_LARGE', raw: raw.toFixed() };
  return { ok: true, value: result.isZero() ? '0' : result.toFixed() };
}

/**
 * One price adjusted: `adjustPrice('12345', 4, '0', '100')` = '12400'. Throws PriceAdjustmentError naming the
 * request's fields (`metode`, `masukan`, `pembulatan`; `source` for the amount itself, `result` for a result below
 * zero or too large).
 */
export function adjustPrice(source: string, method: PriceMethod | number | string, value: string, multiple?: string | null): string {
  const checked = checkPriceRule(method, value, multiple);
  const amount = parseSourceAmount(source);
  const issues = [...checked.issues];
  if (amount === null) issues.push({ field: 'source', code: 'INVALID_AMOUNT', message: 'V_DECIMAL' });
  if (issues.length > 0 || !checked.rule || !amount) throw new PriceAdjustmentError(issues);
  const outcome = applyPriceRule(amount, checked.rule);
  if (!outcome.ok) throw new PriceAdjustmentError([priceResultIssue('result', outcome.code)]);
  return outcome.value;
}

export function priceResultIssue(field: string, code: 'NEGATIVE_RESULT' | 'TOO_LARGE'): PriceAdjustmentIssue {
  return code === 'NEGATIVE_RESULT'
    ? { field, code, message: 'V_TOO_SMALL', params: { n: '0' } }
    : { field, code, message: 'V_TOO_BIG', params: { n: '999999999999999999.99' } };
}
