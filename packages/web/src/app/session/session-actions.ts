import type { TMe } from '@lontar/core';
import { clearUserDrafts } from '../../ui/document/drafts.ts';
import { SESSION_ENDING_EVENT } from '../../ui/document/use-form-draft.ts';
import { flashNotice, notify } from '../../ui/notices.ts';
import { apiRequest } from '../api/http.ts';
import { queryClient } from '../api/query-client.ts';
import { coreMessage } from '../i18n/i18n.ts';
import { fetchMe, meQueryKey } from './me-api.ts';
import { useSession } from './session-store.ts';
import { clearToken, storeToken } from './tokens.ts';

/** Forgets the stored token, the session state and every cached answer. */
export function clearSession(): void {
  clearToken();
  useSession.getState().reset();
  queryClient.clear();
}

let leaving = false;

/** The server ended the session (401, session lost or replaced): clear everything and reload to / with the reason. */
export function forceLogout(reason: string): void {
  if (leaving) return;
  leaving = true;
  // Forms keep what is typed as drafts, offered back after the next sign-in.
  window.dispatchEvent(new Event(SESSION_ENDING_EVENT));
  clearSession();
  flashNotice('warning', reason);
  window.location.replace('/');
}

/** Stores a fresh token and loads the user (spec 000 §4); a failed load or a replaced session logs out again. */
export async function startSession(token: string): Promise<TMe> {
  storeToken(token);
  let me: TMe;
  try {
    me = await fetchMe();
  } catch (error) {
    clearSession();
    throw error;
  }
  if (!me.session) {
    forceLogout(coreMessage('SESSION_REPLACED'));
    throw new Error(coreMessage('SESSION_REPLACED'));
  }
  useSession.getState().signIn(me);
  queryClient.setQueryData(meQueryKey, me);
  return me;
}

/** The user's own sign-out: end the server session, forget everything locally (drafts too), confirm. */
export async function signOut(): Promise<void> {
  const user = useSession.getState().user;
  if (user) clearUserDrafts(user.id);
  try {
    await apiRequest('/auth/logout', { method: 'POST' });
  } catch {
    // The local sign-out must happen even when the server session is already gone.
  }
  clearSession();
  notify.success(coreMessage('LOGOUT_SUCCESS'));
}
