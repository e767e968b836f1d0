import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { smtpSink } from '../test/smtp-sink.ts';

const smtp = smtpSink();
const inbox = smtp.inbox;
let t: TestApp;

beforeAll(async () => {
  await smtp.up();
  t = await createTestApp({ smtpUrl: smtp.url(), mailFrom: 'Lontar <noreply@lontar.test>', appUrl: 'http://app.lontar.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.down();
});

describe('mail over SMTP', () => {
  it('sends the verification mail in the recipient language with text and HTML parts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Dewi', username: 'dewi', email: 'dewi@contoh.co.id', password: 'rahasia-123', language: 'en' },
      headers: { 'accept-language': 'id' },
    });
    expect(res.statusCode).toBe(201);
    const mail = inbox.find((m) => m.to === 'dewi@contoh.co.id');
    expect(mail).toBeDefined();
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.subject).toBe('Verify your Lontar account');
    expect(parsed.from?.text).toContain('noreply@lontar.test');
    expect(parsed.text).toMatch(/http:\/\/app\.lontar\.test\/verifikasi\/accesstoken=[A-Za-z0-9_-]+/);
    expect(parsed.html).toContain('<a href="http://app.lontar.test/verifikasi/accesstoken=');
  });
});
