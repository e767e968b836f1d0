import { bookSchedule, formatIssues, reverseLines, signOf, translate, ZFixedAssetDisposal, ZFixedAssetUndoDisposal, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { hasRight, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { auditChanges, writeAudit } from '../forms/audit.repo.ts';
import { FIXED_ASSET_FORM } from '../forms/defs/assets.defs.ts';
import { inTenantNamingLocks, LockedBy, lockedByOther } from '../forms/edit-lock.ts';
import type { Row } from '../forms/form-def.ts';
import { toApi } from '../forms/form.service.ts';
import { journalLines, writeJournal } from '../ledger/journal.repo.ts';
import { checkPeriod } from '../ledger/period-check.ts';
import { periodOf } from '../ledger/period.repo.ts';
import { checkAccounts } from './asset-type.rules.ts';
import { BOOK_DECIMALS, disposalLines, disposalLoss } from './fixed-asset-journal.ts';
import { booksStart, deleteDepreciationOfJournal, depreciationRows, insertDepreciation, lockAsset, setDisposal, type AssetRow } from './fixed-asset.repo.ts';
import { assetFigures, postingOf } from './fixed-asset.service.ts';

/**
 * Disposal of a fixed asset (sale or write-off) and its undo: POST fixed-asset/disposed, PUT fixed-asset/undoDisposed.
 * The disposal journal (form `fixed-asset-disposal`, docid = assetid, dated the disposal) first posts the depreciation
 * of months before the disposal month that no period end posted, then takes the asset out of the books.
 */

const FORM = 'fixed-asset-disposal';
const UNAUDITED = new Set(['version', 'locked_by', 'locked_time', 'createdat', 'updatedat']);

function parse<T extends z.ZodType>(schema: T, body: unknown, lang: Lang): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(formatIssues(result.error.issues, lang));
  return result.data;
}

const monthOf = (date: string) => date.slice(0, 7);
const periodOfMonth = (month: string) => periodOf(`${month}-01`);

/** The asset locked for the change, after the caller's right, the edit lock and the version are checked. */
async function lockedForChange(tx: Tx, call: TenantCall, assetid: number, version: number, lang: Lang): Promise<{ asset: AssetRow; stale: boolean }> {
  if (!(await hasRight(tx, call, 'fixed-asset', 'ubah'))) {
    throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_EDIT') }, { status: 403, publicCode: 'ACCESS_DENIED' });
  }
  const asset = await lockAsset(tx, call.tenantId, assetid);
  if (!asset) throw new AppError('NOT_FOUND');
  if (lockedByOther(asset, call.userId)) throw new LockedBy(Number(asset.lockedBy));
  return { asset, stale: asset.version !== version };
}

async function answer(tx: Tx, call: TenantCall, before: AssetRow, after: AssetRow) {
  const a = await assetFigures(tx, call.tenantId, toApi(FIXED_ASSET_FORM, before as unknown as Row));
  const b = await assetFigures(tx, call.tenantId, toApi(FIXED_ASSET_FORM, after as unknown as Row));
  await writeAudit(tx, { tenantId: call.tenantId, form: FIXED_ASSET_FORM.name, recordid: after.assetid, action: 'update', userid: call.userId, username: call.username, changes: auditChanges(a, b, UNAUDITED) });
  return b;
}

/** The months before the disposal month, from the books' start, that no period end has depreciated. */
function catchUpMonths(asset: AssetRow, posted: ReadonlySet<number>, disposaldate: string, start: string | null) {
  const startMonth = start ? monthOf(start) : undefined;
  const schedule = bookSchedule(
    { cost: asset.cost, residu: asset.residu, accumopening: asset.accumopening, depmethod: asset.depmethod, estimatedlife: asset.estimatedlife, depreciationrate: asset.depreciationrate, usagedate: asset.usagedate },
    BOOK_DECIMALS,
    startMonth,
  );
  return schedule.filter((m) => m.month < monthOf(disposaldate) && (!startMonth || m.month >= startMonth) && !posted.has(periodOfMonth(m.month)) && signOf(m.amount) !== 0);
}

export async function disposeAsset(ctx: AppContext, call: TenantCall, body: unknown, lang: Lang) {
  const d = parse(ZFixedAssetDisposal, body, lang);
  return inTenantNamingLocks(ctx, call, async (tx) => {
    const { asset, stale } = await lockedForChange(tx, call, d.assetid, d.version, lang);
    if (asset.disposed) throw new AppError('FA_ALREADY_DISPOSED', {}, { status: 409 });
    if (stale) throw new AppError('STALE_VERSION');
    if (d.disposaldate < asset.purchasedate) throw new AppError('FA_DISPOSAL_BEFORE_PURCHASE', {}, { status: 400 });
    const start = await booksStart(tx, call.tenantId);
    await checkPeriod(tx, call.tenantId, d.disposaldate, start);
    const sold = d.disposaltype === 0;
    if (!sold && signOf(d.proceeds) > 0) throw new AppError('FA_WRITEOFF_PROCEEDS', {}, { status: 400 });
    if (sold && signOf(d.proceeds) > 0 && d.proceedsglaccnt === null) throw new AppError('FA_PROCEEDS_ACCOUNT_REQUIRED', {}, { status: 400 });
    const posted = await depreciationRows(tx, call.tenantId, asset.assetid);
    const late = posted.find((r) => r.period >= periodOf(d.disposaldate));
    if (late) throw new AppError('FA_DEPRECIATED_AFTER_DISPOSAL', { month: `${String(late.period).slice(0, 4)}-${String(late.period).slice(4)}` }, { status: 409 });
    const catchUp = catchUpMonths(asset, new Set(posted.map((r) => r.period)), d.disposaldate, start);
    const accumulated = [...posted.map((r) => r.amount), ...catchUp.map((m) => m.amount)].reduce((s, v) => s.plus(v), new Decimal(asset.accumopening));
    const posting = postingOf(asset as unknown as Row);
    const proceeds = sold ? d.proceeds : '0';
    const loss = disposalLoss(posting, { accumulated: accumulated.toFixed(), proceeds });
    if (!loss.isZero() && d.gainlossglaccnt === null) throw new AppError('FA_GAINLOSS_ACCOUNT_REQUIRED', {}, { status: 400 });
    await checkAccounts(tx, call.tenantId, [
      { field: 'proceedsglaccnt', glid: d.proceedsglaccnt, kind: 'any' },
      { field: 'gainlossglaccnt', glid: d.gainlossglaccnt, kind: 'profitloss' },
    ]);
    const code = asset.assetcode;
    const lines = disposalLines(
      posting,
      { catchUp: catchUp.map((m) => ({ month: m.month, amount: m.amount })), accumulated: accumulated.toFixed(), proceeds, proceedsglaccnt: d.proceedsglaccnt, gainlossglaccnt: d.gainlossglaccnt },
      { disposal: translate('id', 'FA_DISPOSAL_JOURNAL', { code }), month: (month) => translate('id', 'FA_DEPRECIATION_LINE', { month, code }) },
    );
    const journalid = await writeJournal(
      tx,
      { tenantId: call.tenantId, form: FORM, docid: asset.assetid, docno: code, transdate: d.disposaldate, description: translate('id', 'FA_DISPOSAL_JOURNAL', { code }), reversalOf: null, userid: call.userId },
      lines,
    );
    await insertDepreciation(tx, call.tenantId, asset.assetid, catchUp.map((m) => ({ period: periodOfMonth(m.month), amount: m.amount })), journalid);
    const after = await setDisposal(tx, call.tenantId, asset.assetid, {
      disposed: true,
      disposaldate: d.disposaldate,
      disposaltype: d.disposaltype,
      proceeds,
      proceedsglaccnt: sold ? d.proceedsglaccnt : null,
      gainlossglaccnt: d.gainlossglaccnt,
      disposalnote: d.disposalnote,
      disposaljournalid: journalid,
    });
    return answer(tx, call, asset, after);
  });
}

export async function undoDisposal(ctx: AppContext, call: TenantCall, body: unknown, lang: Lang) {
  const d = parse(ZFixedAssetUndoDisposal, body, lang);
  return inTenantNamingLocks(ctx, call, async (tx) => {
    const { asset, stale } = await lockedForChange(tx, call, d.assetid, d.version, lang);
    if (!asset.disposed || asset.disposaljournalid === null || asset.disposaldate === null) throw new AppError('FA_NOT_DISPOSED', {}, { status: 409 });
    if (stale) throw new AppError('STALE_VERSION');
    await checkPeriod(tx, call.tenantId, asset.disposaldate, await booksStart(tx, call.tenantId));
    const journalid = Number(asset.disposaljournalid);
    const lines = await journalLines(tx, call.tenantId, journalid);
    await writeJournal(
      tx,
      { tenantId: call.tenantId, form: FORM, docid: asset.assetid, docno: asset.assetcode, transdate: asset.disposaldate, description: translate('id', 'FA_DISPOSAL_JOURNAL', { code: asset.assetcode }), reversalOf: journalid, userid: call.userId },
      reverseLines(lines),
    );
    await deleteDepreciationOfJournal(tx, call.tenantId, asset.assetid, journalid);
    const after = await setDisposal(tx, call.tenantId, asset.assetid, {
      disposed: false,
      disposaldate: null,
      disposaltype: null,
      proceeds: '0',
      proceedsglaccnt: null,
      gainlossglaccnt: null,
      disposalnote: '',
      disposaljournalid: null,
    });
    return answer(tx, call, asset, after);
  });
}
