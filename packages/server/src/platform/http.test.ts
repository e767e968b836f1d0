import { encryptApiKey } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { redactUrl } from './logging.ts';

let t: TestApp;
let strict: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  strict = await createTestApp({ requireApiKey: true });
});
afterAll(async () => {
  await t.close();
  await strict.close();
});

describe('platform HTTP conventions', () => {
  it('GET /api/time gives the server clock', async () => {
    const before = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/time' });
    expect(res.json().now).toBeGreaterThanOrEqual(before);
  });

  it('GET /meta.json carries the running version, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/meta.json' });
    expect(res.json()).toEqual({ version: '1.2.0935' });
    expect(res.headers['cache-control']).toContain('no-cache');
  });

  it('sends helmet security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/time' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves OpenAPI at /api/docs with the account calls', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/signup', '/api/auth/signin', '/api/user/me', '/api/theme-user/{theme}/{colormode}']));
  });

  it('answers unknown API paths with the error envelope in the caller language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tidak-ada', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', code: 'ROUTE_NOT_FOUND', message: 'Address not found.' });
  });

  describe('x-api-key', () => {
    const call = (app: TestApp, headers: Record<string, string>) =>
      app.app.inject({ method: 'GET', url: '/api/user/checkEmailAvailability?email=a@b.co', headers: { 'accept-language': 'en', ...headers } });

    it('accepts a fresh key and a missing one (unless REQUIRE_API_KEY)', async () => {
      expect((await call(t, { 'x-api-key': await encryptApiKey('web', Date.now()) })).statusCode).toBe(200);
      expect((await call(t, {})).statusCode).toBe(200);
      expect((await call(strict, { 'x-api-key': await encryptApiKey('web', Date.now()) })).statusCode).toBe(200);
      const missing = await call(strict, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'INVALID_API_KEY', message: 'Invalid API key.' });
    });

    it.each([
      ['garbage', async () => 'abc'],
      ['stale (4 minutes old)', async () => encryptApiKey('web', Date.now() - 4 * 60_000)],
    ])('rejects a %s key with 400', async (_label, make) => {
      const res = await call(t, { 'x-api-key': await make() });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid API key.');
    });
  });

  it('never logs passwords or tokens in URLs', () => {
    expect(redactUrl('/api/user/checkCurrentPassword?email=a@b.co&password=rahasia')).toBe('/api/user/checkCurrentPassword?email=a@b.co&password=[redacted]');
    expect(redactUrl('/api/auth/users/verify?code=abcdef')).toBe('/api/auth/users/verify?code=[redacted]');
    expect(redactUrl('/verifikasi/accesstoken=xyz')).toBe('/verifikasi/accesstoken=[redacted]');
    expect(redactUrl('/api/user/revoke-token-fcm/tok123')).toBe('/api/user/revoke-token-fcm/[redacted]');
  });
});
