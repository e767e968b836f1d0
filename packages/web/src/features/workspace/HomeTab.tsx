import {
  BookOutlined,
  BuildOutlined,
  CarOutlined,
  HomeOutlined,
  InboxOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { Button, Segmented, Typography } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHomeLayout, type HomeLayout } from './home-layout.ts';
import { HOME_TILES, tileLabel, type MenuEntry, type MenuGroup, type MenuModule, type ModuleName } from './menu-tree.ts';

const TILE_ICONS: Partial<Record<ModuleName, ReactNode>> = {
  manufacturing: <BuildOutlined />,
  purchasing: <ShoppingCartOutlined />,
  assets: <CarOutlined />,
  home: <HomeOutlined />,
  sales: <ShopOutlined />,
  inventory: <InboxOutlined />,
  ledger: <BookOutlined />,
};

interface HomeTabProps {
  companyName: string;
  /** The menu the user may see: modules the user has no screen of are left out here too. */
  menu: readonly MenuGroup[];
  onOpen: (entry: MenuEntry) => void;
}

/** The module a tile stands for, as far as the user may see it; Home stands for the master data. */
function tileEntries(menu: readonly MenuGroup[], key: ModuleName): MenuEntry[] | null {
  if (key === 'home') return (menu.find((group) => group.key === 'master')?.children ?? []).filter((child): child is MenuEntry => child.kind === 'entry');
  const modules = menu.find((group) => group.key === 'modules')?.children ?? [];
  const found = modules.find((child): child is MenuModule => child.kind === 'module' && child.key === key);
  return found ? found.children : null;
}

function EntryButtons({ entries, onOpen, color }: { entries: MenuEntry[]; onOpen: (entry: MenuEntry) => void; color: string }) {
  const { t } = useTranslation('menu');
  return (
    <div className="home-entries" style={{ '--tile-color': color } as CSSProperties}>
      {entries.map((entry) => (
        <Button key={entry.key} className="home-entry" disabled={entry.disabled} onClick={() => onOpen(entry)}>
          {t(`items.${entry.label}`)}
        </Button>
      ))}
    </div>
  );
}

/**
 * The home tab: a modern layout of coloured module tiles (Manufacturing, Purchasing, Fixed Assets, Home, Sales,
 * Inventory, General Ledger) with the chosen module's screens, or a classic layout listing every module's screens.
 */
export function HomeTab({ companyName, menu, onOpen }: HomeTabProps) {
  const { t } = useTranslation(['workspace', 'menu']);
  const layout = useHomeLayout((s) => s.layout);
  const setLayout = useHomeLayout((s) => s.setLayout);
  const [chosen, setChosen] = useState<ModuleName>('home');
  const tiles = HOME_TILES.map((tile) => ({ ...tile, entries: tileEntries(menu, tile.key) })).filter((tile) => tile.entries !== null);
  const current = tiles.find((tile) => tile.key === chosen) ?? tiles.find((tile) => tile.key === 'home');

  return (
    <div className="home" data-testid="workspace-home">
      <div className="home__head">
        <div>
          <Typography.Title level={3} className="home__title">
            {t('welcome', { name: companyName })}
          </Typography.Title>
          <Typography.Text type="secondary">{t('welcomeHint')}</Typography.Text>
        </div>
        <Segmented<HomeLayout>
          aria-label={t('homeLayout')}
          value={layout}
          onChange={setLayout}
          options={[
            { value: 'modern', label: t('modern') },
            { value: 'classic', label: t('classic') },
          ]}
        />
      </div>
      {layout === 'modern' ? (
        <>
          <div className="home-tiles" role="tablist" aria-label={t('homeLayout')}>
            {tiles.map((tile) => (
              <button
                key={tile.key}
                type="button"
                role="tab"
                aria-label={t(tileLabel(tile.key))}
                aria-selected={current?.key === tile.key}
                className={`home-tile${current?.key === tile.key ? ' home-tile--chosen' : ''}`}
                style={{ '--tile-color': tile.color } as CSSProperties}
                onClick={() => setChosen(tile.key)}
              >
                <span className="home-tile__icon">{TILE_ICONS[tile.key]}</span>
                <span className="home-tile__name">{t(tileLabel(tile.key))}</span>
                <span className="home-tile__count">{t('entries', { count: tile.entries?.length ?? 0 })}</span>
              </button>
            ))}
          </div>
          {current?.entries && (
            <section className="home-module" aria-label={t(tileLabel(current.key))}>
              <Typography.Title level={5} className="home-module__title" style={{ color: current.color }}>
                {t(tileLabel(current.key))}
              </Typography.Title>
              <EntryButtons entries={current.entries} onOpen={onOpen} color={current.color} />
            </section>
          )}
        </>
      ) : (
        <div className="home-classic">
          {tiles.map((tile) => (
            <section key={tile.key} className="home-classic__module" style={{ '--tile-color': tile.color } as CSSProperties} aria-label={t(tileLabel(tile.key))}>
              <header className="home-classic__head">
                <span className="home-classic__icon">{TILE_ICONS[tile.key]}</span>
                {t(tileLabel(tile.key))}
              </header>
              <ul className="home-classic__list">
                {(tile.entries ?? []).map((entry) => (
                  <li key={entry.key}>
                    <Button type="link" disabled={entry.disabled} onClick={() => onOpen(entry)} className="home-classic__link">
                      {t(`menu:items.${entry.label}`)}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
