import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 3 });
});
afterAll(() => t.close());

describe('user profile calls', () => {
  it('returns /user/me in the contract shape and updates name, phone and language', async () => {
    const u = await createVerifiedUser(t, { name: 'Rina' });
    const token = await signIn(t, u.username, u.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.json().data).toEqual({
      id: u.id, name: 'Rina', username: u.username, email: u.email, phone: '', language: 'id', theme: 'green', colormode: 'light', creator: true, roleId: 1, session: true,
    });
    const upd = await t.app.inject({ method: 'PUT', url: '/api/user/update-user', headers: bearer(token), payload: { name: 'Rina Wati', phone: '+62 812-3456', language: 'en' } });
    expect(upd.json()).toMatchObject({ data: { name: 'Rina Wati', phone: '+62 812-3456', language: 'en' }, message: 'Successfully' });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/user/update-user', headers: bearer(token), payload: { language: 'fr', email: 'x@y.z' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['language: must be one of: id, en.', 'email: is not an allowed field.']);
  });

  it("answers in the user's stored language over Accept-Language", async () => {
    const u = await createVerifiedUser(t, { language: 'en' });
    const token = await signIn(t, u.username, u.password);
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/update-user', headers: { ...bearer(token), 'accept-language': 'id' }, payload: { name: '' } });
    expect(res.json().message).toEqual(['name: is required.']);
    const anon = await t.app.inject({ method: 'POST', url: '/api/auth/forgetpassword', payload: { email: 'x' }, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(anon.json().message).toEqual(['email: Email adress is not valid']);
    const dflt = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: {} });
    expect(dflt.json().message).toEqual(['username: wajib diisi.', 'password: wajib diisi.']);
  });

  it('saves the theme and colour mode', async () => {
    const u = await createVerifiedUser(t);
    const token = await signIn(t, u.username, u.password);
    const res = await t.app.inject({ method: 'PUT', url: '/api/theme-user/purple/dark', headers: bearer(token) });
    expect(res.json()).toEqual({ data: { theme: 'purple', colormode: 'dark' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).json().data).toMatchObject({ theme: 'purple', colormode: 'dark' });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/theme-user/black/dark', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
  });

  it('stores and revokes device push tokens', async () => {
    const u = await createVerifiedUser(t);
    const token = await signIn(t, u.username, u.password);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/update-token-fcm', headers: bearer(token), payload: { token: 'fcm:abc' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/update-token-fcm', headers: bearer(token), payload: { token: 'fcm:abc' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/revoke-token-fcm/fcm:abc', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('checks username and e-mail availability, then rate-limits the checks (429)', async () => {
    const u = await createVerifiedUser(t);
    const taken = await t.app.inject({ method: 'GET', url: `/api/user/checkUsernameAvailability?username=${u.username}`, remoteAddress: '10.0.0.9' });
    expect(taken.json()).toEqual({ data: { available: false } });
    const free = await t.app.inject({ method: 'GET', url: '/api/user/checkEmailAvailability?email=baru@contoh.co.id', remoteAddress: '10.0.0.9' });
    expect(free.json()).toEqual({ data: { available: true } });
    let last = free;
    // rateLimitMax 3 × 20 for availability checks
    for (let i = 0; i < 60; i++) last = await t.app.inject({ method: 'GET', url: '/api/user/checkEmailAvailability?email=a@b.co', remoteAddress: '10.0.0.9' });
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('rate-limits forgot-password per address', async () => {
    let last;
    for (let i = 0; i < 4; i++) last = await t.app.inject({ method: 'POST', url: '/api/auth/forgetpassword', payload: { email: 'batas@contoh.co.id' } });
    expect(last!.statusCode).toBe(429);
    const other = await t.app.inject({ method: 'POST', url: '/api/auth/forgetpassword', payload: { email: 'lain@contoh.co.id' } });
    expect(other.statusCode).toBe(200);
  });
});
