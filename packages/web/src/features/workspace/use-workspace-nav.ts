import { useCallback, useMemo, useState } from 'react';
import type { RecordRequest, WorkspaceNav } from '../../ui/workspace-nav.ts';
import { menuEntries } from './menu-rights.ts';
import type { MenuGroup } from './menu-tree.ts';
import type { WorkspaceTab } from './use-workspace-tabs.ts';

/** The workspace's side of WorkspaceNav: a screen's tab opened (when the user's menu has it) with the record asked. */
export function useWorkspaceNavValue(menu: readonly MenuGroup[], open: (tab: WorkspaceTab) => void, opensInTab: (key: string) => boolean): WorkspaceNav {
  const [requests, setRequests] = useState<Record<string, RecordRequest>>({});
  const openRecord = useCallback(
    (key: string, id: number) => {
      const entry = menuEntries(menu).find((candidate) => candidate.key === key && !candidate.disabled);
      if (!entry || !opensInTab(key)) return false;
      open({ key, label: entry.label });
      setRequests((asked) => ({ ...asked, [key]: { id, n: (asked[key]?.n ?? 0) + 1 } }));
      return true;
    },
    [menu, open, opensInTab],
  );
  return useMemo(() => ({ openRecord, requestOf: (key: string) => requests[key] ?? null }), [openRecord, requests]);
}
