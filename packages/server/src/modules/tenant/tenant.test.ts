import { DEFAULT_CHART } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let owner: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createVerifiedUser(t, { language: 'en' });
  const b = await createVerifiedUser(t);
  owner = await signIn(t, a.username, a.password);
  other = await signIn(t, b.username, b.password);
});
afterAll(() => t.close());

const create = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/tenant', headers: bearer(token), payload });
const list = async (token: string, archived = false) =>
  (await t.app.inject({ method: 'GET', url: `/api/tenant-user-by-userid${archived ? '-archives' : ''}`, headers: bearer(token) })).json().listdata as { tenantId: number; name: string }[];
const count = async (table: string, tenantId: number) =>
  ((await t.ctx.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${tenantId}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('companies', () => {
  it('creates a company and provisions its books in one go', async () => {
    const res = await create(owner, { name: 'PT Maju Jaya' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ name: 'PT Maju Jaya', status: 'active', prepared: false });
    expect(data.datasourcekey).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(await list(owner)).toEqual([{ tenantId: data.tenantId, name: 'PT Maju Jaya', datasourcekey: data.datasourcekey, status: 'active', roleId: 1, owner: true, prepared: false }]);
    expect(await count('glaccount', data.tenantId)).toBe(DEFAULT_CHART.length);
    expect(await count('glaccount_type', data.tenantId)).toBe(16);
    expect(await count('numbering', data.tenantId)).toBeGreaterThanOrEqual(20);
    const taxes = (await t.ctx.db.execute(sql`select taxcode, kind, rate::text, dppfactor, taxobjectcode from tax where tenant_id = ${data.tenantId} order by taxcode`)) as unknown as {
      rows: { taxcode: string; kind: string; rate: string; dppfactor: string; taxobjectcode: string | null }[];
    };
    expect(taxes.rows.map((r) => [r.taxcode, r.kind, new Decimal(String(r.rate)).toFixed(), r.dppfactor, r.taxobjectcode])).toEqual([
      ['PPH23', 'withholding', '0.02', '1', '24-104-01'],
      ['PPN', 'vat', '0.12', '11/12', null],
      ['PPN-BM', 'vat', '0.12', '1', null],
    ]);
    const defaults = (await t.ctx.db.execute(sql`
      select (select deptname from department where tenant_id = ${data.tenantId} and deptno = '0') as dept,
             (select projectname from project where tenant_id = ${data.tenantId} and projectno = '0') as proj,
             (select whname from warehouse where tenant_id = ${data.tenantId} and whno = '0') as wh,
             (select exchangerate::text from currency where tenant_id = ${data.tenantId} and currencyname = 'IDR') as idr`)) as unknown as { rows: Record<string, string>[] };
    expect(defaults.rows[0]).toMatchObject({ dept: 'NON DEPARTMENT', proj: 'Non Project', wh: 'CENTER' });
    expect(Number(defaults.rows[0]!.idr)).toBe(1);
  });

  it('checks names: availability, duplicates (case-insensitive) and length', async () => {
    const avail = (name: string) => t.app.inject({ method: 'GET', url: `/api/tenant-name-availability?data-source-schema-name=${encodeURIComponent(name)}`, headers: bearer(other) });
    expect((await avail('pt maju jaya')).json().data.available).toBe(false);
    expect((await avail('CV Baru')).json().data.available).toBe(true);
    const dup = await create(other, { name: 'pt MAJU jaya' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Nama database sudah digunakan.');
    const dupEn = await create(owner, { name: 'PT Maju Jaya' });
    expect(dupEn.json().message).toBe('Database Name is already used.');
    const short = await create(owner, { name: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toEqual(['name: is too short (minimum 4 characters needed).']);
  });

  it('stores names with quotes, emoji and SQL exactly', async () => {
    const name = `Toko "Bu Tini" 🛒 '; drop table tenants;--`;
    const res = await create(other, { name });
    expect(res.statusCode).toBe(201);
    expect((await list(other)).map((c) => c.name)).toContain(name);
  });

  it('renames, archives, restores; only the owner changes status; delete purges every row', async () => {
    const { tenantId } = (await create(owner, { name: 'CV Sementara' })).json().data;
    const ren = await t.app.inject({ method: 'PUT', url: '/api/tenant', headers: bearer(owner), payload: { tenantId, name: 'CV Sementara Baru' } });
    expect(ren.json().data.name).toBe('CV Sementara Baru');
    const stranger = await t.app.inject({ method: 'PUT', url: '/api/stat-tenant', headers: bearer(other), payload: { tenantId, status: 'deleted' } });
    expect(stranger.statusCode).toBe(404);
    await t.app.inject({ method: 'PUT', url: '/api/stat-tenant', headers: bearer(owner), payload: { tenantId, status: 'archived' } });
    expect((await list(owner)).map((c) => c.tenantId)).not.toContain(tenantId);
    expect((await list(owner, true)).map((c) => c.tenantId)).toContain(tenantId);
    await t.app.inject({ method: 'PUT', url: '/api/stat-tenant', headers: bearer(owner), payload: { tenantId, status: 'active' } });
    expect((await list(owner)).map((c) => c.tenantId)).toContain(tenantId);
    const del = await t.app.inject({ method: 'PUT', url: '/api/stat-tenant', headers: bearer(owner), payload: { tenantId, status: 'deleted' } });
    expect(del.statusCode).toBe(200);
    expect([...(await list(owner)), ...(await list(owner, true))].map((c) => c.tenantId)).not.toContain(tenantId);
    for (const table of ['glaccount', 'preference', 'company', 'currency', 'privilege', 'tax']) expect(await count(table, tenantId)).toBe(0);
    const after = await t.app.inject({ method: 'GET', url: `/api/tenant/${tenantId}/master/preference`, headers: bearer(owner) });
    expect(after.statusCode).toBe(404);
  });

  it('creates a sample company with demo master data and demo postings', async () => {
    const res = await create(owner, { name: 'Contoh Perusahaan', sample: true });
    const { tenantId } = res.json().data;
    // It opens at once: prepared, with a complete company profile whose books start this year.
    expect(res.json().data.prepared).toBe(true);
    const profile = (await t.app.inject({ method: 'GET', url: `/api/tenant/${tenantId}/master/company`, headers: bearer(owner) })).json().data;
    expect(profile).toMatchObject({ addressline1: expect.stringMatching(/\S/), provinceid: '35', cityid: '35.78', postalcode: '60293', startdate: `${new Date().getFullYear()}-01-01` });
    expect(await count('department', tenantId)).toBeGreaterThanOrEqual(4);
    expect(await count('currency', tenantId)).toBe(3);
    // Two named banks, and the computers' asset and accumulated depreciation accounts (sample-assets.ts).
    expect(await count('glaccount', tenantId)).toBe(DEFAULT_CHART.length + 4);
    const persons = (await t.ctx.db.execute(sql`select persontype, count(*)::int as n from person where tenant_id = ${tenantId} group by persontype order by persontype`)) as unknown as { rows: { n: number }[] };
    expect(persons.rows.map((r) => r.n)).toEqual([10, 10]);
    // Customers across Indonesia, each with a phone of its own (Medan's starts 061, not Surabaya's 031).
    const customers = (await t.ctx.db.execute(sql`select city, phone from person where tenant_id = ${tenantId} and persontype = 0`)) as unknown as { rows: { city: string; phone: string }[] };
    expect(new Set(customers.rows.map((r) => r.phone)).size).toBe(10);
    expect(new Set(customers.rows.map((r) => r.city)).size).toBe(10);
    expect(customers.rows.find((r) => r.city === 'Kota Medan')?.phone).toMatch(/^061-/);
    // Named as the form's province and city lists name them, so the form shows them chosen.
    expect(customers.rows.map((r) => r.city)).toContain('Kabupaten Sidoarjo');
    // 20 goods and services, and the haulage service its purchasing buys (a non-inventory item, sample-purchasing.ts).
    expect(await count('item', tenantId)).toBe(21);
    // Demo postings (sample-ledger.test.ts checks them in detail): at least the opening balances.
    expect(await count('journal', tenantId)).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad bodies with 400 and never 500', async () => {
    for (const payload of [{}, { name: 5 }, { name: 'Valid Name', extra: true }, { name: 'x'.repeat(65) }, { name: 'Baris\nbaru' }]) {
      const res = await create(owner, payload);
      expect(res.statusCode).toBe(400);
    }
    const badStatus = await t.app.inject({ method: 'PUT', url: '/api/stat-tenant', headers: bearer(owner), payload: { tenantId: 1, status: 'lost' } });
    expect(badStatus.statusCode).toBe(400);
  });
});
