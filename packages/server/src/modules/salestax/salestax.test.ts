import { translate } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { dec } from '../documents/payment-fixture.ts';
import { salesTaxCompany } from './salestax-fixture.ts';

/**
 * Output VAT, local and foreign tax invoices, the Coretax e-Faktur export of chosen sales invoices, and the tax
 * invoice numbers recorded by hand or imported back (issue 13 item 6), on posted sales invoices (salestax-fixture.ts).
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesTaxCompany>>;
type Inv = Awaited<ReturnType<typeof c.salesInvoice>>;
const docs = {} as Record<'a' | 'b' | 'noTax' | 'abroad' | 'bare' | 'april', Inv>;
let abroad: number;
let bare: number;
const MARCH = 'year=2026&month=3';

beforeAll(async () => {
  t = await createTestApp();
  c = await salesTaxCompany(t, 'PT Faktur Keluaran');
  abroad = await c.person('C-LN', 'Overseas Buyer Pte', { country: 'SGP', buyerdocument: 'Passport', buyerdocumentnumber: 'K1234567' });
  bare = await c.person('C-NONE', 'Toko Tanpa NPWP', {});
  docs.a = await c.salesInvoice({ invoicedate: '2026-03-02', quantity: '10', unitprice: '100000', taxcodes: 'PPN' });
  docs.b = await c.salesInvoice({ invoicedate: '2026-03-10', quantity: '3', unitprice: '33333.33', taxcodes: 'PPN' });
  docs.noTax = await c.salesInvoice({ invoicedate: '2026-03-11', unitprice: '5000' });
  docs.abroad = await c.salesInvoice({ customerid: abroad, invoicedate: '2026-03-15', quantity: '2', unitprice: '250000', taxcodes: 'PPN' });
  docs.bare = await c.salesInvoice({ customerid: bare, invoicedate: '2026-03-20', unitprice: '100000', taxcodes: 'PPN' });
  docs.april = await c.salesInvoice({ invoicedate: '2026-04-01', unitprice: '100000', taxcodes: 'PPN' });
}, 180_000);
afterAll(() => t.close());

/** The output VAT accounts' movement in March from sales invoices, credit positive, read from the ledger itself. */
const outputVatLedger = async () =>
  dec(
    (
      await c.query(sql`select coalesce(-sum(l.amount), 0) as m from journal_line l join journal j on j.tenant_id = l.tenant_id and j.journalid = l.journalid
                        where j.form = 'sales-invoice' and j.transdate between '2026-03-01' and '2026-03-31' and l.glid in (select salesglid from tax where kind = 'vat')`)
    )[0]!.m,
  );

describe('output VAT', () => {
  it('lists the month\'s sales invoices with VAT; the total PPN is the output VAT accounts\' movement', async () => {
    const res = await c.req('GET', `output-vat?${MARCH}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.listdata.map((x: Record<string, string>) => [x.docno, x.customername, x.npwp, x.trxcode, dec(x.dpp), dec(x.otherbase), dec(x.ppn)])).toEqual([
      [docs.a.invoiceno, 'Toko Pelanggan', '0012345678901000', '04', '1000000', '916667', '110000'],
      [docs.b.invoiceno, 'Toko Pelanggan', '0012345678901000', '04', '100000', '91667', '11000'],
      [docs.abroad.invoiceno, 'Overseas Buyer Pte', '', '04', '500000', '458333', '55000'],
      [docs.bare.invoiceno, 'Toko Tanpa NPWP', '', '04', '100000', '91667', '11000'],
    ]);
    expect(dec(r.totals.ppn)).toBe('187000');
    expect(dec(r.ledger)).toBe(await outputVatLedger());
    expect(dec(r.ledger)).toBe('187000');
  });

  it('exports to Excel and CSV with the totals and the ledger row', async () => {
    const xlsx = await c.req('GET', `output-vat?${MARCH}&format=xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('ppn-keluaran-2026-03.xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await c.en('GET', `output-vat?${MARCH}&format=csv`);
    expect(csv.body).toContain('Output VAT accounts movement');
    expect(csv.body).toContain(docs.a.invoiceno);
  });

  it('splits local and foreign tax invoices by the customer\'s country and counts those without a number', async () => {
    const local = (await c.req('GET', `tax-invoices?${MARCH}&kind=local`)).json();
    expect(local.listdata.map((x: { docno: string }) => x.docno)).toEqual([docs.a.invoiceno, docs.b.invoiceno, docs.bare.invoiceno]);
    expect([dec(local.totals.ppn), local.withoutnumber]).toEqual(['132000', 3]);
    const foreign = (await c.req('GET', `tax-invoices?${MARCH}&kind=foreign`)).json();
    expect(foreign.listdata.map((x: { docno: string }) => x.docno)).toEqual([docs.abroad.invoiceno]);
    const csv = await c.req('GET', `tax-invoices?${MARCH}&kind=foreign&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('faktur-pajak-foreign-2026-03.csv');
    for (const q of ['year=2026&month=13', 'year=2026&month=3&kind=abroad', 'month=3']) expect((await c.req('GET', `tax-invoices?${q}`)).statusCode, q).toBe(400);
  });
});

const efaktur = (ids: number[], who = c.req) => who('POST', 'sales-invoice/efaktur', { ids });

describe('e-Faktur export', () => {
  it('writes the Coretax import file of the chosen invoices, elements in the template\'s order, amounts in whole rupiah', async () => {
    const res = await efaktur([docs.a.id, docs.b.id, docs.abroad.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toContain('efaktur-2026-03-02-2026-03-15.xml');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<TaxInvoiceBulk')).toBe(true);
    const invoices = xml.split('<TaxInvoice>').slice(1);
    expect(invoices).toHaveLength(3);
    const fields = (block: string) => [...block.matchAll(/<(\w+)>([^<]*)<\/\1>/g)].map((m) => [m[1], m[2]]);
    const first = fields(invoices[0]!);
    expect(first.map(([k]) => k)).toEqual([
      'TaxInvoiceDate', 'TaxInvoiceOpt', 'TrxCode', 'AddInfo', 'CustomDoc', 'CustomDocMonthYear', 'RefDesc', 'FacilityStamp', 'SellerIDTKU', 'BuyerTin', 'BuyerDocument', 'BuyerCountry',
      'BuyerDocumentNumber', 'BuyerName', 'BuyerAdress', 'BuyerEmail', 'BuyerIDTKU',
      'Opt', 'Code', 'Name', 'Unit', 'Price', 'Qty', 'TotalDiscount', 'TaxBase', 'OtherTaxBase', 'VATRate', 'VAT', 'STLGRate', 'STLG',
    ]);
    expect(Object.fromEntries(first)).toMatchObject({
      TaxInvoiceDate: '2026-03-02', TaxInvoiceOpt: 'Normal', TrxCode: '04', RefDesc: docs.a.invoiceno, SellerIDTKU: '0012345678609000000000', BuyerTin: '0012345678901000',
      BuyerDocument: 'TIN', BuyerCountry: 'IDN', BuyerDocumentNumber: '', BuyerName: 'Toko Pelanggan', BuyerAdress: 'Jl. Pelanggan 1 Surabaya', BuyerEmail: 'beli@pelanggan.id',
      BuyerIDTKU: '0012345678901000000000', Opt: 'A', Code: '000000', Name: 'Barang TEH', Price: '100000', Qty: '10', TotalDiscount: '0', TaxBase: '1000000', OtherTaxBase: '916667', VATRate: '12', VAT: '110000', STLGRate: '0', STLG: '0',
    });
    expect(xml).toContain('<TIN>0012345678609000</TIN>');
    // 3 × 33,333.33 = 99,999.99: DPP, DPP Nilai Lain and VAT in whole rupiah, the price to the cent.
    expect(Object.fromEntries(fields(invoices[1]!))).toMatchObject({ Price: '33333.33', Qty: '3', TaxBase: '100000', OtherTaxBase: '91667', VAT: '11000' });
    expect(Object.fromEntries(fields(invoices[2]!))).toMatchObject({ BuyerTin: '0000000000000000', BuyerDocument: 'Passport', BuyerCountry: 'SGP', BuyerDocumentNumber: 'K1234567', BuyerIDTKU: '0000000000000000000000' });
    // Σ VAT of the file is the output VAT of those invoices.
    expect(Decimal.sum(...[...xml.matchAll(/<VAT>(\d+)<\/VAT>/g)].map((m) => m[1]!)).toFixed()).toBe('176000');
  });

  it('answers every problem at once, named by the invoice number, in the user language, and writes nothing', async () => {
    await c.query(sql`update item set efakturcode = '12' where itemno = 'TEH'`);
    try {
      for (const [lang, call] of [['id', c.req], ['en', c.en]] as const) {
        const res = await efaktur([docs.a.id, docs.bare.id], call);
        expect(res.statusCode, res.body).toBe(400);
        const inv = lang === 'id' ? 'Faktur' : 'Invoice';
        expect(res.json().message).toEqual([
          `${inv} ${docs.bare.invoiceno} (Toko Tanpa NPWP) ${lang === 'id' ? 'pelanggan' : 'customer'} NPWP: ${translate(lang, 'V_REQUIRED')}`,
          `${inv} ${docs.a.invoiceno} (Toko Pelanggan) ${lang === 'id' ? 'baris' : 'line'} 1 (TEH) Code: ${translate(lang, 'V_GOODS_CODE')}`,
          `${inv} ${docs.bare.invoiceno} (Toko Tanpa NPWP) ${lang === 'id' ? 'baris' : 'line'} 1 (TEH) Code: ${translate(lang, 'V_GOODS_CODE')}`,
        ]);
      }
    } finally {
      await c.query(sql`update item set efakturcode = '' where itemno = 'TEH'`);
    }
  });

  it('refuses an unposted invoice, a document that is no sales invoice, more than 1,000 invoices and an empty choice', async () => {
    await c.query(sql`update trans_document set journalid = null where docid = ${docs.april.id}`);
    const unposted = await efaktur([docs.april.id]);
    expect(unposted.statusCode).toBe(400);
    expect(unposted.json().message).toEqual([translate('id', 'EFAKTUR_NOT_POSTED', { number: docs.april.invoiceno })]);
    await c.query(sql`update trans_document set journalid = ${docs.april.journalid} where docid = ${docs.april.id}`);
    const purchase = await c.invoice({ unitprice: '1000' });
    expect((await efaktur([purchase.id])).json().message).toEqual([translate('id', 'EFAKTUR_NOT_SALES_INVOICE', { id: purchase.id })]);
    const many = await efaktur(Array.from({ length: 1001 }, (_, i) => i + 1));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(translate('id', 'EFAKTUR_TOO_MANY', { max: 1000, count: 1001 }));
    expect((await efaktur([])).statusCode).toBe(400);
  });
});

describe('tax invoice numbers', () => {
  it('records the number Coretax assigned by hand (17 digits, separators dropped), answered by getNoPajak', async () => {
    expect((await c.req('GET', `getNoPajak?arinvoiceid=${docs.a.id}`)).json().data).toMatchObject({ invoiceno: docs.a.invoiceno, taxinvoiceno: '', assigned: false });
    const res = await c.req('PUT', `sales-invoice/taxinvoiceno/${docs.a.id}`, { taxinvoiceno: '04002.600-000000001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ taxinvoiceno: '04002600000000001', assigned: true });
    expect((await c.req('GET', `getNoPajak?arinvoiceid=${docs.a.id}`)).json().data.taxinvoiceno).toBe('04002600000000001');
    const local = (await c.req('GET', `tax-invoices?${MARCH}&kind=local`)).json();
    expect([local.listdata[0].taxinvoiceno, local.withoutnumber]).toEqual(['04002600000000001', 2]);
  });

  it('refuses a number that is not 17 digits naming the field, and an invoice that does not exist', async () => {
    const bad = await c.en('PUT', `sales-invoice/taxinvoiceno/${docs.b.id}`, { taxinvoiceno: '0400260000000001' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(translate('en', 'V_TAX_INVOICE_NO'));
    expect((await c.req('PUT', 'sales-invoice/taxinvoiceno/999999', { taxinvoiceno: '04002600000000009' })).statusCode).toBe(404);
    expect((await c.req('GET', 'getNoPajak?arinvoiceid=999999')).statusCode).toBe(404);
  });

  it('imports the numbers back from Coretax\'s CSV, or refuses the whole file naming every bad row', async () => {
    const bad = await c.en('POST', 'sales-invoice/taxinvoiceno-import', { csv: `Nomor Faktur Pajak;Referensi\n0400260000000002;${docs.b.invoiceno}\n04002600000000003;NOPE-1\n` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([translate('en', 'TAXNO_IMPORT_BAD', { row: 2, value: '0400260000000002' }), translate('en', 'TAXNO_IMPORT_UNKNOWN', { row: 3, number: 'NOPE-1' })]);
    expect((await c.req('GET', `getNoPajak?arinvoiceid=${docs.b.id}`)).json().data.taxinvoiceno).toBe('');
    expect((await c.req('POST', 'sales-invoice/taxinvoiceno-import', { csv: 'a,b\n1,2' })).json().message).toEqual([translate('id', 'TAXNO_IMPORT_COLUMNS')]);
    const csv = `"Referensi","Nomor Faktur Pajak","Status"\n"${docs.b.invoiceno}","04002600000000002","APPROVED"\n"${docs.a.invoiceno}","04002600000000001","APPROVED"\n`;
    const ok = await c.req('POST', 'sales-invoice/taxinvoiceno-import', { csv });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ rows: 2, updated: 1, unchanged: 1 });
    expect((await c.req('GET', `getNoPajak?arinvoiceid=${docs.b.id}`)).json().data.taxinvoiceno).toBe('04002600000000002');
  });
});

describe('a sales invoice entered on its form', () => {
  it('is in the output VAT with its journal\'s VAT, and its service line is an Opt B line of the e-Faktur', async () => {
    const res = await c.req('POST', 'sales-invoice', { invoicedate: '2026-05-04', customerid: c.customer, details: [{ itemno: 'JASA', quantity: '2', unitprice: '250000', taxcodes: 'PPN' }] });
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json().data as { id: number; invoiceno: string };
    const r = (await c.req('GET', 'output-vat?year=2026&month=5')).json();
    expect(r.listdata.map((x: Record<string, string>) => [x.docno, dec(x.dpp), dec(x.otherbase), dec(x.ppn)])).toEqual([[inv.invoiceno, '500000', '458333', '55000']]);
    expect(dec(r.ledger)).toBe('55000');
    const file = await efaktur([inv.id]);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toContain(`<RefDesc>${inv.invoiceno}</RefDesc>`);
    expect(file.body).toContain('<Opt>B</Opt>');
    expect(file.body).toContain('<OtherTaxBase>458333</OtherTaxBase>');
    const saved = await c.req('PUT', `sales-invoice/taxinvoiceno/${inv.id}`, { taxinvoiceno: '04002600000000077' });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await c.req('GET', `sales-invoice/read/${inv.id}`)).json().data;
    expect(read.taxinvoiceno).toBe('04002600000000077');
  });
});
