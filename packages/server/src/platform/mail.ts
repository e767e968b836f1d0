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
  /** Files sent with the mail (a printed document's PDF); the outbox keeps the mail's text, not its files. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Every mail is written to the outbox first. With SMTP_URL it is then sent and marked; without it the
 * links are printed in the log so an embedded install can still verify accounts.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  return {
    async send(message) {
      const [row] = await opts.db
        .insert(emailOutbox)
        .values({ recipient: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html })
        .returning({ id: emailOutbox.id });
      if (!transport) {
        opts.log.info({ to: message.to, subject: message.subject, links: message.text.match(/https?:\/\/\S+/g) ?? [] }, 'mail kept in outbox (no SMTP_URL)');
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, ...message });
        await opts.db.update(emailOutbox).set({ sentAt: sql`now()` }).where(eq(emailOutbox.id, row!.id));
      } catch (error) {
        opts.log.error({ err: error, to: message.to }, 'mail not sent');
        await opts.db.update(emailOutbox).set({ error: String(error).slice(0, 1000) }).where(eq(emailOutbox.id, row!.id));
      }
    },
    close() {
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
