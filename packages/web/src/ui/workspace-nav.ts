import { createContext, useContext, useEffect, useRef } from 'react';

/** A record asked of a screen's tab; `n` counts the asks, so asking for the same record again opens it again. */
export interface RecordRequest {
  id: number;
  n: number;
  /** A new record made from another screen's saved document (a recurring schedule of an invoice); `id` is 0. */
  from?: RecordSource;
}

/** A saved document another screen starts a new record from: its API form name and id. */
export interface RecordSource {
  form: string;
  id: number;
}

/** What a screen may ask of the workspace around it: another screen's tab, maybe showing one record (a report row's document). */
export interface WorkspaceNav {
  /** Opens the tab of the menu entry `screen` as the menu does (the asset list's "Impor"); false when the user's menu lacks it. */
  openScreen: (screen: string) => boolean;
  /** Opens the tab of the menu entry `screen` and asks it to show record `id`; false when the user cannot open it. */
  openRecord: (screen: string, id: number) => boolean;
  /** Opens the tab of `screen` and asks it for a new record made from `from`; false when the user cannot open it. */
  openFrom: (screen: string, from: RecordSource) => boolean;
  requestOf: (screen: string) => RecordRequest | null;
}

export const WorkspaceNavContext = createContext<WorkspaceNav>({ openScreen: () => false, openRecord: () => false, openFrom: () => false, requestOf: () => null });

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
    // An ask for a new record made from something else (`from`, id 0) is not a record to open.
    if (request.id > 0) latest.current(request.id);
  }, [request, idle]);
}
