import { translate, type Lang } from '@lontar/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { emailOutbox } from '../db/schema/index.ts';
import type { Db } from './db.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (a printed document's PDF); kept in the outbox with the mail until it is sent. */
  attachments?: MailAttachment[];
}

/** An attachment as the outbox keeps it (`email_outbox.attachments`): its content base64-encoded. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mailer {
  /** Writes the mail to the outbox and tries to send it now; `sent: false` when it stays queued for `flush`. */
  send(message: MailMessage): Promise<{ sent: boolean }>;
  /** Sends what the outbox still holds (oldest first, with its attachments); answers how many were sent. */
  flush(): Promise<number>;
  close(): void;
}

/** How long a claimed mail is left to the process that claimed it before another may try it (two app servers). */
const CLAIM_MINUTES = 5;
/** A mail not sent within this many days stays in the outbox unsent: its links and documents are stale by then. */
const KEEP_DAYS = 7;

const stored = (attachments: readonly MailAttachment[] | undefined): StoredAttachment[] | null =>
  attachments?.length ? attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content.toString('base64') })) : null;
const restored = (attachments: readonly StoredAttachment[] | null) => (attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') }));

/**
 * Every mail is written to the outbox first, with its attachments. With SMTP_URL it is then sent and marked; a mail
 * the server could not take (down, refused) stays in the outbox with its error and is sent again by `flush`, which
 * runs every `retryMs` (and once at start) while SMTP is configured. Without SMTP_URL the mail stays in the outbox and
 * the links are printed in the log so an embedded install can still verify accounts; it is sent once the server
 * starts with SMTP_URL. Each mail is claimed before it is tried (`attempted_at`), so two app servers never send the
 * same one twice within `CLAIM_MINUTES`.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger; retryMs?: number }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  const deliver = async (id: number, message: MailMessage): Promise<boolean> => {
    try {
      await transport!.sendMail({ from: opts.from, ...message });
      await opts.db.update(emailOutbox).set({ sentAt: sql`now()`, error: null }).where(eq(emailOutbox.id, id));
      return true;
    } catch (error) {
      opts.log.error({ err: error, to: message.to }, 'mail not sent, kept in outbox');
      // Released for the next flush: the claim only guards a mail while it is being tried.
      await opts.db.update(emailOutbox).set({ error: String(error).slice(0, 1000), attemptedAt: null }).where(eq(emailOutbox.id, id));
      return false;
    }
  };
  let flushing: Promise<number> | null = null;
  const flushOnce = async () => {
    const claimed = await opts.db.execute(sql`
      update email_outbox set attempted_at = now()
      where id in (
        select id from email_outbox
        where sent_at is null and created_at > now() - make_interval(days => ${KEEP_DAYS})
          and (attempted_at is null or attempted_at < now() - make_interval(mins => ${CLAIM_MINUTES}))
        order by id limit 50 for update skip locked)
      returning id, recipient, subject, text_body, html_body, attachments`);
    const rows = (claimed as unknown as { rows: { id: number | string; recipient: string; subject: string; text_body: string; html_body: string; attachments: StoredAttachment[] | null }[] }).rows;
    let sent = 0;
    for (const r of [...rows].sort((a, b) => Number(a.id) - Number(b.id))) {
      const message = { to: r.recipient, subject: r.subject, text: r.text_body, html: r.html_body, attachments: restored(r.attachments) };
      if (await deliver(Number(r.id), message)) sent += 1;
    }
    return sent;
  };
  const flush = (): Promise<number> => {
    if (!transport) return Promise.resolve(0);
    // One flush at a time in a process; a caller during one waits for it.
    flushing ??= flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  };
  const runFlush = () => {
    flush().catch((error: unknown) => opts.log.error({ err: error }, 'outbox not flushed'));
  };
  const timer = transport ? setInterval(runFlush, opts.retryMs ?? 60_000) : undefined;
  timer?.unref();
  if (transport) runFlush();
  return {
    async send(message) {
      const [row] = await opts.db
        .insert(emailOutbox)
        .values({ recipient: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html, attachments: stored(message.attachments), attemptedAt: transport ? sql`now()` : null })
        .returning({ id: emailOutbox.id });
      if (!transport) {
        opts.log.info({ to: message.to, subject: message.subject, links: message.text.match(/https?:\/\/\S+/g) ?? [] }, 'mail kept in outbox (no SMTP_URL)');
        return { sent: false };
      }
      return { sent: await deliver(row!.id, message) };
    },
    flush,
    close() {
      if (timer) clearInterval(timer);
      transport?.close();
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

type MailKey = Parameters<typeof translate>[1];

/** A mail with a single call to action (`params.link`), in the recipient's language, with a plain-text part. */
export function linkMail(opts: { lang: Lang; to: string; subjectKey: MailKey; bodyKey: MailKey; buttonKey: MailKey; params: Record<string, string> & { link: string } }): MailMessage {
  const { link } = opts.params;
  const text = translate(opts.lang, opts.bodyKey, opts.params);
  const button = `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1f8a4c;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(translate(opts.lang, opts.buttonKey))}</a></p><p style="font-size:12px;color:#666">${escapeHtml(link)}</p>`;
  const paragraphs = text
    .split('\n\n')
    .map((p) => (p === link ? button : `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`))
    .join('');
  return {
    to: opts.to,
    subject: translate(opts.lang, opts.subjectKey, opts.params),
    text,
    html: `<!doctype html><html lang="${opts.lang}"><body style="font-family:Arial,sans-serif;color:#222">${paragraphs}<p style="color:#888">Lontar</p></body></html>`,
  };
}
