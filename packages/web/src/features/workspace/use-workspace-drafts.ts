import { useCallback, useMemo, useRef, useState } from 'react';
import {
  beginDraftSession,
  countForms,
  draftBookKey,
  formDraftKey,
  settleEarlierDrafts,
  storeDraftTabs,
  storeFormDraft,
  type DraftSet,
  type FormDraft,
} from '../../ui/document/drafts.ts';
import type { DraftSlot } from '../../ui/document/tab-guard.ts';

export interface WorkspaceDrafts {
  /** Unsaved forms a session before this one left, on offer until restored or dropped. */
  offered: DraftSet | null;
  offeredCount: number;
  /** Takes the offered drafts: their tabs to open and the forms to fill (handed to each form through its slot). */
  restore: () => DraftSet | null;
  drop: () => void;
  /** The session's open tabs, kept with its drafts. */
  keepTabs: (tabs: { key: string; label: string }[], active: string | null) => void;
  slotOf: (tabKey: string) => DraftSlot;
}

/** The drafts of one user in one opened company (drafts.ts): the offer after a sign-in, and a slot per tab. */
export function useWorkspaceDrafts(userId: string | number | undefined, tenantId: number): WorkspaceDrafts {
  const key = userId === undefined ? null : draftBookKey(userId, tenantId);
  const [offered, setOffered] = useState<DraftSet | null>(() => (key ? beginDraftSession(key) : null));
  const [restoring, setRestoring] = useState<Record<string, FormDraft>>({});
  const slots = useRef(new Map<string, DraftSlot>());

  const restore = useCallback(() => {
    if (!key || !offered) return null;
    settleEarlierDrafts(key);
    // Written at once as this session's drafts: a reload before a tab has mounted still finds them.
    for (const [formKey, draft] of Object.entries(offered.forms)) storeFormDraft(key, formKey, draft);
    setRestoring(offered.forms);
    setOffered(null);
    return offered;
  }, [key, offered]);

  const drop = useCallback(() => {
    if (key) settleEarlierDrafts(key);
    setOffered(null);
  }, [key]);

  const keepTabs = useCallback(
    (tabs: { key: string; label: string }[], active: string | null) => {
      if (key) storeDraftTabs(key, tabs, active);
    },
    [key],
  );

  const slotOf = useCallback(
    (tabKey: string): DraftSlot => {
      const id = `${key ?? ''}|${tabKey}|${Object.keys(restoring).filter((formKey) => formKey.startsWith(`${tabKey}/`)).join(',')}`;
      let slot = slots.current.get(id);
      if (!slot) {
        slot = {
          pending: (formName) => restoring[formDraftKey(tabKey, formName)] ?? null,
          taken: (formName) =>
            setRestoring((shown) => {
              const rest = { ...shown };
              delete rest[formDraftKey(tabKey, formName)];
              return rest;
            }),
          store: (formName, draft) => {
            if (key) storeFormDraft(key, formDraftKey(tabKey, formName), draft);
          },
        };
        slots.current.set(id, slot);
      }
      return slot;
    },
    [key, restoring],
  );

  return useMemo(
    () => ({ offered, offeredCount: countForms(offered), restore, drop, keepTabs, slotOf }),
    [offered, restore, drop, keepTabs, slotOf],
  );
}
