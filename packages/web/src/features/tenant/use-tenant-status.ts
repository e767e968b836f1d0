import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-store.ts';
import { notify } from '../../ui/notices.ts';
import { useChangeTenantStatus, type TenantMembership, type TenantStatusChange } from './api.ts';

/** Archive, restore and delete (owner only; spec 000 §4 "Company status"), and closing the opened company. */
export function useTenantStatus() {
  const { t } = useTranslation(['company', 'common']);
  const { modal } = App.useApp();
  const status = useChangeTenantStatus();
  const opened = useSession((s) => s.opened);
  const closeCompany = useSession((s) => s.closeCompany);

  const change = (tenant: TenantMembership, next: TenantStatusChange, done: string) =>
    status.mutateAsync({ tenantId: tenant.tenantId, status: next }).then(
      () => {
        // An archived or deleted company cannot stay opened.
        if (next !== 'active' && opened?.id === tenant.datasourcekey) closeCompany();
        notify.success(done);
      },
      () => undefined,
    );

  return {
    archive: (tenant: TenantMembership) => void change(tenant, 'archived', t('archivedDone', { name: tenant.name })),
    restore: (tenant: TenantMembership) => void change(tenant, 'active', t('restoredDone', { name: tenant.name })),
    remove: (tenant: TenantMembership) =>
      void modal.confirm({
        title: t('deleteTitle', { name: tenant.name }),
        content: t('deleteWarning', { name: tenant.name }),
        okText: t('delete'),
        okButtonProps: { danger: true },
        cancelText: t('common:cancel'),
        onOk: () => change(tenant, 'deleted', t('deletedDone', { name: tenant.name })),
      }),
    close: () => {
      closeCompany();
      notify.success(t('closedDone'));
    },
  };
}
