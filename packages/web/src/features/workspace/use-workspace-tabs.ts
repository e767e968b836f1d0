import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DraftSlot, TabFrame, TabGuard } from '../../ui/document/tab-guard.ts';
import { useConfirmations } from '../../ui/document/use-confirmations.tsx';
import type { ItemLabel } from './menu-tree.ts';

export const HOME_TAB = 'home';

export interface WorkspaceTab {
  key: string;
  label: ItemLabel;
}

/**
 * The open forms of a workspace: several at once, each kept mounted (its state survives switching), closed with
 * "Data is not saved, do you want to save data?" when its form has unsaved changes.
 */
export function useWorkspaceTabs(draftSlotOf?: (key: string) => DraftSlot) {
  const [tabs, setTabs] = useState<WorkspaceTab[]>([]);
  const current = useRef<WorkspaceTab[]>([]);
  const [active, setActive] = useState<string>(HOME_TAB);
  const guards = useRef(new Map<string, TabGuard>());
  const registrars = useRef(new Map<string, (guard: TabGuard | null) => void>());
  const { askToSave } = useConfirmations();

  const replaceTabs = (list: WorkspaceTab[]) => {
    current.current = list;
    setTabs(list);
  };

  const open = useCallback((tab: WorkspaceTab) => {
    if (!current.current.some((entry) => entry.key === tab.key)) replaceTabs([...current.current, tab]);
    setActive(tab.key);
  }, []);

  /** Closes a tab after its form agreed; false when the user chose to stay. */
  const close = useCallback(
    async (key: string): Promise<boolean> => {
      const guard = guards.current.get(key);
      if (guard?.hasChange()) {
        setActive(key);
        const answer = await askToSave();
        if (answer === 'cancel') return false;
        if (answer === 'save' && !(await guard.save())) return false;
        if (answer === 'discard') await guard.discard();
      }
      const index = current.current.findIndex((entry) => entry.key === key);
      const rest = current.current.filter((entry) => entry.key !== key);
      replaceTabs(rest);
      setActive((shown) => (shown === key ? (rest[Math.min(index, rest.length - 1)]?.key ?? HOME_TAB) : shown));
      return true;
    },
    [askToSave],
  );

  /** Closes every tab, asking for each with unsaved changes; false as soon as one stays. */
  const closeAll = useCallback(async (): Promise<boolean> => {
    for (const key of [...guards.current.keys()]) {
      if (guards.current.get(key)?.hasChange() && !(await close(key))) return false;
    }
    return true;
  }, [close]);

  /** The frame a tab's form sees: whether it is shown, and where it registers its guard. */
  const frameOf = useCallback(
    (key: string): TabFrame => {
      let register = registrars.current.get(key);
      if (!register) {
        register = (guard) => {
          if (guard) guards.current.set(key, guard);
          else guards.current.delete(key);
        };
        registrars.current.set(key, register);
      }
      return { active: active === key, registerGuard: register, drafts: draftSlotOf?.(key) };
    },
    [active, draftSlotOf],
  );

  // Leaving the page with unsaved forms asks the browser's own question.
  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      if ([...guards.current.values()].some((guard) => guard.hasChange())) event.preventDefault();
    };
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, []);

  return useMemo(() => ({ tabs, active, setActive, open, close, closeAll, frameOf }), [tabs, active, open, close, closeAll, frameOf]);
}
