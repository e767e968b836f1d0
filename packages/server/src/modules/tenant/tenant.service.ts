import { randomInt } from 'node:crypto';
import { ROLES } from '@lontar/core';
import type { UserRow } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { accessDenied, AppError } from '../../platform/errors.ts';
import { enterTenant, sqlState, withTx } from '../../platform/tx.ts';
import { provisionCompany } from './provision.repo.ts';
import { seedSampleLedger } from './sample-ledger.ts';
import { seedSampleCompany } from './sample.repo.ts';
import { deleteTenant, findMembership, insertMembership, insertTenant, listTenantsOfUser, tenantNameTaken, updateTenant, type TenantStatus } from './tenant.repo.ts';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The opaque, URL-safe key of /open={datasourcekey}: 15 random alphanumerics (spec 000 §9), ~89 bits. */
export function newDatasourceKey(): string {
  let key = '';
  for (let i = 0; i < 15; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

function toListItem(row: Awaited<ReturnType<typeof listTenantsOfUser>>[number]) {
  return { ...row, status: row.status as TenantStatus };
}

export async function listCompanies(ctx: AppContext, userId: number, status: TenantStatus) {
  return (await listTenantsOfUser(ctx.db, userId, status)).map(toListItem);
}

export async function isNameAvailable(ctx: AppContext, name: string) {
  return !(await tenantNameTaken(ctx.db, name));
}

/** Creates the company and provisions all of its starting data in one transaction. */
export async function createCompany(ctx: AppContext, user: UserRow, input: { name: string; sample?: boolean }) {
  if (await tenantNameTaken(ctx.db, input.name)) throw new AppError('TENANT_NAME_TAKEN');
  try {
    const created = await withTx(ctx.db, async (tx) => {
      // The sample company comes with a complete profile (seedSampleCompany): it opens without the setup wizard.
      const tenant = await insertTenant(tx, { name: input.name, datasourcekey: newDatasourceKey(), ownerUserId: user.id, prepared: Boolean(input.sample) });
      await insertMembership(tx, { tenantId: tenant.id, userId: user.id, roleId: ROLES.ADMINISTRATOR, owner: true });
      await enterTenant(tx, tenant.id);
      await provisionCompany(tx, { tenantId: tenant.id, companyname: input.name, email: user.email, phone: user.phone, ownerUserId: user.id });
      if (input.sample) await seedSampleCompany(tx, tenant.id);
      return { tenantId: tenant.id, name: tenant.name, datasourcekey: tenant.datasourcekey, status: 'active' as const, prepared: tenant.prepared };
    });
    // The demo postings go through the ledger services, each in its own transaction, once the company exists.
    if (input.sample) await seedSampleLedger(ctx, { tenantId: created.tenantId, tenantName: created.name, userId: user.id, username: user.username });
    return created;
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('TENANT_NAME_TAKEN');
    throw error;
  }
}

async function membershipOrNotFound(ctx: AppContext, tenantId: number, userId: number) {
  const row = await findMembership(ctx.db, tenantId, userId);
  if (!row) throw new AppError('COMPANY_NOT_FOUND');
  return row;
}

/** Rename: the owner or an ADMINISTRATOR of the company. */
export async function renameCompany(ctx: AppContext, userId: number, tenantId: number, name: string) {
  const { membership } = await membershipOrNotFound(ctx, tenantId, userId);
  if (!membership.owner && membership.roleId !== ROLES.ADMINISTRATOR) throw accessDenied('OWNER_ONLY');
  if (await tenantNameTaken(ctx.db, name, tenantId)) throw new AppError('TENANT_NAME_TAKEN');
  try {
    const t = await updateTenant(ctx.db, tenantId, { name });
    return { tenantId: t.id, name: t.name, datasourcekey: t.datasourcekey, status: t.status, prepared: t.prepared };
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('TENANT_NAME_TAKEN');
    throw error;
  }
}

/** Archive, restore or delete (purge): owner only. */
export async function changeCompanyStatus(ctx: AppContext, userId: number, tenantId: number, status: TenantStatus | 'deleted') {
  const { membership } = await membershipOrNotFound(ctx, tenantId, userId);
  if (!membership.owner) throw accessDenied('OWNER_ONLY');
  if (status === 'deleted') {
    await deleteTenant(ctx.db, tenantId);
    return { tenantId, status };
  }
  const t = await updateTenant(ctx.db, tenantId, { status });
  return { tenantId: t.id, status: t.status };
}
