import { useSyncExternalStore } from 'react';

/**
 * A memorized transaction the list screen asked a document tab to start from: the tab of its form (opened by the
 * workspace) takes it once, when it is the active tab and idle.
 */
export interface PendingTemplate {
  tenantId: number;
  form: string;
  id: number;
}

let pending: PendingTemplate | null = null;
const listeners = new Set<() => void>();

export function askTemplate(template: PendingTemplate): void {
  pending = template;
  for (const listener of listeners) listener();
}

/** Takes the pending template of this form, once: the next call answers null. */
export function takeTemplate(tenantId: number, form: string): PendingTemplate | null {
  if (!pending || pending.tenantId !== tenantId || pending.form !== form) return null;
  const taken = pending;
  pending = null;
  for (const listener of listeners) listener();
  return taken;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The pending template of this form, if any (re-renders when one is asked). */
export function usePendingTemplate(tenantId: number, form: string): PendingTemplate | null {
  return useSyncExternalStore(subscribe, () => (pending && pending.tenantId === tenantId && pending.form === form ? pending : null));
}
