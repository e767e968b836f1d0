import { STORAGE_KEYS } from '@lontar/core';

/** Login tokens live in their own localStorage keys (spec 000 §9), apart from the persisted `state`. */
export type TokenKind = 'user' | 'admin';

const KEY: Record<TokenKind, string> = { user: STORAGE_KEYS.accessToken, admin: STORAGE_KEYS.accessTokenAdmin };

export function readToken(kind: TokenKind = 'user'): string | null {
  return localStorage.getItem(KEY[kind]);
}

export function storeToken(token: string, kind: TokenKind = 'user'): void {
  localStorage.setItem(KEY[kind], token);
}

export function clearToken(kind: TokenKind = 'user'): void {
  localStorage.removeItem(KEY[kind]);
}
