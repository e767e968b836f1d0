import { describe, expect, it } from 'vitest';
import { decryptApiKey, encryptApiKey } from './api-key.ts';

describe('x-api-key', () => {
  it('round-trips a fresh record', async () => {
    const now = Date.UTC(2026, 10, 22, 8, 0, 0);
    const header = await encryptApiKey('web-abc', now);
    expect(await decryptApiKey(header, now + 60_000)).toEqual({ clientId: 'web-abc', timestamp: now, duration: 3 });
  });

  it.each([
    ['older than 3 minutes', async (now: number) => encryptApiKey('c', now - 3 * 60_000 - 1)],
    ['garbage text', async () => 'not-a-key'],
    ['not base64url', async () => '!!!'],
    // The last base64url character may carry only padding bits, so tamper one in the middle: all six of its bits count.
    ['tampered cipher', async (now: number) => {
      const key = await encryptApiKey('c', now);
      const at = 20;
      return key.slice(0, at) + (key[at] === 'A' ? 'B' : 'A') + key.slice(at + 1);
    }],
  ])('rejects %s', async (_label, make) => {
    const now = Date.now();
    expect(await decryptApiKey(await make(now), now)).toBeNull();
  });
});
