import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createVerifiedUser, signIn, type TestApp, createTestApp } from '../../test/harness.ts';
import { salesCompany } from '../documents/sales-fixture.ts';

/**
 * The sales line grid's group picker (`search-item-group?form=`): a clerk who may enter sales invoices but has no
 * right on the Item Grouping master lists the company's groups with their components and sells one; a member
 * without the sales document's right is refused; another company's groups are never listed.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesCompany>>;
let other: Awaited<ReturnType<typeof salesCompany>>;
type Listed = { itemno: string; unit1: string; components: { itemno: string; itemdescription: string; itemunit: string; quantity: string }[] };

const group = async (co: typeof c, itemno: string, itemdescription: string, details: { itemno: string; quantity: string; itemunit?: string }[]) => {
  const res = await co.req('POST', 'item-grouping', { itemno, itemdescription, unit1: 'SET', unitprice: '10000', details });
  expect(res.statusCode, res.body).toBe(201);
};

/** A member of company `c` whose only rights are every flag of the screens named. */
async function memberWith(screens: readonly string[]) {
  const user = await createVerifiedUser(t);
  const added = await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(c.token), payload: { tenantId: c.tenantId, email: user.email, roleId: 3 } });
  expect(added.statusCode, added.body).toBe(201);
  const rights = (await c.req('GET', `privileges/${user.id}`)).json().data.hakAksesList as ({ screen: string } & Record<string, unknown>)[];
  const flags = (on: boolean) => ({ akses: on, tambah: on, ubah: on, hapus: on, preview: on, export: on, jurnal: on });
  const saved = await c.req('PUT', 'privileges', { userId: user.id, hakAksesList: rights.map((r) => ({ ...r, ...flags(screens.includes(r.screen)) })) });
  expect(saved.statusCode, saved.body).toBe(200);
  return c.as(await signIn(t, user.username, user.password));
}

beforeAll(async () => {
  t = await createTestApp();
  c = await salesCompany(t, 'PT Paket Kasir');
  other = await salesCompany(t, 'PT Paket Tetangga');
  await group(c, 'PKT-PAGI', 'Paket Pagi', [{ itemno: 'KOPI', quantity: '1', itemunit: 'DUS' }, { itemno: 'GULA', quantity: '2.5' }]);
  await group(c, 'PKT-TEH', 'Paket Teh Manis', [{ itemno: 'TEH', quantity: '2' }, { itemno: 'GULA', quantity: '1' }]);
  await group(other, 'PKT-LAIN', 'Paket Tetangga', [{ itemno: 'TEH', quantity: '1' }]);
}, 180_000);
afterAll(() => t.close());

describe('the group picker of a sales line', () => {
  it('lists the groups with their components to a sales invoice clerk without Item Grouping rights, who sells one', async () => {
    const clerk = await memberWith(['sales-invoice']);
    expect((await clerk('GET', 'item-grouping/readall')).statusCode).toBe(403);
    const res = await clerk('GET', 'search-item-group?form=sales-invoice&search=PKT');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { listdata: Listed[]; total: number };
    expect(body.total).toBe(2);
    expect(body.listdata.map((g) => [g.itemno, g.unit1, g.components.map((m) => [m.itemno, m.itemdescription, m.itemunit, m.quantity])])).toEqual([
      ['PKT-PAGI', 'SET', [['KOPI', 'Barang KOPI', 'DUS', '1'], ['GULA', 'Barang GULA', 'PCS', '2.5']]],
      ['PKT-TEH', 'SET', [['TEH', 'Barang TEH', 'PCS', '2'], ['GULA', 'Barang GULA', 'PCS', '1']]],
    ]);
    expect(((await clerk('GET', 'search-item-group?form=sales-invoice&search=manis')).json() as { listdata: Listed[] }).listdata.map((g) => g.itemno)).toEqual(['PKT-TEH']);
    const saved = await clerk('POST', 'sales-invoice', { invoicedate: '2026-03-10', customerid: c.customer, details: [{ itemno: 'PKT-TEH', quantity: '2', unitprice: '12000' }] });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((saved.json().data.details as Record<string, unknown>[]).map((l) => [l.itemno, l.quantity])).toEqual([['PKT-TEH', '2']]);
    // Its right is the document's: the same clerk has none on sales orders.
    expect((await clerk('GET', 'search-item-group?form=sales-order')).statusCode).toBe(403);
  });

  it('refuses a member without the sales document’s right, with or without Item Grouping rights', async () => {
    for (const screens of [[], ['item-grouping']]) {
      const member = await memberWith(screens);
      const res = await member('GET', 'search-item-group?form=sales-invoice');
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe('Anda tidak memiliki akses untuk membuka sales-invoice.');
      expect((await member('POST', 'sales-invoice', { invoicedate: '2026-03-10', customerid: c.customer, details: [{ itemno: 'PKT-TEH', quantity: '1', unitprice: '12000' }] })).statusCode).toBe(403);
    }
  });

  it('never lists another company’s groups, and answers a member of one company nothing of the other', async () => {
    const clerk = await memberWith(['delivery-order']);
    const mine = (await clerk('GET', 'search-item-group?form=delivery-order&size=100')).json() as { listdata: Listed[]; total: number };
    expect([mine.total, mine.listdata.map((g) => g.itemno)]).toEqual([2, ['PKT-PAGI', 'PKT-TEH']]);
    expect(((await clerk('GET', 'search-item-group?form=delivery-order&search=LAIN')).json() as { total: number }).total).toBe(0);
    const theirs = (await other.req('GET', 'search-item-group?form=sales-invoice')).json() as { listdata: Listed[] };
    expect(theirs.listdata.map((g) => g.itemno)).toEqual(['PKT-LAIN']);
    const across = await t.app.inject({ method: 'GET', url: `/api/tenant/${other.tenantId}/master/search-item-group?form=sales-invoice`, headers: bearer(c.token) });
    expect(across.statusCode).toBe(404);
  });

  it('refuses a form that sells no groups and a bad page with 400 naming the field', async () => {
    for (const [query, field] of [['form=purchase-invoice', 'form'], ['', 'form'], ['form=sales-invoice&size=0', 'size']] as const) {
      const res = await c.en('GET', `search-item-group?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(field);
    }
  });
});
