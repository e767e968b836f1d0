import { APP_VERSION, encryptApiKey, LANGUAGES, PRODUCT_TITLE } from '@lontar/core';
import i18n from '../i18n/i18n.ts';
import { readToken, type TokenKind } from '../session/tokens.ts';
import type { ApiFailure } from './api-failure.ts';
import { serverNow } from './server-time.ts';

const CLIENT_ID = `${PRODUCT_TITLE.toLowerCase()}-web/${APP_VERSION}`;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | undefined>;
  /** Which stored token goes into Authorization (administrator calls use the second one); 'none' for sign-in calls. */
  auth?: TokenKind | 'none';
  /** Extra request headers, e.g. Idempotency-Key on a create. */
  headers?: Record<string, string>;
}

/** id and en are the server's languages; a login-only language asks for English next (spec 000 §1). */
function acceptLanguage(): string {
  const lang = i18n.language;
  return (LANGUAGES as readonly string[]).includes(lang) ? lang : `${lang}, en;q=0.8`;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text };
  }
}

function failureOf(res: Response, payload: unknown): ApiFailure {
  return { statusCode: res.status, ...(typeof payload === 'object' && payload !== null ? payload : {}) };
}

/**
 * One JSON call to the API (spec 000 §7 "Request conventions"): x-api-key from the server clock, bearer token,
 * Accept-Language. A non-OK answer rejects with the server's error body.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, auth = 'user', headers } = options;
  const res = await apiFetch(withQuery(`/api${path}`, query), { method, body, auth, headers });
  const payload = await readBody(res);
  if (!res.ok) throw failureOf(res, payload);
  return payload as T;
}

/** A file from the API (attachments): the same headers as apiRequest, the body as a Blob. */
export async function apiBlob(path: string): Promise<Blob> {
  const res = await apiFetch(`/api${path}`, { method: 'GET', auth: 'user' });
  if (!res.ok) throw failureOf(res, await readBody(res));
  return res.blob();
}

/**
 * The API headers of one call (x-api-key, bearer token, Accept-Language). Also for a request prepared ahead and
 * sent by fetch itself while the page unloads, when nothing asynchronous can run any more.
 */
export async function apiHeaders(auth: TokenKind | 'none' = 'user'): Promise<Record<string, string>> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': acceptLanguage() };
  const token = auth === 'none' ? null : readToken(auth);
  if (token) headers.Authorization = `Bearer ${token}`;
  headers['x-api-key'] = await encryptApiKey(CLIENT_ID, await serverNow());
  return headers;
}

/** Sends one request with the API headers; a FormData body goes as multipart (uploads), anything else as JSON. */
async function apiFetch(url: string, { method, body, auth, headers: extra }: Required<Pick<RequestOptions, 'method' | 'auth'>> & Pick<RequestOptions, 'body' | 'headers'>): Promise<Response> {
  const multipart = body instanceof FormData;
  try {
    const headers = { ...extra, ...(await apiHeaders(auth)) };
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    return await fetch(url, { method, headers, body: body === undefined ? undefined : multipart ? body : JSON.stringify(body) });
  } catch {
    const failure: ApiFailure = { statusCode: 0, code: 'NETWORK', message: i18n.t('common:networkError') };
    throw failure;
  }
}
