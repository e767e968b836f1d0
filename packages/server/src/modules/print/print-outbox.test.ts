import { translate } from '@lontar/core';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { smtpSink } from '../../test/smtp-sink.ts';
import { purchaseCompany } from '../documents/purchase-fixture.ts';
import { pdfText } from './pdf-text.ts';

/**
 * "Kirim e-mail" when the SMTP server cannot take the mail (issue 13 item 7, DESIGN.md Mail): the mail stays in the
 * outbox with its PDF, the sender is told it is queued, and the next run of the outbox sends it, PDF and all, once.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof purchaseCompany>>;
let port: number;
const smtp = smtpSink();
const inbox = smtp.inbox;
const sinkUp = smtp.up;
const sinkDown = smtp.down;

type OutboxRow = { sent_at: unknown; error: string | null; attachments: { filename: string; contentType: string; content: string }[] | null };
const outbox = async (to: string) => ((await t.ctx.db.execute(sql`select sent_at, error, attachments from email_outbox where recipient = ${to} order by id`)) as unknown as { rows: OutboxRow[] }).rows;

beforeAll(async () => {
  // A port that had a sink and has none now: the SMTP server is configured but down.
  port = await sinkUp(0);
  await sinkDown();
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Lontar <noreply@lontar.test>' });
  c = await purchaseCompany(t, 'PT Antre Surat');
}, 180_000);
afterAll(async () => {
  await sinkDown();
  await t.close();
});

describe('the outbox when the SMTP server is down', () => {
  it('keeps the mail with its PDF, tells the sender it is queued, and sends it when the outbox runs with the server up', async () => {
    const customer = (await c.req('POST', 'person-data', { persontype: 0, personno: 'C-40', name: 'Toko Antre', email: 'toko@antre.co.id' })).json().data.id as number;
    const q = (await c.req('POST', 'quotation', { quotedate: '2026-02-09', customerid: customer, details: [{ itemno: 'TEH', quantity: '2', unitprice: '15000' }] })).json().data;
    const filename = `penawaran-harga-${String(q.quoteno).replace('/', '-')}.pdf`;

    const res = await c.req('POST', `quotation/send-mail/${q.id}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ to: 'toko@antre.co.id', filename, queued: true });
    expect(res.json().message).toBe(translate('id', 'MAIL_DOCUMENT_QUEUED', { to: 'toko@antre.co.id', file: filename }));
    const [queued] = await outbox('toko@antre.co.id');
    expect(queued!.sent_at).toBeNull();
    expect(queued!.error).toContain('ECONNREFUSED');
    expect(queued!.attachments!.map((a) => [a.filename, a.contentType])).toEqual([[filename, 'application/pdf']]);
    // The outbox runs while the server is still down: nothing is lost, nothing sent.
    expect(await t.ctx.mailer.flush()).toBe(0);
    expect((await outbox('toko@antre.co.id'))[0]!.attachments).toHaveLength(1);

    await sinkUp(port);
    expect(await t.ctx.mailer.flush()).toBe(1);
    const mail = inbox.filter((m) => m.to === 'toko@antre.co.id');
    expect(mail).toHaveLength(1);
    const parsed = await simpleParser(mail[0]!.raw);
    expect(parsed.subject).toBe(`Penawaran Harga ${q.quoteno} dari PT Antre Surat`);
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([[filename, 'application/pdf']]);
    expect(pdfText(parsed.attachments[0]!.content).text).toContain('Toko Antre');
    const [sent] = await outbox('toko@antre.co.id');
    expect(sent!.sent_at).not.toBeNull();
    expect(sent!.error).toBeNull();
    // Sent once: the next run finds nothing to send.
    expect(await t.ctx.mailer.flush()).toBe(0);
    expect(inbox.filter((m) => m.to === 'toko@antre.co.id')).toHaveLength(1);

    // With the server up, a mail goes at once and the sender is told it was sent.
    const now = await c.en('POST', `quotation/send-mail/${q.id}`, { to: 'other@antre.co.id' });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().data.queued).toBe(false);
    expect(now.json().message).toBe(translate('en', 'MAIL_DOCUMENT_SENT', { to: 'other@antre.co.id', file: now.json().data.filename }));
  });
});
