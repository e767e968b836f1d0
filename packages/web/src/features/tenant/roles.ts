import { ROLES } from '@lontar/core';
import type { TenantMembership } from './api.ts';

export const ROLE_IDS = [ROLES.ADMINISTRATOR, ROLES.SUPERVISOR, ROLES.USER] as const;

/** The `company` locale key naming a role. */
export function roleKey(roleId: number): 'role1' | 'role2' | 'role3' | undefined {
  if (roleId === ROLES.ADMINISTRATOR) return 'role1';
  if (roleId === ROLES.SUPERVISOR) return 'role2';
  if (roleId === ROLES.USER) return 'role3';
  return undefined;
}

/** Rename and members: the owner or an ADMINISTRATOR (API.md §6). */
export function canManage(tenant: TenantMembership): boolean {
  return tenant.owner || tenant.roleId === ROLES.ADMINISTRATOR;
}

/** Archive, restore and delete: the owner only. */
export function canChangeStatus(tenant: TenantMembership): boolean {
  return tenant.owner;
}
