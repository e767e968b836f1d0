import { translate } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { approvalCompany } from './approval-fixture.ts';

/** Approval authorization and rules (issue 14 item 1): who may approve which form, and the rules' checks. */
let t: TestApp;
let c: Awaited<ReturnType<typeof approvalCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await approvalCompany(t, 'PT Setuju Rapi');
}, 180_000);
afterAll(() => t.close());

const rule = (extra: Record<string, unknown> = {}) => ({ form: 'purchase-order', description: 'PO besar', minamount: '50000000', approvers: [c.manager.id, c.director.id], ...extra });

describe('approval authorization', () => {
  it('saves the members who may approve a form and answers them per form', async () => {
    const saved = await c.req('PUT', 'authorization-approval', { form: 'purchase-order', users: [c.director.id, c.manager.id, c.manager.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ form: 'purchase-order', users: [c.manager.id, c.director.id].sort((a, b) => a - b) });
    expect((await c.req('PUT', 'authorization-approval', { form: 'journal-voucher', users: [c.manager.id] })).statusCode).toBe(200);
    expect((await c.req('GET', 'authorization-by-transtype/purchase-order')).json().data.users).toEqual([c.manager.id, c.director.id].sort((a, b) => a - b));
    const all = (await c.req('GET', 'authorization-approval')).json();
    expect(all.listdata.map((r: { form: string }) => r.form)).toEqual(['journal-voucher', 'purchase-order']);
  });

  it('refuses an unknown form, a non-member, and a member without the right, naming the field', async () => {
    const unknown = await c.req('PUT', 'authorization-approval', { form: 'pesanan', users: [] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(translate('id', 'APPROVAL_FORM_UNKNOWN', { form: 'pesanan' }));
    const stranger = await c.en('PUT', 'authorization-approval', { form: 'purchase-order', users: [987654321] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(translate('en', 'APPROVAL_NOT_MEMBER', { field: 'users', user: 987654321 }));
    expect((await c.req('PUT', 'authorization-approval', { form: 'purchase-order', users: ['x'] })).statusCode).toBe(400);
    // The approval authorization screen is the administrator's by default.
    expect((await c.manager.req('PUT', 'authorization-approval', { form: 'purchase-order', users: [] })).statusCode).toBe(403);
    expect((await c.clerk.req('GET', 'authorization-approval')).statusCode).toBe(403);
    expect((await c.req('GET', 'authorization-by-transtype/pesanan')).statusCode).toBe(400);
  });
});

describe('approval rules', () => {
  it('stores one to four approvers in order and reads, edits and deletes a rule', async () => {
    const created = await c.req('POST', 'approval-rule', rule());
    expect(created.statusCode, created.body).toBe(201);
    const r = created.json().data;
    expect(r).toMatchObject({ form: 'purchase-order', minamount: '50000000.000000', mindiscount: null, branchid: null, approvers: [c.manager.id, c.director.id], allowself: false, version: 1 });
    const edited = await c.req('PUT', 'approval-rule', { ...rule({ mindiscount: '15', allowself: true }), id: r.id, version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ mindiscount: '15.0000', allowself: true, version: 2 });
    expect((await c.req('PUT', 'approval-rule', { ...rule(), id: r.id, version: 1 })).statusCode).toBe(409);
    expect((await c.req('GET', `approval-rule/read/${r.id}`)).json().data.version).toBe(2);
    expect((await c.req('GET', 'approval-rule/readall?form=purchase-order')).json().listdata).toHaveLength(1);
    expect((await c.req('DELETE', `approval-rule/delete/${r.id}`)).statusCode).toBe(200);
    expect((await c.req('GET', `approval-rule/read/${r.id}`)).statusCode).toBe(404);
  });

  it('refuses bad rules with the field named: levels, amounts, branch, approvers not authorized or twice', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [rule({ approvers: [] }), 400, `approvers: ${translate('id', 'APPROVAL_LEVELS')}`],
      [rule({ approvers: [1, 2, 3, 4, 5] }), 400, `approvers: ${translate('id', 'APPROVAL_LEVELS')}`],
      [rule({ minamount: '-1' }), 400, 'minamount'],
      [rule({ mindiscount: '101' }), 400, 'mindiscount'],
      [rule({ branchid: 999999 }), 400, translate('id', 'V_REF_NOT_FOUND', { field: 'branchid' })],
      [rule({ approvers: [c.manager.id, c.manager.id] }), 400, translate('id', 'APPROVAL_APPROVER_TWICE', { user: c.manager.id })],
      [rule({ approvers: [c.clerk.id] }), 400, translate('id', 'APPROVAL_APPROVER_NOT_AUTHORIZED', { user: c.clerk.id, form: 'purchase-order' })],
      [rule({ approvers: [123456789] }), 400, translate('id', 'APPROVAL_NOT_MEMBER', { field: 'approvers', user: 123456789 })],
      [rule({ form: 'sales-invoice' }), 400, translate('id', 'APPROVAL_APPROVER_NOT_AUTHORIZED', { user: c.manager.id, form: 'sales-invoice' })],
      [rule({ form: 'nota' }), 400, translate('id', 'APPROVAL_FORM_UNKNOWN', { form: 'nota' })],
    ];
    for (const [body, status, text] of cases) {
      const res = await c.req('POST', 'approval-rule', body);
      expect({ body, status: res.statusCode }).toEqual({ body, status });
      expect([res.json().message].flat().join(" ")).toContain(text);
    }
    expect((await c.req('GET', 'approval-rule/readall')).json().listdata).toEqual([]);
  });

  it('keeps a member named by a rule authorized', async () => {
    const r = (await c.req('POST', 'approval-rule', rule())).json().data;
    const res = await c.en('PUT', 'authorization-approval', { form: 'purchase-order', users: [c.director.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(translate('en', 'APPROVAL_AUTH_IN_RULE', { user: c.manager.id, rule: r.id }));
    expect((await c.req('DELETE', `approval-rule/delete/${r.id}`)).statusCode).toBe(200);
  });
});

describe('isolation of the approval routes', () => {
  it('another company sees none of the authorization, rules or notes and cannot change them', async () => {
    const r = (await c.req('POST', 'approval-rule', rule())).json().data;
    await c.setPrefs({ approval: true });
    const po = (await c.clerk.req('POST', 'purchase-order', { podate: '2026-02-03', vendorid: c.vendor, details: [{ itemno: 'TEH', quantity: '1', unitprice: '60000000' }] })).json().data;
    const b = await approvalCompany(t, 'PT Tetangga Setuju');
    await b.setPrefs({ approval: true });
    expect((await b.req('GET', 'authorization-approval')).json().listdata).toEqual([]);
    expect((await b.req('GET', 'authorization-by-transtype/purchase-order')).json().data.users).toEqual([]);
    expect((await b.req('GET', 'approval-rule/readall')).json().listdata).toEqual([]);
    expect((await b.req('GET', `approval-rule/read/${r.id}`)).statusCode).toBe(404);
    expect((await b.req('PUT', 'approval-rule', { ...rule({ approvers: [b.manager.id] }), id: r.id, version: 1 })).statusCode).toBe(404);
    expect((await b.req('DELETE', `approval-rule/delete/${r.id}`)).statusCode).toBe(404);
    expect((await b.req('GET', 'checking-note')).json().listdata).toEqual([]);
    expect((await b.req('GET', 'checking-note-search?type=purchase-order')).json().listdata).toEqual([]);
    expect((await b.req('GET', `checking-note-detail/${po.id}?type=purchase-order`)).statusCode).toBe(404);
    expect((await b.req('PUT', 'approve-by-user', { form: 'purchase-order', id: po.id, level: 1, approved: true })).statusCode).toBe(404);
    // A member of the other company is no member here.
    expect((await c.req('PUT', 'authorization-approval', { form: 'purchase-order', users: [c.manager.id, c.director.id, b.manager.id] })).statusCode).toBe(400);
    expect((await c.req('GET', `approval-rule/read/${r.id}`)).json().data.version).toBe(1);
    expect((await c.manager.req('GET', `checking-note-detail/${po.id}?type=purchase-order`)).json().data).toMatchObject({ id: po.id, status: 'waiting', nextlevel: 1 });
    await c.setPrefs({ approval: false });
  });
});
