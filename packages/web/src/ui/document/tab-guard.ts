import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import type { FormDraft } from './drafts.ts';

/** What a workspace tab asks its form before closing: unsaved changes, and how to save or drop them. */
export interface TabGuard {
  hasChange: () => boolean;
  /** Saves; false when it did not (invalid data, a conflict). */
  save: () => Promise<boolean>;
  /** Drops the changes and releases the edit lock. */
  discard: () => Promise<void>;
}

/** Where a tab's forms keep their unsaved values (drafts.ts), and the drafts a restore hands back to them. */
export interface DraftSlot {
  /** A draft being restored into this tab's form `formName`, until the form took it. */
  pending: (formName: string) => FormDraft | null;
  taken: (formName: string) => void;
  store: (formName: string, draft: FormDraft | null) => void;
}

export interface TabFrame {
  /** The tab is the one shown: its keyboard shortcuts are live. */
  active: boolean;
  registerGuard: (guard: TabGuard | null) => void;
  /** Absent outside a workspace: nothing is kept. */
  drafts?: DraftSlot;
}

/** Provided by the workspace for each tab; a form outside a workspace is always active and unguarded. */
export const TabFrameContext = createContext<TabFrame>({ active: true, registerGuard: () => undefined });

export function useTabFrame(): TabFrame {
  return useContext(TabFrameContext);
}

/** Registers a form's guard with its tab for as long as the form is mounted; the guard must be stable. */
export function useTabGuard(guard: TabGuard): void {
  const { registerGuard } = useTabFrame();
  useEffect(() => {
    registerGuard(guard);
    return () => registerGuard(null);
  }, [guard, registerGuard]);
}

/**
 * The guard of a screen that keeps its own draft (budgets, opening balances): the tab asks the draft as it is at
 * that moment, so the guard is made once and reads the latest `dirty`, `save` and `discard` of each render.
 */
export function useDraftTabGuard(current: { dirty: boolean; save: () => Promise<boolean>; discard: () => void }): void {
  const latest = useRef(current);
  latest.current = current;
  const guard = useMemo<TabGuard>(() => ({ hasChange: () => latest.current.dirty, save: () => latest.current.save(), discard: async () => latest.current.discard() }), []);
  useTabGuard(guard);
}

/** A guard's save answer: true once `run` has finished, false when it threw (its mutation has shown the error). */
export async function succeeded(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch {
    return false;
  }
}
