import { describe, expect, it } from 'vitest';
import { workspaceEn } from '../../../app/i18n/locales/workspace.en.ts';
import { workspaceId } from '../../../app/i18n/locales/workspace.id.ts';
import type { ApprovalRule } from './approval-admin-api.ts';
import { APPROVAL_FORMS, formLabelKey } from './approval-forms.ts';
import { approverChain, canAddLevel, levelChoices, readableRefusal, ruleToValues, trimScale, valuesToBody } from './rule-values.ts';

const stored: ApprovalRule = {
  id: 12,
  form: 'purchase-order',
  description: 'PO besar',
  branchid: null,
  minamount: '50000000.000000',
  mindiscount: '15.5000',
  approvers: [7, 9],
  allowself: false,
  version: 3,
};

describe('approval forms', () => {
  it('lists every transaction form the server declares, once, each with a menu caption in both languages', () => {
    expect(APPROVAL_FORMS).toHaveLength(20);
    expect(new Set(APPROVAL_FORMS).size).toBe(APPROVAL_FORMS.length);
    expect(APPROVAL_FORMS).toEqual(expect.arrayContaining(['purchase-order', 'sales-invoice', 'journal-voucher', 'whtrans', 'item-opening-balance', 'sales-consolidated']));
    for (const form of APPROVAL_FORMS) {
      const key = formLabelKey(form).slice('menu:items.'.length) as keyof typeof workspaceId.menu.items;
      expect(workspaceId.menu.items[key], form).toBeTruthy();
      expect(workspaceEn.menu.items[key], form).toBeTruthy();
    }
  });
});

describe('rule values', () => {
  it('shows stored minimums without their scale and the approvers as levels', () => {
    expect(ruleToValues(stored, null)).toEqual({ form: 'purchase-order', description: 'PO besar', branchid: null, minamount: '50000000', mindiscount: '15.5', levels: [7, 9], allowself: false });
    expect(trimScale('1200.500000')).toBe('1200.5');
    expect(trimScale('0.000000')).toBe('0');
    expect(trimScale('100')).toBe('100');
  });

  it('starts a new rule with one empty level, on the form the list is filtered by', () => {
    expect(ruleToValues(undefined, 'sales-invoice')).toMatchObject({ form: 'sales-invoice', levels: [null], minamount: null, allowself: false });
  });

  it('sends the levels in order as approvers, blank minimums as none, and the edited rule with its id and version', () => {
    const values = { ...ruleToValues(stored, null), description: '  PO besar ', mindiscount: ' ', levels: [9, 7] };
    expect(valuesToBody(values, stored)).toEqual({ id: 12, version: 3, form: 'purchase-order', description: 'PO besar', branchid: null, minamount: '50000000', mindiscount: null, approvers: [9, 7], allowself: false });
    expect(valuesToBody(ruleToValues(undefined, 'purchase-order'), undefined)).not.toHaveProperty('id');
  });
});

describe('level choices', () => {
  it('offers the authorized members not chosen at another level', () => {
    expect(levelChoices([7, 9, 11], [7, null], 1)).toEqual([9, 11]);
    expect(levelChoices([7, 9, 11], [7, 9], 0)).toEqual([7, 11]);
    expect(levelChoices([], [null], 0)).toEqual([]);
  });

  it("keeps a level's own choice offered when it is no longer authorized", () => {
    expect(levelChoices([7], [7, 20], 1)).toEqual([20]);
    expect(levelChoices([7], [20], 0)).toEqual([7, 20]);
  });

  it('allows up to four levels', () => {
    expect(canAddLevel([1, 2, 3])).toBe(true);
    expect(canAddLevel([1, 2, 3, 4])).toBe(false);
  });
});

describe('names', () => {
  const names = { member: (id: number) => ({ 7: 'Budi Santoso', 9: 'Sari Dewi' })[id], form: (form: string) => (form === 'purchase-order' ? 'Pesanan Pembelian' : form), forms: APPROVAL_FORMS };

  it('reads approvers as a chain in level order', () => {
    expect(approverChain([9, 7], (id) => names.member(id) ?? `#${id}`)).toBe('Sari Dewi → Budi Santoso');
  });

  it("names the members and forms of a server refusal, leaving unknown ids and other words alone", () => {
    expect(readableRefusal('pengguna 7 tidak berwenang menyetujui purchase-order; tambahkan di Otorisasi Persetujuan lebih dahulu.', names)).toBe(
      'pengguna Budi Santoso tidak berwenang menyetujui Pesanan Pembelian; tambahkan di Otorisasi Persetujuan lebih dahulu.',
    );
    expect(readableRefusal('users: user 9 is still an approver of approval rule 4.', names)).toBe('users: user Sari Dewi is still an approver of approval rule 4.');
    expect(readableRefusal('users: pengguna 9 masih menjadi penyetuju pada aturan persetujuan 4.', { ...names, rule: (id) => (id === 4 ? 'PO besar' : undefined) })).toBe(
      'users: pengguna Sari Dewi masih menjadi penyetuju pada aturan persetujuan "PO besar".',
    );
    expect(readableRefusal('user 55 may not approve purchase-order-x', names)).toBe('user 55 may not approve purchase-order-x');
  });
});
