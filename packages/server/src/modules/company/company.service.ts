import { ROLES, SCREENS, type TCompanyProfile, type TRightEntry } from '@lontar/core';
import type { AppContext } from '../../platform/context.ts';
import { accessDenied, AppError } from '../../platform/errors.ts';
import { hasRight, inTenant, rightsOn, type TenantCall } from '../../platform/tenant-access.ts';
import { findMembership } from '../tenant/tenant.repo.ts';
import { listDateFormats, listRights, readCompany, upsertRight, writeCompany } from './preference.repo.ts';

function toProfile(row: NonNullable<Awaited<ReturnType<typeof readCompany>>>) {
  const { tenantId: _t, createdAt: _c, updatedAt: _u, ...rest } = row;
  return { ...rest, startdate: rest.startdate ?? '', fiscalyear: rest.fiscalyear ? String(rest.fiscalyear) : '' };
}

export async function getCompany(ctx: AppContext, call: TenantCall) {
  return inTenant(ctx, call, async (tx) => {
    const row = await readCompany(tx, call.tenantId);
    if (!row) throw new AppError('COMPANY_NOT_FOUND');
    return toProfile(row);
  });
}

/** Company information: needs edit rights on the company screen; stale versions are refused. */
export async function saveCompany(ctx: AppContext, call: TenantCall, input: TCompanyProfile) {
  return inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, 'company', 'ubah'))) throw accessDenied('NO_ACCESS_PREFERENCES');
    const current = await readCompany(tx, call.tenantId);
    if (!current) throw new AppError('COMPANY_NOT_FOUND');
    if (input.version !== undefined && input.version !== current.version) throw new AppError('STALE_VERSION');
    const { version: _v, fiscalyear, ...rest } = input;
    return toProfile(await writeCompany(tx, call.tenantId, { ...rest, fiscalyear: Number(fiscalyear) }));
  });
}

export async function dateFormats(ctx: AppContext, call: TenantCall) {
  return inTenant(ctx, call, (tx) => listDateFormats(tx, call.tenantId));
}

/** A user's rights per screen; reading someone else's needs "change user permissions". */
export async function getPrivileges(ctx: AppContext, call: TenantCall, userId: number) {
  const member = await findMembership(ctx.db, call.tenantId, userId);
  if (!member) throw new AppError('NOT_FOUND');
  return inTenant(ctx, call, async (tx) => {
    if (userId !== call.userId && !(await hasRight(tx, call, 'user-permissions', 'akses'))) throw accessDenied('NO_ACCESS_PERMISSIONS');
    const stored = new Map((await listRights(tx, call.tenantId, userId)).map((r) => [r.screen, r]));
    const subject = { ...call, userId, roleId: member.membership.roleId };
    const hakAksesList = await Promise.all(
      SCREENS.map(async (s) => {
        const r = member.membership.roleId === ROLES.ADMINISTRATOR ? await rightsOn(tx, subject, s.screen) : stored.get(s.screen);
        const flags = r ?? { akses: false, tambah: false, ubah: false, hapus: false, preview: false, export: false, jurnal: false };
        return { module: s.module, form: s.form, screen: s.screen, description: s.description.id, akses: flags.akses, tambah: flags.tambah, ubah: flags.ubah, hapus: flags.hapus, preview: flags.preview, export: flags.export, jurnal: flags.jurnal };
      }),
    );
    return { hakAksesList, user: { userId, roleId: member.membership.roleId, transcode: SCREENS.map((s) => s.form) } };
  });
}

/** Saves rights for listed screens; needs "change user permissions". Unknown screens are refused. */
export async function savePrivileges(ctx: AppContext, call: TenantCall, userId: number, entries: TRightEntry[]) {
  const member = await findMembership(ctx.db, call.tenantId, userId);
  if (!member) throw new AppError('NOT_FOUND');
  const known = new Set(SCREENS.map((s) => s.screen));
  const unknown = entries.find((e) => !known.has(e.screen));
  if (unknown) throw new AppError('V_UNKNOWN_SCREEN', { screen: unknown.screen });
  await inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, 'user-permissions', 'akses'))) throw accessDenied('NO_ACCESS_PERMISSIONS');
    for (const e of entries) {
      await upsertRight(tx, { tenantId: call.tenantId, userId, screen: e.screen, akses: e.akses, tambah: e.tambah, ubah: e.ubah, hapus: e.hapus, preview: e.preview, export: e.export, jurnal: e.jurnal });
    }
  });
  return getPrivileges(ctx, call, userId);
}

/** Copies every right of `source` onto `copy` (PUT clone-privileges/{copy}/{source}). */
export async function clonePrivileges(ctx: AppContext, call: TenantCall, copy: number, source: number) {
  const from = await getPrivileges(ctx, call, source);
  return savePrivileges(ctx, call, copy, from.hakAksesList);
}
