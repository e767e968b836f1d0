import { translate, trimZeros } from '@lontar/core';
import Decimal from 'decimal.js';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import { accountsByIds, findAsset } from './fixed-asset.repo.ts';
import { documentLines, periodEndDepreciation, type HistoryLine } from './asset-history.repo.ts';

/**
 * GET general-ledger-history-fasset/{assetid}: every journal line that concerns the asset — its acquisition, the
 * depreciation of each month (the asset's share of the period end's journal, or the disposal's catch-up), its
 * disposal and every reversal — in date order, each with the running accumulated depreciation (credits less debits
 * on the asset's accumulated depreciation account) and book value (the asset account's balance less that).
 */
export async function assetLedgerHistory(ctx: AppContext, call: TenantCall, assetid: number) {
  return inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, 'fixed-asset', 'akses'))) throw new AppError('NO_ACCESS_OPEN_FORM', { form: 'fixed-asset' }, { status: 403, publicCode: 'ACCESS_DENIED' });
    const asset = await findAsset(tx, call.tenantId, assetid);
    if (!asset) throw new AppError('NOT_FOUND');
    const lines = await documentLines(tx, call.tenantId, assetid);
    const monthly = await periodEndDepreciation(tx, call.tenantId, assetid);
    if (monthly.length > 0) {
      const accounts = await accountsByIds(tx, call.tenantId, [asset.expenseglaccnt, asset.accumglaccnt]);
      for (const m of monthly) {
        const month = `${String(m.period).slice(0, 4)}-${String(m.period).slice(4)}`;
        const description = translate('id', 'FA_DEPRECIATION_LINE', { month, code: asset.assetcode });
        const side = (glid: number, amount: string, seq: number): HistoryLine => {
          const a = accounts.get(glid)!;
          return { journalid: m.journalid, transdate: m.transdate, form: m.form, period: m.period, reversalOf: null, seq, glid, glaccount: a.glaccount, accountname: a.accountname, amount, description };
        };
        lines.push(side(asset.expenseglaccnt, m.amount, 1), side(asset.accumglaccnt, new Decimal(m.amount).negated().toFixed(), 2));
      }
    }
    lines.sort((a, b) => (a.transdate < b.transdate ? -1 : a.transdate > b.transdate ? 1 : a.journalid - b.journalid || a.seq - b.seq));
    // An asset recorded against a purchase posted elsewhere has no acquisition journal: it starts at its cost and opening.
    const own = asset.acquisitionjournalid === null;
    let accumulated = new Decimal(own ? asset.accumopening : 0);
    let carrying = new Decimal(own ? asset.cost : 0);
    const listdata = lines.map((l) => {
      const amount = new Decimal(l.amount);
      if (l.glid === asset.accumglaccnt) accumulated = accumulated.minus(amount);
      if (l.glid === asset.assetglaccnt) carrying = carrying.plus(amount);
      return {
        journalid: l.journalid,
        transdate: l.transdate,
        form: l.form,
        period: l.period,
        glid: l.glid,
        glaccount: l.glaccount,
        accountname: l.accountname,
        description: l.description,
        debit: amount.gt(0) ? trimZeros(amount.toFixed()) : '0',
        credit: amount.lt(0) ? trimZeros(amount.negated().toFixed()) : '0',
        reversal: l.reversalOf !== null,
        accumulated: trimZeros(accumulated.toFixed()),
        bookvalue: trimZeros(carrying.minus(accumulated).toFixed()),
      };
    });
    return { listdata, total: listdata.length, page: 1, size: listdata.length, asset: { assetid: asset.assetid, assetcode: asset.assetcode, assetname: asset.assetname } };
  });
}
