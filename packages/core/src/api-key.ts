import { API_KEY_AES_KEY_HEX, API_KEY_DURATION_MINUTES } from './constants.ts';

/** The record carried in the x-api-key header (API.md §1). */
export interface ApiKeyRecord {
  clientId: string;
  timestamp: number;
  duration: number;
}

const IV_BYTES = 12;

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

let keyPromise: Promise<CryptoKey> | undefined;
function aesKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey('raw', hexToBytes(API_KEY_AES_KEY_HEX), 'AES-GCM', false, ['encrypt', 'decrypt']);
  return keyPromise;
}

/** base64url(iv ‖ AES-GCM(JSON record)). */
export async function encryptApiKey(clientId: string, timestamp: number): Promise<string> {
  const record: ApiKeyRecord = { clientId, timestamp, duration: API_KEY_DURATION_MINUTES };
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(), new TextEncoder().encode(JSON.stringify(record)));
  const out = new Uint8Array(IV_BYTES + cipher.byteLength);
  out.set(iv);
  out.set(new Uint8Array(cipher), IV_BYTES);
  return toBase64Url(out);
}

/**
 * Decrypts and checks freshness: valid when `now - timestamp` is within `duration` minutes
 * (a clock skew of the same size into the future is tolerated). Returns null for anything else.
 */
export async function decryptApiKey(header: string, now: number): Promise<ApiKeyRecord | null> {
  try {
    if (header.length > 2048) return null;
    const bytes = fromBase64Url(header);
    if (bytes.length <= IV_BYTES + 16) return null;
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, await aesKey(), bytes.slice(IV_BYTES));
    const record = JSON.parse(new TextDecoder().decode(plain)) as Partial<ApiKeyRecord>;
    if (typeof record.clientId !== 'string' || typeof record.timestamp !== 'number' || typeof record.duration !== 'number') return null;
    const windowMs = Math.min(record.duration, API_KEY_DURATION_MINUTES) * 60_000;
    if (Math.abs(now - record.timestamp) > windowMs) return null;
    return { clientId: record.clientId, timestamp: record.timestamp, duration: record.duration };
  } catch {
    return null;
  }
}
