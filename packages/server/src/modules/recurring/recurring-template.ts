import { computeTradeTotals, formatIssues, READ_ONLY_KEYS, splitTaxCodes, TradeError, type Lang, type TradeLineInput } from '@lontar/core';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import type { AnyKind, Body } from '../documents/document-kind.ts';
import { kindOf } from '../documents/document-registry.ts';
import { taxesByCode } from '../documents/trade-context.repo.ts';
import { glidOfAccount } from './recurring.repo.ts';

/**
 * A schedule's document (`recurringdata`): the create body of its form, kept without its id, number and date (each
 * occurrence has its own), checked by the form's own schema, and what the schedule's list and occurrences show of it.
 */

/** The journal documents (gl_document, jvnumber); the others are trade documents (trans_document, docno). */
export const JOURNAL_FORMS: readonly string[] = ['journal-voucher', 'other-payment', 'other-receipt'];

/** The template as kept: the body without the fields each occurrence sets itself or a read added. */
export function storedTemplate(kind: AnyKind, data: Body): Body {
  const { fields } = kind.decl;
  const out: Body = { ...data };
  for (const key of [fields.id, fields.number, fields.date, 'version', ...READ_ONLY_KEYS]) if (key) delete out[key];
  return out;
}

/** The create request of one occurrence: the template dated `date`, numbered `number` or by numbering. */
export function occurrenceBody(kind: AnyKind, template: Body, date: string, number: string | null): Body {
  const { fields, party } = kind.decl;
  const body: Body = { ...storedTemplate(kind, template), [fields.date]: date };
  if (number && fields.number) body[fields.number] = number;
  // A scheduled sale past the customer's credit limit is treated as confirmed: nobody is there to answer the question.
  if (party === 'customerid') body.confirm = true;
  return body;
}

/** The issues the form's own schema finds in a template sent as its first occurrence (paths under `recurringdata`). */
export function templateIssues(transtype: string, data: Body, start: string): z.core.$ZodIssue[] {
  const kind = kindOf(transtype);
  const result = kind.decl.schema.safeParse(occurrenceBody(kind, data, start, null));
  return result.success ? [] : result.error.issues.map((issue) => ({ ...issue, path: ['recurringdata', ...issue.path] }));
}

/** The template as its first occurrence would be sent, parsed by the form's schema (checked before, by the body schema). */
export function checkTemplate(transtype: string, data: Body, start: string): { kind: AnyKind; parsed: Body } {
  const kind = kindOf(transtype);
  return { kind, parsed: kind.decl.schema.parse(occurrenceBody(kind, data, start, null)) as Body };
}

/** The party and the cash/bank account the list shows: customer or vendor of a trade document, person and account of a cashier's. */
export async function derivedFields(tx: Tx, tenantId: number, kind: AnyKind, parsed: Body): Promise<{ personid: number | null; glaccount: number | null }> {
  const party = kind.decl.party;
  const personid = (party ? parsed[party] : parsed.personid) as number | null | undefined;
  const account = typeof parsed.glaccount === 'string' ? await glidOfAccount(tx, tenantId, parsed.glaccount) : null;
  return { personid: personid ?? null, glaccount: account };
}

const sum = (values: unknown[]) => values.reduce<Decimal>((s, v) => s.plus(new Decimal(String(v ?? '0') || '0')), new Decimal(0));

/**
 * The amount each occurrence is estimated at: a journal voucher's debits, a cashier document's lines, a trade
 * document's total (lines after discounts, document discount, taxes from the tax master, freight).
 */
export async function estimatedAmount(tx: Tx, tenantId: number, kind: AnyKind, parsed: Body): Promise<string> {
  const lines = (parsed.details as Body[] | undefined) ?? [];
  if (JOURNAL_FORMS.includes(kind.decl.form)) {
    const amounts = lines.map((l) => new Decimal(String(l.glamount ?? '0')));
    return (parsed.glaccount ? sum(amounts) : sum(amounts.filter((a) => a.isPositive()))).toFixed();
  }
  const codes = lines.map((l) => splitTaxCodes(l.taxcodes as string | undefined) ?? []);
  const taxes = await taxesByCode(tx, tenantId, codes.flat());
  try {
    const input: TradeLineInput[] = lines.map((l, i) => ({
      quantity: String(l.quantity ?? '1'),
      unitprice: String(l.unitprice ?? '0'),
      itemdiscpc: (l.itemdiscpc as string | undefined) ?? null,
      taxes: codes[i]!.flatMap((code) => {
        const tax = taxes.get(code.toUpperCase());
        return tax ? [{ code: tax.taxcode, kind: tax.kind, rate: tax.rate, dppfactor: tax.dppfactor }] : [];
      }),
    }));
    const costs = ((parsed.costs as Body[] | undefined) ?? []).map((c) => String(c.amount ?? '0'));
    return computeTradeTotals({ lines: input, inclusivetax: parsed.inclusivetax === true, discpc: parsed.discpc as string, cashdiscount: parsed.cashdiscount as string, freight: (parsed.freight as string) ?? '0', costs }).totalamount;
  } catch (error) {
    // The totals' own refusals (a discount past the subtotal …) are the document's: refused now, not at run time.
    if (error instanceof TradeError) throw new AppError(error.code, error.params, { status: 400 });
    throw error;
  }
}

/** An occurrence's body as the form's POST route would take it; a template its form no longer takes is refused with the reasons. */
export function parseBody(kind: AnyKind, body: Body, lang: Lang): Body {
  const result = kind.decl.schema.safeParse(body);
  if (result.success) return result.data as Body;
  throw new AppError('RECURRING_TEMPLATE_INVALID', { problems: formatIssues(result.error.issues, lang).join('; ') }, { status: 400 });
}
