import { Alert, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreference } from '../../company/api.ts';
import type { ScreenProps } from '../../workspace/screens.ts';
import { useRefreshApprovals } from './approval-admin-api.ts';
import { AuthorizationTab } from './AuthorizationTab.tsx';
import { RulesTab } from './RulesTab.tsx';
import { useAdminNames } from './use-admin-names.ts';
import './approval-admin.css';

/** Otorisasi Persetujuan (issue 14): who may approve each transaction form, and the rules that pick approvers by level. */
export default function ApprovalAdminScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation('approvalsAdmin');
  const names = useAdminNames(tenantId);
  const refresh = useRefreshApprovals(tenantId);
  const preference = usePreference(tenantId);
  const off = preference.data !== undefined && !preference.data.pcompany.approval;

  return (
    <section className="approval-admin" data-testid="approval-admin">
      {off && <Alert type="info" showIcon message={t('approvalOff')} className="approval-admin__off" data-testid="approval-off" />}
      <Tabs
        className="approval-admin__tabs"
        items={[
          { key: 'authorization', label: t('authorizationTab'), children: <AuthorizationTab tenantId={tenantId} rights={rights} names={names} onChanged={() => void refresh()} /> },
          { key: 'rules', label: t('rulesTab'), children: <RulesTab tenantId={tenantId} rights={rights} names={names} onChanged={() => void refresh()} /> },
        ]}
      />
    </section>
  );
}
