import { occurrenceDate, translate } from '@lontar/core';
import { RECURRING_FIELD_REFUSALS } from '@lontar/core/recurring/refusal-cases';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, companyFixture, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';
import { salesCompany } from '../documents/sales-fixture.ts';
import { pdfText } from '../print/pdf-text.ts';
import { companyToday } from './recurring-run.ts';

/**
 * Recurring schedules (issue 14): the master verbs and refusals, the occurrences a save writes, `run` creating the
 * due documents through their forms' own create (numbers, postings), a failing occurrence, stop/resume, isolation.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await salesCompany(t, 'PT Berulang');
}, 180_000);
afterAll(() => t.close());

type Detail = { seq: number; estimateddate: string; estimatedamount: string; estinvoiceno: string; invoiceid: number | null; invoiceno: string | null; status: number; error: string | null };
type Schedule = { id: number; version: number; recurringno: string; status: number; personid: number | null; glaccount: number | null; details: Detail[] } & Record<string, unknown>;

const today = companyToday();
/** A start two months back with today's day, so occurrences 1–3 are due and the 4th is not. */
const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
const twoBack = (() => {
  const m = tm - 3 < 0 ? tm + 9 : tm - 3;
  const y = tm - 3 < 0 ? ty - 1 : ty;
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(Math.min(td, new Date(Date.UTC(y, m + 1, 0)).getUTCDate())).padStart(2, '0')}`;
})();
const rent = (amount = '1500000') => ({ description: 'Sewa kantor', details: [{ glaccount: '6-10200', glamount: amount }, { glaccount: '1-10002', glamount: `-${amount}` }] });
const service = () => ({ customerid: c.customer, description: 'Jasa bulanan', details: [{ itemno: 'JASA', quantity: '2', unitprice: '500000', taxcodes: 'PPN' }] });

async function schedule(body: Record<string, unknown>) {
  const res = await c.req('POST', 'recurring', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Schedule;
}
/** The text of a schedule's PDF as `ask` (Indonesian or English member) prints it. */
async function printedText(ask: typeof c.req, id: number) {
  const res = await ask('GET', `recurring/print/${id}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  return pdfText(res.rawPayload).text;
}
const read = async (id: number) => (await c.req('GET', `recurring/read/${id}`)).json().data as Schedule;
const run = async (body: object = {}) => {
  const res = await c.req('POST', 'recurring/run', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { created: { recurringid: number; seq: number; date: string; invoiceid: number; invoiceno: string }[]; failed: { recurringid: number; seq: number; error: string }[] };
};

describe('recurring schedule: save', () => {
  it('a new schedule takes the next number, monthly and two occurrences by default, its occurrences estimated', async () => {
    const number = (await c.req('GET', 'recurring/getnumber')).json().data.number;
    const s = await schedule({ description: 'Sewa', transtype: 'journal-voucher', recurringdate: '2026-01-31', recurringdata: { ...rent(), transdate: '2025-12-01', jvnumber: 'X' } });
    expect(s).toMatchObject({ recurringno: number, perioda: 'Bulanan', recurringtotal: 2, status: 0, isassigninvno: false });
    expect(s.recurringdata).not.toHaveProperty('transdate');
    expect(s.recurringdata).not.toHaveProperty('jvnumber');
    expect(s.details.map((d) => [d.seq, d.estimateddate, d.estimatedamount, d.status])).toEqual([
      [1, '2026-01-31', '1500000', 0],
      [2, '2026-02-28', '1500000', 0],
    ]);
    const audit = await c.req('GET', `recurring/getaudit/${s.id}`);
    expect(audit.json().listdata[0].action).toBe('create');
  });

  it('a sales invoice schedule derives its customer and estimates the total with tax', async () => {
    const s = await schedule({ transtype: 'sales-invoice', perioda: 'Triwulanan', recurringtotal: 3, recurringdate: '2026-08-31', recurringdata: service() });
    expect(s.personid).toBe(c.customer);
    // 1,000,000 + PPN 12 % on 11/12 (110,000).
    expect(s.details.map((d) => [d.estimateddate, d.estimatedamount])).toEqual([
      ['2026-08-31', '1110000'],
      ['2026-11-30', '1110000'],
      ['2027-02-28', '1110000'],
    ]);
  });

  it('a cashier document keeps its cash account for the list', async () => {
    const s = await schedule({ transtype: 'other-payment', perioda: 'Mingguan', recurringtotal: 3, recurringdate: '2026-01-28', recurringdata: { glaccount: '1-10002', details: [{ glaccount: '6-10200', glamount: '250000' }] } });
    expect(s.glaccount).toBe(await c.glid('1-10002'));
    expect(s.details.map((d) => [d.estimateddate, d.estimatedamount])).toEqual([
      ['2026-01-28', '250000'],
      ['2026-02-04', '250000'],
      ['2026-02-11', '250000'],
    ]);
  });

  it.each<readonly [Record<string, unknown>, string]>([
    ...RECURRING_FIELD_REFUSALS,
    [{ recurringdata: { description: 'no lines' } }, 'recurringdata.details'],
    [{ recurringdata: { ...rent(), bogus: 1 } }, 'recurringdata.bogus'],
  ])('refuses %j with 400 naming the field', async (change, field) => {
    const res = await c.req('POST', 'recurring', { transtype: 'journal-voucher', recurringdate: '2026-01-31', recurringdata: rent(), ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json().message)).toContain(field);
  });

  it('refuses, in English for an English member, a series of numbers meeting an existing document (409)', async () => {
    const jv = await c.req('POST', 'journal-voucher', { ...rent(), transdate: '2026-02-01', jvnumber: 'SEWA-0003' });
    expect(jv.statusCode, jv.body).toBe(201);
    const res = await c.en('POST', 'recurring', { transtype: 'journal-voucher', recurringtotal: 4, recurringdate: '2026-01-31', isassigninvno: true, startinvno: 'SEWA-0001', recurringdata: rent() });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(translate('en', 'RECURRING_NUMBER_USED', { number: 'SEWA-0003' }));
  });

  it('prints a schedule with its captions, form name and period in Indonesian and English', async () => {
    const s = await schedule({ description: 'Sewa kantor', transtype: 'journal-voucher', recurringtotal: 12, recurringdate: '2026-01-31', recurringdata: rent() });
    for (const [ask, parts] of [
      [c.req, ['Jumlah Kejadian 12', 'Formulir Bukti Jurnal', 'Periode Bulanan', 'Status Aktif', '1 31/01/2026 1.500.000,00 Perkiraan', '12 31/12/2026 1.500.000,00 Perkiraan']],
      [c.en, ['Occurrences 12', 'Form Journal Voucher', 'Period Monthly', 'Status Active', '2 28/02/2026 1.500.000,00 Estimated']],
    ] as const) {
      const text = await printedText(ask, s.id);
      for (const part of [s.recurringno, 'Sewa kantor', ...parts]) expect(text).toContain(part);
      // Numbers are not assigned: no starting number, and the raw names stay out.
      for (const raw of ['journal-voucher', 'Nomor Awal', 'Starting number']) expect(text).not.toContain(raw);
    }
    expect(await printedText(c.en, s.id)).not.toContain('Bulanan');
  });

  it('an edit rewrites the occurrences not yet created and checks the version', async () => {
    const s = await schedule({ transtype: 'journal-voucher', recurringdate: '2026-01-31', recurringdata: rent() });
    const res = await c.req('PUT', 'recurring', { ...s, recurringtotal: 3, perioda: 'Tahunan', recurringdata: rent('2000000') });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as Schedule).details.map((d) => [d.estimateddate, d.estimatedamount])).toEqual([
      ['2026-01-31', '2000000'],
      ['2027-01-31', '2000000'],
      ['2028-01-31', '2000000'],
    ]);
    expect((await c.req('PUT', 'recurring', { ...s, recurringtotal: 3 })).statusCode).toBe(409);
  });

  it('lists, searches, reads by the list route and deletes', async () => {
    const s = await schedule({ description: 'Langganan internet', transtype: 'journal-voucher', recurringdate: twoBack, recurringtotal: 4, recurringdata: rent() });
    const list = await c.req('GET', 'recurring/readall?search=internet');
    expect(list.json().listdata.map((r: Schedule) => r.id)).toEqual([s.id]);
    const rows = await c.req('GET', 'recurring?search=internet');
    expect(rows.statusCode, rows.body).toBe(200);
    expect(rows.json().listdata).toEqual([expect.objectContaining({ id: s.id, nextdate: twoBack, created: 0, failed: 0, recurringtotal: 4, status: 0 })]);
    expect((await c.req('DELETE', `recurring/delete/${s.id}`)).statusCode).toBe(200);
    expect((await c.req('GET', `recurring/read/${s.id}`)).statusCode).toBe(404);
  });
});

describe('recurring schedule: run', () => {
  it('creates the due sales invoices with their numbers and postings, once; an edit keeps them and re-estimates the rest', async () => {
    const s = await schedule({ transtype: 'sales-invoice', recurringtotal: 4, recurringdate: twoBack, recurringdata: service() });
    const first = await run({ id: s.id });
    expect(first.failed).toEqual([]);
    expect(first.created.map((x) => x.date)).toEqual([1, 2, 3].map((k) => occurrenceDate(twoBack, 'Bulanan', k)));
    const after = await read(s.id);
    expect(after.details.map((d) => d.status)).toEqual([1, 1, 1, 0]);
    for (const [i, d] of after.details.slice(0, 3).entries()) {
      const doc = await c.read('sales-invoice', d.invoiceid!);
      expect(doc).toMatchObject({ invoicedate: d.estimateddate, invoiceno: d.invoiceno, totalamount: '1110000', customerid: c.customer });
      expect(d.invoiceno).toBe(first.created[i]!.invoiceno);
      expect(await c.journal(doc.journalid)).toMatchObject({ '1-10100': '1110000', '4-10000': '-1000000', '2-10200': '-110000' });
    }
    expect(new Set(after.details.slice(0, 3).map((d) => d.invoiceno)).size).toBe(3);
    expect(await run({ id: s.id })).toEqual({ created: [], failed: [] });
    // Editing keeps what was created and re-estimates the rest; the form cannot change any more.
    const edited = await c.req('PUT', 'recurring', { ...after, recurringtotal: 5, recurringdata: { ...service(), description: 'Jasa baru' } });
    expect(edited.statusCode, edited.body).toBe(200);
    const rows = (edited.json().data as Schedule).details;
    expect(rows.map((d) => [d.seq, d.status, d.invoiceid === after.details[d.seq - 1]?.invoiceid || d.status === 0])).toEqual([1, 2, 3, 4, 5].map((k) => [k, k <= 3 ? 1 : 0, true]));
    expect(rows[4]!.estimateddate).toBe(occurrenceDate(twoBack, 'Bulanan', 5));
    expect((await c.req('PUT', 'recurring', { ...after, version: after.version + 1, recurringtotal: 2 })).statusCode).toBe(400);
    const form = await c.req('PUT', 'recurring', { ...after, version: after.version + 1, transtype: 'journal-voucher', recurringdata: rent() });
    expect([form.statusCode, form.json().code]).toEqual([409, 'RECURRING_FORM_FIXED']);
  });

  it('creates a sale past the customer\'s credit limit as confirmed', async () => {
    const res = await c.req('POST', 'person-data', { persontype: 0, personno: 'C-KREDIT', name: 'Toko Kredit', creditlimit: '1' });
    expect(res.statusCode, res.body).toBe(201);
    const customerid = res.json().data.id as number;
    const body = { ...service(), customerid };
    expect((await c.req('POST', 'sales-invoice', { ...body, invoicedate: today })).statusCode).toBe(409);
    const s = await schedule({ transtype: 'sales-invoice', recurringtotal: 1, recurringdate: today, recurringdata: body });
    const done = await run({ id: s.id });
    expect(done.failed).toEqual([]);
    expect((await c.read('sales-invoice', done.created[0]!.invoiceid)).customerid).toBe(customerid);
  });

  it('gives occurrences the numbers of their series when asked', async () => {
    const s = await schedule({ transtype: 'journal-voucher', recurringtotal: 2, recurringdate: occurrenceDate(twoBack, 'Bulanan', 2), isassigninvno: true, startinvno: 'RUTIN-0099', recurringdata: rent() });
    const done = await run({ id: s.id });
    expect(done.created.map((x) => x.invoiceno)).toEqual(['RUTIN-0099', 'RUTIN-0100']);
    expect((await read(s.id)).status).toBe(1);
  });
  it('prints the occurrences created with their numbers and the one still estimated, in Indonesian and English', async () => {
    const s = await schedule({ description: 'Sewa gudang', transtype: 'other-payment', recurringtotal: 4, recurringdate: twoBack, isassigninvno: true, startinvno: 'CETAK-0001', recurringdata: { glaccount: '1-10002', details: [{ glaccount: '6-10200', glamount: '2500000' }] } });
    expect((await run({ id: s.id })).created.map((x) => x.invoiceno)).toEqual(['CETAK-0001', 'CETAK-0002', 'CETAK-0003']);
    const shown = (k: number) => occurrenceDate(twoBack, 'Bulanan', k).split('-').reverse().join('/');
    for (const [ask, parts] of [
      [c.req, ['Formulir Pembayaran Lainnya', 'Nomor Awal CETAK-0001', 'Ke Tgl. Perkiraan Jumlah No. Dokumen Status', `1 ${shown(1)} 2.500.000,00 CETAK-0001 Dibuat`, `3 ${shown(3)} 2.500.000,00 CETAK-0003 Dibuat`, `4 ${shown(4)} 2.500.000,00 CETAK-0004 Perkiraan`]],
      [c.en, ['Form Other Payment', 'Starting number CETAK-0001', 'No. Estimated date Amount Document no. Status', `2 ${shown(2)} 2.500.000,00 CETAK-0002 Created`, `4 ${shown(4)} 2.500.000,00 CETAK-0004 Estimated`]],
    ] as const) {
      const text = await printedText(ask, s.id);
      for (const part of [s.recurringno, 'Sewa gudang', ...parts]) expect(text).toContain(part);
      expect(text).not.toContain('other-payment');
    }
  });

  it('stores why an occurrence failed and goes on with the others; a stopped schedule creates nothing until resumed', async () => {
    const bad = await schedule({ transtype: 'journal-voucher', recurringtotal: 1, recurringdate: twoBack, recurringdata: { details: [{ glaccount: '6-10200', glamount: '10' }, { glaccount: '9-99999', glamount: '-10' }] } });
    const good = await schedule({ transtype: 'journal-voucher', recurringtotal: 1, recurringdate: twoBack, recurringdata: rent() });
    const stopped = await c.req('PUT', `recurring/${good.id}/stop`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().data.status).toBe(2);
    const result = await run();
    expect(result.failed).toEqual([expect.objectContaining({ recurringid: bad.id, seq: 1, error: expect.stringContaining('details.1.glaccount') })]);
    expect(result.created.filter((x) => x.recurringid === good.id)).toEqual([]);
    expect((await read(bad.id)).details[0]).toMatchObject({ status: 2, invoiceid: null, error: expect.stringContaining('details.1.glaccount') });
    expect((await c.req('PUT', `recurring/${good.id}/resume`)).json().data.status).toBe(0);
    const again = await run();
    expect(again.created.map((x) => x.recurringid)).toEqual([good.id]);
    expect(again.failed.map((x) => x.recurringid)).toEqual([bad.id]);
    expect((await read(good.id)).status).toBe(1);
  });

  it('entering the company creates what is due in the background; the entry answers as before', async () => {
    const s = await schedule({ transtype: 'journal-voucher', recurringtotal: 1, recurringdate: today, recurringdata: rent('777') });
    expect((await c.req('GET', 'preference')).statusCode).toBe(200);
    await expect.poll(async () => (await read(s.id)).details[0]!.status, { timeout: 30_000 }).toBe(1);
  });

  it('16 concurrent runs create exactly one document per due date', async () => {
    const s = await schedule({ transtype: 'journal-voucher', recurringtotal: 3, recurringdate: twoBack, recurringdata: rent('4321') });
    const results = await Promise.all(Array.from({ length: 16 }, () => c.req('POST', 'recurring/run', { id: s.id })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(16).fill(200));
    const created = results.flatMap((r) => r.json().data.created as { seq: number }[]);
    expect(created.map((x) => x.seq).sort()).toEqual([1, 2, 3]);
    const docs = await c.query(sql`select transdate::text as d, count(*)::int as n from gl_document d where exists (select 1 from recurring_detail r where r.recurringid = ${s.id} and r.invoiceid = d.jvid) group by transdate order by transdate`);
    expect(docs.map((r) => [r.d, r.n])).toEqual([1, 2, 3].map((k) => [occurrenceDate(twoBack, 'Bulanan', k), 1]));
    const vouchers = await c.query(sql`select count(*)::int as n from gl_document where description = 'Sewa kantor' and form = 'journal-voucher' and jvid in (select invoiceid from recurring_detail where recurringid = ${s.id})`);
    expect(vouchers[0]!.n).toBe(3);
  });
});

describe('recurring schedule: period end and isolation', () => {
  it('closing a month first creates what is due by its end', async () => {
    const s = await schedule({ transtype: 'journal-voucher', recurringtotal: 2, recurringdate: '2026-02-15', recurringdata: rent('1000') });
    const closed = await c.req('POST', 'periodeEnd', { month: 2, year: 2026 });
    expect(closed.statusCode, closed.body).toBe(200);
    const after = await read(s.id);
    expect(after.details.map((d) => d.status)).toEqual([1, 0]);
    // The March occurrence is dated in an open month; February is closed now, so nothing of it is created again.
    expect((await c.req('GET', `journal-voucher/read/${after.details[0]!.invoiceid}`)).json().data.transdate).toBe('2026-02-15');
  });

  it('an occurrence dated in a closed month fails with the period refusal and is tried again later', async () => {
    expect([200, 409]).toContain((await c.req('POST', 'periodeEnd', { month: 2, year: 2026 })).statusCode); // closed already by the test before
    const s = await schedule({ transtype: 'journal-voucher', recurringtotal: 1, recurringdate: '2026-02-10', recurringdata: rent('1000') });
    const result = await run({ id: s.id });
    expect(result.created).toEqual([]);
    expect(result.failed).toEqual([expect.objectContaining({ recurringid: s.id, seq: 1, date: '2026-02-10', error: translate('id', 'PERIOD_CLOSED') })]);
    const detail = (await read(s.id)).details[0]!;
    expect(detail).toMatchObject({ status: 2, invoiceid: null });
    expect(detail.error).toBe(result.failed[0]!.error);
    // The print says why, beside "Gagal", in the words the run stored.
    const printed = (await printedText(c.req, s.id)).replace(/\s+/g, ' ');
    for (const part of ['Alasan Gagal', 'Gagal', 'Periode transaksi sudah']) expect(printed).toContain(part);
    expect((await run({ id: s.id })).failed.map((x) => x.seq)).toEqual([1]);
  });

  it('another company sees nothing of the schedules and gets 404', async () => {
    const s = await schedule({ transtype: 'journal-voucher', recurringdate: '2026-05-31', recurringdata: rent() });
    const other = await companyFixture(t, 'PT Lain');
    expect((await other.req('GET', `recurring/read/${s.id}`)).statusCode).toBe(404);
    expect((await other.req('DELETE', `recurring/delete/${s.id}`)).statusCode).toBe(404);
    expect((await other.req('PUT', `recurring/${s.id}/stop`)).statusCode).toBe(404);
    expect((await other.req('POST', 'recurring/run', { id: s.id })).statusCode).toBe(404);
    const put = await other.req('PUT', 'recurring', { ...s });
    expect(put.statusCode, put.body).toBe(404);
    expect((await other.req('GET', 'recurring/readall')).json().total).toBe(0);
    expect((await other.req('GET', 'recurring')).json().total).toBe(0);
    expect((await other.req('POST', 'recurring/run', {})).json().data).toEqual({ created: [], failed: [] });
    // A company the caller is not a member of is refused as such.
    expect((await other.as(other.token)('GET', `../../${c.tenantId}/master/recurring`)).statusCode).toBe(404);
  });
});

describe('recurring schedule: rights', () => {
  it('a member needs the recurring screen to see, save or run schedules, and the form\'s own right for run to create', async () => {
    const { tenantId, token, req, as } = await companyFixture(t, 'PT Hak Berulang');
    await req('PUT', 'company', { companyname: 'PT Hak Berulang', businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2026-01-01', fiscalyear: '2026' });
    const s = (await req('POST', 'recurring', { transtype: 'journal-voucher', recurringtotal: 1, recurringdate: twoBack, recurringdata: rent() })).json().data as Schedule;
    const clerk = await createVerifiedUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(token), payload: { tenantId, email: clerk.email, roleId: 3 } })).statusCode).toBe(201);
    const call = as(await signIn(t, clerk.username, clerk.password));
    const flags = (on: boolean) => ({ akses: on, tambah: on, ubah: on, hapus: on, preview: on, export: on, jurnal: on });
    const grant = async (recurring: boolean, voucher: boolean) =>
      expect(
        (
          await req('PUT', 'privileges', {
            userId: clerk.id,
            hakAksesList: [
              { module: 'Buku Besar', form: 'recurring', screen: 'recurring', ...flags(recurring) },
              { module: 'Buku Besar', form: 'journal-voucher', screen: 'journal-voucher', ...flags(voucher) },
              { module: 'Buku Besar', form: 'periodeEnd', screen: 'period-end', ...flags(false) },
            ],
          })
        ).statusCode,
      ).toBe(200);
    await grant(false, true);
    for (const [method, path, body] of [
      ['GET', 'recurring', undefined],
      ['GET', 'recurring/readall', undefined],
      ['GET', `recurring/read/${s.id}`, undefined],
      ['POST', 'recurring', { transtype: 'journal-voucher', recurringdate: '2026-03-01', recurringdata: rent() }],
      ['PUT', `recurring/${s.id}/stop`, undefined],
      ['POST', 'recurring/run', {}],
    ] as const) {
      const res = await call(method, path, body);
      expect({ path, status: res.statusCode, code: res.json().code }).toEqual({ path, status: 403, code: 'ACCESS_DENIED' });
    }
    // Closing a month is refused without the period-end right, and nothing due is created on the way.
    expect((await call('POST', 'periodeEnd', { month: Number(twoBack.slice(5, 7)), year: Number(twoBack.slice(0, 4)) })).statusCode).toBe(403);
    expect((await req('GET', `recurring/read/${s.id}`)).json().data.details[0].status).toBe(0);
    await grant(true, false);
    const run = await call('POST', 'recurring/run', {});
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data.created).toEqual([]);
    expect(run.json().data.failed).toEqual([expect.objectContaining({ recurringid: s.id, seq: 1 })]);
    await grant(true, true);
    expect((await call('POST', 'recurring/run', {})).json().data.created).toEqual([expect.objectContaining({ recurringid: s.id, seq: 1 })]);
  });
});
