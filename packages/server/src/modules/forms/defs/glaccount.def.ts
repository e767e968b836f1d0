import { ZGlAccountForm } from '@lontar/core';
import { and, eq, sql } from 'drizzle-orm';
import { glaccount } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors.ts';
import type { FormDef, Row } from '../form-def.ts';

/**
 * Chart of accounts: a parent/child tree. A parent must have the same account type, cannot be the account
 * itself or one of its descendants, and an account with postings or children is a parent (not postable).
 */
export const GLACCOUNT_FORM: FormDef = {
  name: 'glaccount',
  screen: () => 'glaccount',
  table: glaccount,
  idField: 'glid',
  noField: 'glaccount',
  searchFields: ['glaccount', 'accountname', 'accountnameEn'],
  sortFields: ['glaccount', 'accountname', 'accounttype', 'glid'],
  baseFields: ['glaccount', 'accountname', 'accounttype', 'parentaccount', 'subaccount', 'suspended'],
  typeField: 'accounttype',
  limited: true,
  schema: ZGlAccountForm,
  toApi: (row: Row) => {
    const { accountnameEn, ...rest } = row;
    return { ...rest, accountname2: accountnameEn };
  },
  toRow: (d: Row) => {
    const { accountname2, ...rest } = d;
    return { ...rest, accountnameEn: accountname2 ?? '', subaccount: d.parentaccount != null };
  },
  async validate(tx, call, data, current) {
    const parentId = data.parentaccount as number | null;
    if (parentId == null) return;
    const [parent] = await tx.select().from(glaccount).where(and(eq(glaccount.tenantId, call.tenantId), eq(glaccount.glid, parentId)));
    if (!parent) throw new AppError('V_REF_NOT_FOUND', { field: 'parentaccount' }, { status: 400 });
    if (parent.accounttype !== data.accounttype) throw new AppError('PARENT_TYPE_MISMATCH', {}, { status: 400 });
    if (current) {
      const loop = (await tx.execute(sql`
        with recursive up(glid, parentaccount) as (
          select glid, parentaccount from glaccount where tenant_id = ${call.tenantId} and glid = ${parentId}
          union all
          select g.glid, g.parentaccount from glaccount g join up on g.glid = up.parentaccount and g.tenant_id = ${call.tenantId})
        select 1 from up where glid = ${current.glid as number} limit 1`)) as unknown as { rows: unknown[] };
      if (loop.rows.length) throw new AppError('PARENT_LOOP', {}, { status: 400 });
    }
  },
};
