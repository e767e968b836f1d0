import { useCallback, useMemo, useState } from 'react';
import type { RecordRequest, RecordSource, WorkspaceNav } from '../../ui/workspace-nav.ts';
import { menuEntries } from './menu-rights.ts';
import type { MenuGroup } from './menu-tree.ts';
import type { WorkspaceTab } from './use-workspace-tabs.ts';

/** The workspace's side of WorkspaceNav: a screen's tab opened (when the user's menu has it) with the record asked. */
export function useWorkspaceNavValue(menu: readonly MenuGroup[], open: (tab: WorkspaceTab) => void, opensInTab: (key: string) => boolean): WorkspaceNav {
  const [requests, setRequests] = useState<Record<string, RecordRequest>>({});
  /** The entry's tab opened, when the user's menu has it and it is a screen of the workspace. */
  const openTab = useCallback(
    (key: string) => {
      const entry = menuEntries(menu).find((candidate) => candidate.key === key && !candidate.disabled);
      if (!entry || !opensInTab(key)) return false;
      open({ key, label: entry.label });
      return true;
    },
    [menu, open, opensInTab],
  );
  const ask = useCallback(
    (key: string, id: number, from?: RecordSource) => {
      if (!openTab(key)) return false;
      setRequests((asked) => ({ ...asked, [key]: { id, n: (asked[key]?.n ?? 0) + 1, ...(from ? { from } : {}) } }));
      return true;
    },
    [openTab],
  );
  return useMemo(
    () => ({
      openScreen: openTab,
      openRecord: (key: string, id: number) => ask(key, id),
      openFrom: (key: string, from: RecordSource) => ask(key, 0, from),
      requestOf: (key: string) => requests[key] ?? null,
    }),
    [openTab, ask, requests],
  );
}
