import { EditOutlined } from '@ant-design/icons';
import type { Rights } from '@lontar/core';
import { Button, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthorizations } from './approval-admin-api.ts';
import { APPROVAL_FORMS } from './approval-forms.ts';
import { AuthorizationDialog } from './AuthorizationDialog.tsx';
import type { ApprovalNames } from './use-admin-names.ts';

interface Props {
  tenantId: number;
  rights: Rights;
  names: ApprovalNames;
  onChanged: () => void;
}

/** Every transaction form with the members who may approve it; "Ubah" chooses them. */
export function AuthorizationTab({ tenantId, rights, names, onChanged }: Props) {
  const { t } = useTranslation('approvalsAdmin');
  const authorizations = useAuthorizations(tenantId);
  const [editing, setEditing] = useState<string | null>(null);
  const usersOf = (form: string) => authorizations.data?.find((row) => row.form === form)?.users ?? [];

  return (
    <>
      <Typography.Paragraph type="secondary" className="approval-admin__hint">
        {t('authorizationHint')}
      </Typography.Paragraph>
      <List
        className="approval-admin__forms"
        bordered
        loading={authorizations.isLoading}
        dataSource={[...APPROVAL_FORMS]}
        rowKey={(form) => form}
        renderItem={(form) => {
          const users = usersOf(form);
          const caption = names.form(form);
          return (
            <List.Item data-testid={`approval-auth-${form}`}>
              <div className="approval-admin__form">
                <span className="approval-admin__caption">{caption}</span>
                <span className="approval-admin__members">
                  {users.length ? users.map((userId) => <Tag key={userId}>{names.member(userId)}</Tag>) : <Typography.Text type="secondary">{t('noMembers')}</Typography.Text>}
                </span>
              </div>
              {rights.ubah && (
                <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(form)} aria-label={`${t('edit')} ${caption}`}>
                  {t('edit')}
                </Button>
              )}
            </List.Item>
          );
        }}
      />
      <AuthorizationDialog tenantId={tenantId} form={editing} users={editing ? usersOf(editing) : []} names={names} onClose={() => setEditing(null)} onSaved={onChanged} />
    </>
  );
}
