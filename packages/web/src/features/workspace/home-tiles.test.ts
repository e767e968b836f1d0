import { describe, expect, it } from 'vitest';
import { workspaceId } from '../../app/i18n/locales/workspace.id.ts';
import { HOME_TILES, tileLabel } from './menu-tree.ts';

const indonesian = (key: string) => {
  const [, path] = key.split(':') as [string, string];
  const [group, name] = path.split('.') as ['groups' | 'modules', string];
  return (workspaceId.menu[group] as Record<string, string>)[name];
};

describe('home tiles', () => {
  it('names the master-data tile "Data Master", not "Beranda"', () => {
    expect(HOME_TILES.map((tile) => indonesian(tileLabel(tile.key)))).toEqual(['Produksi', 'Pembelian', 'Aktiva Tetap', 'Data Master', 'Penjualan', 'Persediaan', 'Buku Besar']);
  });
});
