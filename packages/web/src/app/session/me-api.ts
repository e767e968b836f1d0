import type { TMe } from '@lontar/core';
import { apiRequest } from '../api/http.ts';
import type { DataEnvelope } from '../api/envelopes.ts';
import { readToken } from './tokens.ts';

export const meQueryKey = ['user', 'me'] as const;

/** GET /api/user/me, only with a stored token (spec 000 §7). */
export async function fetchMe(): Promise<TMe> {
  if (!readToken()) throw new Error('No access token set');
  const res = await apiRequest<DataEnvelope<TMe>>('/user/me');
  return res.data;
}
