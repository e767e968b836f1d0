import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';
import { inventoryCompany } from '../documents/inventory-fixture.ts';
import { pdfText } from './pdf-text.ts';

/** Print of the goods documents (item adjustment, item transfer, opening stock) through the journal print's template engine. */
let t: TestApp;
let c: Awaited<ReturnType<typeof inventoryCompany>>;
let openingId: number;
let adjustmentId: number;
let transferId: number;
let centralName: string;

async function printed(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer; body: string }) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(res.rawPayload);
}

/** The owner's calls; signing the owner in again (to add members) replaces the fixture's session, so it is kept here. */
let req: typeof c.req;
let ownerToken: string | null = null;

async function member(language: 'id' | 'en', roleId: number) {
  if (!ownerToken) {
    ownerToken = await signIn(t, c.owner.username, c.owner.password);
    req = c.as(ownerToken);
  }
  const user = await createVerifiedUser(t, { language });
  const added = await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(ownerToken), payload: { tenantId: c.tenantId, email: user.email, roleId } });
  expect(added.statusCode, added.body).toBe(201);
  return { user, token: await signIn(t, user.username, user.password) };
}

// Setting up a company with its goods and documents: a generous limit for a busy machine (PGlite, two workers).
beforeAll(async () => {
  t = await createTestApp();
  c = await inventoryCompany(t, 'PT Cetak Gudang');
  req = c.req;
  centralName = (await req('GET', `warehouse/read/${c.central}`)).json().data.name;
  const opening = await req('POST', 'item-opening-balance', {
    obdate: '2026-01-01',
    description: 'Saldo awal gudang',
    details: [
      { itemno: 'KOPI', itemunit: 'DUS', warehouseid: c.central, quantity: '10', unitprice: '120000' },
      { itemno: 'TEH', warehouseid: c.branch, quantity: '50', unitprice: '2500.5' },
    ],
  });
  expect(opening.statusCode, opening.body).toBe(201);
  openingId = opening.json().data.id;
  const adjustment = await req('POST', 'item-adjustment', {
    adjdate: '2026-02-10',
    adjaccnt: c.adjAccount,
    description: 'Stock opname Februari',
    details: [
      { itemno: 'KOPI', warehouseid: c.central, adjtype: 2, quantity: '20' },
      { itemno: 'GULA', warehouseid: c.central, adjtype: 1, quantity: '5', unitprice: '14000' },
    ],
  });
  expect(adjustment.statusCode, adjustment.body).toBe(201);
  adjustmentId = adjustment.json().data.id;
  const transfer = await req('POST', 'whtrans', { transferdate: '2026-03-02', fromwhid: c.branch, towhid: c.central, description: 'Kirim teh ke pusat', details: [{ itemno: 'TEH', quantity: '12' }] });
  expect(transfer.statusCode, transfer.body).toBe(201);
  transferId = transfer.json().data.id;
}, 180_000);
afterAll(() => t.close());

describe('goods document print', () => {
  it('prints opening stock: letterhead, date, warehouses, lines in their own unit and the total', async () => {
    const res = await req('GET', `item-opening-balance/print/${openingId}`);
    expect(res.headers['content-disposition']).toBe('inline; filename="saldo-awal-persediaan-2026-01-01.pdf"');
    const { pages, text } = await printed(res);
    expect(pages).toBe(1);
    for (const part of [
      'PT Cetak Gudang',
      'Saldo Awal Persediaan',
      'Tanggal 01/01/2026',
      'Keterangan Saldo awal gudang',
      `Gudang ${centralName}, Gudang Surabaya`,
      'No. Barang Nama Barang Kuantitas Satuan Gudang Biaya Satuan Nilai',
      `KOPI Barang KOPI 10 DUS ${centralName} 120.000,00 1.200.000,00`,
      'TEH Barang TEH 50 PCS Gudang Surabaya 2.500,50 125.025,00',
      'Jumlah 1.325.025,00',
      'Dibuat Diperiksa Disetujui',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('prints an adjustment with its number and account; decreases with a minus, the total is the change in value', async () => {
    const res = await req('GET', `item-adjustment/print/${adjustmentId}`);
    const { text } = await printed(res);
    const adjno = (await req('GET', `item-adjustment/read/${adjustmentId}`)).json().data.adjno as string;
    expect(res.headers['content-disposition']).toBe(`inline; filename="penyesuaian-persediaan-${adjno.replace('/', '-')}.pdf"`);
    for (const part of [
      'Penyesuaian Persediaan',
      `Nomor ${adjno}`,
      'Tanggal 10/02/2026',
      'Akun Penyesuaian 6-11000',
      `KOPI Barang KOPI Pengurangan -20 PCS ${centralName} 10.000,00 -200.000,00`,
      `GULA Barang GULA Penambahan 5 PCS ${centralName} 14.000,00 70.000,00`,
      'Jumlah -130.000,00',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('prints a transfer in the reader’s language with both warehouses', async () => {
    const reader = await member('en', 1);
    const { text } = await printed(await c.as(reader.token)('GET', `whtrans/print/${transferId}`));
    for (const part of ['Item Transfer', 'Date 02/03/2026', 'Description Kirim teh ke pusat', 'From warehouse', `To warehouse`, centralName, 'Item no. Item name Quantity Unit From warehouse Unit cost Cost', 'TEH Barang TEH 12 PCS Gudang Surabaya', 'Total 30.006,00', 'Prepared by Checked by Approved by']) {
      expect(text).toContain(part);
    }
  });

  it('answers 404 for an unknown id and for the id of another goods form, 400 for a bad id', async () => {
    expect((await req('GET', 'item-adjustment/print/999999')).statusCode).toBe(404);
    expect((await req('GET', `whtrans/print/${adjustmentId}`)).statusCode).toBe(404);
    expect((await req('GET', 'whtrans/print/abc')).statusCode).toBe(400);
  });

  it('needs the screen’s open and print rights; another company’s member gets 404', async () => {
    const clerk = await member('id', 3);
    const grant = (akses: boolean, preview: boolean) =>
      req('PUT', 'privileges', { userId: clerk.user.id, hakAksesList: [{ module: 'Persediaan', form: 'item-adjustment', screen: 'item-adjustment', akses, tambah: false, ubah: false, hapus: false, preview, export: false, jurnal: false }] });
    expect((await grant(true, false)).statusCode).toBe(200);
    const noPrint = await c.as(clerk.token)('GET', `item-adjustment/print/${adjustmentId}`);
    expect(noPrint.statusCode).toBe(403);
    expect(noPrint.json()).toMatchObject({ code: 'ACCESS_DENIED', message: 'Anda tidak memiliki akses untuk mencetak data.' });
    expect((await grant(false, true)).statusCode).toBe(200);
    expect((await c.as(clerk.token)('GET', `item-adjustment/print/${adjustmentId}`)).statusCode).toBe(403);
    expect((await grant(true, true)).statusCode).toBe(200);
    await printed(await c.as(clerk.token)('GET', `item-adjustment/print/${adjustmentId}`));

    const stranger = await createVerifiedUser(t);
    const token = await signIn(t, stranger.username, stranger.password);
    const res = await t.app.inject({ method: 'GET', url: `/api/tenant/${c.tenantId}/master/whtrans/print/${transferId}`, headers: bearer(token) });
    expect(res.statusCode).toBe(404);
  });

  it('the goods print routes are in the API description, so the isolation test visits them too', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    for (const form of ['item-adjustment', 'whtrans', 'item-opening-balance']) expect(Object.keys(spec.paths)).toContain(`/api/tenant/{tenantId}/master/${form}/print/{id}`);
  });
});
