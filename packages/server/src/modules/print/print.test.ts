import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, companyFixture, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';
import { FORMS } from '../forms/registry.ts';
import { pdfText } from './pdf-text.ts';
import { fieldLabel } from './print-values.ts';
import { hasMasterTemplate, masterTemplate } from './print-template.ts';
import { pdfFilename } from './print.service.ts';

let t: TestApp;
let tenantId: number;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];
let as: Awaited<ReturnType<typeof companyFixture>>['as'];
let ownerToken: string;
let jvId: number;

const voucher = (amount: string, lines = 1) => ({
  transdate: '2026-11-05',
  description: 'Sewa kantor November',
  details: [
    ...Array.from({ length: lines }, (_v, i) => ({ glaccount: '6-10200', glamount: amount, description: `Sewa bagian ${i + 1}` })),
    { glaccount: '1-10002', glamount: `-${(BigInt(amount) * BigInt(lines)).toString()}` },
  ],
});

async function member(language: 'id' | 'en', roleId: number) {
  const user = await createVerifiedUser(t, { language });
  const added = await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(ownerToken), payload: { tenantId, email: user.email, roleId } });
  expect(added.statusCode).toBe(201);
  return { user, token: await signIn(t, user.username, user.password) };
}

/** Chooses the company date format (preference-format-date id) through the preferences. */
async function dateFormat(formattgl: number) {
  const p = (await req('GET', 'preference')).json().data;
  const pcurrency = p.pcurrency.map(({ isbase: _isbase, ...row }: { isbase: boolean }) => row);
  return req('PUT', 'preference', { ...p, pcurrency, pcompany: { ...p.pcompany, formattgl } });
}

async function printed(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer; body: string }) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(res.rawPayload);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId, req, as, token: ownerToken } = await companyFixture(t, 'PT Cetak Jaya', { language: 'id' }));
  const company = await req('PUT', 'company', { companyname: 'PT Cetak Jaya Abadi', businesstype: 'Dagang', addressline1: 'Jl. Merdeka 17', addressline3: 'Surabaya', provinceid: '35', postalcode: '60111', startdate: '2026-01-01', fiscalyear: '2026' });
  expect(company.statusCode).toBe(200);
  const jv = await req('POST', 'journal-voucher', voucher('1250000'));
  expect(jv.statusCode).toBe(201);
  jvId = jv.json().data.id;
});
afterAll(() => t.close());

describe('journal document print', () => {
  it('prints a journal voucher on A5 landscape: letterhead, lines, totals, Terbilang and signature boxes', async () => {
    const res = await req('GET', `journal-voucher/print/${jvId}`);
    expect(res.headers['content-disposition']).toBe('inline; filename="bukti-jurnal-JV-00001.pdf"');
    const { pages, text } = await printed(res);
    expect(pages).toBe(1);
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 419\.5\d*\]/);
    for (const part of [
      'PT Cetak Jaya Abadi',
      'Jl. Merdeka 17',
      'Bukti Jurnal',
      'Nomor JV/00001',
      'Tanggal 05/11/2026',
      'Sewa kantor November',
      'Akun Nama Akun Keterangan Debit Kredit',
      '6-10200 Beban Sewa Sewa bagian 1 1.250.000,00 1-10002 Kas Besar 1.250.000,00',
      'Jumlah 1.250.000,00 1.250.000,00',
      'Terbilang: Satu juta dua ratus lima puluh ribu rupiah',
      'Dibuat Diperiksa Disetujui',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('speaks the reader’s language and the company’s date format', async () => {
    const reader = await member('en', 1);
    expect((await dateFormat(5)).statusCode).toBe(200);
    try {
      const { text } = await printed(await as(reader.token)('GET', `journal-voucher/print/${jvId}`));
      for (const part of ['Journal Voucher', 'Date 05 Nov 2026', 'Account Account name Description Debit Credit', 'Total 1.250.000,00', 'In words: One million two hundred fifty thousand rupiah', 'Prepared by Checked by Approved by']) {
        expect(text).toContain(part);
      }
    } finally {
      await dateFormat(1);
    }
  });

  it('runs onto more pages when the lines do not fit', async () => {
    const long = await req('POST', 'other-payment', voucher('1000', 40));
    expect(long.statusCode).toBe(201);
    const res = await req('GET', `other-payment/print/${long.json().data.id}`);
    expect(res.headers['content-disposition']).toContain('filename="pembayaran-lainnya-OP-00001.pdf"');
    const { pages, text } = await printed(res);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Sewa bagian 40');
    expect(text).toContain('Terbilang: Empat puluh ribu rupiah');
    expect(text).toContain(`Halaman 1 dari ${pages}`);
    expect(text).toContain('Pembayaran Lainnya OP/00001');
  });

  it('answers 404 for an unknown id and for an id of another journal form', async () => {
    expect((await req('GET', 'journal-voucher/print/999999')).statusCode).toBe(404);
    expect((await req('GET', `other-receipt/print/${jvId}`)).statusCode).toBe(404);
    expect((await req('GET', 'journal-voucher/print/abc')).statusCode).toBe(400);
  });
});

describe('rights and isolation', () => {
  it('needs the preview right of the screen', async () => {
    const clerk = await member('id', 3);
    const call = as(clerk.token);
    const grant = (preview: boolean) =>
      req('PUT', 'privileges', { userId: clerk.user.id, hakAksesList: [{ module: 'Buku Besar', form: 'journal-voucher', screen: 'journal-voucher', akses: true, tambah: false, ubah: false, hapus: false, preview, export: false, jurnal: false }] });
    expect((await grant(false)).statusCode).toBe(200);
    const noPreview = await call('GET', `journal-voucher/print/${jvId}`);
    expect(noPreview.statusCode).toBe(403);
    expect(noPreview.json()).toMatchObject({ code: 'ACCESS_DENIED', message: 'Anda tidak memiliki akses untuk mencetak data.' });
    expect((await grant(true)).statusCode).toBe(200);
    await printed(await call('GET', `journal-voucher/print/${jvId}`));
  });

  it('the print routes are in the API description, so the isolation test visits them too', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    for (const form of ['journal-voucher', 'other-payment', 'other-receipt', ...FORMS.map((d) => d.name)]) {
      expect(Object.keys(spec.paths)).toContain(`/api/tenant/{tenantId}/master/${form}/print/{id}`);
    }
  });

  it('another company’s member gets 404, with nothing of the document', async () => {
    const stranger = await createVerifiedUser(t);
    const token = await signIn(t, stranger.username, stranger.password);
    await t.app.inject({ method: 'POST', url: '/api/tenant', headers: bearer(token), payload: { name: 'PT Tetangga Cetak' } });
    for (const path of [`journal-voucher/print/${jvId}`, 'department/print/1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/tenant/${tenantId}/master/${path}`, headers: bearer(token) });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});

describe('master record print', () => {
  it('prints a department with its captions', async () => {
    const dept = (await req('POST', 'department', { deptno: '21', deptname: 'Pemasaran', contact_name: 'Bu Sari', description: 'Promosi dan iklan' })).json().data;
    const res = await req('GET', `department/print/${dept.id}`);
    expect(res.headers['content-disposition']).toBe('inline; filename="departemen-21.pdf"');
    const { text } = await printed(res);
    for (const part of ['Departemen', 'No. Departemen 21', 'Nama Departemen Pemasaran', 'Kontak Bu Sari', 'Nonaktif Tidak']) expect(text).toContain(part);
    expect((await req('GET', 'department/print/999999')).statusCode).toBe(404);
  });

  it('prints a customer with money, references and its own title', async () => {
    const term = (await req('GET', 'term-payment/readall')).json().listdata[0];
    const res = await req('POST', 'person-data', { persontype: 0, personno: 'C-00077', name: 'Toko Sinar Terang', city: 'Malang', creditlimit: '7500000.5', termsid: term.id });
    expect(res.statusCode).toBe(201);
    const { text } = await printed(await req('GET', `person-data/print/${res.json().data.id}`));
    for (const part of ['Pelanggan', 'Toko Sinar Terang', 'Kota Malang', 'Batas Kredit 7.500.000,50', `Syarat Pembayaran ${term.termname}`]) expect(text).toContain(part);
  });

  it('prints an item with its detail rows (special prices per customer)', async () => {
    const customer = (await req('POST', 'person-data', { persontype: 0, personno: 'C-00078', name: 'Warung Pojok' })).json().data;
    const item = await req('POST', 'item', { itemno: 'BRG-00900', itemdescription: 'Kopi Bubuk 250 g', unit1: 'PCS', details: [{ personid: customer.id, persontype: 0, price1: '15000.5' }] });
    expect(item.statusCode, item.body).toBe(201);
    const { text } = await printed(await req('GET', `item/print/${item.json().data.id}`));
    for (const part of ['Barang & Jasa', 'No. Barang BRG-00900', 'Tipe Barang Persediaan', 'Pelanggan/Pemasok Jenis Harga Khusus', 'C-00078 Warung Pojok Pelanggan 15.000,50']) expect(text).toContain(part);
  });

  it('prints a chart-of-accounts entry with its account type', async () => {
    const account = (await req('GET', 'glaccount/readNo/1-10002')).json().data;
    const { text } = await printed(await req('GET', `glaccount/print/${account.id}`));
    expect(text).toContain('No. Akun 1-10002');
    expect(text).toContain('Tipe Akun Kas & Bank');
  });

  it('every declared master form has a template whose fields all have captions', () => {
    for (const def of FORMS) {
      expect(hasMasterTemplate(def.name), def.name).toBe(true);
      const template = masterTemplate(def.name);
      expect(template).toMatchObject({ paper: 'A5', orientation: 'landscape', margins: [30, 30, 30, 30] });
      for (const f of [...template.fields, ...(template.details?.columns ?? [])]) {
        expect(fieldLabel(f, 'id'), `${def.name}.${f.field}`).not.toBe(f.field);
        expect(fieldLabel(f, 'en'), `${def.name}.${f.field}`).not.toBe(f.field);
      }
    }
  });

  it('every declared master form answers print with a PDF', async () => {
    for (const def of FORMS) {
      const first = (await req('GET', `${def.name}/readall?size=1`)).json().listdata[0];
      if (!first) continue;
      await printed(await req('GET', `${def.name}/print/${first.id}`));
    }
  });
});

describe('file names', () => {
  it.each([
    ['Bukti Jurnal', 'JV/00001', 'bukti-jurnal-JV-00001.pdf'],
    ['Barang & Jasa', 'BRG-00001', 'barang-jasa-BRG-00001.pdf'],
    ['Pelanggan', 'Ç "x"', 'pelanggan-C-x.pdf'],
    ['', '', 'dokumen.pdf'],
  ])('%s %s → %s', (title, number, name) => {
    expect(pdfFilename(title, number)).toBe(name);
  });
});
