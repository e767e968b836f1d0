import { translate } from '@lontar/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { approvalCompany } from './approval-fixture.ts';

/**
 * Approvals of documents (issue 14 items 2–4): a purchase order above Rp 50,000,000 needs the purchasing manager
 * then the director; decisions in order, never by the creator; an edit starts again; the pull, pay and print gates;
 * approval off changes nothing; concurrent decisions on one level record one.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof approvalCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await approvalCompany(t, 'PT Persetujuan Beli');
  for (const [form, users] of [['purchase-order', [c.manager.id, c.director.id]], ['purchase-invoice', [c.manager.id]], ['journal-voucher', [c.manager.id]]] as const) {
    expect((await c.req('PUT', 'authorization-approval', { form, users })).statusCode).toBe(200);
  }
  const r = await c.req('POST', 'approval-rule', { form: 'purchase-order', description: 'Di atas Rp 50 juta', minamount: '50000000', approvers: [c.manager.id, c.director.id] });
  expect(r.statusCode, r.body).toBe(201);
  await c.setPrefs({ approval: true });
}, 240_000);
afterAll(() => t.close());

type Caller = typeof c.req;
const order = (price: string) => ({ podate: '2026-02-03', vendorid: c.vendor, description: 'Pembelian teh', details: [{ itemno: 'TEH', quantity: '1', unitprice: price }] });
const decide = (who: Caller, form: string, id: number, level: number, approved = true, note = '') => who('PUT', 'approve-by-user', { form, id, level, approved, note });
const approvedOf = async (form: string, id: number) => (await c.req('GET', `${form}/read/${id}`)).json().data.approved as boolean;
const queue = async (who: Caller, type = 'purchase-order') => ((await who('GET', `checking-note-search?type=${type}`)).json().listdata as { id: number; nextlevel: number }[]).map((n) => n.id);

describe('a purchase order above Rp 50,000,000', () => {
  it('waits for the purchasing manager, then the director; out of order, strangers and the creator are refused', async () => {
    const created = await c.clerk.req('POST', 'purchase-order', order('60000000'));
    expect(created.statusCode, created.body).toBe(201);
    const po = created.json().data;
    expect(po.approved).toBe(false);
    expect(await approvedOf('purchase-order', po.id)).toBe(false);
    expect(await queue(c.manager.req)).toContain(po.id);
    expect(await queue(c.director.req)).not.toContain(po.id);

    const early = await decide(c.director.req, 'purchase-order', po.id, 2);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(translate('en', 'APPROVAL_LEVEL_ORDER', { waiting: 1 }));
    expect((await decide(c.director.req, 'purchase-order', po.id, 1)).statusCode).toBe(403);
    expect((await decide(c.clerk.req, 'purchase-order', po.id, 1)).json().message).toBe(translate('id', 'APPROVAL_NOT_APPROVER', { level: 1 }));
    expect((await decide(c.manager.req, 'purchase-order', po.id, 3)).json().message).toBe(translate('id', 'APPROVAL_LEVEL_MISSING', { count: 2 }));

    const first = await decide(c.manager.req, 'purchase-order', po.id, 1, true, 'Harga wajar');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'waiting', nextlevel: 2, approved: false, levels: [{ level: 1, approver: c.manager.id, decision: { userid: c.manager.id, approved: true, note: 'Harga wajar' } }, { level: 2, approver: c.director.id, decision: null }] });
    expect(await queue(c.manager.req)).not.toContain(po.id);
    expect(await queue(c.director.req)).toContain(po.id);
    expect((await decide(c.manager.req, 'purchase-order', po.id, 1)).json().message).toBe(translate('id', 'APPROVAL_LEVEL_DECIDED', { level: 1 }));

    const last = await decide(c.director.req, 'purchase-order', po.id, 2);
    expect(last.json().data).toMatchObject({ status: 'approved', approved: true, nextlevel: null });
    expect(await approvedOf('purchase-order', po.id)).toBe(true);
    expect((await decide(c.director.req, 'purchase-order', po.id, 2)).json().message).toBe(translate('en', 'APPROVAL_NOT_WAITING', { status: translate('en', 'APPROVAL_STATUS_APPROVED') }));
    const trail = (await c.audit('purchase-order', po.id)).filter((a) => a.changes.approval);
    expect(trail.map((a) => [a.userid, (a.changes.approval![1] as { status: string }).status])).toEqual([[c.manager.id, 'waiting'], [c.director.id, 'approved']]);

    // An edit starts the approvals again and says so in the audit trail.
    const read = (await c.req('GET', `purchase-order/read/${po.id}`)).json().data;
    const edited = await c.req('PUT', 'purchase-order', { ...read, description: 'Pembelian teh (ubah)' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.approved).toBe(false);
    const detail = (await c.manager.req('GET', `checking-note-detail/${po.id}?type=purchase-order`)).json().data;
    expect(detail).toMatchObject({ status: 'waiting', nextlevel: 1, levels: [{ decision: null }, { decision: null }] });
    expect((await c.audit('purchase-order', po.id)).filter((a) => a.changes.approval).at(-1)!.changes.approval).toEqual([{ status: 'approved', level: 2 }, { status: 'waiting', level: 1, reset: true }]);
  });

  it('the creator cannot approve their own order; a rejection stands until the order is edited', async () => {
    const own = (await c.manager.req('POST', 'purchase-order', order('75000000'))).json().data;
    const self = await decide(c.manager.req, 'purchase-order', own.id, 1);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(translate('id', 'APPROVAL_SELF'));
    expect(await queue(c.manager.req)).not.toContain(own.id);
    // Deleting a document leaves nothing waiting.
    expect((await c.req('DELETE', `purchase-order/delete/${own.id}`)).statusCode).toBe(200);
    expect(await c.query(sql`select 1 from approval_note where form = 'purchase-order' and transid = ${own.id}`)).toEqual([]);

    const po = (await c.clerk.req('POST', 'purchase-order', order('80000000'))).json().data;
    const rejected = await decide(c.manager.req, 'purchase-order', po.id, 1, false, 'Terlalu mahal');
    expect(rejected.json().data).toMatchObject({ status: 'rejected', approved: false });
    expect((await decide(c.director.req, 'purchase-order', po.id, 2)).statusCode).toBe(409);
    expect((await c.audit('purchase-order', po.id)).at(-1)!.changes.approval![1]).toEqual({ status: 'rejected', level: 1, approved: false, note: 'Terlalu mahal' });
    const read = (await c.req('GET', `purchase-order/read/${po.id}`)).json().data;
    expect((await c.req('PUT', 'purchase-order', { ...read, details: [{ ...read.details[0], unitprice: '40000000' }] })).statusCode).toBe(200);
    // Below the rule's minimum now: one level any member authorized for purchase orders decides.
    expect((await c.manager.req('GET', `checking-note-detail/${po.id}?type=purchase-order`)).json().data).toMatchObject({ status: 'waiting', levels: [{ level: 1, approver: null }] });
    expect(await queue(c.director.req)).toContain(po.id);
    expect((await decide(c.director.req, 'purchase-order', po.id, 1)).json().data.approved).toBe(true);
  });

  it('of 16 concurrent decisions on one level exactly one is recorded', async () => {
    const po = (await c.clerk.req('POST', 'purchase-order', order('90000000'))).json().data;
    const answers = await Promise.all(Array.from({ length: 16 }, () => decide(c.manager.req, 'purchase-order', po.id, 1)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(15).fill(409)]);
    const rows = await c.query(sql`select count(*)::int as n from approval_note_detail where form = 'purchase-order' and transid = ${po.id}`);
    expect(rows[0]!.n).toBe(1);
    expect((await c.manager.req('GET', `checking-note-detail/${po.id}?type=purchase-order`)).json().data.nextlevel).toBe(2);
  });
});

describe('the gates while approval is on', () => {
  it('an order not approved is not offered for pulling, and a receipt pulling from it is refused', async () => {
    const po = (await c.clerk.req('POST', 'purchase-order', order('1000'))).json().data;
    const offered = async () => ((await c.req('GET', `pullTransaction?form=purchase-order&vendorid=${c.vendor}`)).json().listdata as { id: number }[]).map((d) => d.id);
    expect(await offered()).not.toContain(po.id);
    const receipt = { receivedate: '2026-02-05', vendorid: c.vendor, details: [{ itemno: 'TEH', quantity: '1', unitprice: '1000', poid: po.id, poseq: 1 }] };
    const before = await c.count('goods-receipt');
    const refused = await c.en('POST', 'goods-receipt', receipt);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(translate('en', 'NOT_APPROVED', { field: 'details.0.poid', number: po.pono }));
    expect((await c.req('GET', `pullDetTransaction/${po.id}?form=purchase-order`)).statusCode).toBe(409);
    expect(await c.count('goods-receipt')).toBe(before);
    expect((await decide(c.manager.req, 'purchase-order', po.id, 1)).statusCode).toBe(200);
    expect(await offered()).toContain(po.id);
    expect((await c.req('POST', 'goods-receipt', receipt)).statusCode).toBe(201);
  });

  it('an invoice not approved is not listed for payment and cannot be paid', async () => {
    const inv = await c.invoice({ unitprice: '20000' });
    const listed = async () => ((await c.req('GET', `purchase-payment/getListInvoiceCheque/0/${c.vendor}`)).json().listdata as { apinvoiceid: number }[]).map((l) => l.apinvoiceid);
    expect(await listed()).not.toContain(inv.id);
    const pay = { paymentdate: '2026-02-20', vendorid: c.vendor, bankaccnt: c.bank, description: 'Bayar', details: [{ apinvoiceid: inv.id, pay: '20000' }] };
    const refused = await c.req('POST', 'purchase-payment', pay);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(translate('id', 'NOT_APPROVED', { field: 'details.0.apinvoiceid', number: inv.invoiceno }));
    // Nobody named: any member authorized for purchase invoices decides the one level.
    expect((await decide(c.manager.req, 'purchase-invoice', inv.id, 1)).json().data.approved).toBe(true);
    expect(await listed()).toContain(inv.id);
    expect((await c.req('POST', 'purchase-payment', pay)).statusCode).toBe(201);
  });

  it('prints as spec 001 §4 says: never before approval, or by the creator only when approvalprint allows it', async () => {
    const po = (await c.clerk.req('POST', 'purchase-order', order('2000'))).json().data;
    const print = (who: Caller) => who('GET', `purchase-order/print/${po.id}`);
    const notice = await c.en('GET', `purchase-order/print/${po.id}`);
    expect(notice.statusCode).toBe(409);
    expect(notice.json().message).toBe(translate('en', 'PRINT_NOT_APPROVED'));
    expect((await print(c.clerk.req)).statusCode).toBe(409);
    // update-printed is the same gate: nothing is counted as printed that could not be printed.
    const printed = (who: Caller) => who('PUT', 'purchase-order/update-printed', { id: po.id });
    const counted = await c.en('PUT', 'purchase-order/update-printed', { id: po.id });
    expect(counted.statusCode).toBe(409);
    expect(counted.json().message).toBe(translate('en', 'PRINT_NOT_APPROVED'));
    expect((await printed(c.clerk.req)).statusCode).toBe(409);
    await c.setPrefs({ approvalprint: true });
    const other = await print(c.req);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(translate('id', 'PRINT_NOT_CREATOR'));
    const otherCounted = await printed(c.req);
    expect(otherCounted.statusCode).toBe(403);
    expect(otherCounted.json().message).toBe(translate('id', 'PRINT_NOT_CREATOR'));
    expect((await print(c.clerk.req)).statusCode).toBe(200);
    expect((await printed(c.clerk.req)).json().data.printcount).toBe(1);
    await c.setPrefs({ typeapproval: 1 });
    expect((await print(c.req)).statusCode).toBe(200);
    expect((await printed(c.req)).json().data.printcount).toBe(2);
    await c.setPrefs({ typeapproval: 0, approvalprint: false });
    expect((await printed(c.req)).statusCode).toBe(409);
    expect((await decide(c.director.req, 'purchase-order', po.id, 1)).statusCode).toBe(200);
    expect((await print(c.req)).statusCode).toBe(200);
    expect((await printed(c.req)).json().data.printcount).toBe(3);
  });

  it('a discount rule takes an order discounted by amount (discpc 0) or by its lines, by the effective discount percentage', async () => {
    const rule = await c.req('POST', 'approval-rule', { form: 'purchase-order', description: 'Diskon 20%', mindiscount: '20', approvers: [c.manager.id] });
    expect(rule.statusCode, rule.body).toBe(201);
    const ruleOf = async (body: Record<string, unknown>) => {
      const created = await c.clerk.req('POST', 'purchase-order', body);
      expect(created.statusCode, created.body).toBe(201);
      const note = await c.manager.req('GET', `checking-note-detail/${created.json().data.id}?type=purchase-order`);
      return note.json().data as { ruleid: number | null; levels: { approver: number | null }[] };
    };
    // Rp 2,000 with Rp 400 off as an amount: 20 %, though discpc is 0.
    const byAmount = await ruleOf({ ...order('2000'), discpc: '0', cashdiscount: '400' });
    expect(byAmount.ruleid).toBe(rule.json().data.id);
    expect(byAmount.levels.map((l) => l.approver)).toEqual([c.manager.id]);
    // 20 % off the line itself.
    const byLine = await ruleOf({ ...order('2000'), details: [{ itemno: 'TEH', quantity: '1', unitprice: '2000', itemdiscpc: '20' }] });
    expect(byLine.ruleid).toBe(rule.json().data.id);
    // Rp 399 off: 19.95 %, below the rule.
    expect((await ruleOf({ ...order('2000'), cashdiscount: '399' })).ruleid).toBeNull();
    expect((await c.req('DELETE', `approval-rule/delete/${rule.json().data.id}`)).statusCode).toBe(200);
  });

  it('a journal voucher waits too: read, print and the open level', async () => {
    const voucher = { transdate: '2026-02-05', description: 'Sewa', details: [{ glaccount: '6-10200', glamount: '1000' }, { glaccount: '1-10002', glamount: '-1000' }] };
    const created = await c.req('POST', 'journal-voucher', voucher);
    expect(created.statusCode, created.body).toBe(201);
    const jv = created.json().data;
    expect(jv.approved).toBe(false);
    expect(await approvedOf('journal-voucher', jv.id)).toBe(false);
    expect((await c.req('GET', `journal-voucher/print/${jv.id}`)).statusCode).toBe(409);
    expect((await c.manager.req('GET', `checking-note-detail/${jv.id}?type=journal-voucher`)).json().data).toMatchObject({ amount: '1000', transno: jv.jvnumber });
    expect((await c.manager.req('GET', 'checking-note-type-trans')).json().listdata).toContainEqual({ form: 'journal-voucher', waiting: 1 });
    expect((await decide(c.manager.req, 'journal-voucher', jv.id, 1)).statusCode).toBe(200);
    expect(await approvedOf('journal-voucher', jv.id)).toBe(true);
    expect((await c.req('GET', `journal-voucher/print/${jv.id}`)).statusCode).toBe(200);
  });
});

describe('approval off', () => {
  it('every document is approved and nothing is gated; notes are not offered', async () => {
    const po = (await c.clerk.req('POST', 'purchase-order', order('70000000'))).json().data;
    expect(po.approved).toBe(false);
    await c.setPrefs({ approval: false });
    expect(await approvedOf('purchase-order', po.id)).toBe(true);
    expect((await c.req('GET', `purchase-order/print/${po.id}`)).statusCode).toBe(200);
    expect(((await c.req('GET', `pullTransaction?form=purchase-order&vendorid=${c.vendor}`)).json().listdata as { id: number }[]).map((d) => d.id)).toContain(po.id);
    expect(await queue(c.manager.req)).toEqual([]);
    expect((await decide(c.manager.req, 'purchase-order', po.id, 1)).statusCode).toBe(409);
    const fresh = (await c.clerk.req('POST', 'purchase-order', order('90000000'))).json().data;
    expect(fresh.approved).toBe(true);
    expect(await c.query(sql`select 1 from approval_note where transid = ${fresh.id} and form = 'purchase-order'`)).toEqual([]);
    const badInput = await c.req('PUT', 'approve-by-user', { form: 'purchase-order', id: po.id, level: 0, approved: 'ya' });
    expect(badInput.statusCode).toBe(400);
    expect([badInput.json().message].flat().join(' ')).toContain('level');
  });
});
