import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';
import { inventoryCompany } from '../documents/inventory-fixture.ts';
import { unitText } from './unit-breakdown.ts';

/** Item lookups with stock (spec 002 §7.2): item-per-warehs, filter-item, the item searches, item-cost-detail, thread-hpp, itemhist-temp. */
let t: TestApp;
let c: Awaited<ReturnType<typeof inventoryCompany>>;
let other: Awaited<ReturnType<typeof inventoryCompany>>;
let kopi: number;
let jasa: number;

beforeAll(async () => {
  t = await createTestApp();
  c = await inventoryCompany(t, 'PT Cari Stok');
  other = await inventoryCompany(t, 'PT Lain Stok');
  const { req, central, branch, adjAccount } = c;
  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(201);
  ok(await req('POST', 'item-opening-balance', { obdate: '2026-01-01', details: [{ itemno: 'KOPI', warehouseid: central, quantity: '100', unitprice: '10000' }, { itemno: 'TEH', warehouseid: central, quantity: '5', unitprice: '2000' }] }));
  ok(await req('POST', 'item-adjustment', { adjdate: '2026-01-10', adjaccnt: adjAccount, details: [{ itemno: 'KOPI', warehouseid: central, quantity: '50', unitprice: '13000' }] }));
  ok(await req('POST', 'whtrans', { transferdate: '2026-01-15', fromwhid: central, towhid: branch, details: [{ itemno: 'KOPI', quantity: '27' }] }));
  ok(await req('POST', 'item-adjustment', { adjdate: '2026-01-20', adjaccnt: adjAccount, details: [{ itemno: 'KOPI', warehouseid: central, adjtype: 2, quantity: '90' }] }));
  kopi = (await req('GET', 'item/readall?search=KOPI')).json().listdata[0].id;
  jasa = (await req('GET', 'item/readall?search=JASA')).json().listdata[0].id;
  await req('PUT', 'item', { ...(await req('GET', `item/read/${kopi}`)).json().data, itemupc: '8991234567890' });
}, 180_000);
afterAll(() => t.close());

describe('item per warehouse', () => {
  it('tells each item × warehouse quantity in the item units', async () => {
    const res = await c.req('GET', 'item-per-warehs?search=kopi');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().listdata.map((r: Record<string, unknown>) => [r.itemno, r.warehouseid, r.qty, r.qtytext]);
    expect(rows).toEqual([
      ['KOPI', c.central, '33', '2 DUS 9 PCS'],
      ['KOPI', c.branch, '27', '2 DUS 3 PCS'],
    ]);
    expect(res.json().listdata[1].units).toEqual([{ unit: 'DUS', qty: '2' }, { unit: 'PCS', qty: '3' }]);
    const one = (await c.req('GET', `item-per-warehs?warehouseid=${c.central}&size=1&page=2`)).json();
    expect([one.total, one.listdata.map((r: Record<string, unknown>) => r.itemno)]).toEqual([2, ['TEH']]);
    expect((await c.req('GET', 'item-per-warehs?search=8991234567890')).json().total).toBe(2);
  });

  it('units: the largest first, the rest in unit1, zero and negative', () => {
    const units = { unit1: 'PCS', unit2: 'DUS', unit3: 'KRT', ratio2: '12', ratio3: '144' };
    expect(unitText('300', units)).toBe('2 KRT 1 DUS');
    expect(unitText('301.5', units)).toBe('2 KRT 1 DUS 1.5 PCS');
    expect(unitText('0', units)).toBe('0 PCS');
    expect(unitText('-13', { ...units, unit3: '', ratio3: '0' })).toBe('-1 DUS 1 PCS');
  });

  it('refuses a warehouse of another company, naming the field', async () => {
    const res = await c.req('GET', `item-per-warehs?warehouseid=${other.branch}`);
    expect(res.statusCode).toBe(400);
    expect(String(res.json().message)).toContain('warehouseid');
    expect((await c.req('GET', 'item-per-warehs?size=0')).statusCode).toBe(400);
  });
});

describe('item lookups and searches', () => {
  it('filter-item finds by number, name and (first) barcode', async () => {
    expect((await c.req('GET', 'filter-item?search=teh')).json().listdata.map((r: Record<string, unknown>) => r.itemno)).toEqual(['TEH']);
    const scanned = (await c.req('GET', 'filter-item?search=8991234567890')).json();
    expect([scanned.total, scanned.listdata[0]]).toEqual([1, expect.objectContaining({ id: kopi, itemno: 'KOPI', unit2: 'DUS', ratio2: '12' })]);
  });

  it('getItemUnit answers the units with their ratios; another company’s item is not found', async () => {
    expect((await c.req('GET', `getItemUnit/${kopi}`)).json().listdata).toEqual([
      { level: 1, unit: 'PCS', ratio: '1' },
      { level: 2, unit: 'DUS', ratio: '12' },
    ]);
    expect((await other.req('GET', `getItemUnit/${kopi}`)).statusCode).toBe(404);
  });

  it('search-item answers the quantity on hand; the purchase search leaves out services', async () => {
    const all = (await c.req('GET', 'search-item?size=10')).json().listdata.map((r: Record<string, unknown>) => [r.itemno, r.qty]);
    expect(all).toEqual([['GULA', '0'], ['JASA', null], ['KOPI', '60'], ['TEH', '5']]);
    const purchase = (await c.req('GET', 'search-item-on-purchase?size=10')).json().listdata.map((r: Record<string, unknown>) => r.itemno);
    expect(purchase).toEqual(['GULA', 'KOPI', 'TEH']);
    expect((await c.req('GET', 'search-item-on-purchase?search=jasa')).json().total).toBe(0);
  });

  it('search-sub-item: the items of a group, or every item that is not a group', async () => {
    await c.req('PUT', 'item', { ...(await c.req('GET', `item/read/${kopi}`)).json().data, parentitem: jasa });
    const sub = (await c.req('GET', `search-sub-item?itemid=${jasa}`)).json();
    expect(sub.listdata.map((r: Record<string, unknown>) => [r.itemno, r.qty, r.parentitem])).toEqual([['KOPI', '60', jasa]]);
    expect((await c.req('GET', 'search-sub-item?search=teh')).json().listdata.map((r: Record<string, unknown>) => r.itemno)).toEqual(['TEH']);
    expect((await other.req('GET', `search-sub-item?itemid=${jasa}`)).json().listdata).toEqual([]);
    expect((await c.req('GET', 'search-sub-item?itemid=abc')).statusCode).toBe(400);
  });

  it('search-sub-item: an item group’s components with their unit, quantity and stock; a plain item still its sub items', async () => {
    const made = await c.req('POST', 'item-grouping', { itemno: 'PKT-PAGI', itemdescription: 'Paket pagi', unit1: 'SET', details: [{ itemno: 'TEH', quantity: '2' }, { itemno: 'KOPI', itemunit: 'DUS', quantity: '1' }] });
    expect(made.statusCode, made.body).toBe(201);
    const groupid = made.json().data.id as number;
    const brief = (rows: Record<string, unknown>[]) => rows.map((r) => [r.itemno, r.itemunit, r.quantity, r.qtyunit1, r.qty, r.groupid]);
    const byGroup = (await c.req('GET', `search-sub-item?groupid=${groupid}`)).json();
    expect([byGroup.total, brief(byGroup.listdata)]).toEqual([2, [['TEH', 'PCS', '2', '2', '5', groupid], ['KOPI', 'DUS', '1', '12', '60', groupid]]]);
    expect(brief((await c.req('GET', `search-sub-item?groupid=${groupid}&search=kopi`)).json().listdata)).toEqual([['KOPI', 'DUS', '1', '12', '60', groupid]]);
    const paged = (await c.req('GET', `search-sub-item?groupid=${groupid}&size=1&page=2`)).json();
    expect([paged.total, paged.listdata.map((r: Record<string, unknown>) => r.itemno)]).toEqual([2, ['KOPI']]);
    // An id that is no item of the company but a group's: its components (the other company's items have other ids).
    const theirs = (await other.req('POST', 'item-grouping', { itemno: 'PKT-LAIN', itemdescription: 'Paket lain', unit1: 'SET', details: [{ itemno: 'GULA', quantity: '3' }] })).json().data.id as number;
    expect((await other.req('GET', 'item/readall?size=500')).json().listdata.map((r: { id: number }) => r.id)).not.toContain(theirs);
    expect(brief((await other.req('GET', `search-sub-item?itemid=${theirs}`)).json().listdata)).toEqual([['GULA', 'PCS', '3', '3', '0', theirs]]);
    // Here the group's id is also an item's: the item wins (it has no sub items); asking by groupid is unambiguous.
    expect((await c.req('GET', 'item/readall?size=500')).json().listdata.map((r: { id: number }) => r.id)).toContain(groupid);
    expect((await c.req('GET', `search-sub-item?itemid=${groupid}`)).json().listdata.map((r: Record<string, unknown>) => r.groupid)).not.toContain(groupid);
    // A plain item keeps the parentitem behaviour (JASA is KOPI's parent since the test before), even when a group has its id.
    expect((await c.req('GET', `search-sub-item?itemid=${jasa}`)).json().listdata.map((r: Record<string, unknown>) => [r.itemno, r.parentitem])).toEqual([['KOPI', jasa]]);
    expect((await c.req('GET', `search-sub-item?itemid=${kopi}`)).json().listdata).toEqual([]);
    // Another company's group, or none: nothing.
    expect((await other.req('GET', `search-sub-item?groupid=${groupid}`)).json()).toMatchObject({ listdata: [], total: 0 });
    expect((await c.req('GET', 'search-sub-item?groupid=999999')).json().listdata).toEqual([]);
    expect((await c.req('GET', 'search-sub-item?groupid=x')).statusCode).toBe(400);
  });
});

describe('item cost detail', () => {
  it('FIFO: the layers left at a date, oldest first, adding up to the stock value', async () => {
    const res = await c.req('POST', 'item-cost-detail', { itemno: 'KOPI', date: '2026-01-31' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect([d.method, d.qty, d.unitcost, d.value]).toEqual(['FIFO', '60', '12500', '750000']);
    expect(d.layers.map((l: Record<string, unknown>) => [l.date, l.form, l.qty, l.unitcost, l.value])).toEqual([
      ['2026-01-01', 'item-opening-balance', '10', '10000', '100000'],
      ['2026-01-10', 'item-adjustment', '50', '13000', '650000'],
    ]);
    expect(d.layers[1].number).not.toBe('');
    const early = (await c.req('POST', 'item-cost-detail', { itemno: 'KOPI', date: '2026-01-12', warehouseid: c.branch })).json().data;
    expect([early.qty, early.whqty, early.layers.map((l: Record<string, unknown>) => l.qty)]).toEqual(['150', '0', ['100', '50']]);
  });

  it('AVG: quantity, unit cost and value, no layers', async () => {
    await c.req('PUT', 'item', { ...(await c.req('GET', `item/read/${kopi}`)).json().data, costmethod: 'AVG' });
    const d = (await c.req('POST', 'item-cost-detail', { itemno: 'KOPI', date: '2026-01-31' })).json().data;
    expect([d.method, d.qty, d.layers]).toEqual(['AVG', '60', []]);
    expect(d.value).toBe((await c.req('GET', 'getQtySaldo?itemno=KOPI&ldate=2026-01-31')).json().data.value);
  });

  it('bad input names the field; another company’s item is not found', async () => {
    const bad = await c.req('POST', 'item-cost-detail', { itemno: 'KOPI', date: '31-01-2026' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('date');
    expect((await c.req('POST', 'item-cost-detail', { itemno: 'KOPI', date: '2026-01-31', extra: 1 })).statusCode).toBe(400);
    await other.req('POST', 'item', { itemno: 'LAIN-1', itemdescription: 'Punya lain', unit1: 'PCS', itemtype: 0 });
    const foreign = await c.req('POST', 'item-cost-detail', { itemno: 'LAIN-1', date: '2026-01-31' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Barang LAIN-1 tidak ditemukan di perusahaan ini.');
  });
});

describe('cost-of-goods status', () => {
  it('thread-hpp: nothing running or pending; itemhist-temp: each item with moves, when last costed, none pending', async () => {
    const thread = (await c.req('GET', 'thread-hpp')).json().data;
    expect([thread.running, thread.pending, typeof thread.lastcosted]).toEqual([false, 0, 'string']);
    const items = (await c.req('GET', 'itemhist-temp')).json();
    expect(items.listdata.map((r: Record<string, unknown>) => [r.itemno, r.moves, r.pending])).toEqual([['KOPI', 5, 0], ['TEH', 1, 0]]);
    expect(Date.parse(items.listdata[0].lastcosted)).toBeGreaterThan(0);
    expect((await other.req('GET', 'itemhist-temp')).json().listdata).toEqual([]);
  });
});

describe('rights', () => {
  it('the item screen’s open right guards every lookup with stock', async () => {
    const clerk = await createVerifiedUser(t);
    // Signing the owner in again replaces the fixture's session: the owner's calls below use the new one.
    const ownerToken = await signIn(t, c.owner.username, c.owner.password);
    const owner = c.as(ownerToken);
    const added = await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(ownerToken), payload: { tenantId: c.tenantId, email: clerk.email, roleId: 3 } });
    expect(added.statusCode, added.body).toBe(201);
    const read = await owner('GET', `privileges/${clerk.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const rights = read.json().data.hakAksesList as { screen: string; akses: boolean }[];
    const itemRight = rights.find((r) => r.screen === 'item')!;
    expect((await owner('PUT', 'privileges', { userId: clerk.id, hakAksesList: [{ ...itemRight, akses: false }] })).statusCode).toBe(200);
    const call = c.as(await signIn(t, clerk.username, clerk.password));
    for (const path of ['item-per-warehs', 'search-item', 'search-item-on-purchase', 'search-sub-item', 'filter-item?search=kopi', 'thread-hpp', 'itemhist-temp']) {
      expect((await call('GET', path)).statusCode, path).toBe(403);
    }
    expect((await call('POST', 'item-cost-detail', { itemno: 'KOPI', date: '2026-01-31' })).statusCode).toBe(403);
  });
});
