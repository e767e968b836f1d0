import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceDifferences } from './journal.repo.ts';

let t: TestApp;
let tenantId: number;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId, req } = await companyFixture(t, 'PT Saldo Awal', { language: 'en' }));
});
afterAll(() => t.close());

const at = async (no: string, date = '2026-01-01') => (await req('GET', `glaccount-opening-balance?glaccount=${no}&paymentdate=${date}`)).json().data.balance;

describe('opening balances', () => {
  it('posts against opening-balance equity, per customer too', async () => {
    const customer = (await req('POST', 'person-data', { persontype: 0, personno: 'C-00001', name: 'Toko Awal' })).json().data;
    const res = await req('PUT', 'multiOpeningBalances', {
      obdate: '2025-12-31',
      details: [
        { glaccount: '1-10003', amount: '250000000' },
        { glaccount: '1-10100', amount: '15000000', subsidiary: customer.id },
        { glaccount: '2-10000', amount: '-40000000' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ equityAdjustment: '-225000000' });
    expect(await at('1-10003')).toBe('250000000');
    expect(await at('3-30000')).toBe('-225000000');
    expect(await at('1-10003', '2025-12-30')).toBe('0');
  });

  it('saving again replaces the previous opening balances', async () => {
    await req('PUT', 'multiOpeningBalances', { obdate: '2025-12-31', details: [{ glaccount: '1-10003', amount: '100000000' }] });
    expect(await at('1-10003')).toBe('100000000');
    expect(await at('1-10100')).toBe('0');
    expect(await at('3-30000')).toBe('-100000000');
    expect(await withTenant(t.ctx.db, tenantId, (tx) => balanceDifferences(tx, tenantId))).toEqual([]);
  });

  it('reads back the balances in force, without the equity difference', async () => {
    const empty = await companyFixture(t, 'PT Tanpa Saldo Awal');
    expect((await empty.req('GET', 'multiOpeningBalances')).json().data).toEqual({ obdate: null, details: [] });
    const customer = (await req('POST', 'person-data', { persontype: 0, personno: 'C-00002', name: 'Toko Baca' })).json().data;
    await req('PUT', 'multiOpeningBalances', {
      obdate: '2025-12-31',
      details: [
        { glaccount: '1-10003', amount: '100000000.5' },
        { glaccount: '1-10100', amount: '2500000', subsidiary: customer.id },
      ],
    });
    const read = await req('GET', 'multiOpeningBalances');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({
      obdate: '2025-12-31',
      details: [
        { glaccount: '1-10003', accountname: expect.any(String), amount: '100000000.5', subsidiary: null },
        { glaccount: '1-10100', accountname: expect.any(String), amount: '2500000', subsidiary: customer.id },
      ],
    });
  });

  it('refuses parent accounts', async () => {
    const res = await req('PUT', 'multiOpeningBalances', { obdate: '2025-12-31', details: [{ glaccount: '1-10000', amount: '1' }] });
    expect(res.json().message).toEqual(['details.0.glaccount: Parent account cannot be selected!']);
  });
});
