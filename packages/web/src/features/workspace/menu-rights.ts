import type { Rights, TRightEntry } from '@lontar/core';
import type { MenuEntry, MenuGroup, MenuModule } from './menu-tree.ts';

/** A screen the privilege list does not name carries no rights of its own: it is open to every member. */
const OPEN: Rights = { akses: true, tambah: true, ubah: true, hapus: true, preview: true, export: true, jurnal: true };

/** Rights per screen from GET privileges/{userId}. */
export function rightsLookup(list: readonly TRightEntry[]): (screen: string | undefined) => Rights {
  const byScreen = new Map(list.map((entry) => [entry.screen, entry]));
  return (screen) => {
    const entry = screen === undefined ? undefined : byScreen.get(screen);
    return entry ? { akses: entry.akses, tambah: entry.tambah, ubah: entry.ubah, hapus: entry.hapus, preview: entry.preview, export: entry.export, jurnal: entry.jurnal } : OPEN;
  };
}

const canSee = (entry: MenuEntry, rights: (screen: string | undefined) => Rights) => rights(entry.screen).akses;

/** The menu the user may see: entries of screens without `akses` are left out, and groups or modules left empty too. */
export function visibleMenu(menu: readonly MenuGroup[], rights: (screen: string | undefined) => Rights): MenuGroup[] {
  const visibleModule = (module: MenuModule): MenuModule | null => {
    if (module.disabled) return module;
    const children = module.children.filter((child) => canSee(child, rights));
    return children.length ? { ...module, children } : null;
  };
  return menu
    .map((group) => ({
      ...group,
      children: group.children.flatMap((child): (MenuEntry | MenuModule)[] => {
        if (child.kind === 'module') {
          const shown = visibleModule(child);
          return shown ? [shown] : [];
        }
        return canSee(child, rights) ? [child] : [];
      }),
    }))
    .filter((group) => group.children.length > 0 || group.key === 'system');
}

/** Every entry of a menu, depth first. */
export function menuEntries(menu: readonly MenuGroup[]): MenuEntry[] {
  return menu.flatMap((group) => group.children.flatMap((child) => (child.kind === 'module' ? child.children : [child])));
}
