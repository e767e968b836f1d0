import { and, asc, eq, sql } from 'drizzle-orm';
import { tenantInvitations, tenants, tenantUsers, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/tx.ts';

export type TenantStatus = 'active' | 'archived';

export async function tenantNameTaken(db: Queryable, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(sql`lower(${tenants.name})`, name.trim().toLowerCase()), exceptId ? sql`${tenants.id} <> ${exceptId}` : undefined))
    .limit(1);
  return Boolean(row);
}

export async function insertTenant(db: Queryable, t: { name: string; datasourcekey: string; ownerUserId: number; prepared?: boolean }) {
  const [row] = await db.insert(tenants).values(t).returning();
  return row!;
}

export async function insertMembership(db: Queryable, m: { tenantId: number; userId: number; roleId: number; owner: boolean }) {
  const [row] = await db.insert(tenantUsers).values(m).onConflictDoNothing().returning();
  return row;
}

/** The user's companies with their membership, for the company list. */
export async function listTenantsOfUser(db: Queryable, userId: number, status: TenantStatus) {
  return db
    .select({
      tenantId: tenants.id,
      name: tenants.name,
      datasourcekey: tenants.datasourcekey,
      status: tenants.status,
      roleId: tenantUsers.roleId,
      owner: tenantUsers.owner,
      prepared: tenants.prepared,
    })
    .from(tenantUsers)
    .innerJoin(tenants, eq(tenants.id, tenantUsers.tenantId))
    .where(and(eq(tenantUsers.userId, userId), eq(tenants.status, status)))
    .orderBy(asc(sql`lower(${tenants.name})`));
}

/** A membership of the user in a company, with the company; undefined when not a member. */
export async function findMembership(db: Queryable, tenantId: number, userId: number) {
  const [row] = await db
    .select({ tenant: tenants, membership: tenantUsers })
    .from(tenantUsers)
    .innerJoin(tenants, eq(tenants.id, tenantUsers.tenantId))
    .where(and(eq(tenantUsers.tenantId, tenantId), eq(tenantUsers.userId, userId)));
  return row;
}

export async function findMembershipByKey(db: Queryable, datasourcekey: string, userId: number) {
  const [row] = await db
    .select({ tenant: tenants, membership: tenantUsers })
    .from(tenantUsers)
    .innerJoin(tenants, eq(tenants.id, tenantUsers.tenantId))
    .where(and(eq(tenants.datasourcekey, datasourcekey), eq(tenantUsers.userId, userId)));
  return row;
}

export async function updateTenant(db: Queryable, id: number, patch: Partial<{ name: string; status: TenantStatus; prepared: boolean }>) {
  const [row] = await db.update(tenants).set(patch).where(eq(tenants.id, id)).returning();
  return row!;
}

/** Deleting the company row cascades to every tenant table (their tenant_id references it). */
export async function deleteTenant(db: Queryable, id: number) {
  await db.delete(tenants).where(eq(tenants.id, id));
}

export async function listMembers(db: Queryable, tenantId: number) {
  return db
    .select({ id: tenantUsers.id, userId: tenantUsers.userId, name: users.name, email: users.email, roleId: tenantUsers.roleId, owner: tenantUsers.owner })
    .from(tenantUsers)
    .innerJoin(users, eq(users.id, tenantUsers.userId))
    .where(eq(tenantUsers.tenantId, tenantId))
    .orderBy(sql`${tenantUsers.owner} desc`, asc(users.name));
}

export async function listInvitations(db: Queryable, tenantId: number) {
  return db.select().from(tenantInvitations).where(eq(tenantInvitations.tenantId, tenantId)).orderBy(asc(tenantInvitations.email));
}

export async function findMemberById(db: Queryable, tenantId: number, id: number) {
  const [row] = await db.select().from(tenantUsers).where(and(eq(tenantUsers.tenantId, tenantId), eq(tenantUsers.id, id)));
  return row;
}

export async function findMembershipRow(db: Queryable, id: number) {
  const [row] = await db.select().from(tenantUsers).where(eq(tenantUsers.id, id));
  return row;
}

export async function setMemberRole(db: Queryable, id: number, roleId: number) {
  const [row] = await db.update(tenantUsers).set({ roleId }).where(eq(tenantUsers.id, id)).returning();
  return row!;
}

export async function deleteMembership(db: Queryable, id: number) {
  await db.delete(tenantUsers).where(eq(tenantUsers.id, id));
}

export async function findInvitation(db: Queryable, id: number) {
  const [row] = await db.select().from(tenantInvitations).where(eq(tenantInvitations.id, id));
  return row;
}

export async function deleteInvitation(db: Queryable, id: number) {
  await db.delete(tenantInvitations).where(eq(tenantInvitations.id, id));
}

export async function upsertInvitation(db: Queryable, inv: { tenantId: number; email: string; roleId: number; invitedBy: number }) {
  await db.execute(sql`
    insert into tenant_invitations (tenant_id, email, role_id, invited_by) values (${inv.tenantId}, ${inv.email}, ${inv.roleId}, ${inv.invitedBy})
    on conflict (tenant_id, lower(email)) do update set role_id = excluded.role_id, invited_by = excluded.invited_by`);
}

/** Turns every invitation for this address into a membership (called at sign-up). */
export async function acceptInvitations(db: Queryable, email: string, userId: number) {
  const invites = await db.delete(tenantInvitations).where(eq(sql`lower(${tenantInvitations.email})`, email.toLowerCase())).returning();
  for (const inv of invites) await insertMembership(db, { tenantId: inv.tenantId, userId, roleId: inv.roleId, owner: false });
  return invites.map((i) => ({ tenantId: i.tenantId, roleId: i.roleId }));
}
