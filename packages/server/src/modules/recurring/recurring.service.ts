import { RECURRING_STATUS, translate, type Lang } from '@lontar/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { writeAudit } from '../forms/audit.repo.ts';
import { findById } from '../forms/form.repo.ts';
import { readRecord } from '../forms/form.service.ts';
import { RECURRING_FORM } from './recurring.def.ts';
import { runDue, type RunResult } from './recurring-run.ts';
import { listSchedules, occurrencesOf, setStatus, type ScheduleListQuery } from './recurring.repo.ts';

/** The services of the recurring schedules beyond the generic master verbs: the list screen, stop/resume, run. */

const ACTION = { akses: 'ACTION_OPEN', ubah: 'ACTION_EDIT' } as const;

async function requireRight(tx: Tx, call: TenantCall, flag: 'akses' | 'ubah', lang: Lang) {
  if (!(await hasRight(tx, call, 'recurring', flag))) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, ACTION[flag]) }, { status: 403, publicCode: 'ACCESS_DENIED' });
}

export async function listRecurring(ctx: AppContext, call: TenantCall, q: ScheduleListQuery, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, 'akses', lang);
    const { rows, total } = await listSchedules(tx, call.tenantId, q);
    return { listdata: rows, total, page: q.page, size: q.size };
  });
}

/**
 * Stops a schedule (nothing more is created until it is resumed) or resumes it: active again, or finished when
 * every occurrence is already created.
 */
export async function setRunning(ctx: AppContext, call: TenantCall, id: number, running: boolean, lang: Lang) {
  await inTenant(ctx, call, async (tx) => {
    const current = await findById(tx, RECURRING_FORM, call.tenantId, id);
    if (!current) throw new AppError('NOT_FOUND');
    await requireRight(tx, call, 'ubah', lang);
    const left = (await occurrencesOf(tx, call.tenantId, id)).some((o) => o.status !== 1);
    const status = running ? (left ? RECURRING_STATUS.ACTIVE : RECURRING_STATUS.FINISHED) : RECURRING_STATUS.STOPPED;
    if (status === current.status) return;
    await setStatus(tx, call.tenantId, id, status);
    await writeAudit(tx, { tenantId: call.tenantId, form: 'recurring', recordid: id, action: 'update', userid: call.userId, username: call.username, changes: { status: [current.status, status] } });
  });
  return readRecord(ctx, call, RECURRING_FORM, id, lang);
}

/** `POST recurring/run`: a member who may open the schedules creates what is due now (of one schedule, or all). */
export async function runNow(ctx: AppContext, call: TenantCall, id: number | undefined, lang: Lang): Promise<RunResult> {
  await inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, 'akses', lang);
    if (id !== undefined && !(await findById(tx, RECURRING_FORM, call.tenantId, id))) throw new AppError('NOT_FOUND');
  });
  return runDue(ctx, call, lang, { id });
}

/** Background runs still going, per process: the server waits for them before it closes the database. */
const running = new Map<number, Promise<unknown>>();

/**
 * Runs what is due for the company in the background after a member enters it; never fails the entry, and one
 * run at a time per company (a second entry meanwhile has nothing to add). A member without the recurring right
 * starts nothing.
 */
export function triggerRecurring(ctx: AppContext, call: TenantCall, lang: Lang): void {
  if (running.has(call.tenantId)) return;
  const job = (async () => {
    const allowed = await inTenant(ctx, call, (tx) => hasRight(tx, call, 'recurring', 'akses'));
    if (allowed) await runDue(ctx, call, lang);
  })()
    .catch((error: unknown) => ctx.log.warn({ err: error, tenantId: call.tenantId }, 'recurring run after company entry failed'))
    .finally(() => running.delete(call.tenantId));
  running.set(call.tenantId, job);
}

/** Waits for the background runs (server shutdown, tests). */
export async function settleRecurring(): Promise<void> {
  await Promise.allSettled([...running.values()]);
}

/**
 * `onResponse` of the route a workspace reads when a member enters the company (`GET master/preference`): after a
 * successful answer, what is due is created in the background.
 */
export function afterCompanyEntry(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode < 300 && request.tenantCall) triggerRecurring(ctx, request.tenantCall, request.lang);
  };
}
