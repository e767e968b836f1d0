import { listNames } from '@lontar/core';
import { Form, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBranches, useMembers } from '../masters-api.ts';

/**
 * Who may use a record (spec 002 §6): all users, or only the listed users and branches (allusers, detailuser,
 * detailbranch).
 */
export function AccessFields({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation('masters');
  const members = useMembers(tenantId);
  const branches = useBranches(tenantId);
  const allUsers = Form.useWatch<boolean | undefined>('allusers') ?? true;
  const userIds = Form.useWatch<number[] | undefined>('detailuser') ?? [];
  const branchIds = Form.useWatch<number[] | undefined>('detailbranch') ?? [];
  const chosen = [
    ...userIds.map((id) => members.data?.find((member) => member.userId === id)?.name ?? `#${id}`),
    ...branchIds.map((id) => branches.data?.find((branch) => branch.branchid === id)?.branchname ?? `#${id}`),
  ];
  return (
    <div className="access-fields">
      <Typography.Paragraph type="secondary">{t('accessHint')}</Typography.Paragraph>
      <Form.Item name="allusers" label={t('fields.allusers')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {!allUsers && (
        <div className="field-grid">
          <Form.Item name="detailuser" label={t('fields.detailuser')}>
            <Select
              mode="multiple"
              loading={members.isLoading}
              onOpenChange={(open) => open && void members.refetch()}
              showSearch={{ optionFilterProp: 'label' }}
              options={(members.data ?? []).map((member) => ({ value: member.userId, label: `${member.name} (${member.email})` }))}
            />
          </Form.Item>
          <Form.Item name="detailbranch" label={t('fields.detailbranch')}>
            <Select
              mode="multiple"
              loading={branches.isLoading}
              onOpenChange={(open) => open && void branches.refetch()}
              showSearch={{ optionFilterProp: 'label' }}
              options={(branches.data ?? []).map((branch) => ({ value: branch.branchid, label: branch.branchname }))}
            />
          </Form.Item>
        </div>
      )}
      {!allUsers && chosen.length > 0 && (
        <Typography.Text type="secondary" data-testid="access-summary">
          {t('accessOnly', { names: listNames(chosen) })}
        </Typography.Text>
      )}
    </div>
  );
}
