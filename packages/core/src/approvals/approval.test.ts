import { describe, expect, it } from 'vitest';
import { approvalLevels, effectiveDiscountPercent, matchApprovalRule, ZApprovalRule, type ApprovalRuleLike, type DiscountFigures } from './approval.ts';

const rule = (id: number, r: Partial<ApprovalRuleLike>): ApprovalRuleLike => ({ id, branchid: null, minamount: null, mindiscount: null, approvers: [10 + id], allowself: false, ...r });

describe('matchApprovalRule', () => {
  const rules = [
    rule(1, {}),
    rule(2, { minamount: '50000000' }),
    rule(3, { minamount: '10000000' }),
    rule(4, { branchid: 7, minamount: '1000000' }),
    rule(5, { mindiscount: '20' }),
  ];
  /** A document of gross 100 with `pc` percent off as its document discount. */
  const off = (pc: string): DiscountFigures => ({ gross: '100', lines: '0', document: pc });
  const cases: [string, { amount: string; discount: DiscountFigures; branchid: number | null }, number | undefined][] = [
    ['a small order takes the rule without minimums', { amount: '100', discount: off('0'), branchid: null }, 1],
    ['exactly the minimum amount reaches it', { amount: '10000000', discount: off('0'), branchid: null }, 3],
    ['above Rp 50,000,000 the highest minimum wins', { amount: '50000000.01', discount: off('0'), branchid: null }, 2],
    ['a deep discount takes the discount rule', { amount: '100', discount: off('25'), branchid: null }, 5],
    ['the amount rule outranks the discount rule', { amount: '20000000', discount: off('25'), branchid: null }, 3],
    ['a branch rule comes first in its branch', { amount: '60000000', discount: off('0'), branchid: 7 }, 4],
    ['another branch does not take it', { amount: '2000000', discount: off('0'), branchid: 8 }, 1],
    ['below the branch minimum the general rules apply', { amount: '999999.99', discount: off('0'), branchid: 7 }, 1],
  ];
  it.each(cases)('%s', (_name, doc, expected) => expect(matchApprovalRule(rules, doc)?.id).toBe(expected));

  it('no rule applies: one level any authorized member approves', () => {
    const picked = matchApprovalRule([rule(1, { minamount: '5' })], { amount: '1', discount: off('0'), branchid: null });
    expect(picked).toBeUndefined();
    expect(approvalLevels(picked)).toEqual([null]);
    expect(approvalLevels(rule(2, { approvers: [3, 4] }))).toEqual([3, 4]);
  });
});

describe('effectiveDiscountPercent', () => {
  const cases: [string, DiscountFigures, string][] = [
    ['no discount', { gross: '1000000', lines: '0', document: '0' }, '0'],
    ['a document discount by percent (discpc 20)', { gross: '1000000', lines: '0', document: '200000' }, '20'],
    ['a document discount by amount, discpc 0', { gross: '2000', lines: '0', document: '400' }, '20'],
    ['line discounts alone', { gross: '500000', lines: '75000', document: '0' }, '15'],
    ['line discounts and the document discount add up', { gross: '1000', lines: '100', document: '90' }, '19'],
    ['not rounded up to reach a minimum', { gross: '3', lines: '0', document: '0.599997' }, '19.9999'],
    ['decimals in the figures', { gross: '1234.56', lines: '12.3456', document: '0' }, '1'],
    ['nothing priced (a journal): none', { gross: '0', lines: '0', document: '0' }, '0'],
  ];
  it.each(cases)('%s', (_name, figures, expected) => expect(effectiveDiscountPercent(figures)).toBe(expected));
  it('a third is kept to the precision of trade figures, never above a third', () => {
    expect(effectiveDiscountPercent({ gross: '3', lines: '1', document: '0' })).toMatch(/^33\.3{50,}$/);
  });

  it('the discount rule takes a document discounted by amount or by its lines, not only by discpc', () => {
    const rules = [rule(1, { minamount: '50000000' }), rule(2, { mindiscount: '20' })];
    const byAmount = { amount: '1600', discount: { gross: '2000', lines: '0', document: '400' }, branchid: null };
    expect(matchApprovalRule(rules, byAmount)?.id).toBe(2);
    expect(matchApprovalRule(rules, { ...byAmount, discount: { gross: '2000', lines: '300', document: '100' } })?.id).toBe(2);
    expect(matchApprovalRule(rules, { ...byAmount, discount: { gross: '2000', lines: '300', document: '99.99' } })).toBeUndefined();
  });
});

describe('ZApprovalRule', () => {
  it('takes one to four approvers and amounts of zero or more', () => {
    expect(ZApprovalRule.safeParse({ form: 'purchase-order', approvers: [] }).error?.issues[0]?.message).toBe('APPROVAL_LEVELS');
    expect(ZApprovalRule.safeParse({ form: 'purchase-order', approvers: [1, 2, 3, 4, 5] }).error?.issues[0]?.path).toEqual(['approvers']);
    expect(ZApprovalRule.safeParse({ form: 'purchase-order', approvers: [1], minamount: '-1' }).error?.issues[0]?.path).toEqual(['minamount']);
    expect(ZApprovalRule.parse({ form: 'purchase-order', approvers: [1, 2], minamount: '50000000' })).toMatchObject({ minamount: '50000000', branchid: null, allowself: false });
  });
});
