import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let token: string;
let tenantId: number;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];
beforeAll(async () => {
  t = await createTestApp();
  ({ token, tenantId, req } = await companyFixture(t, 'PT Sumber Rejeki', { language: 'id' }));
});
afterAll(() => t.close());

const get = (path: string) => req('GET', path);
const put = (path: string, payload: object) => req('PUT', path, payload);

describe('preferences and the setup wizard', () => {
  it('reads the provisioned preferences with default accounts for every purpose', async () => {
    const res = await get('preference');
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p.pcompany).toMatchObject({ preparation: false, reserved3: 'FIFO', usemulticurrency: false, formattgl: 1 });
    expect(JSON.parse(p.pcompany.features)).toHaveProperty('persediaan.usemultiwhs', false);
    expect(p.pcurrency).toEqual([expect.objectContaining({ currencyname: 'IDR', exchangerate: '1', isbase: true })]);
    for (const purpose of ['retainedearnings', 'openingbalance', 'inventory', 'sales', 'cogs', 'rounding', 'cash', 'incometax', 'otherpo']) expect(typeof p.pdefAccnt[purpose]).toBe('number');
    expect(p.pdefAccnt.lists.realisedprofit).toHaveLength(2);
    expect(p.settingReminders.daysbeforedue).toBe(7);
  });

  it('saves the wizard: profile, currencies and preparation, and marks the company prepared', async () => {
    const profile = {
      companyname: 'PT Sumber Rejeki',
      businesstype: 'Perdagangan',
      addressline1: 'Jl. Pemuda No. 12',
      addressline3: 'Kota Surabaya',
      provinceid: '35',
      cityid: '35.78',
      postalcode: '60271',
      startdate: '2026-01-01',
      fiscalyear: '2026',
    };
    const co = await put('company', profile);
    expect(co.statusCode).toBe(200);
    expect(co.json().data).toMatchObject({ ...profile, version: 2 });

    const p = (await get('preference')).json().data;
    const body = {
      ...p,
      pcompany: { ...p.pcompany, usemulticurrency: true, preparation: true, reserved3: 'AVG', features: JSON.stringify({ persediaan: { usemultiwhs: true } }) },
      pcurrency: [p.pcurrency[0], { currencyname: 'usd', exchangerate: '16.250,5'.replace('.', '').replace(',', '.'), autodefaccnt: true }],
    };
    delete body.pcurrency[0].isbase;
    const saved = await put('preference', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.pcurrency.map((c: { currencyname: string; exchangerate: string }) => [c.currencyname, c.exchangerate])).toEqual([['IDR', '1'], ['usd', '16250.5']]);
    expect(saved.json().data.pcompany).toMatchObject({ preparation: true, reserved3: 'AVG' });
    const companies = (await t.app.inject({ method: 'GET', url: '/api/tenant-user-by-userid', headers: bearer(token) })).json().listdata;
    expect(companies[0].prepared).toBe(true);
    const currencies = (await get('currencys/readall')).json().listdata;
    expect(currencies.map((c: { currencyname: string }) => c.currencyname)).toEqual(['IDR', 'usd']);
  });

  it('keeps currency names as typed and refuses one differing only in case (409)', async () => {
    const p = (await get('preference')).json().data;
    const rows = p.pcurrency.map(({ isbase: _isbase, ...c }: { isbase?: boolean }) => c);
    const dup = await put('preference', { ...p, pcurrency: [...rows, { currencyname: 'USD', exchangerate: '16000', autodefaccnt: true }] });
    expect(dup.statusCode).toBe(409);
    const named = await put('preference', { ...p, pcurrency: [...rows, { currencyname: 'Dolar Singapura', exchangerate: '12150', autodefaccnt: true }] });
    expect(named.statusCode).toBe(200);
    expect(named.json().data.pcurrency.map((c: { currencyname: string }) => c.currencyname)).toEqual(['IDR', 'usd', 'Dolar Singapura']);
    expect((await put('preference', { ...named.json().data, pcurrency: rows })).statusCode).toBe(200);
  });

  it('gives the spec messages for the company form', async () => {
    const res = await put('company', { companyname: '', addressline1: 'x'.repeat(101), startdate: '2026-02-30', fiscalyear: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(
      expect.arrayContaining([
        'companyname: Nama Perusahaan harus diisi.',
        'businesstype: Bidang Usaha Harus Diisi',
        'addressline1: terlalu panjang (maksimal 100 karakter).',
        'addressline3: Alamat harus diisi.',
        'provinceid: Provinsi harus diisi.',
        'postalcode: Kode Pos harus diisi.',
        'startdate: harus berupa tanggal YYYY-MM-DD.',
        'fiscalyear: Tahun Fiskal harus diisi.',
      ]),
    );
  });

  it('refuses an incomplete currency row with the spec message (409) and changes nothing', async () => {
    const p = (await get('preference')).json().data;
    const rows = p.pcurrency.map(({ isbase: _i, ...r }: { isbase: boolean }) => r);
    const res = await put('preference', { ...p, pcurrency: [...rows, { currencyname: 'SGD', exchangerate: '' }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Mata Uang/Nilai Tukar Belum diisi.');
    const noBase = await put('preference', { ...p, pcurrency: rows.slice(1) });
    expect(noBase.statusCode).toBe(409);
    expect((await get('currencys/readall')).json().listdata).toHaveLength(2);
  });

  it('refuses a stale version, a parent account and an account of another company', async () => {
    const p = (await get('preference')).json().data;
    const rows = p.pcurrency.map(({ isbase: _i, ...r }: { isbase: boolean }) => r);
    const stale = await put('preference', { ...p, pcurrency: rows, version: p.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const accounts = (await t.ctx.db.execute(
      (await import('drizzle-orm')).sql`select glid from glaccount where tenant_id = ${tenantId} and glaccount = '1-10000'`,
    )) as unknown as { rows: { glid: number }[] };
    const parent = await put('preference', { ...p, pcurrency: rows, pdefAccnt: { ...p.pdefAccnt, cash: Number(accounts.rows[0]!.glid) } });
    expect(parent.statusCode).toBe(400);
    const foreign = await put('preference', { ...p, pcurrency: rows, pdefAccnt: { ...p.pdefAccnt, cash: 999_999_999 } });
    expect(foreign.json().code).toBe('ACCOUNT_NOT_IN_COMPANY');
  });

  it('lists date formats and the user rights', async () => {
    expect((await get('preference-format-date')).json().listdata[0]).toEqual({ fdateid: 1, formatdate: 'DD/MM/YYYY' });
    const me = (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).json().data;
    const rights = (await get(`privileges/${me.id}`)).json().data;
    expect(rights.hakAksesList.find((r: { screen: string }) => r.screen === 'preferences')).toMatchObject({ form: 'preference', akses: true });
    expect(rights.hakAksesList.filter((r: { form: string }) => r.form === 'person-data').map((r: { screen: string }) => r.screen)).toEqual(['customer', 'vendor']);
  });
});

describe('provinces and cities', () => {
  it('serves real Indonesian administrative data', async () => {
    const provinces = (await t.app.inject({ method: 'GET', url: '/api/province' })).json().listdata;
    expect(provinces.length).toBeGreaterThanOrEqual(34);
    expect(provinces).toContainEqual({ id: '35', name: 'Jawa Timur' });
    const cities = (await t.app.inject({ method: 'GET', url: '/api/city?idprovinsi=35' })).json().listdata;
    expect(cities).toContainEqual({ id: '35.78', name: 'Kota Surabaya' });
    expect((await t.app.inject({ method: 'GET', url: '/api/city?idprovinsi=abc' })).statusCode).toBe(400);
  });
});
