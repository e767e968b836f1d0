import { INVENTORY_DOCUMENTS, translate, type DocumentDecl, type Lang } from '@lontar/core';
import type { AppContext } from '../../platform/context.ts';
import { AppError, accessDenied } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import { requirePrintable } from '../approvals/approval-sync.ts';
import type { Tx } from '../../platform/tx.ts';
import { DOCUMENT_KINDS } from '../documents/document-registry.ts';
import { documentLines, findDocument } from '../documents/trans-document.repo.ts';
import type { Row } from '../forms/form-def.ts';
import { JOURNAL_KINDS } from '../ledger/gl-document.kind.ts';
import type { PrintParty } from './print-blocks.ts';
import { goodsPrintRows } from './goods-print-rows.ts';
import { GOODS_TITLES } from './print-labels.ts';
import { resolveCurrency, resolveDownPayments, resolveParty } from './print-party.ts';
import { GOODS_TEMPLATES } from './print-template.ts';
import { render, requirePreview, type PrintedPdf } from './print.service.ts';

const JOURNAL_FORMS = new Set(Object.keys(JOURNAL_KINDS));
const GOODS = new Set(INVENTORY_DOCUMENTS.map((d) => d.form));

/**
 * Documents printed from their read (the kind's `present`): every registered trade, payment or Tukar Faktur kind
 * that has a template (templates/*.json). A document kind registered later prints as soon as its template exists:
 * there is one print mechanism, templates are declared, not coded.
 */
const READ_PRINTED: readonly DocumentDecl[] = DOCUMENT_KINDS.map((k) => k.decl).filter((d) => !JOURNAL_FORMS.has(d.form) && !GOODS.has(d.form) && d.form in GOODS_TEMPLATES);
const PRINTED: readonly DocumentDecl[] = [...INVENTORY_DOCUMENTS, ...READ_PRINTED];
const BY_FORM = new Map(PRINTED.map((d) => [d.form, d]));

/** The documents that print: item adjustment, item transfer, opening stock, the purchasing and the sales documents. */
export const GOODS_PRINT_FORMS: readonly string[] = PRINTED.map((d) => d.form);

export interface DocumentPrintOptions {
  /** `print/{id}?withDP`: list the down payments the invoice applies. */
  withDP?: boolean;
}

/** A document's print rows: the document as its read answers it (party, totals, lines with price and amount). */
async function readPrintRows(tx: Tx, call: TenantCall, form: string, id: number) {
  const kind = DOCUMENT_KINDS.find((k) => k.decl.form === form)!;
  const row = await kind.find(tx, call.tenantId, id);
  const doc = (await kind.present(tx, call.tenantId, row!)) as Row;
  return { record: doc, lines: (doc.details as Row[] | undefined) ?? [] };
}

export interface PrintedDocument extends PrintedPdf {
  /** The document's number (or date, for one without a number). */
  number: string;
  title: string;
  /** The party it is addressed to, when its template names one. */
  party?: PrintParty;
}

/**
 * A document as a PDF, in a transaction the caller opened: the document (404 for an id of another form or
 * company), the open right of its screen as a read asks, and the print ('preview') right; read straight from the
 * document's storage, through the same template engine as every other print.
 */
export async function printDocumentIn(tx: Tx, call: TenantCall, form: string, id: number, lang: Lang, options: DocumentPrintOptions = {}): Promise<PrintedDocument> {
  const decl = BY_FORM.get(form)!;
  const doc = await findDocument(tx, call.tenantId, form, id);
  if (!doc) throw new AppError('NOT_FOUND');
  if (!(await hasRight(tx, call, decl.rights.screen, 'akses'))) throw accessDenied('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_OPEN') });
  await requirePreview(tx, call, decl.rights.screen, lang);
  await requirePrintable(tx, call, form, id);
  const { record, lines } = GOODS.has(form) ? goodsPrintRows(form, decl.fields, doc, await documentLines(tx, call.tenantId, form, id)) : await readPrintRows(tx, call, form, id);
  const template = GOODS_TEMPLATES[form]!;
  const number = String((decl.fields.number && record[decl.fields.number]) || record[decl.fields.date] || id);
  const party = await resolveParty(tx, call.tenantId, template, record);
  const downPayments = options.withDP ? await resolveDownPayments(tx, call.tenantId, template, record) : [];
  const title = GOODS_TITLES[form]?.[lang] ?? form;
  const printed = await render(tx, call, template, title, number, record, lines, lang, { party, downPayments, currency: await resolveCurrency(tx, call.tenantId, record) });
  return { ...printed, number, title, party };
}

export async function printGoodsDocument(ctx: AppContext, call: TenantCall, form: string, id: number, lang: Lang, options: DocumentPrintOptions = {}): Promise<PrintedPdf> {
  return inTenant(ctx, call, (tx) => printDocumentIn(tx, call, form, id, lang, options));
}
