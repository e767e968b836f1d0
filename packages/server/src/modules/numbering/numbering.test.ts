import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let tenantId: number;
const as = (tok: string) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/tenant/${tenantId}/master/${path}`, headers: bearer(tok), payload });
let req: ReturnType<typeof as>;
let clerk: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createVerifiedUser(t, { language: 'en' });
  const staff = await createVerifiedUser(t, { language: 'id' });
  const token = await signIn(t, owner.username, owner.password);
  const clerkToken = await signIn(t, staff.username, staff.password);
  tenantId = (await t.app.inject({ method: 'POST', url: '/api/tenant', headers: bearer(token), payload: { name: 'PT Nomor Urut' } })).json().data.tenantId;
  await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(token), payload: { tenantId, email: staff.email, roleId: 3 } });
  req = as(token);
  clerk = as(clerkToken);
  await req('PUT', 'company', { companyname: 'PT Nomor Urut', businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2026-01-01', fiscalyear: '2026' });
  const clerkId = (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(clerkToken) })).json().data.id;
  await req('PUT', 'privileges', {
    userId: clerkId,
    hakAksesList: [{ module: 'Buku Besar', form: 'journal-voucher', screen: 'journal-voucher', akses: true, tambah: false, ubah: false, hapus: false, preview: false, export: false, jurnal: false }],
  });
});
afterAll(() => t.close());

const voucher = (jvnumber?: string) => ({ ...(jvnumber ? { jvnumber } : {}), transdate: '2026-11-05', details: [{ glaccount: '6-10200', glamount: '1000' }, { glaccount: '1-10002', glamount: '-1000' }] });

describe('numbering calls', () => {
  it('generate-number continues a number and skips the ones already used', async () => {
    expect((await req('POST', 'journal-voucher', voucher('JV/00003'))).statusCode).toBe(201);
    const res = await req('GET', 'journal-voucher/generate-number?sourceno=JV/00001&multiply=3');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ sourceno: 'JV/00001', numbers: ['JV/00002', 'JV/00004', 'JV/00005'] });
    expect((await req('GET', 'journal-voucher/generate-number?sourceno=JV/00001&multiply=0')).statusCode).toBe(400);
    expect((await req('GET', 'journal-voucher/generate-number?multiply=2')).statusCode).toBe(400);
  });

  it('generate-number-trans tells whether a typed number is free for this document', async () => {
    const taken = await req('GET', 'journal-voucher/generate-number-trans?number=JV/00003&type=GL%20JV');
    expect(taken.json().data).toMatchObject({ number: 'JV/00003', type: 'GL JV', available: false, followsPrefix: true, next: 'JV/00004' });
    const own = (await req('GET', 'journal-voucher/readall')).json().listdata.find((d: { jvnumber: string }) => d.jvnumber === 'JV/00003');
    expect((await req('GET', `journal-voucher/generate-number-trans?number=JV/00003&id=${own.jvid ?? own.id}`)).json().data.available).toBe(true);
    // Numbers are unique across the three journal documents.
    expect((await req('GET', 'other-payment/generate-number-trans?number=JV/00003')).json().data.available).toBe(false);
    expect((await req('GET', 'other-payment/generate-number-trans?number=MANUAL-1')).json().data).toMatchObject({ available: true, followsPrefix: false });
    const wrongType = await req('GET', 'journal-voucher/generate-number-trans?number=X&type=GL%20PMT');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('Transaction type GL PMT does not belong to this form.');
  });

  it('calc-number moves the counter past numbers typed by hand, so the next automatic number is free', async () => {
    // A voucher-style number typed on an other payment does not move the voucher counter; calc-number does.
    expect((await req('POST', 'other-payment', voucher('JV/00007'))).statusCode).toBe(201);
    expect((await req('GET', 'journal-voucher/getnumber')).json().data.number).toBe('JV/00004');
    const calc = await req('POST', 'journal-voucher/calc-number', {});
    expect(calc.statusCode).toBe(200);
    expect(calc.json().data).toEqual({ previous: 'JV/00004', next: 'JV/00008' });
    expect((await req('GET', 'journal-voucher/getnumber')).json().data.number).toBe('JV/00008');
    expect((await req('POST', 'journal-voucher', voucher())).json().data.jvnumber).toBe('JV/00008');
    // Never backwards.
    expect((await req('POST', 'journal-voucher/calc-number', {})).json().data).toEqual({ previous: 'JV/00009', next: 'JV/00009' });
  });

  it('update-printed counts prints and writes the audit trail; it needs the preview right', async () => {
    const doc = (await req('POST', 'journal-voucher', voucher())).json().data;
    const first = await req('PUT', 'journal-voucher/update-printed', { id: doc.id });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ id: doc.id, printcount: 1 });
    expect((await req('PUT', 'journal-voucher/update-printed', { id: doc.id })).json().data.printcount).toBe(2);
    const read = (await req('GET', `journal-voucher/read/${doc.id}`)).json().data;
    expect(read.version).toBe(doc.version);
    expect(read.printcount).toBe(2);
    const denied = await clerk('PUT', 'journal-voucher/update-printed', { id: doc.id });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Anda tidak memiliki akses untuk mencetak data.');
    expect((await clerk('POST', 'journal-voucher/calc-number', {})).statusCode).toBe(403);
    expect((await req('PUT', 'other-payment/update-printed', { id: doc.id })).statusCode).toBe(404);
    expect((await req('PUT', 'journal-voucher/update-printed', { id: 'x' })).statusCode).toBe(400);
  });
});
