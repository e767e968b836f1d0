import { translate, type Lang } from '@lontar/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { salesTaxCompany } from './salestax-fixture.ts';

/**
 * What the e-Faktur export still refused or left out (issue 13 item 6, docs/decisions.md "e-Faktur: down payments,
 * replacements, PPnBM and duplicate numbers"): PPnBM lines, down payments and the final invoices that apply them, an
 * invoice numbered by Coretax and changed afterwards, and a tax invoice number recorded twice.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof salesTaxCompany>>;
let bank: number;
type Body = Record<string, unknown>;
type Res = Awaited<ReturnType<typeof c.req>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await salesTaxCompany(t, 'PT Faktur Uang Muka');
  bank = await c.glid('1-10003');
  await c.query(sql`insert into tax (tenant_id, taxcode, taxname, kind, rate, dppfactor, trxcode, salesglid, purchaseglid)
                    select tenant_id, 'PPNBM20', 'PPnBM 20%', 'vat', 0.2, '1', '', salesglid, purchaseglid from tax where upper(taxcode) = 'PPN-BM'`);
}, 180_000);
afterAll(() => t.close());

const say = (lang: Lang) => (lang === 'id' ? c.req : c.en);
const efaktur = (ids: number[], lang: Lang = 'id') => say(lang)('POST', 'sales-invoice/efaktur', { ids });
const invoices = (xml: string) => xml.split('<TaxInvoice>').slice(1).map((b) => Object.fromEntries([...b.matchAll(/<(\w+)>([^<]*)<\/\1>/g)].map((m) => [m[1]!, m[2]!])));
const ok = (res: Res) => {
  expect(res.statusCode, res.body).toBe(200);
  return invoices(res.body);
};
const created = async (body: Body) => {
  const res = await c.req('POST', 'sales-invoice', { customerid: c.customer, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; invoiceno: string; totalamount: string };
};
const received = async (arinvoiceid: number, pay: string) => {
  const res = await c.req('POST', 'sales-payment', { paymentdate: '2026-06-05', customerid: c.customer, bankaccount: bank, details: [{ arinvoiceid, pay }] });
  expect(res.statusCode, res.body).toBe(201);
};
const record = (id: number, taxinvoiceno: string, lang: Lang = 'id') => say(lang)('PUT', `sales-invoice/taxinvoiceno/${id}`, { taxinvoiceno });
const taxNo = async (id: number) => (await c.req('GET', `getNoPajak?arinvoiceid=${id}`)).json().data.taxinvoiceno as string;
const downPayment = (unitprice: string, taxcodes?: string) => created({ invoicedate: '2026-06-02', isdp: true, details: [{ itemovdesc: 'Uang muka jasa pemasangan', unitprice, ...(taxcodes ? { taxcodes } : {}) }] });
const services = (quantity: string, downpayments: Body[]) => created({ invoicedate: '2026-06-10', downpayments, details: [{ itemno: 'JASA', quantity, unitprice: '2500000', taxcodes: 'PPN' }] });

describe('PPnBM', () => {
  it.each([
    // PPN on luxury goods is 12 % of the full price (DPP Nilai Lain = DPP), PPnBM 20 % of the same DPP; code 01.
    { taxcodes: 'PPN-BM;PPNBM20', out: { TrxCode: '01', TaxBase: '10000000', OtherTaxBase: '10000000', VATRate: '12', VAT: '1200000', STLGRate: '20', STLG: '2000000' } },
    { taxcodes: 'PPN-BM', out: { TrxCode: '01', TaxBase: '10000000', OtherTaxBase: '10000000', VATRate: '12', VAT: '1200000', STLGRate: '0', STLG: '0' } },
    { taxcodes: 'PPN', out: { TrxCode: '04', TaxBase: '10000000', OtherTaxBase: '9166667', VATRate: '12', VAT: '1100000', STLGRate: '0', STLG: '0' } },
  ])('a line taxed $taxcodes exports its PPN and PPnBM elements', async ({ taxcodes, out }) => {
    const inv = await c.salesInvoice({ invoicedate: '2026-05-04', unitprice: '10000000', taxcodes });
    expect(ok(await efaktur([inv.id]))[0]).toMatchObject(out);
  });

  it('refuses PPnBM on a line whose PPN is on DPP Nilai Lain, in the user language', async () => {
    const inv = await c.salesInvoice({ invoicedate: '2026-05-05', unitprice: '1000000', taxcodes: 'PPN;PPN-BM' });
    for (const lang of ['id', 'en'] as const) {
      const res = await efaktur([inv.id], lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual([`${lang === 'id' ? 'Faktur' : 'Invoice'} ${inv.invoiceno} (Toko Pelanggan) ${lang === 'id' ? 'baris' : 'line'} 1 (TEH) OtherTaxBase: ${translate(lang, 'V_EFAKTUR_LUXURY_BASE')}`]);
    }
  });
});

describe('down payments', () => {
  it('exports the down payment as its own tax invoice and the final one with its DPP reduced by the down payment\'s', async () => {
    const dp = await downPayment('1000000', 'PPN');
    await received(dp.id, dp.totalamount);
    // Half of it applied (555,000 of 1,110,000): its net 500,000 comes off the DPP: 5,000,000 → 4,500,000.
    const final = await services('2', [{ arinvoiceid: dp.id, amount: '555000' }]);
    for (const lang of ['id', 'en'] as const) {
      const alone = await efaktur([final.id], lang);
      expect(alone.statusCode).toBe(400);
      expect(alone.json().message).toEqual([translate(lang, 'EFAKTUR_DP_NO_TAXNO', { number: final.invoiceno, dp: dp.invoiceno })]);
    }
    const [d, f] = ok(await efaktur([dp.id, final.id]));
    expect(d).toMatchObject({ RefDesc: dp.invoiceno, TrxCode: '04', Name: 'Uang muka jasa pemasangan', Price: '1000000', Qty: '1', TotalDiscount: '0', TaxBase: '1000000', OtherTaxBase: '916667', VAT: '110000' });
    expect(f).toMatchObject({ RefDesc: final.invoiceno, Opt: 'B', Price: '2500000', Qty: '2', TotalDiscount: '500000', TaxBase: '4500000', OtherTaxBase: '4125000', VAT: '495000' });
    // Once Coretax numbered the down payment's tax invoice, the final one goes alone.
    expect((await record(dp.id, '04002600000001001')).statusCode).toBe(200);
    expect(ok(await efaktur([final.id]))[0]).toMatchObject({ TaxBase: '4500000', VAT: '495000' });
  });

  it('refuses a final invoice reduced by a down payment invoiced without VAT, and one its down payments cover whole', async () => {
    const untaxed = await downPayment('1000000');
    await received(untaxed.id, untaxed.totalamount);
    const final = await services('1', [{ arinvoiceid: untaxed.id, amount: '1000000' }]);
    const covering = await downPayment('2500000', 'PPN');
    await received(covering.id, covering.totalamount);
    expect((await record(covering.id, '04002600000001002')).statusCode).toBe(200);
    const whole = await services('1', [{ arinvoiceid: covering.id, amount: covering.totalamount }]);
    for (const lang of ['id', 'en'] as const) {
      const res = await efaktur([final.id, whole.id], lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual([
        translate(lang, 'EFAKTUR_DP_UNTAXED', { number: final.invoiceno, dp: untaxed.invoiceno }),
        translate(lang, 'EFAKTUR_DP_COVERS_ALL', { number: whole.invoiceno }),
      ]);
    }
  });
});

describe('an invoice Coretax has numbered', () => {
  it('is not exported again; changed afterwards, it is to be replaced in Coretax (Faktur Pengganti of its number)', async () => {
    const inv = await services('1', []);
    ok(await efaktur([inv.id]));
    expect((await record(inv.id, '04002600000002001')).statusCode).toBe(200);
    const again = await efaktur([inv.id], 'en');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toEqual([translate('en', 'EFAKTUR_ALREADY_NUMBERED', { number: inv.invoiceno, taxno: '04002600000002001' })]);
    const read = (await c.req('GET', `sales-invoice/read/${inv.id}`)).json().data;
    const edited = await c.req('PUT', 'sales-invoice', { ...read, details: read.details.map((l: Body) => ({ ...l, quantity: '3' })) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await taxNo(inv.id)).toBe('04002600000002001');
    // Typing the same number again does not hide the change.
    expect((await record(inv.id, '04002600000002001')).statusCode).toBe(200);
    for (const lang of ['id', 'en'] as const) {
      const res = await efaktur([inv.id], lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual([translate(lang, 'EFAKTUR_REPLACEMENT', { number: inv.invoiceno, taxno: '04002600000002001' })]);
    }
  });
});

describe('a tax invoice number already on another invoice', () => {
  it('is refused when recorded by hand, naming that invoice', async () => {
    const a = await services('1', []);
    const b = await services('1', []);
    expect((await record(a.id, '04002600000003001')).statusCode).toBe(200);
    for (const lang of ['id', 'en'] as const) {
      const res = await record(b.id, '040.026-00000003001', lang);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'TAXNO_DUPLICATE', message: translate(lang, 'TAXNO_DUPLICATE', { taxno: '04002600000003001', other: a.invoiceno }) });
    }
    expect(await taxNo(b.id)).toBe('');
    // The same number again on its own invoice is no duplicate.
    expect((await record(a.id, '04002600000003001')).statusCode).toBe(200);
  });

  it('is refused in the CSV import for each duplicate row, nothing changed; numbers moved within the file are taken', async () => {
    const [a, b, d, e] = [await services('1', []), await services('1', []), await services('1', []), await services('1', [])];
    expect((await record(a.id, '04002600000004001')).statusCode).toBe(200);
    const csv = `Referensi;Nomor Faktur Pajak\n${b.invoiceno};04002600000004001\n${d.invoiceno};04002600000004002\n${e.invoiceno};04002600000004002\n`;
    for (const lang of ['id', 'en'] as const) {
      const res = await say(lang)('POST', 'sales-invoice/taxinvoiceno-import', { csv });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual([
        translate(lang, 'TAXNO_IMPORT_DUPLICATE', { row: 2, taxno: '04002600000004001', other: a.invoiceno }),
        translate(lang, 'TAXNO_IMPORT_DUPLICATE', { row: 4, taxno: '04002600000004002', other: d.invoiceno }),
      ]);
    }
    expect([await taxNo(a.id), await taxNo(b.id), await taxNo(d.id), await taxNo(e.id)]).toEqual(['04002600000004001', '', '', '']);
    // a's number moves to b while a gets another: no invoice keeps a number another gets.
    const moved = await c.req('POST', 'sales-invoice/taxinvoiceno-import', { csv: `Referensi,Nomor Faktur Pajak\n${b.invoiceno},04002600000004001\n${a.invoiceno},04002600000004003\n` });
    expect(moved.statusCode, moved.body).toBe(200);
    expect([await taxNo(a.id), await taxNo(b.id)]).toEqual(['04002600000004003', '04002600000004001']);
  });
});
