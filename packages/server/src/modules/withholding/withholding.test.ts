import { translate } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { dec, paymentCompany } from '../documents/payment-fixture.ts';

/**
 * PPh 23 withheld and input VAT of a month (issue 12 item 6) over documents made through the API: invoices with and
 * without PPN from a vendor with an NPWP (legacy 15 digits), one with a NIK and one with neither, payments with
 * PPh 23 (one edited), a return with its VAT, and documents outside the month. The reports' totals equal the ledger.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof paymentCompany>>;
type Body = Record<string, unknown>;
const v = {} as Record<'npwp' | 'nik' | 'none', number>;
const docs = {} as Record<'feb' | 'invA' | 'invB' | 'invC' | 'invA2' | 'payA' | 'payB' | 'payC' | 'payFeb' | 'payApr' | 'ret', Body & { id: number }>;
const MARCH = 'year=2026&month=3';

const created = async (form: string, body: Body) => {
  const res = await c.req('POST', form, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Body & { id: number };
};
const get = async (path: string) => {
  const res = await c.req('GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const invoice = (vendorid: number, invoicedate: string, quantity: string, taxed: boolean, taxinvoiceno = '') =>
  created('purchase-invoice', { invoicedate, vendorid, taxinvoiceno, details: [{ itemno: 'TEH', quantity, unitprice: '10000', ...(taxed ? { taxcodes: 'PPN' } : {}) }] });
const pay = (vendorid: number, paymentdate: string, inv: Body & { id: number }, base: string, bupotno: string, amount = String(inv.totalamount)) =>
  created('purchase-payment', { paymentdate, vendorid, bankaccnt: c.bank, details: [{ apinvoiceid: inv.id, pay: amount, pph23taxid: c.pph23, pph23base: base, bupotno }] });
/** Σ journal lines (debit positive) of the month on an account, from journals of the forms. */
const movement = async (glaccount: string, forms: string[]) =>
  dec(
    (
      await c.query(sql`select coalesce(sum(l.amount), 0) as b from journal j join journal_line l on l.tenant_id = j.tenant_id and l.journalid = j.journalid
                        join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid
                        where g.glaccount = ${glaccount} and j.transdate between '2026-03-01' and '2026-03-31' and j.form in (select jsonb_array_elements_text(${JSON.stringify(forms)}::jsonb))`)
    )[0]!.b,
  );
const accountOf = async (taxid: number) => String((await c.query(sql`select g.glaccount from tax t join glaccount g on g.tenant_id = t.tenant_id and g.glid = t.purchaseglid where t.taxid = ${taxid}`))[0]!.glaccount);

beforeAll(async () => {
  t = await createTestApp();
  c = await paymentCompany(t, 'PT Potong Pajak');
  const company = await c.req('PUT', 'company', { companyname: 'PT Potong Pajak', businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2026-01-01', fiscalyear: '2026', npwp: '01.234.567.8-609.000' });
  expect(company.statusCode, company.body).toBe(200);
  const vendor = async (personno: string, name: string, extra: Body) => (await created('person-data', { persontype: 1, personno, name, ...extra })).id;
  v.npwp = await vendor('V-10001', 'PT Jasa Teknik', { tax1exemptionno: '02.345.678.9-012.000' });
  v.nik = await vendor('V-10002', 'Budi Santoso', { nik: '3578011503800001' });
  v.none = await vendor('V-10003', 'CV Tanpa NPWP', {});
  docs.feb = await invoice(v.npwp, '2026-02-20', '10', true, '04002600000000099');
  docs.invA = await invoice(v.npwp, '2026-03-02', '100', true, '04002600000000101');
  docs.invB = await invoice(v.nik, '2026-03-03', '50', false);
  docs.invC = await invoice(v.none, '2026-03-04', '10', true, '04002600000000102');
  docs.invA2 = await invoice(v.npwp, '2026-03-30', '20', false);
  // Paid in part, so the return still has something to give back against.
  docs.payA = await pay(v.npwp, '2026-03-20', docs.invA, '900000', 'BP-0001', '900000');
  docs.payB = await pay(v.nik, '2026-03-21', docs.invB, '500000', 'BP-0002');
  docs.payC = await pay(v.none, '2026-03-22', docs.invC, '100000', 'BP-0003');
  docs.payFeb = await pay(v.npwp, '2026-02-25', docs.feb, '100000', 'BP-0000');
  docs.payApr = await pay(v.npwp, '2026-04-02', docs.invA2, '200000', 'BP-0004');
  // The edit reverses the first posting and posts again: the month's movement keeps only the new amount.
  const read = (await c.req('GET', `purchase-payment/read/${docs.payA.id}`)).json().data;
  const edited = await c.req('PUT', 'purchase-payment', { ...read, details: [{ ...read.details[0], pph23base: '1000000', pph23amount: undefined }] });
  expect(edited.statusCode, edited.body).toBe(200);
  docs.ret = await created('purchase-return', { returndate: '2026-03-25', vendorid: v.npwp, apinvoiceid: docs.invA.id, details: [{ itemno: 'TEH', quantity: '10', unitprice: '10000', taxcodes: 'PPN', invseq: 1 }] });
}, 240_000);
afterAll(() => t.close());

describe('PPh 23 on a payment', () => {
  it('withholds at the code rate for a vendor with an NPWP or a NIK, 100 % higher without either', async () => {
    const amounts = async (id: number) => (await get(`purchase-payment/read/${id}`)).data.details[0];
    expect(await amounts(docs.payA.id)).toMatchObject({ pph23base: '1000000', pph23amount: '20000' });
    expect(await amounts(docs.payB.id)).toMatchObject({ pph23base: '500000', pph23amount: '10000' });
    expect(await amounts(docs.payC.id)).toMatchObject({ pph23base: '100000', pph23amount: '4000', pph23rate: '0.04' });
  });

  it('keeps an amount the clerk typed', async () => {
    const inv = await invoice(v.none, '2026-05-02', '1', false);
    const paid = await created('purchase-payment', { paymentdate: '2026-05-03', vendorid: v.none, bankaccnt: c.bank, details: [{ apinvoiceid: inv.id, pay: '10000', pph23taxid: c.pph23, pph23base: '10000', pph23amount: '200' }] });
    expect((await get(`purchase-payment/read/${paid.id}`)).data.details[0].pph23amount).toBe('200');
  });
});

describe('PPh 23 withheld', () => {
  it('lists the payment lines of the month with vendor NPWP or NIK, code, DPP, rate, amount, slip and invoice; the total is the ledger movement', async () => {
    const r = await get(`pph23-withheld?${MARCH}`);
    expect(r.listdata.map((x: Body) => [x.paymentdate, x.chequeno, x.vendorname, x.tin, x.tinkind, x.taxobjectcode, dec(x.base), x.ratepercent, dec(x.amount), x.bupotno, x.invoiceno])).toEqual([
      ['2026-03-20', docs.payA.chequeno, 'PT Jasa Teknik', '0023456789012000', 'NPWP', '24-104-01', '1000000', '2', '20000', 'BP-0001', docs.invA.invoiceno],
      ['2026-03-21', docs.payB.chequeno, 'Budi Santoso', '3578011503800001', 'NIK', '24-104-01', '500000', '2', '10000', 'BP-0002', docs.invB.invoiceno],
      ['2026-03-22', docs.payC.chequeno, 'CV Tanpa NPWP', '', '', '24-104-01', '100000', '4', '4000', 'BP-0003', docs.invC.invoiceno],
    ]);
    expect([dec(r.totals.base), dec(r.totals.amount), dec(r.ledger)]).toEqual(['1600000', '34000', '34000']);
    // The PPh 23 payable account's credits from payments in March, read from the journal directly.
    expect(new Decimal(await movement(await accountOf(c.pph23), ['purchase-payment'])).negated().toFixed()).toBe('34000');
  });

  it('exports the rows with the totals to Excel and CSV', async () => {
    const xlsx = await c.req('GET', `pph23-withheld?${MARCH}&format=xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('pph23-dipotong-2026-03.xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await c.en('GET', `pph23-withheld?${MARCH}&format=csv`);
    expect(csv.body).toContain('Withholding slip no.');
    expect(csv.body).toContain('BP-0003');
    expect(csv.body).toContain('PPh 23 payable accounts movement');
  });

  it('refuses the e-Bupot file while a slip cannot be written, naming the payment in the user language', async () => {
    for (const [lang, call] of [['id', c.req], ['en', c.en]] as const) {
      const res = await call('GET', `ebupot-bppu?${MARCH}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toEqual([`${docs.payC.chequeno} (CV Tanpa NPWP) CounterpartTin: ${translate(lang, 'V_TIN_16')}`]);
    }
  });

  it('writes the Coretax BPPU import file of a month whose slips are complete', async () => {
    const res = await c.req('GET', 'ebupot-bppu?year=2026&month=4');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toContain('ebupot-bppu-2026-04.xml');
    const elements = [...res.body.matchAll(/<(\w+)(?: [^>]*)?>([^<]*)<\/\1>|<(SP2DNumber) xsi:nil="true"\/>/g)].map((m) => [m[1] ?? m[3], m[2] ?? null]);
    expect(elements).toEqual([
      ['TIN', '0012345678609000'],
      ['TaxPeriodMonth', '4'],
      ['TaxPeriodYear', '2026'],
      ['CounterpartTin', '0023456789012000'],
      ['IDPlaceOfBusinessActivityOfIncomeRecipient', '0023456789012000000000'],
      ['TaxCertificate', 'N/A'],
      ['TaxObjectCode', '24-104-01'],
      ['TaxBase', '200000'],
      ['Rate', '2'],
      ['Document', 'CommercialInvoice'],
      ['DocumentNumber', String(docs.invA2.invoiceno)],
      ['DocumentDate', '2026-03-30'],
      ['IDPlaceOfBusinessActivity', '0012345678609000000000'],
      ['GovTreasurerOpt', 'N/A'],
      ['SP2DNumber', null],
      ['WithholdingDate', '2026-04-02'],
    ]);
  });
});

describe('input VAT', () => {
  it('lists the invoices with PPN and the return giving it back; the total PPN is the input VAT account movement', async () => {
    const r = await get(`input-vat?${MARCH}`);
    expect(r.listdata.map((x: Body) => [x.form, x.transdate, x.docno, x.vendorname, x.npwp, x.taxinvoiceno, dec(x.dpp), dec(x.otherbase), dec(x.ppn)])).toEqual([
      ['purchase-invoice', '2026-03-02', docs.invA.invoiceno, 'PT Jasa Teknik', '0023456789012000', '04002600000000101', '1000000', '916667', '110000'],
      ['purchase-invoice', '2026-03-04', docs.invC.invoiceno, 'CV Tanpa NPWP', '', '04002600000000102', '100000', '91667', '11000'],
      ['purchase-return', '2026-03-25', docs.ret.returnno, 'PT Jasa Teknik', '0023456789012000', '04002600000000101', '-100000', '-91667', '-11000'],
    ]);
    expect([dec(r.totals.dpp), dec(r.totals.ppn), dec(r.ledger)]).toEqual(['1000000', '110000', '110000']);
    expect(await movement(await accountOf(c.ppn), ['purchase-invoice', 'purchase-return'])).toBe('110000');
  });

  it('exports to Excel', async () => {
    const res = await c.req('GET', `input-vat?${MARCH}&format=xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('ppn-masukan-2026-03.xlsx');
  });
});

describe('parameters and tenants', () => {
  it('refuses a bad month or year with a message naming the field', async () => {
    for (const path of ['pph23-withheld', 'input-vat', 'ebupot-bppu']) {
      for (const [query, field, key] of [['year=2026&month=13', 'month', 'V_MONTH'], ['year=2026&month=x', 'month', 'V_MONTH'], ['year=20&month=3', 'year', 'V_YEAR'], ['month=3', 'year', 'V_YEAR']] as const) {
        const res = await c.en('GET', `${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(JSON.stringify(res.json().message)).toContain(field);
        expect(JSON.stringify(res.json().message)).toContain(translate('en', key));
      }
      expect((await c.req('GET', `${path}?${MARCH}&vendorid=1`)).statusCode).toBe(400);
    }
  });

  it('shows another company nothing of this one, and its file names its own missing NPWP', async () => {
    const other = await paymentCompany(t, 'PT Lain Sendiri');
    const r = (await other.req('GET', `pph23-withheld?${MARCH}`)).json();
    expect([r.listdata, dec(r.totals.amount), dec(r.ledger)]).toEqual([[], '0', '0']);
    expect((await other.req('GET', `input-vat?${MARCH}`)).json().listdata).toEqual([]);
    const inv = await other.invoice({ unitprice: '100000', invoicedate: '2026-03-02' });
    const paid = await other.req('POST', 'purchase-payment', { paymentdate: '2026-03-05', vendorid: other.vendor, bankaccnt: other.bank, details: [{ apinvoiceid: inv.id, pay: '100000', pph23taxid: other.pph23, pph23base: '100000' }] });
    expect(paid.statusCode, paid.body).toBe(201);
    const file = await other.en('GET', `ebupot-bppu?${MARCH}`);
    expect(file.statusCode).toBe(400);
    expect(file.json().message[0]).toBe(`Company profile (NPWP) TIN: ${translate('en', 'V_NPWP_16')}`);
    expect((await other.req('GET', `pph23-withheld?${MARCH}`)).json().listdata.map((x: Body) => x.chequeno)).toEqual([paid.json().data.chequeno]);
  });
});
