import { formatAmount } from '@lontar/core';
import { simpleParser } from 'mailparser';
import { sql } from 'drizzle-orm';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { smtpSink } from '../../test/smtp-sink.ts';
import { purchaseCompany } from '../documents/purchase-fixture.ts';
import { pdfText } from './pdf-text.ts';

/**
 * The four sales documents of issue 13 item 7 printed through the API: the invoice (with `?withDP`), the surat jalan,
 * the receipt (meterai over Rp 5.000.000) and the Tukar Faktur; the invoice mailed to the SMTP sink; update-printed.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof purchaseCompany>>;
const smtp = smtpSink();
const inbox = smtp.inbox;
let customer: number;
let bank: number;

beforeAll(async () => {
  await smtp.up();
  t = await createTestApp({ smtpUrl: smtp.url(), mailFrom: 'Lontar <noreply@lontar.test>' });
  c = await purchaseCompany(t, 'PT Faktur Cetak');
  const made = await c.req('POST', 'person-data', { persontype: 0, personno: 'C-20', name: 'PT Pembeli Tetap', addressline1: 'Jl. Pahlawan 5', city: 'Malang', email: 'ap@pembeli.co.id', tax1exemptionno: '0111222333444555' });
  expect(made.statusCode, made.body).toBe(201);
  customer = made.json().data.id;
  bank = Number((await c.query(sql`select glid from glaccount where glaccount = '1-10002'`))[0]!.glid);
}, 180_000);
afterAll(async () => {
  await t.close();
  await smtp.down();
});

type Res = { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer; body: string };
function printed(res: Res, file: string) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  if (process.env.PRINT_OUT) writeFileSync(`${process.env.PRINT_OUT}/${file}.pdf`, res.rawPayload);
  return pdfText(res.rawPayload);
}

async function create(form: string, body: Record<string, unknown>) {
  const res = await c.req('POST', form, { ...body, confirm: true });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const services = (n: number, price: string) => Array.from({ length: n }, () => ({ itemno: 'JASA', quantity: '1', unitprice: price, taxcodes: 'PPN' }));

describe('printed sales documents', () => {
  it('the invoice: customer, tax invoice number, totals with DPP, DPP Nilai Lain and PPN, terbilang; withDP lists the down payment', async () => {
    const dp = await create('sales-invoice', { invoicedate: '2026-02-01', customerid: customer, isdp: true, details: [{ itemovdesc: 'Uang muka pesanan', unitprice: '1000000', taxcodes: 'PPN' }] });
    await create('sales-payment', { paymentdate: '2026-02-01', customerid: customer, bankaccount: bank, details: [{ arinvoiceid: dp.id, pay: dp.totalamount }] });
    const inv = await create('sales-invoice', { invoicedate: '2026-02-10', customerid: customer, taxinvoiceno: '04002600000000001', details: services(3, '1000000'), downpayments: [{ arinvoiceid: dp.id, amount: dp.totalamount }] });
    const plain = printed(await c.req('GET', `sales-invoice/print/${inv.id}`), 'sales-invoice');
    expect(plain.text).toContain('Faktur Penjualan');
    expect(plain.text).toContain('PT Pembeli Tetap');
    expect(plain.text).toContain('NPWP: 0111222333444555');
    expect(plain.text).toContain('04002600000000001');
    expect(plain.text).not.toContain('Uang muka dipotong');
    const money = (v: string) => formatAmount(v, 'id', 2);
    for (const [label, field] of [['DPP', 'taxbase'], ['DPP Nilai Lain', 'otherbase'], ['PPN', 'tax1amount'], ['Uang Muka', 'dpamount'], ['Total', 'totalamount']] as const) {
      expect(plain.text).toContain(`${label} ${money(inv[field])}`);
    }
    expect(plain.text).not.toContain('Meterai');
    const withDP = printed(await c.req('GET', `sales-invoice/print/${inv.id}?withDP=true`), 'sales-invoice-withdp');
    expect(withDP.text).toContain(`Uang muka dipotong ${dp.invoiceno} 01/02/2026 ${money(dp.totalamount)}`);
    expect(printed(await c.req('GET', `sales-invoice/print/${inv.id}?withDP=0`), 'sales-invoice-withdp-0').text).not.toContain('Uang muka dipotong');
    const proforma = await create('proforma-invoice', { invoicedate: '2026-02-09', customerid: customer, details: services(2, '750000') });
    const pro = printed(await c.req('GET', `proforma-invoice/print/${proforma.id}`), 'proforma-invoice').text;
    expect(pro).toContain('Faktur Proforma');
    expect(pro).toContain(`Total ${money(proforma.totalamount)}`);
  });

  it('Kirim e-mail of the invoice: the PDF at the SMTP sink; update-printed counts the prints', async () => {
    const inv = await create('sales-invoice', { invoicedate: '2026-02-11', customerid: customer, details: services(1, '250000') });
    const sent = await c.req('POST', `sales-invoice/send-mail/${inv.id}`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await simpleParser(inbox.find((m) => m.to === 'ap@pembeli.co.id')!.raw);
    expect(mail.subject).toBe(`Faktur Penjualan ${inv.invoiceno} dari PT Faktur Cetak`);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(pdfText(mail.attachments[0]!.content).text).toContain(inv.invoiceno);
    expect((await c.req('PUT', 'sales-invoice/update-printed', { id: inv.id })).json().data.printcount).toBe(1);
  });

  it('the surat jalan: items, quantities and warehouse, no prices, signatures for the driver and the receiver', async () => {
    const ob = await c.req('POST', 'item-opening-balance', { obdate: '2026-01-01', details: [{ itemno: 'KOPI', warehouseid: 1, quantity: '100', unitprice: '8000' }] });
    expect(ob.statusCode, ob.body).toBe(201);
    const dlv = await create('delivery-order', { dodate: '2026-02-12', customerid: customer, shipto: 'Gudang Pembeli, Malang', details: [{ itemno: 'KOPI', quantity: '5', unitprice: '12500' }] });
    const { text } = printed(await c.req('GET', `delivery-order/print/${dlv.id}`), 'delivery-order');
    expect(text).toContain('Surat Jalan');
    expect(text).toContain('Gudang Pembeli, Malang');
    expect(text).toMatch(/KOPI Barang KOPI 5 PCS CENTER/);
    expect(text).not.toContain('12.500');
    expect(text).toContain('Pengemudi');
    const inv = await create('sales-invoice', { invoicedate: '2026-02-13', customerid: customer, details: [{ itemno: 'KOPI', quantity: '5', unitprice: '12500', taxcodes: 'PPN', doid: dlv.id, doseq: 1 }] });
    const ret = await create('sales-return', { returndate: '2026-02-14', customerid: customer, arinvoiceid: inv.id, details: [{ itemno: 'KOPI', quantity: '2', unitprice: '12500', taxcodes: 'PPN', invseq: 1 }] });
    const note = printed(await c.req('GET', `sales-return/print/${ret.id}`), 'sales-return').text;
    expect(note).toContain('Nota Retur Penjualan');
    expect(note).toContain('PT Pembeli Tetap');
    expect(note).toContain(`No. Faktur ${inv.invoiceno}`);
    expect(note).toMatch(/KOPI Barang KOPI 2 PCS 12\.500,00/);
    expect(note).toContain(`Total ${formatAmount(ret.totalamount, 'id', 2)}`);
  });

  it('the Tukar Faktur lists its invoices and their sum in words; the receipt has a meterai box over Rp 5.000.000 only', async () => {
    const a = await create('sales-invoice', { invoicedate: '2026-02-13', customerid: customer, details: services(1, '3000000') });
    const b = await create('sales-invoice', { invoicedate: '2026-02-14', customerid: customer, details: services(1, '3000000') });
    const tf = await create('sales-consolidated', { consdate: '2026-02-15', customerid: customer, details: [{ arinvoiceid: a.id }, { arinvoiceid: b.id }] });
    const con = printed(await c.req('GET', `sales-consolidated/print/${tf.id}`), 'sales-consolidated');
    expect(con.text).toContain('Tanda Terima Faktur');
    expect(con.text).toContain(a.invoiceno);
    expect(con.text).toContain(b.invoiceno);
    // Two invoices of 3.000.000 + PPN 330.000 = 6.660.000.
    expect(tf.consamount).toBe('6660000');
    expect(con.text).toContain('Terbilang: Enam juta enam ratus enam puluh ribu rupiah');
    expect(con.text).not.toContain('Meterai');

    const small = await create('sales-payment', { paymentdate: '2026-02-20', customerid: customer, bankaccount: bank, details: [{ arinvoiceid: a.id, pay: '3330000' }] });
    const smallText = printed(await c.req('GET', `sales-payment/print/${small.id}`), 'sales-payment-small').text;
    expect(smallText).toContain('Kuitansi');
    expect(smallText).toContain('Terbilang: Tiga juta tiga ratus tiga puluh ribu rupiah');
    expect(smallText).not.toContain('Meterai');
    const c3 = await create('sales-invoice', { invoicedate: '2026-02-16', customerid: customer, details: services(1, '5000000') });
    const big = await create('sales-payment', { paymentdate: '2026-02-21', customerid: customer, bankaccount: bank, details: [{ arinvoiceid: b.id, pay: '3330000' }, { arinvoiceid: c3.id, pay: '5550000' }] });
    const bigText = printed(await c.req('GET', `sales-payment/print/${big.id}`), 'sales-payment-big').text;
    expect(bigText).toContain('Meterai');
    expect(bigText).toContain('Tempel meterai Rp 10.000');
    expect(bigText).toContain('Diterima 8.880.000,00');
  });
});
