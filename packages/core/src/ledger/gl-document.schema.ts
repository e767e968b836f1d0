import { z } from 'zod';
import { READ_ONLY_FIELDS } from '../masters/common.schema.ts';
import { ZIsoDate } from '../company/company.schema.ts';
import { signOf } from '../money.ts';

const ZSignedDecimal = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().replace(',', '.'))
  .pipe(z.string().regex(/^-?\d{1,18}(\.\d{1,6})?$/, { message: 'V_DECIMAL' }));
const ZPositiveRate = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().replace(',', '.'))
  .pipe(z.string().regex(/^\d{1,14}(\.\d{1,10})?$/, { message: 'V_DECIMAL' }))
  .refine((v) => signOf(v) > 0, { message: 'V_DECIMAL' });

/** A line of a journal voucher, other payment or other receipt (API.md §5). */
export const ZGlDocumentLine = z.strictObject({
  glaccount: z.string().trim().min(1).max(30),
  glamount: ZSignedDecimal,
  primeamount: ZSignedDecimal.optional(),
  rate: ZPositiveRate.optional(),
  subsidiary: z.number().int().positive().nullable().optional(),
  deptid: z.number().int().positive().nullable().optional(),
  projectid: z.number().int().positive().nullable().optional(),
  description: z.string().trim().max(200).default(''),
  /** Answered by read, ignored when sent back: the line's position, its account's id and name, the signed amount split. */
  seq: z.unknown().optional(),
  debit: z.unknown().optional(),
  credit: z.unknown().optional(),
  glid: z.unknown().optional(),
  accountname: z.unknown().optional(),
});

export const ZGlDocument = z.strictObject({
  ...READ_ONLY_FIELDS,
  jvid: z.number().int().positive().optional(),
  jvnumber: z.string().trim().min(1).max(40).optional(),
  transdate: ZIsoDate,
  description: z.string().trim().max(500).default(''),
  currencyid: z.number().int().positive().nullable().optional(),
  rate: ZPositiveRate.optional(),
  /**
   * Other payment and other receipt only: the cash or bank account's number ("Dari Kas/Bank", "Ke Kas/Bank"). With
   * it `details` are the counter accounts with positive amounts and the cash or bank line is derived (API.md §5).
   */
  glaccount: z.string().trim().min(1).max(30).nullable().optional(),
  /** Who was paid or who paid: a customer or vendor (`personid`, person-data) or a name typed (`payee`). */
  personid: z.number().int().positive().nullable().optional(),
  payee: z.string().trim().max(100).default(''),
  details: z.array(ZGlDocumentLine).min(1).max(1000),
  /** Answered by read, ignored when sent back: the form, the journal carrying the posting, prints, budget warnings, approval. */
  form: z.unknown().optional(),
  approved: z.unknown().optional(),
  journalid: z.unknown().optional(),
  printcount: z.unknown().optional(),
  lastprinted: z.unknown().optional(),
  warnings: z.unknown().optional(),
}).superRefine((doc, ctx) => {
  // A signed document balances only with two lines or more; a cashier's may hold one counter line.
  if (!doc.glaccount && doc.details.length < 2) ctx.addIssue({ code: 'too_small', origin: 'array', minimum: 2, inclusive: true, path: ['details'], input: doc.details });
});
export type TGlDocument = z.infer<typeof ZGlDocument>;

const ZBudgetAmount = z
  .union([z.string(), z.number()])
  .transform((v) => (String(v).trim() === '' ? '0' : String(v).trim().replace(',', '.')))
  .pipe(z.string().regex(/^\d{1,18}(\.\d{1,6})?$/, { message: 'V_DECIMAL' }));

/** PUT budgetaccount: twelve monthly budgets per account for one fiscal year. */
export const ZBudgetSave = z.strictObject({
  fyear: z.number().int().min(1900).max(2200),
  details: z.array(z.strictObject({ glaccount: z.string().trim().min(1).max(30), periods: z.array(ZBudgetAmount).length(12) })).min(1).max(2000),
});
export type TBudgetSave = z.infer<typeof ZBudgetSave>;

/** Opening balances: signed amounts (debit positive) per account, optionally per customer/vendor (subsidiary). */
export const ZOpeningBalances = z.strictObject({
  obdate: ZIsoDate,
  details: z
    .array(
      z.strictObject({
        glaccount: z.string().trim().min(1).max(30),
        amount: ZSignedDecimal,
        subsidiary: z.number().int().positive().nullable().optional(),
      }),
    )
    .max(5000),
});
export type TOpeningBalances = z.infer<typeof ZOpeningBalances>;
