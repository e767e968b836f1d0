import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAdministrator } from './admin.repo.ts';
import { hashPassword } from '../../platform/secrets.ts';
import { bearer, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string, lang?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/me', headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) } });

describe('sign-in and sessions', () => {
  it('signs in by username or e-mail and returns the token envelope', async () => {
    const u = await createVerifiedUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: u.email.toUpperCase(), password: u.password, remember: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tokenType: 'Bearer', expiresIn: 30 * 24 * 3600 });
    const short = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: u.username, password: u.password } });
    expect(short.json().expiresIn).toBe(12 * 3600);
    expect((await me(short.json().accessToken)).json().data).toMatchObject({ id: u.id, username: u.username, session: true });
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const u = await createVerifiedUser(t, { language: 'en' });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: u.username, password: 'salah-sekali' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'tidak_ada', password: 'salah-sekali' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'BAD_CREDENTIALS', message: 'Nama pengguna atau kata sandi salah.' });
    expect(unknown.body).toBe(wrong.body);
  });

  it('ends the old session when the same user signs in again: 409 SESSION_REPLACED in the user language', async () => {
    const u = await createVerifiedUser(t, { language: 'en' });
    const first = await signIn(t, u.username, u.password);
    expect((await me(first)).statusCode).toBe(200);
    const second = await signIn(t, u.username, u.password);
    const old = await me(first, 'id');
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ code: 'SESSION_REPLACED', message: 'You are already logged in on another device.' });
    const oldOther = await t.app.inject({ method: 'PUT', url: '/api/theme-user/red/dark', headers: bearer(first) });
    expect(oldOther.json().message).toBe('You are already logged in on another device.');
    expect((await me(second)).statusCode).toBe(200);

    const v = await createVerifiedUser(t, { language: 'id' });
    const a = await signIn(t, v.username, v.password);
    await signIn(t, v.username, v.password);
    expect((await me(a, 'en')).json().message).toBe('Anda sudah masuk pada perangkat lain.');
  });

  it('logout ends the session: later calls get 401, and /user/me 403 SESSION_INVALID', async () => {
    const u = await createVerifiedUser(t);
    const token = await signIn(t, u.username, u.password);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.json().message).toBe('Anda berhasil keluar.');
    const theme = await t.app.inject({ method: 'PUT', url: '/api/theme-user/red/dark', headers: bearer(token) });
    expect(theme.statusCode).toBe(401);
    const lost = await me(token);
    expect(lost.statusCode).toBe(403);
    expect(lost.json().code).toBe('SESSION_INVALID');
  });

  describe('rejects forged and foreign tokens with 401', () => {
    const forge = async (secret: string, claims: { aud?: string; exp?: number; alg?: string }) => {
      const key = new TextEncoder().encode(secret);
      let jwt = new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' }).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setIssuer('lontar').setIssuedAt();
      if (claims.aud) jwt = jwt.setAudience(claims.aud);
      if (claims.exp) jwt = jwt.setExpirationTime(claims.exp);
      return jwt.sign(key);
    };
    const secret = 'test-secret-0123456789abcdef0123456789';

    it.each([
      ['no header', async () => ''],
      ['not a JWT', async () => 'abc.def'],
      ['alg none', async () => `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"1","sid":"x","aud":"lontar-user","iss":"lontar"}').toString('base64url')}.`],
      ['wrong signature', async () => forge('another-secret-another-secret-12345', { aud: 'lontar-user', exp: Math.floor(Date.now() / 1000) + 60 })],
      ['expired', async () => forge(secret, { aud: 'lontar-user', exp: Math.floor(Date.now() / 1000) - 60 })],
      ['another audience', async () => forge(secret, { aud: 'someone-else', exp: Math.floor(Date.now() / 1000) + 60 })],
      ['unknown session', async () => forge(secret, { aud: 'lontar-user', exp: Math.floor(Date.now() / 1000) + 60 })],
    ])('%s', async (_label, make) => {
      const token = await make();
      const res = await t.app.inject({ method: 'PUT', url: '/api/theme-user/red/dark', headers: token ? bearer(token) : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    });
  });

  it('keeps administrator and user tokens apart', async () => {
    await upsertAdministrator(t.ctx.db, 'admin@lontar.test', await hashPassword('admin-pass-123'));
    const adm = await t.app.inject({ method: 'POST', url: '/api/auth/signinadm', payload: { username: 'admin@lontar.test', password: 'admin-pass-123' } });
    expect(adm.statusCode).toBe(200);
    const adminToken = adm.json().accessToken;
    const u = await createVerifiedUser(t);
    const userToken = await signIn(t, u.username, u.password);

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(adminToken) })).json().data.email).toBe('admin@lontar.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(userToken) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/theme-user/red/dark', headers: bearer(adminToken) })).statusCode).toBe(401);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logoutadm', headers: bearer(adminToken) });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(adminToken) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logoutadm', headers: bearer(userToken) })).statusCode).toBe(401);
    const userAsAdmin = await t.app.inject({ method: 'POST', url: '/api/auth/signinadm', payload: { username: u.email, password: u.password } });
    expect(userAsAdmin.statusCode).toBe(401);
  });

  it('limits failed sign-ins to 10 per username in 15 minutes (429), even with the right password afterwards', async () => {
    const u = await createVerifiedUser(t);
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: u.username, password: `salah-${i}` } });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: u.username, password: u.password }, headers: { 'accept-language': 'en' } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Try again in 15 minutes.' });
  });
});
