import { createContext, useContext, useEffect, useRef } from 'react';

/** A record asked of a screen's tab; `n` counts the asks, so asking for the same record again opens it again. */
export interface RecordRequest {
  id: number;
  n: number;
}

/** What a screen may ask of the workspace around it: another screen's tab showing one record (a report row's document). */
export interface WorkspaceNav {
  /** Opens the tab of the menu entry `screen` and asks it to show record `id`; false when the user cannot open it. */
  openRecord: (screen: string, id: number) => boolean;
  requestOf: (screen: string) => RecordRequest | null;
}

export const WorkspaceNavContext = createContext<WorkspaceNav>({ openRecord: () => false, requestOf: () => null });

export function useWorkspaceNav(): WorkspaceNav {
  return useContext(WorkspaceNavContext);
}

/**
 * Shows the records asked of this screen's tab: each ask once, when the form is idle (a form still reading its
 * first record would ignore it). `open` may ask about unsaved changes first, as moving to another record does.
 */
export function useRecordRequest(screen: string, idle: boolean, open: (id: number) => void): void {
  const request = useWorkspaceNav().requestOf(screen);
  const handled = useRef(0);
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    if (!request || request.n === handled.current || !idle) return;
    handled.current = request.n;
    latest.current(request.id);
  }, [request, idle]);
}
