import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { branch, glaccount, glaccountType, item } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';
import { IS_POSTABLE_ACCOUNT } from '../ledger/account-sql.ts';

const notParent = IS_POSTABLE_ACCOUNT;
const accountFields = {
  glid: glaccount.glid,
  glaccount: glaccount.glaccount,
  accountname: glaccount.accountname,
  accountname2: glaccount.accountnameEn,
  accounttype: glaccount.accounttype,
  currencyid: glaccount.currencyid,
};

/** Postable (child-less, not suspended) accounts of the given types. */
export function accountsByType(tx: Tx, tenantId: number, types: number[]) {
  return tx
    .select(accountFields)
    .from(glaccount)
    .where(and(eq(glaccount.tenantId, tenantId), inArray(glaccount.accounttype, types), eq(glaccount.suspended, false), notParent))
    .orderBy(asc(glaccount.glaccount));
}

/** Postable cash and bank accounts usable in a currency: in that currency, or with none set (base). */
export function accountsForCurrency(tx: Tx, tenantId: number, currencyid: number | undefined) {
  return tx
    .select(accountFields)
    .from(glaccount)
    .where(
      and(
        eq(glaccount.tenantId, tenantId),
        eq(glaccount.accounttype, 1),
        eq(glaccount.suspended, false),
        notParent,
        currencyid ? or(eq(glaccount.currencyid, currencyid), isNull(glaccount.currencyid)) : undefined,
      ),
    )
    .orderBy(asc(glaccount.glaccount));
}

export function accountTypes(tx: Tx, tenantId: number) {
  return tx
    .select({ typeid: glaccountType.typeid, typename: glaccountType.typename, typename2: glaccountType.typenameEn, normal: glaccountType.normal, statement: glaccountType.statement })
    .from(glaccountType)
    .where(eq(glaccountType.tenantId, tenantId))
    .orderBy(asc(glaccountType.typeid));
}

export function branches(tx: Tx, tenantId: number) {
  return tx.select({ branchid: branch.branchid, branchname: branch.branchname }).from(branch).where(eq(branch.tenantId, tenantId)).orderBy(asc(branch.branchname));
}

export async function itemUnits(tx: Tx, tenantId: number, itemid: number) {
  const [row] = await tx
    .select({ unit1: item.unit1, unit2: item.unit2, unit3: item.unit3, ratio2: item.ratio2, ratio3: item.ratio3 })
    .from(item)
    .where(and(eq(item.tenantId, tenantId), eq(item.itemid, itemid)));
  return row;
}
