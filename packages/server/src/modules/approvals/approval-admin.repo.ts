import type { TApprovalRule } from '@lontar/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import type { RuleRow } from './approval.repo.ts';

/** Authorization per form and the approval rules (migration 0051). */

const rowsOf = async <T>(tx: Tx, q: SQL): Promise<T[]> => ((await tx.execute(q)) as unknown as { rows: T[] }).rows;

/** The members authorized per form (one form, or every form). */
export async function authorizations(tx: Tx, tenantId: number, form?: string): Promise<{ form: string; userid: number }[]> {
  return rowsOf(
    tx,
    sql`select form, userid::int as userid from approval_authorization where tenant_id = ${tenantId} ${form ? sql`and form = ${form}` : sql``} order by form, userid`,
  );
}

export async function replaceAuthorization(tx: Tx, tenantId: number, form: string, users: readonly number[]) {
  await tx.execute(sql`delete from approval_authorization where tenant_id = ${tenantId} and form = ${form}`);
  if (users.length > 0) {
    await tx.execute(sql`insert into approval_authorization (tenant_id, form, userid) select ${tenantId}, ${form}, u from unnest(${`{${users.join(',')}}`}::bigint[]) u`);
  }
}

export async function isAuthorized(tx: Tx, tenantId: number, form: string, userid: number): Promise<boolean> {
  const rows = await rowsOf(tx, sql`select 1 from approval_authorization where tenant_id = ${tenantId} and form = ${form} and userid = ${userid}`);
  return rows.length > 0;
}

/** The forms' rules still naming a member no longer authorized (refused before the authorization is saved). */
export async function rulesNaming(tx: Tx, tenantId: number, form: string, outside: readonly number[]): Promise<{ id: number; userid: number }[]> {
  if (outside.length === 0) return [];
  return rowsOf(
    tx,
    sql`select r.id::int as id, a.value::int as userid from approval_rule r, jsonb_array_elements_text(r.approvers) a
        where r.tenant_id = ${tenantId} and r.form = ${form} and a.value::bigint = any(${`{${outside.join(',')}}`}::bigint[]) order by r.id limit 1`,
  );
}

export async function branchExists(tx: Tx, tenantId: number, branchid: number): Promise<boolean> {
  return (await rowsOf(tx, sql`select 1 from branch where tenant_id = ${tenantId} and branchid = ${branchid}`)).length > 0;
}

const RULE = sql`r.id::int as id, r.form, r.description, r.branchid::int as branchid, r.minamount::text as minamount,
  r.mindiscount::text as mindiscount, r.approvers, r.allowself, r.version`;

export async function listRules(tx: Tx, tenantId: number, form?: string): Promise<RuleRow[]> {
  return rowsOf(tx, sql`select ${RULE} from approval_rule r where r.tenant_id = ${tenantId} ${form ? sql`and r.form = ${form}` : sql``} order by r.form, r.id`);
}

export async function findRule(tx: Tx, tenantId: number, id: number): Promise<RuleRow | undefined> {
  const [row] = await rowsOf<RuleRow>(tx, sql`select ${RULE} from approval_rule r where r.tenant_id = ${tenantId} and r.id = ${id}`);
  return row;
}

export async function insertRule(tx: Tx, tenantId: number, r: TApprovalRule): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into approval_rule (tenant_id, form, description, branchid, minamount, mindiscount, approvers, allowself)
        values (${tenantId}, ${r.form}, ${r.description}, ${r.branchid}, ${r.minamount}::numeric, ${r.mindiscount}::numeric, ${JSON.stringify(r.approvers)}::jsonb, ${r.allowself})
        returning id::int as id`,
  );
  return row!.id;
}

/** Updates a rule at the version the client read; false when it changed meanwhile. */
export async function updateRule(tx: Tx, tenantId: number, id: number, version: number, r: TApprovalRule): Promise<boolean> {
  const rows = await rowsOf(
    tx,
    sql`update approval_rule set form = ${r.form}, description = ${r.description}, branchid = ${r.branchid}, minamount = ${r.minamount}::numeric,
          mindiscount = ${r.mindiscount}::numeric, approvers = ${JSON.stringify(r.approvers)}::jsonb, allowself = ${r.allowself},
          version = version + 1, updated_at = now()
        where tenant_id = ${tenantId} and id = ${id} and version = ${version} returning id`,
  );
  return rows.length > 0;
}

export async function deleteRule(tx: Tx, tenantId: number, id: number): Promise<boolean> {
  return (await rowsOf(tx, sql`delete from approval_rule where tenant_id = ${tenantId} and id = ${id} returning id`)).length > 0;
}
