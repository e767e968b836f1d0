import { useCallback, useEffect, useRef } from 'react';
import type { DraftSlot } from './tab-guard.ts';
import type { DocumentHandle } from './use-document.ts';

/** Typing is kept this long after the last change; leaving the page or losing the session keeps it at once. */
const DRAFT_DELAY_MS = 400;

/** Said by forceLogout before the session is cleared: every form keeps its draft now. */
export const SESSION_ENDING_EVENT = 'lontar:session-ending';

/**
 * Keeps a form's unsaved values in its tab's draft slot while it has changes, drops them when it has none (saved,
 * discarded, left), and takes a draft handed back by a restore once the form has loaded. Answers the function the
 * form calls on every change.
 */
export function useFormDraft(doc: DocumentHandle, formName: string, slot: DraftSlot | undefined): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ doc, slot });
  useEffect(() => {
    latest.current = { doc, slot };
  });

  const keep = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    latest.current.slot?.store(formName, latest.current.doc.snapshot());
  }, [formName]);

  const changed = useCallback(() => {
    if (!latest.current.slot) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(keep, DRAFT_DELAY_MS);
  }, [keep]);

  // Nothing unsaved any more (a save, "discard", another record): the draft goes.
  const { hasChange } = doc.state;
  useEffect(() => {
    if (!hasChange) {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      latest.current.slot?.store(formName, null);
    }
  }, [hasChange, formName]);

  // A reload or a closed browser tab, and a session the server ended: what is typed is kept at once.
  useEffect(() => {
    if (!slot) return;
    const now = () => {
      if (latest.current.doc.state.hasChange) keep();
    };
    window.addEventListener('pagehide', now);
    window.addEventListener(SESSION_ENDING_EVENT, now);
    return () => {
      window.removeEventListener('pagehide', now);
      window.removeEventListener(SESSION_ENDING_EVENT, now);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [slot, keep]);

  // A restore hands a draft to this form: taken once the form has finished loading its first record.
  const pending = slot?.pending(formName) ?? null;
  const idle = doc.state.busy === null;
  useEffect(() => {
    if (!pending || !idle) return;
    latest.current.slot?.taken(formName);
    void latest.current.doc.restore(pending).then(keep);
  }, [pending, idle, formName, keep]);

  return changed;
}
