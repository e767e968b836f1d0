import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceDifferences } from '../ledger/journal.repo.ts';
import { dec, inventoryCompany } from './inventory-fixture.ts';

/** Item adjustment, item transfer and opening stock through the one document service (issue 11 items 0–2). */
let t: TestApp;
let c: Awaited<ReturnType<typeof inventoryCompany>>;
let req: typeof c.req;
let central: number;
let branch: number;
let adjAccount: number;
const balance = (no: string) => c.balance(no);
const stockValue = () => c.stockValue();
const query = (q: ReturnType<typeof sql>) => c.query(q);
type Row = Record<string, unknown>;
type HistoryLine = { glaccount: string; debit: string; credit: string; reversal: boolean; correction: boolean };
const history = async (form: string, id: number) => (await req('GET', `general-ledger-history/${id}?form=${form}`)).json().listdata as HistoryLine[];

// Setting up a company with its goods and documents: a generous limit for a busy machine (PGlite, two workers).
beforeAll(async () => {
  t = await createTestApp();
  c = await inventoryCompany(t, 'PT Gudang Rapi');
  ({ req, central, branch, adjAccount } = c);
}, 180_000);
afterAll(() => t.close());

describe('opening stock, adjustments and transfers', () => {
  it('opening stock posts inventory against opening-balance equity, in unit1 with the unit ratio', async () => {
    const res = await req('POST', 'item-opening-balance', {
      obdate: '2026-01-01',
      details: [
        { itemno: 'KOPI', itemunit: 'DUS', warehouseid: central, quantity: '10', unitprice: '120000' },
        { itemno: 'TEH', warehouseid: branch, quantity: '50', unitprice: '2500.5' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    expect(doc.details[0]).toMatchObject({ itemno: 'KOPI', itemunit: 'DUS', unitratio: '12', quantity: '10', qtyunit1: '120', cost: '1200000', unitcost: '10000' });
    expect(doc.totalamount).toBe('1325025');
    expect(await balance('1-10301')).toBe('1325025');
    expect(await balance('3-30000')).toBe('-1325025');
    expect(await stockValue()).toBe('1325025');
  });

  it('an increase at a unit cost and a decrease at the computed cost post against the adjustment account', async () => {
    const res = await req('POST', 'item-adjustment', {
      adjdate: '2026-02-10',
      adjaccnt: adjAccount,
      description: 'Stock opname Februari',
      details: [
        { itemno: 'KOPI', warehouseid: central, adjtype: 2, quantity: '20' },
        { itemno: 'GULA', warehouseid: central, adjtype: 1, quantity: '5', unitprice: '14000' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    expect(doc.adjno).toMatch(/^ADJ\//);
    expect(doc.details.map((d: Row) => [d.itemno, d.cost])).toEqual([['KOPI', '200000'], ['GULA', '70000']]);
    expect((await history('item-adjustment', doc.id)).map((h) => [h.glaccount, h.debit, h.credit])).toEqual(
      expect.arrayContaining([['1-10301', '0', '130000'], ['6-11000', '130000', '0']]),
    );
    expect(await stockValue()).toBe(await balance('1-10301'));

    // What a read answers, an update accepts back unchanged.
    const read = (await req('GET', `item-adjustment/read/${doc.id}`)).json().data;
    const put = await req('PUT', 'item-adjustment', read);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.version).toBe(read.version + 1);
    expect(await stockValue()).toBe(await balance('1-10301'));
  });

  it('a counted quantity becomes the change, and must lie on the side of its adjustment type', async () => {
    const wrong = await req('POST', 'item-adjustment', { adjdate: '2026-02-11', adjaccnt: adjAccount, details: [{ itemno: 'TEH', warehouseid: branch, adjtype: 1, newqty: '40' }] });
    expect(wrong.statusCode).toBe(400);
    expect(String(wrong.json().message)).toContain('Kuantitas baru harus lebih besar dari kuantitas saat ini (50)');
    const res = await req('POST', 'item-adjustment', { adjdate: '2026-02-11', adjaccnt: adjAccount, details: [{ itemno: 'TEH', warehouseid: branch, adjtype: 2, newqty: '40' }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.details[0]).toMatchObject({ quantity: '10', newqty: '40', cost: '25005' });
  });

  it('a transfer moves goods and their cost between warehouses and posts nothing', async () => {
    const same = await req('POST', 'whtrans', { transferdate: '2026-02-15', fromwhid: central, towhid: central, details: [{ itemno: 'KOPI', quantity: '1' }] });
    expect(same.statusCode).toBe(400);
    expect(String(same.json().message)).toContain('Gudang tidak boleh sama.');
    const res = await req('POST', 'whtrans', { transferdate: '2026-02-15', fromwhid: central, towhid: branch, details: [{ itemno: 'KOPI', itemunit: 'DUS', quantity: '2' }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ fromwhid: central, towhid: branch, totalamount: '240000' });
    expect(await history('whtrans', res.json().data.id)).toEqual([]);
    const qty = await query(sql`select warehouseid, sum(qtyin - qtyout) as q from stock_move m join item i on i.tenant_id = m.tenant_id and i.itemid = m.itemid where i.itemno = 'KOPI' group by warehouseid order by warehouseid`);
    expect(qty.map((r) => [Number(r.warehouseid), dec(r.q)])).toEqual([[central, '76'], [branch, '24']]);
  });

  it('a back-dated increase recosts the later decrease and writes its correcting journal', async () => {
    // A decrease of GULA on 20 Feb at 14,000; then an increase on 5 Feb at 8,000 (FIFO: the decrease now takes it).
    const out = (await req('POST', 'item-adjustment', { adjdate: '2026-02-20', adjaccnt: adjAccount, details: [{ itemno: 'GULA', warehouseid: central, adjtype: 2, quantity: '5' }] })).json().data;
    expect(out.details[0].cost).toBe('70000');
    const back = await req('POST', 'item-adjustment', { adjdate: '2026-02-05', adjaccnt: adjAccount, details: [{ itemno: 'GULA', warehouseid: central, adjtype: 1, quantity: '5', unitprice: '8000' }] });
    expect(back.statusCode, back.body).toBe(201);
    const reread = (await req('GET', `item-adjustment/read/${out.id}`)).json().data;
    expect(reread.details[0].cost).toBe('40000');
    const lines = await history('item-adjustment', out.id);
    expect(lines.filter((l) => l.correction).map((h) => [h.glaccount, h.debit, h.credit])).toEqual(
      expect.arrayContaining([['1-10301', '30000', '0'], ['6-11000', '0', '30000']]),
    );
    expect(await stockValue()).toBe(await balance('1-10301'));

    // Deleting the back-dated increase puts the cost back, and the ledger follows.
    const del = await req('DELETE', `item-adjustment/delete/${back.json().data.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await req('GET', `item-adjustment/read/${out.id}`)).json().data.details[0].cost).toBe('70000');
    expect(await stockValue()).toBe(await balance('1-10301'));
    expect(await withTenant(t.ctx.db, c.tenantId, (tx) => balanceDifferences(tx, c.tenantId))).toEqual([]);
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const before = await stockValue();
    const cases: [object, string][] = [
      [{ adjdate: '2026-02-12', adjaccnt: adjAccount, details: [{ itemno: 'KOPI', warehouseid: central, quantity: '0' }] }, 'details.0.quantity: Kuantitas harus lebih besar dari 0.'],
      [{ adjdate: '2026-02-12', adjaccnt: adjAccount, details: [{ itemno: 'KOPI', warehouseid: central, quantity: 'dua' }] }, 'details.0.quantity'],
      [{ adjdate: '2026-02-12', adjaccnt: adjAccount, details: [{ itemno: 'KOPI', itemunit: 'KARUNG', warehouseid: central, quantity: '1' }] }, 'Satuan KARUNG tidak dimiliki barang KOPI.'],
      [{ adjdate: '2026-02-12', adjaccnt: adjAccount, details: [{ itemno: 'JASA', warehouseid: central, quantity: '1' }] }, 'JASA bukan barang persediaan'],
      [{ adjdate: '2026-02-12', adjaccnt: adjAccount, details: [{ itemno: 'TIDAKADA', warehouseid: central, quantity: '1' }] }, 'Barang TIDAKADA tidak ditemukan'],
      [{ adjdate: '2026-02-12', adjaccnt: adjAccount, details: [{ itemno: 'KOPI', warehouseid: 999999, quantity: '1' }] }, 'details.0.warehouseid'],
      [{ adjdate: '2026-02-12', adjaccnt: 999999, details: [{ itemno: 'KOPI', warehouseid: central, quantity: '1' }] }, 'adjaccnt'],
      [{ adjdate: '2026-02-12', adjaccnt: adjAccount, details: [{ itemno: 'KOPI', warehouseid: central, quantity: '1', warna: 'merah' }] }, 'details.0.warna'],
    ];
    for (const [body, message] of cases) {
      const res = await req('POST', 'item-adjustment', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(String(res.json().message)).toContain(message);
    }
    const short = await req('POST', 'item-adjustment', { adjdate: '2026-02-12', adjaccnt: adjAccount, details: [{ itemno: 'TEH', warehouseid: branch, adjtype: 2, quantity: '1000' }] });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('Jumlah persediaan barang TEH tidak mencukupi.');
    expect(await stockValue()).toBe(before);
  });

  it('numbers: getnumber proposes, a typed number moves the counter, a duplicate is refused', async () => {
    const proposed = (await req('GET', 'item-adjustment/getnumber')).json().data.number;
    const body = { adjdate: '2026-02-12', adjaccnt: adjAccount, details: [{ itemno: 'KOPI', warehouseid: central, quantity: '1', unitprice: '10000' }] };
    const typed = await req('POST', 'item-adjustment', { ...body, adjno: proposed });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().data.adjno).toBe(proposed);
    const auto = await req('POST', 'item-adjustment', body);
    expect(auto.json().data.adjno).not.toBe(proposed);
    const dup = await req('POST', 'item-adjustment', { ...body, adjno: proposed });
    expect(dup.statusCode).toBe(409);
  });
});
