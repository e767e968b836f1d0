import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signinAttempts } from '../../db/schema/index.ts';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signin = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password }, headers: { 'accept-language': 'en' } });

function tally(codes: number[]) {
  const byCode: Record<number, number> = {};
  for (const c of codes) byCode[c] = (byCode[c] ?? 0) + 1;
  return byCode;
}

describe('sign-in limit under concurrency', () => {
  it('30 concurrent wrong passwords: 10 are checked (401), 20 refused (429); the right one is refused too; another user is unaffected', async () => {
    const u = await createVerifiedUser(t);
    const v = await createVerifiedUser(t);
    // Mixed case: the limit is per login whatever the caller types.
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => signin(i % 2 ? u.username.toUpperCase() : u.username, `salah-${i}`)));
    const codes = tally(burst.map((r) => r.statusCode));
    expect(codes).toEqual({ 401: 10, 429: 20 });
    for (const r of burst.filter((x) => x.statusCode === 429)) {
      expect(r.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Try again in 15 minutes.' });
    }

    const right = await signin(u.username, u.password);
    expect(right.statusCode).toBe(429);
    expect((await signin(v.username, v.password)).statusCode).toBe(200);
  });

  it('a right password under the limit signs in and does not use up an attempt', async () => {
    const u = await createVerifiedUser(t);
    for (let i = 0; i < 9; i++) expect((await signin(u.username, `salah-${i}`)).statusCode).toBe(401);
    expect((await signin(u.username, u.password)).statusCode).toBe(200);
    expect((await signin(u.username, u.password)).statusCode).toBe(200);
    expect((await signin(u.username, 'salah-lagi')).statusCode).toBe(401);
    expect((await signin(u.username, u.password)).statusCode).toBe(429);
  });

  it('refuses until the window passes, then counts afresh', async () => {
    const u = await createVerifiedUser(t);
    for (let i = 0; i < 10; i++) expect((await signin(u.username, `salah-${i}`)).statusCode).toBe(401);
    expect((await signin(u.username, u.password)).statusCode).toBe(429);
    await t.ctx.db
      .update(signinAttempts)
      .set({ windowStart: sql`now() - interval '15 minutes 1 second'` })
      .where(eq(signinAttempts.login, u.username.toLowerCase()));
    expect((await signin(u.username, 'salah-lagi')).statusCode).toBe(401);
    expect((await signin(u.username, u.password)).statusCode).toBe(200);
  });
});
