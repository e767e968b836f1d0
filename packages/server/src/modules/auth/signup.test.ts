import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../db/schema/index.ts';
import { createTestApp, lastMail, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://lontar.test' });
});
afterAll(() => t.close());

const signup = (payload: unknown, lang = 'id') =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: payload as object, headers: { 'accept-language': lang } });

describe('sign-up', () => {
  it('creates an unverified account and mails a verification link in the user language', async () => {
    const res = await signup({ name: 'Siti Aminah', username: 'siti.aminah', email: 'Siti@Contoh.co.id', password: 'rahasia-123' }, 'en');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ username: 'siti.aminah', email: 'siti@contoh.co.id' });
    const mail = await lastMail(t, 'siti@contoh.co.id');
    expect(mail.subject).toBe('Verify your Lontar account');
    expect(mail.link).toMatch(/^https:\/\/lontar\.test\/verifikasi\/accesstoken=[A-Za-z0-9_-]{43}$/);
    expect(mail.htmlBody).toContain(mail.link);
    // Only the hash is stored.
    const [row] = await t.ctx.db.select().from(accountTokens).where(eq(accountTokens.purpose, 'verify'));
    expect(row!.tokenHash).not.toContain(mail.token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const before = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'siti.aminah', password: 'rahasia-123' } });
    expect(before.statusCode).toBe(409);
    expect(before.json().code).toBe('NOT_VERIFIED');

    const verify = await t.app.inject({ method: 'POST', url: '/api/auth/users/verify', payload: { token: mail.token } });
    expect(verify.json()).toMatchObject({ data: { verified: true } });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/users/verify', payload: { token: mail.token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');

    const after = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'siti@contoh.co.id', password: 'rahasia-123' } });
    expect(after.statusCode).toBe(200);
  });

  it('verifies through GET ?code= and refuses an expired link', async () => {
    await signup({ name: 'Budi', username: 'budi', email: 'budi@contoh.co.id', password: 'rahasia-123' });
    const mail = await lastMail(t, 'budi@contoh.co.id');
    expect(mail.subject).toBe('Verifikasi akun Lontar Anda');
    await t.ctx.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.app.inject({ method: 'GET', url: `/api/auth/users/verify?code=${mail.token}` });
    expect(expired.statusCode).toBe(400);

    const resend = await t.app.inject({ method: 'POST', url: '/api/auth/users/resendverify', payload: { email: 'budi@contoh.co.id' } });
    expect(resend.statusCode).toBe(200);
    const fresh = await lastMail(t, 'budi@contoh.co.id');
    expect(fresh.token).not.toBe(mail.token);
    const ok = await t.app.inject({ method: 'GET', url: `/api/auth/users/verify?code=${fresh.token}` });
    expect(ok.statusCode).toBe(200);
  });

  it('answers resend-verification the same for unknown addresses', async () => {
    const known = await t.app.inject({ method: 'POST', url: '/api/auth/users/resendverify', payload: { email: 'budi@contoh.co.id' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/users/resendverify', payload: { email: 'nobody@contoh.co.id' } });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });

  it('refuses a taken username or e-mail with 409', async () => {
    const user = await signup({ name: 'X', username: 'siti.aminah', email: 'lain@contoh.co.id', password: 'rahasia-123' }, 'en');
    expect(user.statusCode).toBe(409);
    expect(user.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: 'This username is already taken.' });
    const email = await signup({ name: 'X', username: 'lain', email: 'SITI@contoh.co.id', password: 'rahasia-123' });
    expect(email.json()).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN', message: 'Email sudah terdaftar.' });
  });

  it('gives one message per failing field in the user language', async () => {
    const res = await signup({ name: '', username: 'Ab', email: 'bukan-email', password: 'pendek', admin: true }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_ERROR' });
    expect(res.json().message).toEqual(
      expect.arrayContaining([
        'name: is required.',
        'username: may only hold lowercase letters, digits, dots and underscores (4–30 characters).',
        'email: Email adress is not valid',
        'password: is too short (minimum 8 characters needed).',
        'admin: is not an allowed field.',
      ]),
    );
    const id = await signup({ username: 'valid_name', email: 'a@b.co', password: 'rahasia-123' }, 'id');
    expect(id.json().message).toEqual(['name: wajib diisi.']);
    const wrongType = await signup({ name: 42, username: 'valid_name', email: 'a@b.co', password: 'rahasia-123' }, 'en');
    expect(wrongType.json().message).toEqual(['name: has the wrong type (expected string).']);
  });

  it('stores names with quotes, emoji and SQL fragments exactly', async () => {
    const name = `O'Brien "Toko" 🧾 '); DROP TABLE users; --`;
    const res = await signup({ name, username: 'obrien', email: 'obrien@contoh.co.id', password: 'rahasia-123' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.username, 'obrien'));
    expect(row!.name).toBe(name);
  });

  it('rejects malformed JSON, oversized bodies and non-JSON bodies without a 500', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('MALFORMED_JSON');
    const big = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }), headers: { 'content-type': 'application/json' } });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/signup' });
    expect(empty.statusCode).toBe(400);
    const text = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: 'hello', headers: { 'content-type': 'text/plain' } });
    expect([400, 415]).toContain(text.statusCode);
    const arr = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(arr.statusCode).toBe(400);
    const nul = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: 'null', headers: { 'content-type': 'application/json' } });
    expect(nul.statusCode).toBe(400);
  });
});
