import { ROLES, type RightFlag, type Rights } from '@lontar/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { privilege } from '../db/schema/index.ts';
import type { AppContext } from './context.ts';
import { AppError } from './errors.ts';
import { authenticateTenantUser, authenticateUser, type UserAuth } from './auth.ts';
import { withTenant, type Tx } from './tx.ts';

export interface TenantCall {
  tenantId: number;
  userId: number;
  roleId: number;
  owner: boolean;
  tenantName: string;
  /** For audit rows: the control-plane users table is out of reach inside a tenant transaction. */
  username: string;
}

/** A tenant call from the authenticated user and their membership row. */
function callFrom(tenantId: number, auth: UserAuth, row: { membership: { roleId: number; owner: boolean }; tenant: { name: string } }): TenantCall {
  return { tenantId, userId: auth.user.id, roleId: row.membership.roleId, owner: row.membership.owner, tenantName: row.tenant.name, username: auth.user.username };
}

/**
 * onRequest hook for /api/tenant/:tenantId/… routes: authenticates the user (as requireUser does) and checks
 * the membership in the same round trip, before the body is validated, so another company's id answers 404
 * whatever is sent. A bad company id still needs a valid session first (401 before 404).
 */
export function requireTenantMember(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const raw = (request.params as { tenantId?: string }).tenantId ?? '';
    const tenantId = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
    if (!tenantId) {
      request.userAuth = await authenticateUser(ctx.kit, ctx.db, request);
      throw new AppError('COMPANY_NOT_FOUND');
    }
    const { auth, membership } = await authenticateTenantUser(ctx.kit, ctx.db, request, tenantId);
    request.userAuth = auth;
    if (!membership) throw new AppError('COMPANY_NOT_FOUND');
    request.tenantCall = callFrom(tenantId, auth, membership);
  };
}

export function callOf(request: FastifyRequest): TenantCall {
  if (!request.tenantCall) throw new AppError('COMPANY_NOT_FOUND');
  return request.tenantCall;
}

/** Runs fn in the tenant's request transaction (RLS context). */
export function inTenant<T>(ctx: AppContext, call: TenantCall, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTenant(ctx.db, call.tenantId, fn);
}

/** The caller's rights on a screen; an ADMINISTRATOR has all of them. */
export async function rightsOn(tx: Tx, call: TenantCall, screen: string): Promise<Rights> {
  if (call.roleId === ROLES.ADMINISTRATOR) return { akses: true, tambah: true, ubah: true, hapus: true, preview: true, export: true, jurnal: true };
  const [row] = await tx
    .select()
    .from(privilege)
    .where(and(eq(privilege.tenantId, call.tenantId), eq(privilege.userId, call.userId), eq(privilege.screen, screen)));
  return row ?? { akses: false, tambah: false, ubah: false, hapus: false, preview: false, export: false, jurnal: false };
}

export async function hasRight(tx: Tx, call: TenantCall, screen: string, flag: RightFlag): Promise<boolean> {
  return (await rightsOn(tx, call, screen))[flag];
}
