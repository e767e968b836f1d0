import { BankOutlined, CloseOutlined, HomeOutlined, MenuOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Drawer, Spin, Tabs, Tooltip, Typography } from 'antd';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import i18n, { languageSwitched } from '../../app/i18n/i18n.ts';
import { paths } from '../../app/routing/paths.ts';
import { signOut } from '../../app/session/session-actions.ts';
import { useSession } from '../../app/session/session-store.ts';
import { FormatsContext } from '../../ui/document/formats.ts';
import { TabFrameContext } from '../../ui/document/tab-guard.ts';
import { WorkspaceNavContext } from '../../ui/workspace-nav.ts';
import { notify } from '../../ui/notices.ts';
import { ApprovalBadge } from '../approvals/queue/ApprovalBadge.tsx';
import { usePrivileges } from '../company/api.ts';
import { MasterScreen } from '../masters/MasterScreen.tsx';
import { MASTER_CONFIGS } from '../masters/registry.ts';
import { CompanyInfoDialog } from '../preferences/CompanyInfoDialog.tsx';
import { PreferencesDialog } from '../preferences/PreferencesDialog.tsx';
import { usePreferencesAccess } from '../preferences/use-preferences-access.ts';
import { SetupWizard } from '../setup/SetupWizard.tsx';
import type { TenantMembership } from '../tenant/api.ts';
import { MembersDrawer } from '../tenant/MembersDrawer.tsx';
import { HomeTab } from './HomeTab.tsx';
import { DraftsOffer } from './DraftsOffer.tsx';
import { dialogOf, needsPreferencesRight, type WorkspaceDialog } from './menu-dialogs.ts';
import { rightsLookup, visibleMenu } from './menu-rights.ts';
import { MENU, type ItemLabel, type MenuEntry } from './menu-tree.ts';
import { useChangeLanguage, useChangeTheme } from './system-api.ts';
import { useCompanyFormats } from './use-company-formats.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';
import { SCREENS } from './screens.ts';
import { HOME_TAB, useWorkspaceTabs } from './use-workspace-tabs.ts';
import { useWorkspaceDrafts } from './use-workspace-drafts.ts';
import { useWorkspaceNavValue } from './use-workspace-nav.ts';
import './workspace.css';
import { WorkspaceMenu, type MenuChoice } from './WorkspaceMenu.tsx';

type Dialog = WorkspaceDialog | null;

interface WorkspaceProps {
  tenant: TenantMembership;
  /** Close company: back to the company list. */
  onLeave: () => void;
}

/**
 * An opened company (spec 001 §2, 002 §2): the menu tree filtered by the user's rights, forms opened as tabs
 * that keep their state, the home tab with the module tiles, and the company dialogs (preferences, setup, users).
 */
export function Workspace({ tenant, onLeave }: WorkspaceProps) {
  const { t } = useTranslation(['workspace', 'menu', 'common']);
  const navigate = useNavigate();
  const me = useSession((s) => s.user);
  const privileges = usePrivileges(tenant.tenantId, me?.id);
  const rights = useMemo(() => rightsLookup(privileges.data?.hakAksesList ?? []), [privileges.data]);
  const menu = useMemo(() => visibleMenu(MENU, rights), [rights]);
  const formats = useCompanyFormats(tenant.tenantId);
  const drafts = useWorkspaceDrafts(me?.id, tenant.tenantId);
  const tabs = useWorkspaceTabs(drafts.slotOf);
  const access = usePreferencesAccess(tenant.tenantId);
  const narrow = useNarrowScreen();
  const [drawer, setDrawer] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const changeLanguage = useChangeLanguage();
  const changeTheme = useChangeTheme();

  // The open tabs are kept with the drafts, so a restore after a lost session opens them again.
  const { keepTabs } = drafts;
  useEffect(() => keepTabs(tabs.tabs, tabs.active), [keepTabs, tabs.tabs, tabs.active]);

  const opensInTab = (key: string) => Boolean(MASTER_CONFIGS[key] || SCREENS[key]);
  const nav = useWorkspaceNavValue(menu, tabs.open, opensInTab);
  const restoreDrafts = () => {
    const set = drafts.restore();
    if (!set) return;
    for (const tab of set.tabs) if (opensInTab(tab.key)) tabs.open({ key: tab.key, label: tab.label as ItemLabel });
    if (set.active && opensInTab(set.active)) tabs.setActive(set.active);
    notify.success(t('draftsRestored'));
  };

  const leave = async () => {
    if (await tabs.closeAll()) onLeave();
  };
  const openDialog = (next: WorkspaceDialog) => {
    if (needsPreferencesRight(next)) void access.check().then((allowed) => allowed && setDialog(next));
    else setDialog(next);
  };

  const runEntry = (entry: MenuEntry) => {
    if (entry.disabled) return;
    switch (entry.action) {
      case 'closeCompany':
        return void leave();
      case 'logout':
        return void tabs.closeAll().then(async (closed) => {
          if (!closed) return;
          await signOut();
          await navigate(paths.login, { replace: true });
        });
      case 'preferences':
      case 'companyInfo':
      case 'initialSetup':
      case 'users':
      {
        const next = dialogOf(entry.action);
        return next ? openDialog(next) : undefined;
      }
      default:
        if (opensInTab(entry.key)) tabs.open({ key: entry.key, label: entry.label });
        else notify.warning(t('common:comingSoon'));
    }
  };

  const choose = (choice: MenuChoice) => {
    setDrawer(false);
    if (choice.kind === 'entry') runEntry(choice.entry);
    // Said in the language just chosen.
    else if (choice.kind === 'language') changeLanguage.mutate(choice.lang, { onSuccess: () => void languageSwitched().then(() => notify.success(i18n.t('workspace:languageChanged'))) });
    else changeTheme.mutate({ theme: choice.theme, colormode: choice.colormode }, { onSuccess: () => notify.success(t('themeChanged')) });
  };

  const items = [
    {
      key: HOME_TAB,
      label: narrow ? <HomeOutlined aria-label={t('home')} /> : (
        <span>
          <HomeOutlined /> {t('home')}
        </span>
      ),
      closable: false,
      children: (
        <TabFrameContext.Provider value={tabs.frameOf(HOME_TAB)}>
          <HomeTab companyName={tenant.name} menu={menu} onOpen={runEntry} />
        </TabFrameContext.Provider>
      ),
    },
    ...tabs.tabs.map((tab) => {
      const config = MASTER_CONFIGS[tab.key];
      const screen = SCREENS[tab.key];
      const Screen = screen?.component;
      return {
        key: tab.key,
        label: <span className="workspace-tab__label">{t(`menu:items.${screen?.tabLabel ?? tab.label}`)}</span>,
        closable: true,
        children: config ? (
          <TabFrameContext.Provider value={tabs.frameOf(tab.key)}>
            <MasterScreen config={config} tenantId={tenant.tenantId} rights={rights(config.screen)} />
          </TabFrameContext.Provider>
        ) : Screen ? (
          <TabFrameContext.Provider value={tabs.frameOf(tab.key)}>
            <Suspense fallback={<Spin className="workspace__screen-loading" />}>
              <Screen tenantId={tenant.tenantId} rights={rights(screen.rights)} />
            </Suspense>
          </TabFrameContext.Provider>
        ) : null,
      };
    }),
  ];

  return (
    <FormatsContext.Provider value={formats}>
      <div className={`workspace${narrow ? ' workspace--narrow' : ''}`}>
        <div className="workspace__bar">
          {narrow && <Button type="text" icon={<MenuOutlined />} aria-label={t('openMenu')} onClick={() => setDrawer(true)} className="workspace__menu-button" />}
          <Typography.Text strong className="workspace__company" data-testid="workspace-company" title={tenant.name}>
            <BankOutlined /> {tenant.name}
          </Typography.Text>
          {!narrow && privileges.isSuccess && <WorkspaceMenu menu={menu} mode="horizontal" onChoose={choose} />}
          <div className="workspace__actions">
            {privileges.isSuccess && <ApprovalBadge tenantId={tenant.tenantId} onOpen={() => tabs.open({ key: 'approvalNotes', label: 'approvalNotes' })} />}
            <Tooltip title={narrow ? t('preferences') : undefined}>
              <Button icon={<SettingOutlined />} onClick={() => openDialog('preferences')} loading={access.checking} aria-label={t('preferences')}>
                {!narrow && t('preferences')}
              </Button>
            </Tooltip>
            <Tooltip title={narrow ? t('close') : undefined}>
              <Button icon={<CloseOutlined />} onClick={() => void leave()} aria-label={t('close')}>
                {!narrow && t('close')}
              </Button>
            </Tooltip>
          </div>
        </div>
        {drafts.offered && privileges.isSuccess && <DraftsOffer offered={drafts.offered} onRestore={restoreDrafts} onDrop={drafts.drop} />}
        {privileges.isLoading ? (
          <div className="workspace__loading">
            <Spin />
            <Typography.Text type="secondary">{t('loadingRights')}</Typography.Text>
          </div>
        ) : (
          <WorkspaceNavContext.Provider value={nav}>
            <Tabs
              className="workspace__tabs"
              type="editable-card"
              hideAdd
              size={narrow ? 'small' : 'middle'}
              activeKey={tabs.active}
              onChange={tabs.setActive}
              onEdit={(key, action) => action === 'remove' && typeof key === 'string' && void tabs.close(key)}
              items={items}
              aria-label={t('tabs')}
            />
          </WorkspaceNavContext.Provider>
        )}
        <Drawer open={drawer} onClose={() => setDrawer(false)} placement="left" size={300} title={tenant.name} className="workspace__drawer">
          <WorkspaceMenu menu={menu} mode="inline" onChoose={choose} />
        </Drawer>
      </div>
      {dialog === 'preferences' && <PreferencesDialog tenant={tenant} onClose={() => setDialog(null)} />}
      {dialog === 'companyInfo' && <CompanyInfoDialog tenant={tenant} onClose={() => setDialog(null)} />}
      {dialog === 'setup' && <SetupWizard tenant={tenant} onClose={() => setDialog(null)} onDone={() => setDialog(null)} />}
      <MembersDrawer tenant={dialog === 'members' ? tenant : null} onClose={() => setDialog(null)} />
      {/* Once saved, the refreshed company list says prepared and the wizard goes away: nothing else to do. */}
      {!tenant.prepared && <SetupWizard tenant={tenant} onClose={onLeave} onDone={() => undefined} />}
    </FormatsContext.Provider>
  );
}
