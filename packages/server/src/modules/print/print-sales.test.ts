import { simpleParser } from 'mailparser';
import { sql } from 'drizzle-orm';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { smtpSink } from '../../test/smtp-sink.ts';
import { purchaseCompany } from '../documents/purchase-fixture.ts';
import { pdfText } from './pdf-text.ts';

/** Printed sales documents and "Kirim e-mail" (issue 13 item 7): templates, continuation pages, terbilang, the mail at the SMTP sink. */
let t: TestApp;
let c: Awaited<ReturnType<typeof purchaseCompany>>;
const smtp = smtpSink();
const inbox = smtp.inbox;
let local: number;
let abroad: number;
let nomail: number;

beforeAll(async () => {
  await smtp.up();
  t = await createTestApp({ smtpUrl: smtp.url(), mailFrom: 'Lontar <noreply@lontar.test>' });
  c = await purchaseCompany(t, 'PT Cetak Jual');
  const company = (await c.req('GET', 'company')).json().data;
  expect((await c.req('PUT', 'company', { ...company, npwp: '0123456789012345' })).statusCode).toBe(200);
  const person = async (body: Record<string, unknown>) => {
    const res = await c.req('POST', 'person-data', { persontype: 0, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  local = await person({ personno: 'C-10', name: 'PT Toko Maju', addressline1: 'Jl. Merdeka 1', city: 'Surabaya', email: 'beli@tokomaju.co.id', tax1exemptionno: '0987654321098765' });
  abroad = await person({ personno: 'C-11', name: 'Acme Pte Ltd', addressline1: '1 Raffles Place', city: 'Singapore', country: 'Singapore', email: 'ap@acme.sg' });
  nomail = await person({ personno: 'C-12', name: 'Warung Tanpa Email' });
}, 180_000);
afterAll(async () => {
  await t.close();
  await smtp.down();
});

type Res = { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer; body: string };
function printed(res: Res, file?: string) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  if (file && process.env.PRINT_OUT) writeFileSync(`${process.env.PRINT_OUT}/${file}.pdf`, res.rawPayload);
  return pdfText(res.rawPayload);
}

const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ itemno: i % 2 ? 'TEH' : 'KOPI', quantity: String(i + 1), unitprice: '500000', taxcodes: 'PPN', itemovdesc: `baris ${i + 1}` }));

describe('sales prints', () => {
  it('a quotation of 12 lines: A5 landscape, company NPWP, the customer block, 10 lines then a continuation page, DPP/DPP Nilai Lain/PPN, terbilang', async () => {
    const q = await c.req('POST', 'quotation', { quotedate: '2026-02-03', customerid: local, description: 'Penawaran kopi dan teh', details: lines(12) });
    expect(q.statusCode, q.body).toBe(201);
    const doc = q.json().data;
    const res = await c.req('GET', `quotation/print/${doc.id}`);
    const { pages, text } = printed(res, 'quotation-12-lines');
    expect(pages).toBe(2);
    expect(text).toContain('Penawaran Harga');
    expect(text).toContain('PT Cetak Jual');
    expect(text).toContain('NPWP: 0123456789012345');
    expect(text).toMatch(/Kepada Yth\. PT Toko Maju Jl\. Merdeka 1 Surabaya NPWP: 0987654321098765/);
    expect(text).toContain('Bersambung ke halaman berikut');
    expect(text).toContain(`Penawaran Harga ${doc.quoteno}`); // the continuation page's header
    expect(text).toContain('Halaman 2 dari 2');
    // 1+…+12 = 78 units × 500.000 = 39.000.000; DPP Nilai Lain 11/12 = 35.750.000; PPN 12 % = 4.290.000.
    expect(doc).toMatchObject({ subtotal: '39000000', taxbase: '39000000', otherbase: '35750000', tax1amount: '4290000', totalamount: '43290000' });
    expect(text).toContain('Harga Jual 39.000.000,00');
    expect(text).toContain('DPP 39.000.000,00');
    expect(text).toContain('DPP Nilai Lain 35.750.000,00');
    expect(text).toContain('PPN 4.290.000,00');
    expect(text).toContain('Total 43.290.000,00');
    expect(text).toContain('Terbilang: Empat puluh tiga juta dua ratus sembilan puluh ribu rupiah');
    // The page break falls after line 10: line 10 before the continuation note, lines 11 and 12 after it.
    expect(text.indexOf('10 PCS')).toBeLessThan(text.indexOf('Bersambung'));
    expect(text.indexOf('11 PCS')).toBeGreaterThan(text.indexOf('Bersambung'));
    expect(res.headers['content-disposition']).toContain('penawaran-harga-SQ-');
  });

  it('an order for a customer abroad: labels in the user language, the amount in words in English; ten lines fit one page', async () => {
    const so = await c.req('POST', 'sales-order', { sodate: '2026-02-05', customerid: abroad, shipto: '1 Raffles Place, Singapore', details: lines(10), confirm: true });
    expect(so.statusCode, so.body).toBe(201);
    const { pages, text } = printed(await c.req('GET', `sales-order/print/${so.json().data.id}`), 'sales-order-abroad');
    expect(pages).toBe(1);
    expect(text).toContain('Pesanan Penjualan');
    expect(text).toContain('Acme Pte Ltd');
    expect(text).toContain('Singapore');
    // 55 units × 500.000 = 27.500.000 + PPN 3.025.000 = 30.525.000.
    expect(text).toContain('Terbilang: Thirty million five hundred twenty-five thousand rupiah');
    const en = printed(await c.en('GET', `sales-order/print/${so.json().data.id}`));
    expect(en.text).toContain('Sales Order');
    expect(en.text).toContain('In words: Thirty million five hundred twenty-five thousand rupiah');
    // Labels follow the reader; amounts the company's number style (Indonesian grouping).
    expect(en.text).toContain('Tax base (DPP) 27.500.000,00');
  });

  it('Kirim e-mail: the PDF goes to the customer’s address through SMTP, in the user language; to overrides; no address is 400', async () => {
    const q = (await c.req('POST', 'quotation', { quotedate: '2026-02-06', customerid: local, details: lines(2) })).json().data;
    const sent = await c.req('POST', `quotation/send-mail/${q.id}`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.to).toBe('beli@tokomaju.co.id');
    expect(sent.json().message).toContain('beli@tokomaju.co.id');
    const mail = inbox.find((m) => m.to === 'beli@tokomaju.co.id');
    expect(mail).toBeDefined();
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.subject).toBe(`Penawaran Harga ${q.quoteno} dari PT Cetak Jual`);
    expect(parsed.text).toContain('Yth. PT Toko Maju');
    expect(parsed.attachments).toHaveLength(1);
    const attachment = parsed.attachments[0]!;
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.filename).toBe(`penawaran-harga-${q.quoteno.replace('/', '-')}.pdf`);
    expect(pdfText(attachment.content).text).toContain('PT Toko Maju');
    const outbox = await t.ctx.db.execute(sql`select recipient, subject, sent_at from email_outbox where recipient = 'beli@tokomaju.co.id'`);
    expect((outbox as unknown as { rows: { sent_at: unknown }[] }).rows[0]!.sent_at).not.toBeNull();

    const english = await c.en('POST', `quotation/send-mail/${q.id}`, { to: 'other@example.com', withDP: false });
    expect(english.statusCode, english.body).toBe(200);
    const other = await simpleParser(inbox.find((m) => m.to === 'other@example.com')!.raw);
    expect(other.subject).toBe(`Sales Quotation ${q.quoteno} from PT Cetak Jual`);

    const bare = (await c.req('POST', 'quotation', { quotedate: '2026-02-06', customerid: nomail, details: lines(1) })).json().data;
    const refused = await c.req('POST', `quotation/send-mail/${bare.id}`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Pelanggan belum punya alamat email. Isi penerimanya, atau email pada data pelanggan.');
    expect((await c.req('POST', `quotation/send-mail/${bare.id}`, { to: 'bukan email' })).statusCode).toBe(400);
    expect((await c.req('POST', `quotation/send-mail/999999`, {})).statusCode).toBe(404);
  });

  it('update-printed counts the prints of a sales document in its audit trail; another form’s id is 404', async () => {
    const q = (await c.req('POST', 'quotation', { quotedate: '2026-02-07', customerid: local, details: lines(1) })).json().data;
    const first = await c.req('PUT', 'quotation/update-printed', { id: q.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.printcount).toBe(1);
    expect((await c.req('PUT', 'quotation/update-printed', { id: q.id })).json().data.printcount).toBe(2);
    const audit = (await c.req('GET', `quotation/getaudit/${q.id}`)).json();
    expect(JSON.stringify(audit)).toContain('printcount');
    expect((await c.req('PUT', 'sales-order/update-printed', { id: q.id })).statusCode).toBe(404);
    expect((await c.req('PUT', 'quotation/update-printed', { id: 'x' })).statusCode).toBe(400);
  });

  it('without SMTP the mail is kept in the outbox, unsent, and the call still answers who it went to', async () => {
    const bare = await createTestApp();
    try {
      const b = await purchaseCompany(bare, 'PT Tanpa SMTP');
      const who = await b.req('POST', 'person-data', { persontype: 0, personno: 'C-30', name: 'Toko Outbox', email: 'toko@outbox.co.id' });
      const q = (await b.req('POST', 'quotation', { quotedate: '2026-02-08', customerid: who.json().data.id, details: lines(1) })).json().data;
      const sent = await b.req('POST', `quotation/send-mail/${q.id}`);
      expect(sent.statusCode, sent.body).toBe(200);
      const rows = (await bare.ctx.db.execute(sql`select subject, sent_at, error from email_outbox where recipient = 'toko@outbox.co.id'`)) as unknown as { rows: { subject: string; sent_at: unknown; error: unknown }[] };
      expect(rows.rows).toEqual([{ subject: `Penawaran Harga ${q.quoteno} dari PT Tanpa SMTP`, sent_at: null, error: null }]);
    } finally {
      await bare.close();
    }
  }, 120_000);
});
