import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { serialCompany } from './serial-fixture.ts';

/** A serial number goes out once, however many documents ask for it at the same time (issue 11: Concurrency). */
let t: TestApp;
let c: Awaited<ReturnType<typeof serialCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await serialCompany(t, 'PT Seri Serentak');
  await c.useSerials(true);
}, 180_000);
afterAll(() => t.close());

describe('serial numbers under concurrency', () => {
  it('16 concurrent decreases taking the same serial number out: exactly one succeeds, the others get 409 naming it', async () => {
    const numbers = Array.from({ length: 20 }, (_, i) => `IMEI-${String(i + 1).padStart(2, '0')}`);
    const opening = await c.req('POST', 'item-opening-balance', {
      obdate: '2026-01-01',
      details: [{ itemno: 'HP', warehouseid: c.central, quantity: '20', unitprice: '1500000', serials: numbers.map((serialno) => ({ serialno, quantity: '1' })) }],
    });
    expect(opening.statusCode, opening.body).toBe(201);
    // Twenty in stock: the quantity never stops any of the sixteen, only the serial number does.
    const body = { adjdate: '2026-02-01', adjaccnt: c.adjAccount, details: [{ itemno: 'HP', warehouseid: c.central, adjtype: 2, quantity: '1', serials: [{ serialno: 'IMEI-07', quantity: '1' }] }] };
    const results = await Promise.all(Array.from({ length: 16 }, () => c.req('POST', 'item-adjustment', body)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(15);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(`No. Seri IMEI-07 barang HP tidak ada di gudang CENTER pada 2026-02-01.`);
    expect(await c.quantity('HP')).toBe('19');
    expect(await c.available('HP', c.central)).toEqual(numbers.filter((n) => n !== 'IMEI-07').map((n) => `${n}=1`));
    expect(await c.stockValue()).toBe(await c.balance('1-10301'));
  });

  it('16 concurrent increases bringing the same new serial number in: exactly one succeeds', async () => {
    const body = { adjdate: '2026-02-02', adjaccnt: c.adjAccount, details: [{ itemno: 'HP', warehouseid: c.branch, quantity: '1', unitprice: '1500000', serials: [{ serialno: 'IMEI-99', quantity: '1' }] }] };
    const results = await Promise.all(Array.from({ length: 16 }, () => c.req('POST', 'item-adjustment', body)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect(r.json().message).toBe('No. Seri IMEI-99 barang HP sudah ada di persediaan.');
    expect(await c.available('HP', c.branch)).toEqual(['IMEI-99=1']);
  });
});
