import type { TAccessToken, TSignin } from '@lontar/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../app/api/http.ts';
import { clearToken, storeToken } from '../../app/session/tokens.ts';

/** POST /api/auth/signinadm; the administrator token is kept apart, under accessTokenAdmin (spec 000 §9). */
export function useAdminSignIn() {
  return useMutation({
    mutationFn: async ({ username, password }: Pick<TSignin, 'username' | 'password'>) => {
      const res = await apiRequest<TAccessToken>('/auth/signinadm', { method: 'POST', body: { username, password }, auth: 'none' });
      storeToken(res.accessToken, 'admin');
    },
  });
}

/** Ends the administrator session; the local token goes even when the server session is already gone. */
export async function adminSignOut(): Promise<void> {
  try {
    await apiRequest('/auth/logout', { method: 'POST', auth: 'admin' });
  } catch {
    // nothing left to end on the server
  }
  clearToken('admin');
}
