import { ROLES, translate, type Lang } from '@lontar/core';
import type { UserRow } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { accessDenied, AppError } from '../../platform/errors.ts';
import { linkMail } from '../../platform/mail.ts';
import { enterTenant, withTx } from '../../platform/tx.ts';
import { findUserByEmail } from '../user/user.repo.ts';
import { deleteRights, insertRights } from './provision.repo.ts';
import {
  acceptInvitations,
  deleteInvitation,
  deleteMembership,
  findInvitation,
  findMembership,
  findMembershipRow,
  insertMembership,
  listInvitations,
  listMembers,
  setMemberRole,
  upsertInvitation,
} from './tenant.repo.ts';

/** Only the owner or an ADMINISTRATOR manages a company's members; others get 403, non-members 404. */
async function requireManager(ctx: AppContext, tenantId: number, userId: number) {
  const row = await findMembership(ctx.db, tenantId, userId);
  if (!row) throw new AppError('COMPANY_NOT_FOUND');
  if (!row.membership.owner && row.membership.roleId !== ROLES.ADMINISTRATOR) throw accessDenied('NO_ACCESS_MEMBERS');
  return row;
}

export async function membersOf(ctx: AppContext, tenantId: number, userId: number) {
  if (!(await findMembership(ctx.db, tenantId, userId))) throw new AppError('COMPANY_NOT_FOUND');
  const members = (await listMembers(ctx.db, tenantId)).map((m) => ({ ...m, pending: false }));
  const invited = (await listInvitations(ctx.db, tenantId)).map((i) => ({ id: -i.id, userId: null, name: '', email: i.email, roleId: i.roleId, owner: false, pending: true }));
  return [...members, ...invited];
}

/** Adds an existing user (with the role's default rights), or mails an invitation that joins on sign-up. */
export async function addMember(ctx: AppContext, inviter: UserRow, input: { tenantId: number; email: string; roleId: number }, lang: Lang) {
  const { tenant } = await requireManager(ctx, input.tenantId, inviter.id);
  const user = await findUserByEmail(ctx.db, input.email);
  if (user) {
    const added = await withTx(ctx.db, async (tx) => {
      const row = await insertMembership(tx, { tenantId: input.tenantId, userId: user.id, roleId: input.roleId, owner: false });
      if (!row) return undefined;
      await enterTenant(tx, input.tenantId);
      await insertRights(tx, input.tenantId, user.id, input.roleId);
      return row;
    });
    if (!added) throw new AppError('MEMBER_EXISTS');
    return { data: { id: added.id, userId: user.id, name: user.name, email: user.email, roleId: added.roleId, owner: false, pending: false }, message: translate(lang, 'MEMBER_ADDED') };
  }
  await upsertInvitation(ctx.db, { tenantId: input.tenantId, email: input.email, roleId: input.roleId, invitedBy: inviter.id });
  const link = `${ctx.config.appUrl}/register?email=${encodeURIComponent(input.email)}`;
  const params = { company: tenant.name, inviter: inviter.name, link };
  // The invitee has no stored language yet; the inviter's is the best guess.
  await ctx.mailer.send(linkMail({ lang, to: input.email, subjectKey: 'MAIL_INVITE_SUBJECT', bodyKey: 'MAIL_INVITE_BODY', buttonKey: 'MAIL_BUTTON_INVITE', params }));
  return { data: { id: 0, userId: null, name: '', email: input.email, roleId: input.roleId, owner: false, pending: true }, message: translate(lang, 'INVITATION_SENT', { email: input.email }) };
}

async function memberForChange(ctx: AppContext, id: number, managerId: number) {
  const member = await findMembershipRow(ctx.db, id);
  if (!member) throw new AppError('NOT_FOUND');
  await requireManager(ctx, member.tenantId, managerId);
  if (member.owner) throw new AppError('CANNOT_CHANGE_OWNER');
  return member;
}

export async function changeMemberRole(ctx: AppContext, managerId: number, id: number, roleId: number) {
  const member = await memberForChange(ctx, id, managerId);
  return withTx(ctx.db, async (tx) => {
    const row = await setMemberRole(tx, id, roleId);
    await enterTenant(tx, member.tenantId);
    await insertRights(tx, member.tenantId, member.userId, roleId);
    return row;
  });
}

/** Removes a member, or withdraws a pending invitation (negative id, as the member list shows it). */
export async function removeMember(ctx: AppContext, managerId: number, id: number) {
  if (id < 0) return withdrawInvitation(ctx, managerId, -id);
  const member = await memberForChange(ctx, id, managerId);
  await withTx(ctx.db, async (tx) => {
    await deleteMembership(tx, id);
    await enterTenant(tx, member.tenantId);
    await deleteRights(tx, member.tenantId, member.userId);
  });
}

async function withdrawInvitation(ctx: AppContext, managerId: number, invitationId: number) {
  const invitation = await findInvitation(ctx.db, invitationId);
  if (!invitation) throw new AppError('NOT_FOUND');
  await requireManager(ctx, invitation.tenantId, managerId);
  await deleteInvitation(ctx.db, invitationId);
}

/** At sign-up: every invitation for the address becomes a membership with its role's rights. */
export async function joinInvitedCompanies(ctx: AppContext, user: { id: number; email: string }) {
  await withTx(ctx.db, async (tx) => {
    const joined = await acceptInvitations(tx, user.email, user.id);
    for (const j of joined) {
      await enterTenant(tx, j.tenantId);
      await insertRights(tx, j.tenantId, user.id, j.roleId);
    }
  });
}
