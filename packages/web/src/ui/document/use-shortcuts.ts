import { useEffect, useRef } from 'react';

export interface DocumentShortcuts {
  save: () => void;
  create: () => void;
  remove: () => void;
  prev: () => void;
  next: () => void;
}

/** Whether a modal dialog is open (one that is closing does not count): shortcuts then belong to it, not to the form behind. */
function dialogOpen(): boolean {
  return [...document.querySelectorAll('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')].some((modal) => !/-leave\b/.test(modal.className));
}

/**
 * Keyboard shortcuts of a document while its tab is shown: Ctrl+S save, Alt+N new, Ctrl+Delete delete,
 * PageUp previous and PageDown next (not inside a multi-line text, where they scroll).
 */
export function useDocumentShortcuts(active: boolean, handlers: DocumentShortcuts): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!active) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (dialogOpen()) return;
      const ctrl = event.ctrlKey || event.metaKey;
      const inTextArea = event.target instanceof HTMLTextAreaElement;
      let action: keyof DocumentShortcuts | null = null;
      if (ctrl && !event.altKey && event.code === 'KeyS') action = 'save';
      else if (event.altKey && !ctrl && event.code === 'KeyN') action = 'create';
      else if (ctrl && event.key === 'Delete') action = 'remove';
      else if (!ctrl && !event.altKey && event.key === 'PageUp' && !inTextArea) action = 'prev';
      else if (!ctrl && !event.altKey && event.key === 'PageDown' && !inTextArea) action = 'next';
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}
