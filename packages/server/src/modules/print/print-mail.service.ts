import { translate, type Lang } from '@lontar/core';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { linkFreeMail } from './print-mail-body.ts';
import { inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import { requirePrintable } from '../approvals/approval-sync.ts';
import { writeAudit } from '../forms/audit.repo.ts';
import { printDocumentIn } from './print-goods.service.ts';
import { lockAndCountPrints } from './print-printed.repo.ts';
import { requirePreview } from './print.service.ts';

export interface SendMailInput {
  /** The recipient; default the e-mail of the customer the document is addressed to. */
  to?: string;
  subject?: string;
  message?: string;
  withDP?: boolean;
}

/**
 * "Kirim e-mail": the document printed as `print/{id}` prints it, attached to a mail to the customer (or `to`), in
 * the user's language, through the mail module: written to the outbox with the PDF and sent; when no SMTP server is
 * configured or it cannot take the mail now, the mail stays queued with its PDF until the outbox runs again, and the
 * sender is told so (`queued: true`, MAIL_DOCUMENT_QUEUED). No address → 400 MAIL_DOCUMENT_NO_ADDRESS. The same
 * rights as printing it.
 */
export async function sendDocumentMail(ctx: AppContext, call: TenantCall, form: string, id: number, input: SendMailInput, lang: Lang, sender: string) {
  const printed = await inTenant(ctx, call, (tx) => printDocumentIn(tx, call, form, id, lang, { withDP: input.withDP }));
  const to = input.to?.trim() || printed.party?.email || '';
  if (!to) throw new AppError('MAIL_DOCUMENT_NO_ADDRESS');
  const params = { title: printed.title, number: printed.number, company: call.tenantName, name: printed.party?.name || to, sender };
  const { sent } = await ctx.mailer.send({
    ...linkFreeMail(lang, to, input.subject?.trim() || translate(lang, 'MAIL_DOCUMENT_SUBJECT', params), input.message?.trim() || translate(lang, 'MAIL_DOCUMENT_BODY', params)),
    attachments: [{ filename: printed.filename, content: printed.pdf, contentType: 'application/pdf' }],
  });
  return { data: { to, filename: printed.filename, queued: !sent }, message: translate(lang, sent ? 'MAIL_DOCUMENT_SENT' : 'MAIL_DOCUMENT_QUEUED', { to, file: printed.filename }) };
}

/** update-printed of a stored document: one more print, recorded in its audit trail (print-printed.repo.ts). */
export async function markDocumentPrinted(ctx: AppContext, call: TenantCall, form: string, screen: string, id: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    await requirePreview(tx, call, screen, lang);
    // Counted as printed only when it may be printed: the approval gate of print/{id}.
    await requirePrintable(tx, call, form, id);
    const before = await lockAndCountPrints(tx, call.tenantId, form, id);
    if (before === undefined) throw new AppError('NOT_FOUND');
    await writeAudit(tx, { tenantId: call.tenantId, form, recordid: id, action: 'update', userid: call.userId, username: call.username, changes: { printcount: [before, before + 1] } });
    return { id, printcount: before + 1, lastprinted: new Date().toISOString() };
  });
}
