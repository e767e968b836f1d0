import { z } from 'zod';
import glTemplate from './templates/gl-document.json' with { type: 'json' };
import goodsTemplates from './templates/goods-documents.json' with { type: 'json' };
import tradeTemplates from './templates/trade-documents.json' with { type: 'json' };
import masterTemplates from './templates/master-templates.json' with { type: 'json' };
import salesTemplates from './templates/sales-documents.json' with { type: 'json' };

/**
 * A print template (DESIGN.md "Print"): paper, orientation, margins and which fields go where. Templates are
 * plain JSON so that the form designer can later store edited ones; the defaults ship in ./templates.
 * Spec 001 §9 / 002 §4: default paper A5 landscape, margins 30.
 */
/** `form`: an API form name (journal-voucher), printed as the app names that form's screen (SCREENS). */
const ZFieldKind = z.enum(['text', 'money', 'number', 'percent', 'fraction-percent', 'date', 'bool', 'option', 'account-type', 'ref', 'form']);
export type FieldKind = z.infer<typeof ZFieldKind>;

export const ZPrintField = z.strictObject({
  field: z.string().min(1),
  kind: ZFieldKind.default('text'),
  /** Caption key in FIELD_LABELS when it differs from the field name. */
  label: z.string().optional(),
  /** `option`: the key of its values in OPTION_LABELS when it differs from the field name (two forms' `status`). */
  options: z.string().optional(),
  /** A field printed instead when this one is empty (a created occurrence's number, else the number it is to take). */
  fallback: z.string().optional(),
  /** Printed only when this field of the record is true (the starting number, when numbers are assigned). */
  when: z.string().optional(),
  /** `ref`: the master form the id points to and which of its fields to show. */
  ref: z.strictObject({ form: z.string(), show: z.array(z.string()).min(1) }).optional(),
  /** Relative column width in detail tables ('*' shares what is left). */
  width: z.union([z.number().positive(), z.literal('*'), z.literal('auto')]).optional(),
  /** Detail columns: print nothing for a zero amount (the unused side of a journal line). */
  blankZero: z.boolean().default(false),
});
export type PrintField = z.infer<typeof ZPrintField>;

export const PAPER_SIZES = ['A4', 'A5', 'LETTER', 'LEGAL', 'FOLIO'] as const;

export const ZPrintTemplate = z.strictObject({
  paper: z.enum(PAPER_SIZES).default('A5'),
  orientation: z.enum(['portrait', 'landscape']).default('landscape'),
  /** left, top, right, bottom in points. */
  margins: z.tuple([z.number().min(0), z.number().min(0), z.number().min(0), z.number().min(0)]).default([30, 30, 30, 30]),
  fontSize: z.number().min(5).max(72).default(9),
  fields: z.array(ZPrintField).default([]),
  details: z
    .strictObject({
      columns: z.array(ZPrintField).min(1),
      /** Money columns summed in a total row. */
      totals: z.array(z.string()).default([]),
      /** The total printed in words (Terbilang) under the table. */
      inWords: z.string().optional(),
    })
    .optional(),
  /** Signature boxes under the document, by TEXT key. */
  signatures: z.array(z.enum(['preparedBy', 'checkedBy', 'approvedBy', 'receivedBy', 'deliveredBy', 'driver', 'customerSign'])).default([]),
  /**
   * The party the document is addressed to (`customerid`): its name, address and NPWP print in a "Kepada" block,
   * and its language (docs/decisions.md, "Printed sales documents") is the language of the amount in words.
   */
  party: z.string().optional(),
  /** The party block's caption: "Kepada Yth." (to), or "Telah terima dari" on a receipt. */
  partyCaption: z.enum(['to', 'receivedFrom']).default('to'),
  /** Header fields left empty are not printed (their rows would push the lines and totals off an A5 page). */
  hideEmptyFields: z.boolean().default(false),
  /** Detail lines per page (spec 001: 10 on A5); further lines go on continuation pages. Unset: as many as fit. */
  linesPerPage: z.number().int().min(1).max(100).optional(),
  /** Totals under the lines, label and amount, right-aligned (Subtotal, Potongan, Uang Muka, DPP, DPP Nilai Lain, PPN, Total). */
  summary: z.array(ZPrintField.extend({ hideZero: z.boolean().default(false), strong: z.boolean().default(false) })).default([]),
  /** A header field printed in words (Terbilang) under the totals, in the party's language. */
  amountInWords: z.string().optional(),
  /** A stamp-duty (meterai) box beside the signatures when `field` exceeds `over` (TAX.md: Rp 10.000 over Rp 5.000.000). */
  stampDuty: z.strictObject({ field: z.string(), over: z.string().regex(/^\d+$/), duty: z.string().regex(/^\d+$/) }).optional(),
  /** `print/{id}?withDP`: the down payments applied (`field` holds `{ <id>, amount }` rows) listed under the lines. */
  downPayments: z.strictObject({ field: z.string(), id: z.string(), form: z.string() }).optional(),
});
export type PrintTemplate = z.infer<typeof ZPrintTemplate>;

const MASTER_TEMPLATES: Readonly<Record<string, PrintTemplate>> = Object.fromEntries(
  Object.entries(masterTemplates as Record<string, unknown>).map(([form, t]) => [form, ZPrintTemplate.parse(t)]),
);
export const GL_DOCUMENT_TEMPLATE: PrintTemplate = ZPrintTemplate.parse(glTemplate);

/** The goods documents' templates (item adjustment, item transfer, opening stock), the purchasing and the sales documents', by form. */
export const GOODS_TEMPLATES: Readonly<Record<string, PrintTemplate>> = Object.fromEntries(
  Object.entries({ ...(goodsTemplates as Record<string, unknown>), ...(tradeTemplates as Record<string, unknown>), ...(salesTemplates as Record<string, unknown>) }).map(([form, t]) => [form, ZPrintTemplate.parse(t)]),
);

const EMPTY_TEMPLATE = ZPrintTemplate.parse({});

/** The default template of a master form (every declared form has one; print.test.ts checks it). */
export function masterTemplate(form: string): PrintTemplate {
  return MASTER_TEMPLATES[form] ?? EMPTY_TEMPLATE;
}

export function hasMasterTemplate(form: string): boolean {
  return form in MASTER_TEMPLATES;
}
