import {
  AppstoreOutlined,
  BarChartOutlined,
  BarsOutlined,
  BgColorsOutlined,
  CheckOutlined,
  DatabaseOutlined,
  GlobalOutlined,
  ImportOutlined,
  SettingOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { LANGUAGES, THEMES, type ColorMode, type Lang, type ThemeName } from '@lontar/core';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../app/i18n/language.ts';
import { useSession } from '../../app/session/session-store.ts';
import { themeChoiceFor } from '../../app/theme/theme-config.ts';
import { THEME_PALETTES } from '../../app/theme/themes.ts';
import type { GroupLabel, MenuEntry, MenuGroup } from './menu-tree.ts';

type MenuItems = NonNullable<MenuProps['items']>;

const GROUP_ICONS: Record<GroupLabel, ReactNode> = {
  menu: <BarsOutlined />,
  master: <DatabaseOutlined />,
  modules: <AppstoreOutlined />,
  import: <ImportOutlined />,
  reports: <BarChartOutlined />,
  tools: <ToolOutlined />,
  system: <SettingOutlined />,
};

export type MenuChoice = { kind: 'entry'; entry: MenuEntry } | { kind: 'language'; lang: Lang } | { kind: 'theme'; theme: ThemeName; colormode: ColorMode };

interface WorkspaceMenuProps {
  menu: readonly MenuGroup[];
  mode: 'horizontal' | 'inline';
  onChoose: (choice: MenuChoice) => void;
}

/** The workspace's menu tree: a menu bar on a desktop, a drawer's inline menu on a phone or tablet. */
export function WorkspaceMenu({ menu, mode, onChoose }: WorkspaceMenuProps) {
  const { t } = useTranslation(['menu', 'themes']);
  const user = useSession((s) => s.user);
  const language = useSession((s) => s.language);
  const appearance = themeChoiceFor(user);
  const entries = new Map<string, MenuEntry>();
  const check = (on: boolean) => (on ? <CheckOutlined /> : <span className="menu-check-space" />);

  const entryItem = (entry: MenuEntry) => {
    entries.set(entry.key, entry);
    return { key: entry.key, label: t(`items.${entry.label}`), disabled: entry.disabled };
  };

  const systemChoices: MenuItems = [
    {
      key: 'sys-language',
      icon: <GlobalOutlined />,
      popupClassName: 'workspace-menu__popup',
      label: t('items.language'),
      children: LANGUAGES.map((lang) => ({ key: `language:${lang}`, icon: check(language === lang), label: LANGUAGE_NAMES[lang] })),
    },
    {
      key: 'sys-theme',
      icon: <BgColorsOutlined />,
      popupClassName: 'workspace-menu__popup',
      label: t('items.theme'),
      children: [
        ...THEMES.map((theme) => ({
          key: `theme:${theme}`,
          icon: <span className="menu-swatch" style={{ background: THEME_PALETTES[theme].primary }} />,
          label: (
            <span className="menu-theme">
              {t(`themes:${theme}`)}
              {appearance.name === theme && <CheckOutlined />}
            </span>
          ),
        })),
        { type: 'divider' as const },
        { key: 'mode:light', icon: check(appearance.mode === 'light'), label: t('items.lightMode') },
        { key: 'mode:dark', icon: check(appearance.mode === 'dark'), label: t('items.darkMode') },
      ],
    },
  ];

  const items: MenuItems = menu.map((group) => ({
    key: `group-${group.key}`,
    icon: mode === 'inline' ? GROUP_ICONS[group.key] : undefined,
    label: t(`groups.${group.key}`),
    popupClassName: 'workspace-menu__popup',
    children: [
      ...group.children.map((child) =>
        child.kind === 'module'
          ? { key: `module-${child.key}`, label: t(`modules.${child.key}`), disabled: child.disabled, popupClassName: 'workspace-menu__popup', children: child.children.map(entryItem) }
          : entryItem(child),
      ),
      ...(group.key === 'system' ? systemChoices : []),
    ],
  }));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const [kind, value] = key.split(':') as [string, string | undefined];
    if (kind === 'language' && value) onChoose({ kind: 'language', lang: value as Lang });
    else if (kind === 'theme' && value) onChoose({ kind: 'theme', theme: value as ThemeName, colormode: appearance.mode });
    else if (kind === 'mode' && value) onChoose({ kind: 'theme', theme: appearance.name, colormode: value as ColorMode });
    else {
      const entry = entries.get(key);
      if (entry) onChoose({ kind: 'entry', entry });
    }
  };

  return (
    <Menu
      mode={mode}
      items={items}
      onClick={onClick}
      selectable={false}
      triggerSubMenuAction="click"
      className={`workspace-menu workspace-menu--${mode}`}
      data-testid="workspace-menu"
    />
  );
}
