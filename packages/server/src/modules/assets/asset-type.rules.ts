import { ACCOUNT_TYPE, ACCOUNT_TYPES, type MessageKey } from '@lontar/core';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { accountsByIds, type AccountInfo } from './fixed-asset.repo.ts';

/**
 * What kind of account each field of the asset masters takes (as the tax master checks its accounts): the asset
 * account a Fixed Assets account, accumulated depreciation its contra type, depreciation an expense (COGS for a
 * factory's machines), the gain or loss of a disposal any income or expense account; the others any account.
 * Every one must be postable (no sub-accounts).
 */
export type AccountKind = 'fixed' | 'accumulated' | 'expense' | 'profitloss' | 'any';

const PROFIT_LOSS = new Set(ACCOUNT_TYPES.filter((t) => t.statement === 'PL').map((t) => t.typeid));
const KINDS: Record<Exclude<AccountKind, 'any'>, { fits: (type: number) => boolean; message: MessageKey }> = {
  fixed: { fits: (t) => t === ACCOUNT_TYPE.FIXED_ASSET, message: 'FA_ACCOUNT_NOT_FIXED_ASSET' },
  accumulated: { fits: (t) => t === ACCOUNT_TYPE.ACCUMULATED_DEPRECIATION, message: 'FA_ACCOUNT_NOT_ACCUMULATED' },
  expense: { fits: (t) => t === ACCOUNT_TYPE.EXPENSE || t === ACCOUNT_TYPE.OTHER_EXPENSE || t === ACCOUNT_TYPE.COGS, message: 'FA_ACCOUNT_NOT_EXPENSE' },
  profitloss: { fits: (t) => PROFIT_LOSS.has(t), message: 'FA_ACCOUNT_NOT_PROFIT_LOSS' },
};

/** Refuses (400, naming the field) an account the company does not have, a parent account or one of the wrong type. */
export async function checkAccounts(tx: Tx, tenantId: number, fields: readonly { field: string; glid: number | null | undefined; kind: AccountKind }[]): Promise<Map<number, AccountInfo>> {
  const given = fields.filter((f): f is { field: string; glid: number; kind: AccountKind } => typeof f.glid === 'number');
  const accounts = await accountsByIds(tx, tenantId, given.map((f) => f.glid));
  for (const f of given) {
    const account = accounts.get(f.glid);
    if (!account) throw new AppError('V_REF_NOT_FOUND', { field: f.field }, { status: 400 });
    if (account.isParent) throw new AppError('FA_ACCOUNT_NOT_POSTABLE', { field: f.field }, { status: 400 });
    if (f.kind !== 'any' && !KINDS[f.kind].fits(account.accounttype)) throw new AppError(KINDS[f.kind].message, { field: f.field }, { status: 400 });
  }
  return accounts;
}
