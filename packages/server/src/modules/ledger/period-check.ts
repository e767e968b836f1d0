import { periodWindow, type PeriodWindowSettings } from '@lontar/core';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { isClosed, periodOf, periodWindowSettings } from './period.repo.ts';

/** A date before the books start, or in a closed month, cannot be posted to (API.md §6, Period end). */
export async function checkPeriod(tx: Tx, tenantId: number, transdate: string, startdate: string | null) {
  if (startdate && transdate < startdate) throw new AppError('PERIOD_NOT_PERMITTED', {}, { status: 409 });
  if (await isClosed(tx, tenantId, periodOf(transdate))) throw new AppError('PERIOD_CLOSED', {}, { status: 409 });
  if (periodWindow(transdate, await periodWindowSettings(tx, tenantId)) === 'refuse') throw new AppError('PERIOD_ERROR_WINDOW', {}, { status: 409 });
}

/** checkPeriod on settings already read (the posting context), in the same order of refusals. */
export function checkPeriodIn(transdate: string, p: { startdate: string | null; closed: boolean; windows: PeriodWindowSettings }) {
  if (p.startdate && transdate < p.startdate) throw new AppError('PERIOD_NOT_PERMITTED', {}, { status: 409 });
  if (p.closed) throw new AppError('PERIOD_CLOSED', {}, { status: 409 });
  if (periodWindow(transdate, p.windows) === 'refuse') throw new AppError('PERIOD_ERROR_WINDOW', {}, { status: 409 });
}

