import { DEFAULT_DATE_FORMATS, formatDate, SCREENS, translate, type Lang } from '@lontar/core';
import type { AppContext } from '../../platform/context.ts';
import { accessDenied } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import { requirePrintable } from '../approvals/approval-sync.ts';
import type { Tx } from '../../platform/tx.ts';
import { listDateFormats, readCompany, readPreferenceRow } from '../company/preference.repo.ts';
import type { FormDef, Row } from '../forms/form-def.ts';
import { findById } from '../forms/form.repo.ts';
import { readRecord } from '../forms/form.service.ts';
import { FORMS } from '../forms/registry.ts';
import { JOURNAL_KINDS, type GlForm } from '../ledger/gl-document.kind.ts';
import { readDocument } from '../documents/document.service.ts';
import { findDocument } from '../documents/trans-document.repo.ts';
import { renderPdf } from './pdf.ts';
import { TEXT } from './print-labels.ts';
import { printDocument, type PrintCompany, type PrintInput } from './print-layout.ts';
import { GL_DOCUMENT_TEMPLATE, masterTemplate, type PrintTemplate } from './print-template.ts';
import { referencedIds, refKey, type ValueFormats } from './print-values.ts';

export interface PrintedPdf {
  pdf: Buffer;
  filename: string;
}

export interface CompanySetup {
  company: PrintCompany;
  number: Lang;
  date: string;
}

/** Printing is the screen's 'preview' right (spec 002 §6); without it → 403 ACCESS_DENIED. */
export async function requirePreview(tx: Tx, call: TenantCall, screen: string, lang: Lang) {
  if (!(await hasRight(tx, call, screen, 'preview'))) throw accessDenied('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_PRINT') });
}

/** Company name and address for the letterhead, and its number and date formats (preferences). */
export async function companySetup(tx: Tx, call: TenantCall, lang: Lang): Promise<CompanySetup> {
  const company = await readCompany(tx, call.tenantId);
  const preference = await readPreferenceRow(tx, call.tenantId);
  const pcompany = (preference?.pcompany ?? {}) as { formattgl?: number | null; numberformat?: Lang };
  const formats = await listDateFormats(tx, call.tenantId);
  const date = formats.find((f) => f.fdateid === pcompany.formattgl)?.formatdate ?? DEFAULT_DATE_FORMATS[0]!.formatdate;
  const cityLine = [company?.addressline3, company?.postalcode].filter(Boolean).join(' ');
  const contact = [company?.notelp && `${TEXT.phone[lang]} ${company.notelp}`, company?.email].filter(Boolean).join(' · ');
  return {
    company: {
      name: company?.companyname || call.tenantName,
      address: [company?.addressline1, company?.addressline2, cityLine, contact].filter((l): l is string => Boolean(l)),
      npwp: company?.npwp ?? '',
    },
    number: pcompany.numberformat === 'en' ? 'en' : 'id',
    date,
  };
}

/** Display text of every record the template points to (account number and name, customer type, …). */
async function resolveRefs(tx: Tx, tenantId: number, template: PrintTemplate, record: Row, lines: Row[]): Promise<Map<string, string>> {
  const refs = new Map<string, string>();
  const wanted = [...referencedIds(template.fields, [record]), ...referencedIds(template.details?.columns ?? [], lines)];
  const shows = new Map([...template.fields, ...(template.details?.columns ?? [])].filter((f) => f.ref).map((f) => [f.ref!.form, f.ref!.show]));
  for (const [form, ids] of wanted) {
    const def = FORMS.find((d) => d.name === form);
    if (!def) {
      // A stored document (the invoice a return is made against) shows its number.
      for (const id of ids) {
        const doc = await findDocument(tx, tenantId, form, id);
        if (doc?.docno) refs.set(refKey(form, id), doc.docno);
      }
      continue;
    }
    for (const id of ids) {
      const row = await findById(tx, def, tenantId, id);
      if (row) refs.set(refKey(form, id), shows.get(form)!.map((f) => row[f]).filter((v) => v !== null && v !== undefined && v !== '').join(' '));
    }
  }
  return refs;
}

function screenTitle(screen: string, lang: Lang): string {
  return SCREENS.find((s) => s.screen === screen)?.description[lang] ?? screen;
}

/** When it was printed, in the company's date format; Indonesian offices read Western Indonesian Time. */
function printedAt(date: string, lang: Lang): string {
  const now = new Date();
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now).map((p) => [p.type, p.value]));
  return `${formatDate(`${parts.year}-${parts.month}-${parts.day}`, date, lang)} ${parts.hour}:${parts.minute}`;
}

/** A file name a browser and a mail client accept: ASCII letters, digits, dot, dash. */
export function pdfFilename(title: string, number: string): string {
  const safe = (s: string) => s.normalize('NFKD').replace(/[^A-Za-z0-9.]+/g, '-').replace(/^-+|-+$/g, '');
  return `${[safe(title).toLowerCase(), safe(number)].filter(Boolean).join('-') || 'dokumen'}.pdf`;
}

/** What a document print adds to a record's: the party it is addressed to and the down payments `?withDP` lists. */
export type PrintExtras = Pick<PrintInput, 'party' | 'downPayments' | 'currency'>;

export async function render(tx: Tx, call: TenantCall, template: PrintTemplate, title: string, number: string, record: Row, lines: Row[], lang: Lang, extras: PrintExtras = {}): Promise<PrintedPdf> {
  const setup = await companySetup(tx, call, lang);
  const formats: ValueFormats = { lang, number: setup.number, date: setup.date, refs: await resolveRefs(tx, call.tenantId, template, record, lines) };
  const doc = printDocument({ template, title, number, company: setup.company, formats, record, lines, printedAt: printedAt(setup.date, lang), ...extras });
  return { pdf: await renderPdf(doc), filename: pdfFilename(title, number) };
}

/** PDF of a master record: what its read call returns (the same rights to open it, 404 for another id), plus 'preview'. */
export async function printMasterRecord(ctx: AppContext, call: TenantCall, def: FormDef, id: number, lang: Lang): Promise<PrintedPdf> {
  const record = (await readRecord(ctx, call, def, id, lang)) as Row;
  const screen = def.screen(record);
  const template = masterTemplate(def.name);
  const title = screenTitle(screen, lang);
  const number = String((def.noField && record[def.noField]) || record.id || id);
  return inTenant(ctx, call, async (tx) => {
    await requirePreview(tx, call, screen, lang);
    return render(tx, call, template, title, number, record, (record.details as Row[] | undefined) ?? [], lang);
  });
}

/** PDF of a journal voucher, other payment or other receipt: header, lines with totals, Terbilang, signatures. */
export async function printGlDocument(ctx: AppContext, call: TenantCall, form: GlForm, id: number, lang: Lang): Promise<PrintedPdf> {
  const doc = (await readDocument(ctx, call, JOURNAL_KINDS[form], id, lang)) as unknown as Row & { jvnumber: string; details: Row[] };
  return inTenant(ctx, call, async (tx) => {
    await requirePreview(tx, call, form, lang);
    await requirePrintable(tx, call, form, id);
    return render(tx, call, GL_DOCUMENT_TEMPLATE, screenTitle(form, lang), doc.jvnumber, doc, doc.details, lang);
  });
}
