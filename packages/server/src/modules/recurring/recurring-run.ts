import { occurrenceNumber, type Lang } from '@lontar/core';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import { toErrorBody } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import type { Body } from '../documents/document-kind.ts';
import { kindOf } from '../documents/document-registry.ts';
import { createDocument } from '../documents/document.service.ts';
import { occurrenceBody, parseBody } from './recurring-template.ts';
import { claimOccurrence, dueOccurrences, markCreated, markFailed } from './recurring.repo.ts';

/**
 * The recurring job (issue 14): creates every due occurrence through its form's own create service — the code path
 * of `POST master/{form}`, so numbering, postings, stock, credit and period checks all apply — each in a
 * transaction of its own that also marks the occurrence created, or failed with the reason.
 */

/** The company's time zone. Companies have no time zone setting yet: Western Indonesia (WIB) for all. */
export const COMPANY_TIME_ZONE = 'Asia/Jakarta';

/** Today in the company's time zone, YYYY-MM-DD. */
export function companyToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export interface RunItem {
  recurringid: number;
  recurringno: string;
  seq: number;
  date: string;
  form: string;
}
export interface RunResult {
  created: (RunItem & { invoiceid: number; invoiceno: string | null })[];
  failed: (RunItem & { error: string })[];
}

/** The reason an occurrence failed, as the member would read it: the message of the refusal, in their language. */
function reasonOf(error: unknown, lang: Lang): string {
  const body = toErrorBody(error, lang);
  return Array.isArray(body.message) ? body.message.join('; ') : body.message;
}

/**
 * One due occurrence, in its own transaction: claimed (skipped when another trigger has it or it is done), its
 * document created in a savepoint dated the occurrence date, then marked created, or failed with the reason.
 */
async function runOne(ctx: AppContext, call: TenantCall, lang: Lang, recurringid: number, seq: number): Promise<{ created?: RunResult['created'][number]; failed?: RunResult['failed'][number] } | null> {
  return inTenant(ctx, call, async (tx) => {
    const claimed = await claimOccurrence(tx, call.tenantId, recurringid, seq);
    if (!claimed) return null;
    const { detail, schedule } = claimed;
    const item: RunItem = { recurringid, recurringno: schedule.recurringno, seq, date: detail.estimateddate, form: schedule.transtype };
    try {
      const kind = kindOf(schedule.transtype);
      const number = schedule.isassigninvno ? occurrenceNumber(schedule.startinvno, seq) : null;
      const body = parseBody(kind, occurrenceBody(kind, schedule.recurringdata as Body, detail.estimateddate, number), lang);
      // The form's create opens a savepoint inside this transaction: a refusal undoes only the document.
      const data = await createDocument({ ...ctx, db: tx as unknown as Db }, call, kind, body, lang);
      const invoiceid = Number(data[kind.decl.fields.id] ?? data.id);
      const invoiceno = kind.decl.fields.number ? ((data[kind.decl.fields.number] as string | undefined) ?? null) : null;
      await markCreated(tx, call.tenantId, recurringid, seq, invoiceid, invoiceno);
      return { created: { ...item, invoiceid, invoiceno } };
    } catch (error) {
      const reason = reasonOf(error, lang);
      await markFailed(tx, call.tenantId, recurringid, seq, reason);
      return { failed: { ...item, error: reason } };
    }
  });
}

/**
 * Creates the occurrences due by `until` (today in the company's time zone unless given) of the company's active
 * schedules, or of schedule `id` alone; a failing one does not stop the others. Safe to run concurrently: each
 * occurrence is claimed with its row locked, so it is created once however many triggers run.
 */
export async function runDue(ctx: AppContext, call: TenantCall, lang: Lang, options: { until?: string; id?: number } = {}): Promise<RunResult> {
  const until = options.until ?? companyToday();
  const due = await inTenant(ctx, call, (tx) => dueOccurrences(tx, call.tenantId, until, options.id));
  const result: RunResult = { created: [], failed: [] };
  for (const { recurringid, seq } of due) {
    const outcome = await runOne(ctx, call, lang, recurringid, seq);
    if (outcome?.created) result.created.push(outcome.created);
    if (outcome?.failed) result.failed.push(outcome.failed);
  }
  return result;
}

/**
 * Before a month is closed: the occurrences due by its last day are created first (in Indonesian, the company's
 * default language, for the reasons of those that fail); a failure does not stop the closing.
 */
export async function runDueByMonthEnd(ctx: AppContext, call: TenantCall, year: number, month: number): Promise<RunResult> {
  // Only for a member who may close the books: anyone else is refused the closing, and creates nothing before it.
  if (!(await inTenant(ctx, call, (tx) => hasRight(tx, call, 'period-end', 'akses')))) return { created: [], failed: [] };
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return runDue(ctx, call, 'id', { until: `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}` });
}
