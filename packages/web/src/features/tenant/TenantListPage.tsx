import { ExperimentOutlined, PlusOutlined } from '@ant-design/icons';
import { ROLES } from '@lontar/core';
import { Button, Card, Empty, Skeleton, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-store.ts';
import { notify } from '../../ui/notices.ts';
import { SetupWizard } from '../setup/SetupWizard.tsx';
import { useCreateTenant, useRenameTenant, useTenantList, type TenantList, type TenantMembership } from './api.ts';
import { CompanyNameModal, type CompanyNameValues } from './CompanyNameModal.tsx';
import { MembersDrawer } from './MembersDrawer.tsx';
import { TenantCard, type TenantAction } from './TenantCard.tsx';
import './tenant.css';
import { useEnterCompany } from './use-enter-company.ts';
import { useTenantStatus } from './use-tenant-status.ts';

type NameDialog = { mode: 'create'; sample: boolean } | { mode: 'rename'; tenant: TenantMembership } | null;

/** /tenant: the user's companies and the archive (spec 000 §2 "Company (tenant) list"). */
export function TenantListPage() {
  const { t } = useTranslation('company');
  const [list, setList] = useState<TenantList>('active');
  const active = useTenantList('active');
  const archived = useTenantList('archived');
  const [nameDialog, setNameDialog] = useState<NameDialog>(null);
  const [membersOf, setMembersOf] = useState<TenantMembership | null>(null);
  const [setupFor, setSetupFor] = useState<TenantMembership | null>(null);
  const create = useCreateTenant();
  const rename = useRenameTenant();
  const status = useTenantStatus();
  const enter = useEnterCompany();

  // Opening: a prepared company goes to its workspace, any other one first through "Persiapan Awal" (spec 000 §4).
  const open = (tenant: TenantMembership) => (tenant.prepared ? enter(tenant.datasourcekey) : setSetupFor(tenant));

  const onAction = (action: TenantAction, tenant: TenantMembership) => {
    switch (action) {
      case 'open':
        return open(tenant);
      case 'close':
        return status.close();
      case 'rename':
        return setNameDialog({ mode: 'rename', tenant });
      case 'members':
        return setMembersOf(tenant);
      case 'archive':
        return status.archive(tenant);
      case 'restore':
        return status.restore(tenant);
      case 'delete':
        return status.remove(tenant);
    }
  };

  const submitName = (values: CompanyNameValues) => {
    if (nameDialog?.mode === 'rename') {
      const { tenant } = nameDialog;
      rename.mutate(
        { tenantId: tenant.tenantId, name: values.name.trim() },
        {
          onSuccess: () => {
            notify.success(t('renamedDone', { name: values.name.trim() }));
            setNameDialog(null);
          },
        },
      );
      return;
    }
    create.mutate(
      { name: values.name.trim(), ...(values.sample ? { sample: true } : {}) },
      {
        onSuccess: (created) => {
          notify.success(t('createdDone', { name: created.name }));
          setNameDialog(null);
          setList('active');
          // A new company goes straight on to "Persiapan Awal"; the sample company, which comes prepared, opens.
          open({ ...created, roleId: ROLES.ADMINISTRATOR, owner: true });
        },
      },
    );
  };

  const tabs = [
    { key: 'active' as const, label: t('tabActive'), query: active },
    { key: 'archived' as const, label: t('tabArchived'), query: archived },
  ];

  return (
    <div className="tenant-list">
      {/* The buttons sit under the title on the left (on a phone in a bar at the bottom): notices come at the top right
          (spec 000) and would cover them. */}
      <div className="page-header tenant-list__header">
        <div>
          <Typography.Title level={2}>{t('title')}</Typography.Title>
          <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
        </div>
        <div className="page-header__actions">
          <Button icon={<ExperimentOutlined />} onClick={() => setNameDialog({ mode: 'create', sample: true })}>
            {t('sampleButton')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setNameDialog({ mode: 'create', sample: false })}>
            {t('createButton')}
          </Button>
        </div>
      </div>
      <Tabs
        activeKey={list}
        onChange={(key) => setList(key as TenantList)}
        items={tabs.map(({ key, label, query }) => ({
          key,
          label: query.data ? `${label} (${query.data.length})` : label,
          children: <TenantGrid list={key} tenants={query.data} onAction={onAction} />,
        }))}
      />
      <CompanyNameModal
        key={nameDialog?.mode === 'rename' ? `rename-${nameDialog.tenant.tenantId}` : `create-${String(nameDialog?.sample)}`}
        open={nameDialog !== null}
        mode={nameDialog?.mode ?? 'create'}
        initial={nameDialog?.mode === 'rename' ? { name: nameDialog.tenant.name } : { name: '', sample: nameDialog?.sample ?? false }}
        saving={create.isPending || rename.isPending}
        onSubmit={submitName}
        onClose={() => setNameDialog(null)}
      />
      <MembersDrawer tenant={membersOf} onClose={() => setMembersOf(null)} />
      {setupFor && (
        <SetupWizard
          tenant={setupFor}
          onClose={() => setSetupFor(null)}
          onDone={() => {
            setSetupFor(null);
            enter(setupFor.datasourcekey);
          }}
        />
      )}
    </div>
  );
}

interface TenantGridProps {
  list: TenantList;
  tenants: TenantMembership[] | undefined;
  onAction: (action: TenantAction, tenant: TenantMembership) => void;
}

function TenantGrid({ list, tenants, onAction }: TenantGridProps) {
  const { t } = useTranslation('company');
  const opened = useSession((s) => s.opened);
  if (!tenants) return <Skeleton active />;
  if (!tenants.length) {
    return (
      <Card>
        <Empty
          description={
            <>
              <Typography.Text strong>{list === 'active' ? t('empty') : t('emptyArchive')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{list === 'active' ? t('emptyHint') : t('emptyArchiveHint')}</Typography.Text>
            </>
          }
        />
      </Card>
    );
  }
  return (
    <div className="tenant-grid">
      {tenants.map((tenant) => (
        <TenantCard key={tenant.tenantId} tenant={tenant} list={list} opened={opened?.id === tenant.datasourcekey} onAction={onAction} />
      ))}
    </div>
  );
}
