import { describe, expect, it } from 'vitest';
import { approvalLevels, matchApprovalRule, ZApprovalRule, type ApprovalRuleLike } from './approval.ts';

const rule = (id: number, r: Partial<ApprovalRuleLike>): ApprovalRuleLike => ({ id, branchid: null, minamount: null, mindiscount: null, approvers: [10 + id], allowself: false, ...r });

describe('matchApprovalRule', () => {
  const rules = [
    rule(1, {}),
    rule(2, { minamount: '50000000' }),
    rule(3, { minamount: '10000000' }),
    rule(4, { branchid: 7, minamount: '1000000' }),
    rule(5, { mindiscount: '20' }),
  ];
  const cases: [string, { amount: string; discount: string; branchid: number | null }, number | undefined][] = [
    ['a small order takes the rule without minimums', { amount: '100', discount: '0', branchid: null }, 1],
    ['exactly the minimum amount reaches it', { amount: '10000000', discount: '0', branchid: null }, 3],
    ['above Rp 50,000,000 the highest minimum wins', { amount: '50000000.01', discount: '0', branchid: null }, 2],
    ['a deep discount takes the discount rule', { amount: '100', discount: '25', branchid: null }, 5],
    ['the amount rule outranks the discount rule', { amount: '20000000', discount: '25', branchid: null }, 3],
    ['a branch rule comes first in its branch', { amount: '60000000', discount: '0', branchid: 7 }, 4],
    ['another branch does not take it', { amount: '2000000', discount: '0', branchid: 8 }, 1],
    ['below the branch minimum the general rules apply', { amount: '999999.99', discount: '0', branchid: 7 }, 1],
  ];
  it.each(cases)('%s', (_name, doc, expected) => expect(matchApprovalRule(rules, doc)?.id).toBe(expected));

  it('no rule applies: one level any authorized member approves', () => {
    const picked = matchApprovalRule([rule(1, { minamount: '5' })], { amount: '1', discount: '0', branchid: null });
    expect(picked).toBeUndefined();
    expect(approvalLevels(picked)).toEqual([null]);
    expect(approvalLevels(rule(2, { approvers: [3, 4] }))).toEqual([3, 4]);
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
