import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { serialCompany } from './serial-fixture.ts';

/** Serial and batch numbers through the goods documents and the Serial Number Entry calls (API.md §7.2). */
let t: TestApp;
let c: Awaited<ReturnType<typeof serialCompany>>;
let central: number;
let branch: number;

beforeAll(async () => {
  t = await createTestApp();
  c = await serialCompany(t, 'PT Seri Lengkap');
  ({ central, branch } = c);
}, 180_000);
afterAll(() => t.close());

const sn = (...numbers: string[]) => numbers.map((serialno) => ({ serialno, quantity: '1' }));
const opening = (date: string, details: object[]) => c.req('POST', 'item-opening-balance', { obdate: date, details });
const adjust = (date: string, details: object[]) => c.req('POST', 'item-adjustment', { adjdate: date, adjaccnt: c.adjAccount, details });
const decrease = (itemno: string, quantity: string, serials: object[], warehouseid = central, extra: object = {}) => ({ itemno, warehouseid, adjtype: 2, quantity, serials, ...extra });
const message = (res: { json: () => { message?: unknown } }) => String(res.json().message);

/** The stock and serial rows before a refused document, to show it changed nothing. */
async function unchanged(send: () => Promise<{ statusCode: number; body: string; json: () => { message?: unknown } }>, status: number, text: string) {
  const before = { hp: await c.quantity('HP'), obat: await c.quantity('OBAT'), rows: await c.serialRows(), value: await c.stockValue() };
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(message(res)).toContain(text);
  expect({ hp: await c.quantity('HP'), obat: await c.quantity('OBAT'), rows: await c.serialRows(), value: await c.stockValue() }).toEqual(before);
}

describe('serial numbers with the feature off', () => {
  it('a line with serial rows is refused (400) while the company does not use serial numbers; a forced item goes without', async () => {
    await unchanged(() => opening('2026-01-01', [{ itemno: 'HP', warehouseid: central, quantity: '1', unitprice: '100', serials: sn('X-1') }]), 400, 'Perusahaan tidak memakai No. Seri/Batch');
    const res = await opening('2026-01-01', [{ itemno: 'KABEL', warehouseid: central, quantity: '2', unitprice: '5000' }]);
    expect(res.statusCode, res.body).toBe(201);
    await c.useSerials(true);
  });
});

describe('serial numbers', () => {
  it('opening stock brings serial numbers in; a read answers them on the line; the search offers them', async () => {
    const res = await opening('2026-01-01', [
      { itemno: 'HP', warehouseid: central, quantity: '3', unitprice: '2000000', serials: sn('SN-1', 'SN-2', 'SN-3') },
      { itemno: 'HP', warehouseid: branch, quantity: '1', unitprice: '2000000', serials: sn('SN-10') },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    expect(doc.details[0].serials).toEqual([
      { seq: 1, serialno: 'SN-1', quantity: '1', expdate: null },
      { seq: 2, serialno: 'SN-2', quantity: '1', expdate: null },
      { seq: 3, serialno: 'SN-3', quantity: '1', expdate: null },
    ]);
    const read = (await c.req('GET', `item-opening-balance/read/${doc.id}`)).json().data;
    expect(read.details[1].serials).toEqual([{ seq: 1, serialno: 'SN-10', quantity: '1', expdate: null }]);
    expect(await c.available('HP', central)).toEqual(['SN-1=1', 'SN-2=1', 'SN-3=1']);
    expect(await c.available('HP', branch)).toEqual(['SN-10=1']);
    // A read sent back as it is saves (serial rows' positions accepted back).
    const again = await c.req('PUT', 'item-opening-balance', read);
    expect(again.statusCode, again.body).toBe(200);
    expect(await c.available('HP', central)).toEqual(['SN-1=1', 'SN-2=1', 'SN-3=1']);
  });

  it.each([
    ['fewer numbers than the quantity', [{ itemno: 'HP', warehouseid: 'C', quantity: '2', unitprice: '1', serials: sn('SN-20') }], 'Kuantitas No. Serial HP Barang tidak sesuai.'],
    ['no numbers for a forced item', [{ itemno: 'HP', warehouseid: 'C', quantity: '1', unitprice: '1' }], 'Kuantitas No. Serial HP Barang tidak sesuai.'],
    ['a serial number of quantity 2', [{ itemno: 'HP', warehouseid: 'C', quantity: '2', unitprice: '1', serials: [{ serialno: 'SN-20', quantity: '2' }] }], 'Kuantitas No. Seri SN-20 barang HP harus 1.'],
    ['a number twice in the document', [{ itemno: 'HP', warehouseid: 'C', quantity: '1', unitprice: '1', serials: sn('SN-20') }, { itemno: 'HP', warehouseid: 'B', quantity: '1', unitprice: '1', serials: sn('SN-20') }], 'No. Seri SN-20 barang HP diisi lebih dari sekali.'],
    ['rows on an item without serial numbers', [{ itemno: 'GULA', warehouseid: 'C', quantity: '1', unitprice: '1', serials: sn('G-1') }], 'Barang GULA tidak memakai No. Seri/Batch.'],
    ['a batch coming in without its expiry', [{ itemno: 'OBAT', warehouseid: 'C', quantity: '1', unitprice: '1', serials: [{ serialno: 'B-9', quantity: '1' }] }], 'Tgl Kedaluwarsa No. Seri/Batch B-9 barang OBAT harus diisi.'],
    ['batches short of quantity × unit ratio', [{ itemno: 'OBAT', itemunit: 'BOX', warehouseid: 'C', quantity: '1', unitprice: '1', serials: [{ serialno: 'B-9', quantity: '1', expdate: '2027-01-01' }] }], 'Kuantitas No. Batch OBAT Barang tidak sesuai.'],
  ])('%s → 400, nothing written', async (_name, details, text) => {
    // Warehouses are known once the company exists: 'C' the central one, 'B' the branch.
    const lines = (details as { warehouseid: string }[]).map((d) => ({ ...d, warehouseid: d.warehouseid === 'B' ? branch : central }));
    await unchanged(() => opening('2026-01-02', lines), 400, text);
  });

  it('a serial number already in stock cannot come in again (409 naming it), in any warehouse', async () => {
    await unchanged(() => adjust('2026-01-05', [{ itemno: 'HP', warehouseid: central, quantity: '1', unitprice: '1', serials: sn('SN-2') }]), 409, 'No. Seri SN-2 barang HP sudah ada di persediaan.');
    await unchanged(() => adjust('2026-01-05', [{ itemno: 'HP', warehouseid: branch, quantity: '1', unitprice: '1', serials: sn('SN-1') }]), 409, 'No. Seri SN-1 barang HP sudah ada di persediaan.');
  });

  it('a serial number not in the warehouse cannot go out of it (409), even with quantity enough', async () => {
    await unchanged(() => adjust('2026-01-06', [decrease('HP', '1', sn('SN-10'))]), 409, 'No. Seri SN-10 barang HP tidak ada di gudang');
    await unchanged(() => adjust('2026-01-06', [decrease('HP', '1', sn('SN-404'))]), 409, 'No. Seri SN-404 barang HP tidak ada di gudang');
  });

  it('a transfer moves its serial numbers to the other warehouse; serial-number-transdet lists them out and in', async () => {
    const res = await c.req('POST', 'whtrans', { transferdate: '2026-01-10', fromwhid: central, towhid: branch, details: [{ itemno: 'HP', quantity: '1', serials: sn('SN-2') }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(await c.available('HP', central)).toEqual(['SN-1=1', 'SN-3=1']);
    expect(await c.available('HP', branch)).toEqual(['SN-10=1', 'SN-2=1']);
    expect(await c.quantity('HP', branch)).toBe('2');
    const det = (await c.req('GET', `serial-number-transdet?id=${res.json().data.id}&tipe=whtrans`)).json().listdata;
    expect(det.map((r: { serialno: string; warehouseid: number; qtyin: string; qtyout: string }) => [r.serialno, r.warehouseid, r.qtyin, r.qtyout])).toEqual([
      ['SN-2', central, '0', '1'],
      ['SN-2', branch, '1', '0'],
    ]);
    // Back-dated before the transfer, SN-2 is still in the central warehouse: a decrease there on 9 January is fine
    // in quantity but would leave the transfer without it.
    await unchanged(() => adjust('2026-01-09', [decrease('HP', '1', sn('SN-2'))]), 409, 'No. Seri SN-2 barang HP tidak ada di gudang');
  });

  it('a decrease takes its serial numbers out; an edit swaps them, a delete brings them back', async () => {
    const res = await adjust('2026-01-15', [decrease('HP', '1', sn('SN-1'))]);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    expect(await c.available('HP', central)).toEqual(['SN-3=1']);
    // Editing it, the number it takes out is offered again, marked on its line.
    const search = await c.req('GET', `serial-number-search?vitemid=${await c.itemid('HP')}&warehouseid=${central}&invid=${doc.id}&iseq=1&tipe=item-adjustment`);
    expect(search.json().listdata.map((r: { serialno: string; selected: boolean }) => [r.serialno, r.selected])).toEqual([
      ['SN-1', true],
      ['SN-3', false],
    ]);
    const put = await c.req('PUT', 'item-adjustment', { ...doc, details: [{ ...doc.details[0], serials: sn('SN-3') }] });
    expect(put.statusCode, put.body).toBe(200);
    expect(await c.available('HP', central)).toEqual(['SN-1=1']);
    const trans = (await c.req('GET', 'serial-number-trans?tipe=item-adjustment')).json().listdata;
    expect(trans).toEqual([expect.objectContaining({ id: doc.id, adjid: doc.id, adjno: doc.adjno, adjdate: '2026-01-15', rows: 1, quantity: '1' })]);
    expect((await c.req('DELETE', `item-adjustment/delete/${doc.id}`)).statusCode).toBe(200);
    expect(await c.available('HP', central)).toEqual(['SN-1=1', 'SN-3=1']);
    expect((await c.req('GET', 'serial-number-trans?tipe=item-adjustment')).json().listdata).toEqual([]);
  });

  it('batches: expiry kept, a batch short in the warehouse is refused (409), quantities per batch in unit1', async () => {
    const res = await opening('2026-01-03', [
      {
        itemno: 'OBAT',
        itemunit: 'BOX',
        warehouseid: central,
        quantity: '2',
        unitprice: '50000',
        serials: [
          { serialno: 'B-1', quantity: '12', expdate: '2027-01-31' },
          { serialno: 'B-2', quantity: '8', expdate: '2027-06-30' },
        ],
      },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    await unchanged(() => adjust('2026-01-20', [decrease('OBAT', '1', [{ serialno: 'B-2', quantity: '10' }], central, { itemunit: 'BOX' })]), 409, 'Jumlah No. Batch B-2 barang OBAT di gudang');
    const out = await adjust('2026-01-20', [decrease('OBAT', '1', [{ serialno: 'B-1', quantity: '6' }, { serialno: 'B-2', quantity: '4' }], central, { itemunit: 'BOX' })]);
    expect(out.statusCode, out.body).toBe(201);
    const found = (await c.req('GET', `serial-number-search?vitemid=${await c.itemid('OBAT')}&warehouseid=${central}`)).json().listdata;
    expect(found.map((r: { serialno: string; quantity: string; expdate: string }) => [r.serialno, r.quantity, r.expdate])).toEqual([
      ['B-1', '6', '2027-01-31'],
      ['B-2', '4', '2027-06-30'],
    ]);
  });

  it('an item without forcesn takes some numbers or none', async () => {
    const res = await adjust('2026-01-21', [{ itemno: 'KABEL', warehouseid: central, quantity: '3', unitprice: '5000', serials: sn('K-1') }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(await c.available('KABEL', central)).toEqual(['K-1=1']);
  });

  it('the search offers what a document of its date can take out of the warehouse, and back to the document being edited', async () => {
    const hp = await c.itemid('HP');
    const at = async (date: string, warehouseid: number, extra = '') => c.available('HP', warehouseid, `&date=${date}${extra}`);
    expect(await at('2025-12-31', central)).toEqual([]);
    // On 5 January SN-2 is still in the central warehouse, but the transfer of the 10th takes it out: not offered.
    expect(await at('2026-01-05', central)).toEqual(['SN-1=1', 'SN-3=1']);
    expect(await at('2026-01-05', branch)).toEqual(['SN-10=1']);
    expect(await at('2026-01-10', branch)).toEqual(['SN-10=1', 'SN-2=1']);
    // Batches: at the 19th B-1 has 12 and B-2 8, but the decrease of the 20th needs 6 and 4 of them.
    const obat = (await c.req('GET', `serial-number-search?vitemid=${await c.itemid('OBAT')}&warehouseid=${central}&date=2026-01-19`)).json().listdata;
    expect(obat.map((r: { serialno: string; quantity: string }) => `${r.serialno}=${r.quantity}`)).toEqual(['B-1=6', 'B-2=4']);
    // Editing a decrease of SN-3 dated the 25th: SN-3 is offered back to it, marked on its line; not to another document.
    const res = await adjust('2026-01-25', [decrease('HP', '1', sn('SN-3'))]);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    expect(await at('2026-01-25', central)).toEqual(['SN-1=1']);
    expect(await at('2026-01-01', central)).toEqual(['SN-1=1']);
    const editing = await c.req('GET', `serial-number-search?vitemid=${hp}&warehouseid=${central}&date=2026-01-25&invid=${doc.id}&iseq=1&tipe=item-adjustment`);
    expect(editing.json().listdata.map((r: { serialno: string; selected: boolean }) => [r.serialno, r.selected])).toEqual([
      ['SN-1', false],
      ['SN-3', true],
    ]);
    // Moved back to the 2nd while being edited, it may still take SN-3.
    expect(await at('2026-01-02', central, `&invid=${doc.id}&tipe=item-adjustment`)).toEqual(['SN-1=1', 'SN-3=1']);
    // Numbers compare as typed: sn-3 is not SN-3.
    await unchanged(() => adjust('2026-01-26', [decrease('HP', '1', sn('sn-1'))]), 409, 'No. Seri sn-1 barang HP tidak ada di gudang');
    expect((await c.req('DELETE', `item-adjustment/delete/${doc.id}`)).statusCode).toBe(200);
    const bad = await c.req('GET', `serial-number-search?vitemid=${hp}&date=2026-13-01`);
    expect([bad.statusCode, message(bad).includes('date')]).toEqual([400, true]);
  });

  it('the calls answer 400 for a form without serial numbers and list the documents that have them', async () => {
    const bad = await c.req('GET', 'serial-number-trans?tipe=journal-voucher');
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toContain('Tipe transaksi journal-voucher tidak memakai No. Seri/Batch.');
    const openings = (await c.req('GET', 'serial-number-trans?tipe=item-opening-balance')).json().listdata;
    expect(openings.map((r: { obdate: string; rows: number }) => [r.obdate, r.rows])).toEqual([
      ['2026-01-03', 2],
      ['2026-01-01', 4],
    ]);
  });

  it('with the feature turned off again, serial rows are refused but documents without them go on', async () => {
    await c.useSerials(false);
    await unchanged(() => adjust('2026-01-22', [decrease('HP', '1', sn('SN-3'))]), 400, 'Perusahaan tidak memakai No. Seri/Batch');
    const res = await adjust('2026-01-22', [decrease('HP', '1', [])]);
    expect(res.statusCode, res.body).toBe(201);
    await c.useSerials(true);
  });
});
