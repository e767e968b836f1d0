import { z } from 'zod';
import { ZUnitPrice } from '../documents/goods.schema.ts';
import { compareAmounts } from '../money.ts';
import { TD, td } from '../trade/trade-decimal.ts';
import { ZPercentText } from '../trade/trade.schema.ts';

/**
 * Transaction approvals (issue 14; spec 001 §3 "Approval note master/details", §4, §6, §7): who may approve which
 * form, the rules that ask a document for one to four approvers in order, and the decision of one level.
 */

const memberId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const formName = z.string().trim().min(1).max(60);

/** authorization-approval (PUT): the members who may approve `form`, replacing the list. */
export const ZApprovalAuthorization = z.strictObject({ form: formName, users: z.array(memberId).max(500) });
export type TApprovalAuthorization = z.infer<typeof ZApprovalAuthorization>;

/** approval-rule (POST/PUT): a form's rule; `approvers` are the levels in order. */
export const ZApprovalRule = z.strictObject({
  id: memberId.optional(),
  form: formName,
  description: z.string().trim().max(200).default(''),
  branchid: memberId.nullable().default(null),
  minamount: ZUnitPrice.nullable().default(null),
  mindiscount: ZPercentText.nullable().default(null),
  approvers: z.array(memberId).min(1, { message: 'APPROVAL_LEVELS' }).max(4, { message: 'APPROVAL_LEVELS' }),
  allowself: z.boolean().default(false),
  version: z.number().int().positive().optional(),
});
export type TApprovalRule = z.infer<typeof ZApprovalRule>;

/** approve-by-user (PUT): the member's decision on one level of a document. */
export const ZApproveByUser = z.strictObject({
  form: formName,
  id: memberId,
  level: z.number().int().min(1, { message: 'APPROVAL_LEVELS' }).max(4, { message: 'APPROVAL_LEVELS' }),
  approved: z.boolean(),
  note: z.string().trim().max(500).default(''),
});
export type TApproveByUser = z.infer<typeof ZApproveByUser>;

/** A stored rule as the matching needs it. */
export interface ApprovalRuleLike {
  id: number;
  branchid: number | null;
  minamount: string | null;
  mindiscount: string | null;
  approvers: readonly number[];
  allowself: boolean;
}

/**
 * A document's discounts as its totals hold them (core computeTradeTotals): `gross` Σ quantity × price before any
 * discount, `lines` Σ the line discounts, `document` the document discount (by percent or by amount alike).
 */
export interface DiscountFigures {
  gross: string;
  lines: string;
  document: string;
}

/**
 * The effective discount percentage a rule's `mindiscount` is compared with: (all line discounts + the document
 * discount) / the gross amount before discounts × 100, unrounded, so a document discounted by amount or by its
 * lines counts as one discounted by `discpc`. A document without a gross (a journal, nothing priced) has none.
 */
export function effectiveDiscountPercent(figures: DiscountFigures): string {
  const gross = td(figures.gross);
  if (gross.lte(0)) return '0';
  const percent = td(figures.lines).plus(td(figures.document)).times(100).dividedBy(gross);
  return (percent.isNegative() ? new TD(0) : percent).toFixed();
}

/** What a rule is matched against: the document's total, its discounts and its branch. */
export interface ApprovalSubject {
  amount: string;
  discount: DiscountFigures;
  branchid: number | null;
}

/**
 * Whether a rule applies: its branch (when it names one) is the document's, and the document reaches one of its
 * minimums (the total, or the effective discount percentage); a rule without minimums applies to every document of
 * its form.
 */
export function ruleApplies(rule: ApprovalRuleLike, doc: ApprovalSubject): boolean {
  if (rule.branchid !== null && rule.branchid !== doc.branchid) return false;
  if (rule.minamount === null && rule.mindiscount === null) return true;
  const byAmount = rule.minamount !== null && compareAmounts(doc.amount, rule.minamount) >= 0;
  const byDiscount = rule.mindiscount !== null && compareAmounts(effectiveDiscountPercent(doc.discount), rule.mindiscount) >= 0;
  return byAmount || byDiscount;
}

/** The most specific rule that applies: one of the document's branch first, then the highest minimum amount, then the highest minimum discount, then the oldest. */
export function matchApprovalRule<R extends ApprovalRuleLike>(rules: readonly R[], doc: ApprovalSubject): R | undefined {
  const order = (a: R, b: R) =>
    Number(b.branchid !== null) - Number(a.branchid !== null) ||
    compareAmounts(b.minamount ?? '0', a.minamount ?? '0') ||
    compareAmounts(b.mindiscount ?? '0', a.mindiscount ?? '0') ||
    a.id - b.id;
  return rules.filter((r) => ruleApplies(r, doc)).sort(order)[0];
}

/** The levels a document waits for: the rule's approvers in order, else one level any authorized member approves (`null`). */
export const approvalLevels = (rule: ApprovalRuleLike | undefined): (number | null)[] => (rule ? [...rule.approvers] : [null]);

/** Approval note status: waiting for a level, approved by every level, rejected by one (until edited). */
export const APPROVAL_STATUS = { waiting: 0, approved: 1, rejected: 2 } as const;
