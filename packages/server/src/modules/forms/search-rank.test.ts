import { rankMatch, searchTerms } from '@lontar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Searches find what is meant (issue 10 item 3): number prefix first, then a name starting with the text, then a
 * word starting with it, then anywhere; Indonesian spelling variants are one word; on PGlite and PostgreSQL.
 */
type Caller = Awaited<ReturnType<typeof companyFixture>>['req'];
type Listed = Record<string, unknown>;
let t: TestApp;
let req: Caller;

const rows = async (path: string, search: string, extra = '') =>
  (await req('GET', `${path}?size=100&search=${encodeURIComponent(search)}${extra}`)).json().listdata as Listed[];
const accounts = async (search: string, extra = '') => (await rows('glaccount/readall', search, extra)).map((r) => `${String(r.glaccount)} ${String(r.accountname)}`);
const customers = async (search: string) => (await rows('person-data/readallBase', search, '&persontype=0')).map((r) => String(r.personno));

beforeAll(async () => {
  t = await createTestApp();
  ({ req } = await companyFixture(t, 'PT Cari Akun', { language: 'id' }));
  const add = async (path: string, body: object) => expect((await req('POST', path, body)).statusCode).toBe(201);
  // The default chart holds 1-10100 Piutang Usaha and 2-10000 Utang Usaha (Accounts Payable); these add the awkward ones.
  await add('glaccount', { glaccount: '2-10800', accountname: 'Hutang Gaji', accounttype: 9 });
  await add('glaccount', { glaccount: '2-10900', accountname: 'Titipan Pelanggan', accountname2: 'Customer Deposits', accounttype: 9 });
  await add('glaccount', { glaccount: '4-10400', accountname: 'Potongan 5% Grosir', accounttype: 12 });
  await add('glaccount', { glaccount: '4-10500', accountname: 'Potongan 50 Eceran', accounttype: 12 });
  await add('glaccount', { glaccount: '6-11200', accountname: 'Beban Proyek 2-10', accounttype: 14 });
  for (const [personno, name] of [
    ['C-00001', 'Sinar Apotik'],
    ['C-00002', 'Apotek Sehat'],
    ['C-00003', 'Toko Apotek Kita'],
    ['C-00004', 'Budi Santoso'],
    ['P-00001', 'Mediapotek Sentosa'],
    ['X-C-00001', 'Cabang Lama'],
  ]) await add('person-data', { persontype: 0, personno, name });
  await add('person-data', { persontype: 1, personno: 'V-00001', name: 'Apotek Pemasok' });
  for (const [itemno, itemdescription] of [
    ['BRG-001', 'Kertas HVS A4'],
    ['KRT-01', 'Kertas Kado'],
    ['X-9', 'Amplop Kertas'],
    ['ZK-1', 'Buku Tulis Berkertas'],
  ]) await add('item', { itemno, itemdescription, unit1: 'PCS' });
});
afterAll(() => t.close());

describe('account search', () => {
  it('puts Utang Usaha before Piutang Usaha, so Enter takes the account meant', async () => {
    const found = await accounts('Utang Usaha');
    expect(found[0]).toBe('2-10000 Utang Usaha');
    expect(found.at(-1)).toBe('1-10100 Piutang Usaha');
  });

  it('finds Utang for Hutang and Hutang for Utang, names starting with it first', async () => {
    const hutang = await accounts('Hutang');
    expect(hutang.slice(0, 7)).toEqual([
      '2-10000 Utang Usaha',
      '2-10300 Utang PPh 21',
      '2-10400 Utang PPh 23',
      '2-10500 Utang PPh 25/29',
      '2-10700 Utang Barang Belum Ditagih',
      '2-10800 Hutang Gaji',
      '2-20000 Utang Jangka Panjang',
    ]);
    expect(hutang).toContain('2-20100 Utang Bank');
    expect(await accounts('utang gaji')).toEqual(['2-10800 Hutang Gaji']);
    expect(await accounts('hutang bank')).toEqual(['2-20100 Utang Bank']);
  });

  it('finds an English word only in the second name', async () => {
    expect(await accounts('payable')).toEqual(['2-10000 Utang Usaha', '2-10300 Utang PPh 21', '2-10400 Utang PPh 23', '2-10500 Utang PPh 25/29']);
    const utangUsaha = (await req('GET', 'glaccount/readNo/2-10000')).json().data;
    expect((await req('PUT', 'glaccount', { ...utangUsaha, accountname2: '' })).statusCode).toBe(200);
    expect(await accounts('payable')).not.toContain('2-10000 Utang Usaha');
    expect(await accounts('Accounts Payable')).toEqual([]);
    expect(await accounts('customer deposits')).toEqual(['2-10900 Titipan Pelanggan']);
  });

  it('ranks a number prefix first', async () => {
    const found = await accounts('2-10');
    expect(found.slice(0, 3)).toEqual(['2-10000 Utang Usaha', '2-10100 Uang Muka Penjualan', '2-10200 PPN Keluaran']);
    expect(found.at(-1)).toBe('6-11200 Beban Proyek 2-10');
    expect(found.filter((a) => !a.startsWith('2-10'))).toEqual(['6-11200 Beban Proyek 2-10']);
  });

  it('takes %, _ and regular-expression characters literally', async () => {
    expect(await accounts('5%')).toEqual(['4-10400 Potongan 5% Grosir']);
    expect(await accounts('%')).toEqual(['4-10400 Potongan 5% Grosir']);
    expect(await accounts('_')).toEqual([]);
    expect(await accounts('25/29')).toEqual(['2-10500 Utang PPh 25/29']);
    expect(await accounts('.*')).toEqual([]);
    expect(await accounts('(utang')).toEqual([]);
  });

  it('orders by a column the list chose instead of by rank', async () => {
    const byName = await accounts('utang usaha', '&sort=accountname');
    expect(byName[0]).toBe('1-10100 Piutang Usaha');
  });

  it('ranks as core rankMatch does, over the whole chart', async () => {
    const chart = (await req('GET', 'glaccount/readall?size=500')).json().listdata as Listed[];
    for (const search of ['utang', 'hutang usaha', 'usaha', 'penjualan', 'beban', 'pph 2', '10', '1-1', 'kurs terealisasi', 'bank', 'an']) {
      const terms = searchTerms(search)!;
      const rankOf = (a: Listed) => rankMatch(terms, { code: a.glaccount as string, names: [a.accountname as string, a.accountname2 as string] });
      const expected = chart.filter((a) => rankOf(a) !== undefined).map((a) => a.glaccount);
      const listed = await rows('glaccount/readall', search);
      expect(listed.map((a) => a.glaccount).sort(), search).toEqual(expected.sort());
      const ranks = listed.map(rankOf) as number[];
      expect(ranks, search).toEqual([...ranks].sort((a, b) => a - b));
    }
  });
});

describe('customer search (trigram-indexed column)', () => {
  it('ranks the number prefix, then names starting with the text, then a word, then anywhere; apotik is apotek', async () => {
    expect(await customers('apotek')).toEqual(['C-00002', 'C-00001', 'C-00003', 'P-00001']);
    expect(await customers('Apotik')).toEqual(['C-00002', 'C-00001', 'C-00003', 'P-00001']);
    expect(await customers('c-0000')).toEqual(['C-00001', 'C-00002', 'C-00003', 'C-00004', 'X-C-00001']);
    expect(await customers('santoso budi')).toEqual(['C-00004']);
    expect(await customers('50%')).toEqual([]);
  });

  it('ranks vendors and the item lookups alike', async () => {
    expect((await rows('person-data/readall', 'apotek')).map((r) => r.personno)).toEqual(['C-00002', 'V-00001', 'C-00001', 'C-00003', 'P-00001']);
    const items = async (path: string) => (await rows(path, 'kertas')).map((r) => r.itemno);
    expect(await items('search-item')).toEqual(['BRG-001', 'KRT-01', 'X-9', 'ZK-1']);
    expect(await items('filter-item')).toEqual(['BRG-001', 'KRT-01', 'X-9', 'ZK-1']);
    expect(await items('item/readallBase')).toEqual(['BRG-001', 'KRT-01', 'X-9', 'ZK-1']);
    expect((await rows('search-item', 'krt')).map((r) => r.itemno)).toEqual(['KRT-01']);
  });
});

describe('journal document lists', () => {
  it('rank the number prefix, then descriptions starting with the text, and find spelling variants', async () => {
    await req('PUT', 'company', { companyname: 'PT Cari Akun', businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2026-01-01', fiscalyear: '2026' });
    const post = async (jvnumber: string, description: string) =>
      expect((await req('POST', 'journal-voucher', { jvnumber, transdate: '2026-11-05', description, details: [{ glaccount: '6-10200', glamount: '1000' }, { glaccount: '1-10002', glamount: '-1000' }] })).statusCode).toBe(201);
    await post('JV-CARI-1', 'Bayar hutang ke PT Sinar');
    await post('JV-CARI-2', 'Utang dagang lunas');
    await post('JV-CARI-3', 'Sewa gudang JV-CARI');
    const numbers = async (search: string) => (await rows('journal-voucher/readall', search)).map((r) => r.jvnumber);
    expect(await numbers('utang')).toEqual(['JV-CARI-2', 'JV-CARI-1']);
    expect(await numbers('hutang')).toEqual(['JV-CARI-2', 'JV-CARI-1']);
    expect(await numbers('jv-cari-3')).toEqual(['JV-CARI-3']);
    expect(await numbers('50%')).toEqual([]);
  });
});
