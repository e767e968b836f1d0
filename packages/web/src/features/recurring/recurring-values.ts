import { occurrenceDates, occurrenceNumber, OCCURRENCE_STATUS, RECURRING_PERIODS, RECURRING_STATUS, signOf, sumAmounts, type RecurringForm, type RecurringPeriod } from '@lontar/core';
import type { Row } from '../../ui/document/record-api.ts';

/** The schedule form's values: the record's writable fields, its template, and the saved document it came from. */
export interface RecurringValues {
  recurringno: string;
  description: string;
  transtype: RecurringForm | null;
  perioda: RecurringPeriod;
  recurringtotal: number | null;
  recurringdate: string | null;
  isassigninvno: boolean;
  startinvno: string;
  recurringdata: Row | null;
  /** The saved document picked as the source (form only; not sent). */
  sourceid: number | null;
  sourceno: string | null;
  /** Its amount, shown in the occurrences before the server estimated them. */
  sourceamount: string | null;
}

/** One row of the occurrences table: the server's, or the estimate of an unsaved schedule. */
export interface OccurrenceRow {
  seq: number;
  estimateddate: string;
  estimatedamount: string | null;
  estinvoiceno: string;
  invoiceid: number | null;
  invoiceno: string | null;
  status: number;
  error: string | null;
}

export type ScheduleStatus = 'active' | 'finished' | 'stopped';
export type OccurrenceStatus = 'estimated' | 'created' | 'failed';

const str = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const isPeriod = (value: unknown): value is RecurringPeriod => RECURRING_PERIODS.includes(value as RecurringPeriod);

/** A schedule as read (or a new one) → the form's values; a new one is monthly, twice, numbered by numbering. */
export function recurringToValues(record: Row): RecurringValues {
  const total = Number(record.recurringtotal);
  return {
    recurringno: str(record.recurringno) ?? '',
    description: str(record.description) ?? '',
    transtype: (str(record.transtype) as RecurringForm | null) ?? null,
    perioda: isPeriod(record.perioda) ? record.perioda : 'Bulanan',
    recurringtotal: Number.isInteger(total) && total > 0 ? total : 2,
    recurringdate: str(record.recurringdate),
    isassigninvno: record.isassigninvno === true,
    startinvno: str(record.startinvno) ?? '',
    recurringdata: record.recurringdata && typeof record.recurringdata === 'object' ? (record.recurringdata as Row) : null,
    sourceid: null,
    sourceno: null,
    sourceamount: null,
  };
}

/** The form's values over the schedule they edit → the body of POST/PUT master/recurring (ZRecurring). */
export function recurringToBody(values: Partial<RecurringValues>, record: Row): Row {
  const number = values.recurringno?.trim();
  const assign = values.isassigninvno === true;
  return {
    ...(typeof record.id === 'number' ? { id: record.id, version: record.version } : {}),
    ...(number ? { recurringno: number } : {}),
    description: values.description?.trim() ?? '',
    transtype: values.transtype ?? '',
    perioda: values.perioda ?? 'Bulanan',
    recurringtotal: values.recurringtotal ?? 2,
    recurringdate: values.recurringdate ?? '',
    isassigninvno: assign,
    startinvno: assign ? (values.startinvno?.trim() ?? '') : '',
    recurringdata: values.recurringdata ?? {},
  };
}

/**
 * The occurrences a schedule's values would have, as the server writes them: each date from the start by the period
 * (month ends clamped), each number from the start number when numbers are assigned, the source's amount.
 */
export function estimatedOccurrences(values: Partial<RecurringValues>): OccurrenceRow[] {
  const total = values.recurringtotal ?? 0;
  const start = values.recurringdate;
  if (!start || !/^\d{4}-\d{2}-\d{2}$/.test(start) || !Number.isInteger(total) || total < 1 || total > 120) return [];
  const assign = values.isassigninvno === true && /\d$/.test(values.startinvno?.trim() ?? '');
  return occurrenceDates(start, values.perioda ?? 'Bulanan', total).map((date, i) => ({
    seq: i + 1,
    estimateddate: date,
    estimatedamount: values.sourceamount ?? null,
    estinvoiceno: assign ? occurrenceNumber(values.startinvno ?? '', i + 1) : '',
    invoiceid: null,
    invoiceno: null,
    status: OCCURRENCE_STATUS.ESTIMATED,
    error: null,
  }));
}

/** The occurrences as the server keeps them (read or saved record). */
export function savedOccurrences(record: Row): OccurrenceRow[] {
  const details = Array.isArray(record.details) ? (record.details as Row[]) : [];
  return details.map((line) => ({
    seq: Number(line.seq),
    estimateddate: str(line.estimateddate) ?? '',
    estimatedamount: str(line.estimatedamount),
    estinvoiceno: str(line.estinvoiceno) ?? '',
    invoiceid: typeof line.invoiceid === 'number' ? line.invoiceid : null,
    invoiceno: str(line.invoiceno),
    status: Number(line.status),
    error: str(line.error),
  }));
}

/**
 * What the occurrences table shows: the saved occurrences while the fields they are computed from are as saved,
 * else the estimate of the values on screen (what saving would write; created occurrences stay).
 */
export function shownOccurrences(values: Partial<RecurringValues>, record: Row): { rows: OccurrenceRow[]; estimate: boolean } {
  const saved = savedOccurrences(record);
  const same =
    saved.length > 0 &&
    values.recurringdate === str(record.recurringdate) &&
    values.perioda === record.perioda &&
    values.recurringtotal === Number(record.recurringtotal) &&
    (values.isassigninvno === true) === (record.isassigninvno === true) &&
    (values.startinvno ?? '').trim() === (str(record.startinvno) ?? '') &&
    values.sourceid == null;
  if (same) return { rows: saved, estimate: false };
  const estimate = estimatedOccurrences(values);
  const created = new Map(saved.filter((row) => row.status === OCCURRENCE_STATUS.CREATED).map((row) => [row.seq, row]));
  return { rows: estimate.map((row) => created.get(row.seq) ?? row), estimate: true };
}

export function scheduleStatus(status: unknown): ScheduleStatus {
  if (Number(status) === RECURRING_STATUS.FINISHED) return 'finished';
  if (Number(status) === RECURRING_STATUS.STOPPED) return 'stopped';
  return 'active';
}

export function occurrenceStatus(status: number): OccurrenceStatus {
  if (status === OCCURRENCE_STATUS.CREATED) return 'created';
  if (status === OCCURRENCE_STATUS.FAILED) return 'failed';
  return 'estimated';
}

/** A journal template's amount as the server estimates it: a cashier's lines, else the debits. */
export function templateAmount(form: RecurringForm, template: Row, sourceTotal: unknown): string | null {
  if (form === 'sales-invoice' || form === 'purchase-invoice') return str(sourceTotal);
  const lines = Array.isArray(template.details) ? (template.details as Row[]) : [];
  const amounts = lines.map((line) => str(line.glamount));
  return sumAmounts(template.glaccount ? amounts : amounts.filter((amount) => signOf(amount) > 0));
}
