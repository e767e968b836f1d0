import type { Lang } from '@lontar/core';
import type { MailMessage } from '../../platform/mail.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A plain mail (no call to action) with a text and an HTML part, paragraphs split on blank lines. */
export function linkFreeMail(lang: Lang, to: string, subject: string, text: string): MailMessage {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return { to, subject, text, html: `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#222">${paragraphs}</body></html>` };
}
