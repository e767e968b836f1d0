import { DeleteOutlined, SafetyCertificateOutlined, UserAddOutlined } from '@ant-design/icons';
import { ROLES, ZEmail } from '@lontar/core';
import { Avatar, Button, Drawer, Form, Grid, Input, Popconfirm, Select, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coreLang } from '../../app/i18n/language.ts';
import { useSession } from '../../app/session/session-store.ts';
import { notify } from '../../ui/notices.ts';
import { zodRule } from '../../ui/zod-rule.ts';
import type { TenantMembership } from './api.ts';
import { useAddMember, useChangeMemberRole, useMembers, useRemoveMember, type TenantMember } from './members-api.ts';
import { RightsModal } from './RightsModal.tsx';
import { ROLE_IDS, roleKey } from './roles.ts';
import './tenant.css';

interface MembersDrawerProps {
  tenant: TenantMembership | null;
  onClose: () => void;
}

/** A company's users (spec 000 §2, §6): add by e-mail with a role, change a role, remove; the owner stays as is. */
export function MembersDrawer({ tenant, onClose }: MembersDrawerProps) {
  const { t } = useTranslation('company');
  const phone = !Grid.useBreakpoint().sm;
  return (
    <Drawer
      open={tenant !== null}
      title={tenant ? t('membersTitle', { name: tenant.name }) : undefined}
      onClose={onClose}
      size={phone ? '100%' : 560}
      destroyOnHidden
      className="members-drawer"
    >
      {tenant && <Members tenantId={tenant.tenantId} />}
    </Drawer>
  );
}

function Members({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation('company');
  const members = useMembers(tenantId);
  const me = useSession((s) => s.user);
  const [rightsOf, setRightsOf] = useState<TenantMember | null>(null);
  const mine = members.data?.find((m) => m.userId !== null && m.userId === me?.id);
  const manager = Boolean(mine && (mine.owner || mine.roleId === ROLES.ADMINISTRATOR));
  // Owners and administrators hold every right; only the others have rights to set.
  const hasOwnRights = (m: TenantMember) => !m.owner && !m.pending && m.roleId !== ROLES.ADMINISTRATOR;
  return (
    <>
      <AddMemberForm tenantId={tenantId} />
      <Typography.Title level={5} className="members__heading">
        {t('membersList')}
      </Typography.Title>
      {members.data ? (
        <ul className="member-list">
          {members.data.map((member) => (
            <MemberRow key={member.id} tenantId={tenantId} member={member} onRights={manager && hasOwnRights(member) ? () => setRightsOf(member) : undefined} />
          ))}
        </ul>
      ) : (
        <Skeleton active avatar />
      )}
      {rightsOf && (
        <RightsModal
          tenantId={tenantId}
          member={rightsOf}
          others={(members.data ?? []).filter((m) => m.id !== rightsOf.id && !m.pending && m.userId !== null)}
          onClose={() => setRightsOf(null)}
        />
      )}
    </>
  );
}

interface AddMemberValues {
  email: string;
  roleId: number;
}

function useRoleOptions() {
  const { t } = useTranslation('company');
  return ROLE_IDS.map((id) => ({ value: id, label: t(roleKey(id) ?? 'role3') }));
}

function AddMemberForm({ tenantId }: { tenantId: number }) {
  const { t, i18n } = useTranslation('company');
  const lang = coreLang(i18n.language);
  const [form] = Form.useForm<AddMemberValues>();
  const add = useAddMember(tenantId);
  const roles = useRoleOptions();
  const submit = (values: AddMemberValues) =>
    add.mutate(
      { email: ZEmail.parse(values.email), roleId: values.roleId },
      {
        onSuccess: (res) => {
          if (res.message) notify.success(res.message);
          form.resetFields();
        },
      },
    );
  return (
    <Form<AddMemberValues> form={form} layout="vertical" onFinish={submit} initialValues={{ email: '', roleId: 3 }} className="members__add" name="add-member">
      <Form.Item name="email" label={t('memberEmail')} required rules={[zodRule(ZEmail, { label: t('memberEmail'), lang })]} extra={t('memberEmailHint')}>
        <Input inputMode="email" autoComplete="off" />
      </Form.Item>
      <div className="members__add-row">
        <Form.Item name="roleId" label={t('role')}>
          <Select options={roles} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} loading={add.isPending}>
            {t('addMember')}
          </Button>
        </Form.Item>
      </div>
    </Form>
  );
}

function initials(text: string): string {
  return text.trim().slice(0, 1).toUpperCase() || '?';
}

function MemberRow({ tenantId, member, onRights }: { tenantId: number; member: TenantMember; onRights?: () => void }) {
  const { t } = useTranslation(['company', 'common']);
  const me = useSession((s) => s.user);
  const roles = useRoleOptions();
  const changeRole = useChangeMemberRole(tenantId);
  const remove = useRemoveMember(tenantId);
  // The owner keeps the role; a pending invitation's role changes once the person has joined (it can be withdrawn).
  const editable = !member.owner && !member.pending;
  const display = member.name || member.email;

  const role = editable ? (
    <Select
      value={member.roleId}
      options={roles}
      onChange={(roleId: number) => changeRole.mutate({ id: member.id, roleId }, { onSuccess: () => notify.success(t('roleChanged')) })}
      loading={changeRole.isPending}
      aria-label={t('roleOf', { name: display })}
      className="member__role"
      popupMatchSelectWidth={false}
    />
  ) : (
    <Tag>{t(roleKey(member.roleId) ?? 'role3')}</Tag>
  );

  return (
    <li className="member" data-testid="member-row">
      <Avatar className="member__avatar">{initials(display)}</Avatar>
      <div className="member__text">
        <div className="member__name">
          <Typography.Text strong>{display}</Typography.Text>
          {member.owner && <Tag color="gold">{t('owner')}</Tag>}
          {member.pending && <Tag color="orange">{t('pending')}</Tag>}
          {member.userId !== null && member.userId === me?.id && <Tag color="blue">{t('you')}</Tag>}
        </div>
        {member.name && <Typography.Text type="secondary" className="member__email">{member.email}</Typography.Text>}
      </div>
      <div className="member__controls">
        {role}
        {onRights && (
          <Tooltip title={t('rightsOf', { name: display })}>
            <Button type="text" icon={<SafetyCertificateOutlined />} onClick={onRights} aria-label={t('rightsOf', { name: display })} />
          </Tooltip>
        )}
        {!member.owner && (
          <Popconfirm
            title={t(member.pending ? 'withdrawInvitationTitle' : 'removeMemberTitle', { name: display })}
            description={t('common:deleteConfirm')}
            okText={t('common:yes')}
            cancelText={t('common:no')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() => remove.mutateAsync(member.id).then(() => notify.success(t(member.pending ? 'invitationWithdrawn' : 'memberRemoved')), () => undefined)}
          >
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t(member.pending ? 'withdrawInvitation' : 'removeMember', { name: display })} />
          </Popconfirm>
        )}
      </div>
    </li>
  );
}
