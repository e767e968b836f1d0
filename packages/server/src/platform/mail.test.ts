import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../test/harness.ts';

interface Received {
  to: string;
  raw: string;
}

let smtp: SMTPServer;
let port = 0;
const inbox: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as { port: number }).port;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Lontar <noreply@lontar.test>', appUrl: 'http://app.lontar.test' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
