import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';

// Automatic numbers (getnumber, or a document sent without one) never collide with numbers a client chose (API.md §7.6).
let t: TestApp;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];

beforeAll(async () => {
  t = await createTestApp();
  ({ req } = await companyFixture(t, 'PT Nomor Pilihan', { language: 'en' }));
  await req('PUT', 'company', { companyname: 'PT Nomor Pilihan', businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2026-01-01', fiscalyear: '2026' });
});
afterAll(() => t.close());

const voucher = (jvnumber?: string) => ({ ...(jvnumber ? { jvnumber } : {}), transdate: '2026-11-05', details: [{ glaccount: '6-10200', glamount: '1000' }, { glaccount: '1-10002', glamount: '-1000' }] });
const proposal = async (form = 'journal-voucher') => (await req('GET', `${form}/getnumber`)).json().data.number as string;
const post = async (jvnumber?: string, form = 'journal-voucher') => {
  const res = await req('POST', form, voucher(jvnumber));
  return { status: res.statusCode, number: res.json().data?.jvnumber as string | undefined, code: res.json().code as string | undefined };
};

describe('chosen and automatic numbers', () => {
  it('a proposed number sent back moves the counter: the next automatic number and the next proposal are new', async () => {
    const proposed = await proposal();
    expect(proposed).toBe('JV/00001');
    const sentBack = await post(proposed);
    expect(sentBack).toMatchObject({ status: 201, number: 'JV/00001' });
    const automatic = await post();
    expect(automatic).toMatchObject({ status: 201, number: 'JV/00002' });
    expect(await proposal()).toBe('JV/00003');
    expect(new Set([sentBack.number, automatic.number, await proposal()]).size).toBe(3);
  });

  it('a chosen number ahead of the counter is never given out automatically', async () => {
    expect(await post('JV/00010')).toMatchObject({ status: 201, number: 'JV/00010' });
    const next = await post();
    expect(next.status).toBe(201);
    expect(next.number).not.toBe('JV/00010');
    expect(await proposal()).not.toBe('JV/00010');
  });

  it('proposals and automatic numbers skip a number already used that did not move this counter', async () => {
    // A voucher-style number typed on an other payment: numbers are unique across the three journal documents.
    const ahead = await proposal();
    const taken = `JV/${String(Number(ahead.slice(3)) + 1).padStart(5, '0')}`;
    expect(await post(taken, 'other-payment')).toMatchObject({ status: 201, number: taken });
    expect(await post()).toMatchObject({ status: 201, number: ahead });
    expect(await proposal()).not.toBe(taken);
    const after = await post();
    expect(after.status).toBe(201);
    expect(after.number).not.toBe(taken);
  });

  it('editing a voucher to a number ahead of the counter moves the counter too', async () => {
    const doc = (await req('POST', 'journal-voucher', voucher('MANUAL-1'))).json().data;
    const edited = await req('PUT', 'journal-voucher', { ...voucher('JV/00050'), jvid: doc.jvid, version: doc.version });
    expect(edited.statusCode).toBe(200);
    expect(await proposal()).toBe('JV/00051');
  });

  it('50 concurrent creates mixing chosen and automatic numbers never share a number, and every automatic one succeeds', async () => {
    const base = Number((await proposal()).slice(3));
    const jobs = Array.from({ length: 50 }, (_, i) => {
      if (i % 3 === 0) return post(); // automatic
      if (i % 3 === 1) return post(`CHOSEN-${i}`); // outside the format
      return post(`JV/${String(base + i).padStart(5, '0')}`); // inside the format, ahead of the counter
    });
    const results = await Promise.all(jobs);
    const automatic = results.filter((_, i) => i % 3 === 0);
    expect(automatic.every((r) => r.status === 201)).toBe(true);
    expect(results.filter((_, i) => i % 3 === 1).every((r) => r.status === 201)).toBe(true);
    // A number chosen in the format may have been given out automatically a moment before: that one is refused, never doubled.
    for (const r of results.filter((_, i) => i % 3 === 2)) expect(r.status === 201 || r.code === 'DUPLICATE_NUMBER').toBe(true);
    const numbers = results.filter((r) => r.status === 201).map((r) => r.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const list = (await req('GET', 'journal-voucher/readall?size=500')).json().listdata as { jvnumber: string }[];
    expect(new Set(list.map((d) => d.jvnumber)).size).toBe(list.length);
    const next = await post();
    expect(next.status).toBe(201);
    expect(list.map((d) => d.jvnumber)).not.toContain(next.number);
  });
});
