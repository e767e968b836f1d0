import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Rights } from '@lontar/core';
import { Button, Grid, List, Popconfirm, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../../app/api/error-handler.ts';
import { showAmount, useFormats } from '../../../ui/document/formats.ts';
import { notify } from '../../../ui/notices.ts';
import { useBranches } from '../../masters/masters-api.ts';
import { deleteRule, useRules, type ApprovalRule } from './approval-admin-api.ts';
import { APPROVAL_FORMS } from './approval-forms.ts';
import { RuleDialog } from './RuleDialog.tsx';
import { approverChain } from './rule-values.ts';
import type { ApprovalNames } from './use-admin-names.ts';

interface Props {
  tenantId: number;
  rights: Rights;
  names: ApprovalNames;
  onChanged: () => void;
}

/** The approval rules by form: what each asks (branch, minimums) and who approves, level by level. */
export function RulesTab({ tenantId, rights, names, onChanged }: Props) {
  const { t } = useTranslation('approvalsAdmin');
  const formats = useFormats();
  const phone = !Grid.useBreakpoint().md;
  const rules = useRules(tenantId);
  const branches = useBranches(tenantId);
  const [filter, setFilter] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ rule: ApprovalRule | undefined } | null>(null);
  const shown = (rules.data ?? []).filter((rule) => filter === null || rule.form === filter);

  const branchOf = (rule: ApprovalRule) => (rule.branchid === null ? t('allBranches') : (branches.data?.find((b) => b.branchid === rule.branchid)?.branchname ?? `#${rule.branchid}`));
  const minimum = (rule: ApprovalRule) => {
    const parts = [
      rule.minamount !== null ? `≥ Rp ${showAmount(rule.minamount, formats)}` : null,
      rule.mindiscount !== null ? `${t('mindiscount').replace(/ \(%\)$/, '')} ≥ ${showAmount(rule.mindiscount, formats, 0)}%` : null,
    ].filter(Boolean);
    return parts.length ? parts.join(' · ') : t('noMinimum');
  };
  const chain = (rule: ApprovalRule) => approverChain(rule.approvers, names.member);
  const label = (rule: ApprovalRule) => rule.description || names.form(rule.form);

  const remove = async (rule: ApprovalRule) => {
    try {
      await deleteRule(tenantId, rule.id);
      notify.success(t('deleted'));
      onChanged();
    } catch (error) {
      handleApiError(error);
    }
  };

  const actions = (rule: ApprovalRule): ReactNode[] => [
    rights.ubah && <Button key="edit" type="text" icon={<EditOutlined />} onClick={() => setDialog({ rule })} aria-label={`${t('edit')} ${label(rule)}`} />,
    rights.hapus && (
      <Popconfirm key="delete" title={t('deleteQuestion', { rule: label(rule) })} okText={t('yes')} cancelText={t('no')} okButtonProps={{ danger: true }} onConfirm={() => remove(rule)}>
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('delete')} ${label(rule)}`} />
      </Popconfirm>
    ),
  ].filter(Boolean);

  const columns: ColumnsType<ApprovalRule> = [
    { key: 'form', title: t('form'), width: 170, render: (_, rule) => names.form(rule.form) },
    { key: 'description', title: t('description'), dataIndex: 'description', ellipsis: true },
    { key: 'branch', title: t('branch'), width: 130, render: (_, rule) => branchOf(rule) },
    { key: 'minimum', title: t('minamount'), width: 200, align: 'right', render: (_, rule) => minimum(rule) },
    { key: 'approvers', title: t('approvers'), width: 240, render: (_, rule) => chain(rule) },
    { key: 'allowself', title: t('allowselfShort'), width: 110, render: (_, rule) => (rule.allowself ? t('yes') : t('no')) },
    { key: 'actions', title: t('actions'), width: 96, render: (_, rule) => <span className="approval-admin__actions">{actions(rule)}</span> },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary" className="approval-admin__hint">
        {t('rulesHint')}
      </Typography.Paragraph>
      <div className="approval-admin__bar">
        <Select
          className="approval-admin__filter"
          allowClear
          placeholder={t('allForms')}
          aria-label={t('form')}
          value={filter}
          onChange={(value: string | undefined) => setFilter(value ?? null)}
          options={APPROVAL_FORMS.map((form) => ({ value: form, label: names.form(form) }))}
        />
        {rights.tambah && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ rule: undefined })}>
            {t('newRule')}
          </Button>
        )}
      </div>
      {phone ? (
        <List
          className="approval-admin__rules"
          bordered
          loading={rules.isLoading}
          dataSource={shown}
          rowKey={(rule) => rule.id}
          locale={{ emptyText: t('noRules') }}
          renderItem={(rule) => (
            <List.Item data-testid="approval-rule-row" actions={actions(rule)}>
              <List.Item.Meta
                title={
                  <>
                    {names.form(rule.form)} {rule.description && <Typography.Text type="secondary">· {rule.description}</Typography.Text>}
                  </>
                }
                description={
                  <div className="approval-admin__card">
                    <span>{minimum(rule)}</span>
                    <span>{branchOf(rule)}</span>
                    <span>{chain(rule)}</span>
                    {rule.allowself && <Tag>{t('allowselfShort')}</Tag>}
                  </div>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Table<ApprovalRule>
          className="approval-admin__rules"
          size="small"
          rowKey="id"
          loading={rules.isLoading}
          columns={columns}
          dataSource={shown}
          pagination={false}
          locale={{ emptyText: t('noRules') }}
          onRow={() => ({ 'data-testid': 'approval-rule-row' }) as React.HTMLAttributes<HTMLElement>}
        />
      )}
      <RuleDialog tenantId={tenantId} open={dialog !== null} rule={dialog?.rule} form={filter} names={names} onClose={() => setDialog(null)} onSaved={onChanged} />
    </>
  );
}
