import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createVerifiedUser, lastMail, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://lontar.test' });
});
afterAll(() => t.close());

const theme = (token: string) => t.app.inject({ method: 'PUT', url: '/api/theme-user/blue/light', headers: bearer(token) });

describe('passwords', () => {
  it('stores argon2id hashes, never the password', async () => {
    const u = await createVerifiedUser(t);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('forgot-password answers the same whether or not the address exists', async () => {
    const u = await createVerifiedUser(t);
    const known = await t.app.inject({ method: 'POST', url: '/api/auth/forgetpassword', payload: { email: u.email } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/forgetpassword', payload: { email: 'tidak.ada@contoh.co.id' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect((await lastMail(t, u.email)).link).toMatch(/^https:\/\/lontar\.test\/create-new-password\/accesstoken=/);
    await expect(lastMail(t, 'tidak.ada@contoh.co.id')).rejects.toThrow();
  });

  it('a reset link sets the password once and ends every session', async () => {
    const u = await createVerifiedUser(t, { language: 'en' });
    const token = await signIn(t, u.username, u.password);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgetpassword', payload: { email: u.email } });
    const mail = await lastMail(t, u.email);
    expect(mail.subject).toBe('Create a new Lontar password');
    expect(mail.textBody).toContain('valid for 1 hour');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/users/creatednewpassord', payload: { token: mail.token, password: 'kata-sandi-baru' } });
    expect(res.statusCode).toBe(200);
    expect((await theme(token)).statusCode).toBe(401);
    const reuse = await t.app.inject({ method: 'POST', url: '/api/auth/users/creatednewpassord', payload: { token: mail.token, password: 'lagi-lagi-baru' } });
    expect(reuse.json().code).toBe('TOKEN_INVALID');
    await signIn(t, u.username, 'kata-sandi-baru');
  });

  it('a reset link expires after one hour', async () => {
    const u = await createVerifiedUser(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgetpassword', payload: { email: u.email } });
    const mail = await lastMail(t, u.email);
    const [row] = await t.ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, u.id));
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(ttl - 3600_000)).toBeLessThan(5_000);
    await t.ctx.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(accountTokens.userId, u.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/users/creatednewpassord', payload: { token: mail.token, password: 'kata-sandi-baru' } });
    expect(res.statusCode).toBe(400);
  });

  it('change password: wrong old password is refused, other sessions end, this one stays', async () => {
    const u = await createVerifiedUser(t, { language: 'en' });
    const token = await signIn(t, u.username, u.password);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/users/changenewpassord', headers: bearer(token), payload: { oldPassword: 'bukan-ini', newPassword: 'kata-sandi-baru' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Incorrect password!');
    const ok = await t.app.inject({ method: 'POST', url: '/api/users/changenewpassord', headers: bearer(token), payload: { oldPassword: u.password, newPassword: 'kata-sandi-baru' } });
    expect(ok.statusCode).toBe(200);
    expect((await theme(token)).statusCode).toBe(200);
    const short = await t.app.inject({ method: 'POST', url: '/api/users/changenewpassord', headers: bearer(token), payload: { oldPassword: 'kata-sandi-baru', newPassword: 'x' } });
    expect(short.json().message).toEqual(['newPassword: is too short (minimum 8 characters needed).']);
    await signIn(t, u.username, 'kata-sandi-baru');
  });

  it('checkCurrentPassword answers for the signed-in user only', async () => {
    const u = await createVerifiedUser(t);
    const token = await signIn(t, u.username, u.password);
    const q = (email: string, password: string) =>
      t.app.inject({ method: 'GET', url: `/api/user/checkCurrentPassword?email=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`, headers: bearer(token) });
    expect((await q(u.email, u.password)).json().data.valid).toBe(true);
    expect((await q(u.email, 'salah')).json().data.valid).toBe(false);
    expect((await q('lain@contoh.co.id', u.password)).json().data.valid).toBe(false);
  });
});
