import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Row } from '../forms/form-def.ts';
import { pdfText } from './pdf-text.ts';
import { renderPdf } from './pdf.ts';
import { currencyWord, type PrintParty } from './print-blocks.ts';
import { printDocument, type PrintInput } from './print-layout.ts';
import { partyLanguage } from './print-party.ts';
import { GOODS_TEMPLATES } from './print-template.ts';

/** The sales templates rendered from records shaped as their reads answer them (no database): what each prints. */
const party: PrintParty = { name: 'PT Toko Maju', address: ['Jl. Merdeka 1', 'Surabaya'], npwp: '0987654321098765', lang: 'id', email: 'beli@tokomaju.co.id' };

async function print(form: string, record: Row, lines: Row[], extra: Partial<PrintInput> = {}) {
  const doc = printDocument({
    template: GOODS_TEMPLATES[form]!,
    title: form,
    number: 'NO/1',
    company: { name: 'PT Cetak Jual', address: ['Jl. A', 'Kota B 60000'], npwp: '0123456789012345' },
    formats: { lang: 'id', number: 'id', date: 'DD/MM/YYYY', refs: new Map() },
    record,
    lines,
    printedAt: '01/03/2026 10:00',
    party,
    ...extra,
  });
  const pdf = await renderPdf(doc);
  if (process.env.PRINT_OUT) writeFileSync(`${process.env.PRINT_OUT}/${form}-${lines.length}.pdf`, pdf);
  return pdfText(pdf);
}

const invoiceLine = (i: number): Row => ({ itemno: `BRG-${i}`, itemdescription: `Barang nomor ${i}`, quantity: '1', itemunit: 'PCS', unitprice: '100000', taxcodes: 'PPN', amount: '100000', whname: 'CENTER', itemovdesc: '' });
const receipt = (amount: string): Row => ({ paymentno: 'CR/1', paymentdate: '2026-03-01', totalpay: amount, totaldiscount: '0', totalpph23: '0', totalamount: amount });
const paid = (amount: string): Row[] => [{ invoiceno: 'SI/1', invoicedate: '2026-02-01', duedate: '2026-03-01', totalamount: amount, pay: amount, pph23amount: '0', bupotno: '' }];

describe('sales templates', () => {
  it('the receipt has a meterai box over Rp 5.000.000 only (TAX.md), and its amount in words', async () => {
    const at = await print('sales-payment', receipt('5000000'), paid('5000000'));
    expect(at.text).not.toContain('Meterai');
    expect(at.text).toContain('Terbilang: Lima juta rupiah');
    expect(at.text).toContain('Telah terima dari PT Toko Maju');
    const over = await print('sales-payment', receipt('5000000.01'), paid('5000000.01'));
    expect(over.text).toContain('Meterai');
    expect(over.text).toContain('Tempel meterai Rp 10.000');
    expect(over.text).toContain('Diterima');
  });

  it('the invoice lists its down payments with withDP; 25 lines run onto three pages', async () => {
    const record: Row = { invoiceno: 'SI/1', invoicedate: '2026-03-01', subtotal: '2500000', discamount: '0', dpamount: '1110000', taxbase: '1500000', otherbase: '1375000', tax1amount: '165000', totalamount: '1665000' };
    const lines = Array.from({ length: 25 }, (_, i) => invoiceLine(i + 1));
    const { pages, text } = await print('sales-invoice', record, lines, { downPayments: [{ number: 'DP/7', date: '2026-01-15', amount: '1110000' }] });
    expect(pages).toBe(3);
    expect(text.match(/Bersambung ke halaman berikut/g)).toHaveLength(2);
    expect(text).toContain('Uang muka dipotong DP/7 15/01/2026 1.110.000,00');
    expect(text).toContain('Uang Muka 1.110.000,00');
    expect(text).not.toContain('Meterai');
    // Lines 1–10 on page 1, 11–20 on page 2, 21–25 on page 3: each break follows a tenth line.
    expect(text.indexOf('BRG-10 ')).toBeLessThan(text.indexOf('Bersambung'));
    expect(text.indexOf('BRG-11 ')).toBeGreaterThan(text.indexOf('Bersambung'));
  });

  it('the delivery order prints no prices, the Tukar Faktur the invoices gathered and their sum in words', async () => {
    const dlv = await print('delivery-order', { dono: 'DO/1', dodate: '2026-03-01', shipto: 'Gudang Toko' }, [invoiceLine(1), invoiceLine(2)]);
    expect(dlv.text).toContain('Gudang Toko');
    expect(dlv.text).not.toContain('100.000');
    expect(dlv.text).toContain('Pengemudi');
    const con = await print('sales-consolidated', { consno: 'TF/1', consdate: '2026-03-01', duedate: '2026-03-31', consamount: '3330000' }, [
      { invoiceno: 'SI/1', invoicedate: '2026-02-01', duedate: '2026-03-01', totalamount: '1665000', owing: '1665000' },
      { invoiceno: 'SI/2', invoicedate: '2026-02-02', duedate: '2026-03-02', totalamount: '1665000', owing: '1665000' },
    ]);
    expect(con.text).toContain('SI/2');
    expect(con.text).toContain('Terbilang: Tiga juta tiga ratus tiga puluh ribu rupiah');
  });

  it('a foreign-currency invoice says its currency in words, in the customer’s language', async () => {
    const record: Row = { invoiceno: 'SI/2', invoicedate: '2026-03-01', subtotal: '1250.5', taxbase: '1250.5', tax1amount: '0', totalamount: '1250.5' };
    const { text } = await print('sales-invoice', record, [invoiceLine(1)], { party: { ...party, lang: 'en' }, currency: 'USD' });
    expect(text).toContain('Terbilang: One thousand two hundred fifty US dollars and fifty cents');
    expect(currencyWord('usd', 'id')).toBe('dolar Amerika Serikat');
    expect(currencyWord('IDR', 'en')).toBe('rupiah');
    expect(currencyWord('KRW', 'en')).toBe('KRW');
    expect(currencyWord(undefined, 'id')).toBe('rupiah');
  });

  it('a customer reads Indonesian in Indonesia and English abroad', () => {
    expect(['', 'Indonesia', 'INDONESIA', 'ID', 'idn', ' RI '].map(partyLanguage)).toEqual(['id', 'id', 'id', 'id', 'id', 'id']);
    expect(['Singapore', 'Malaysia', 'USA'].map(partyLanguage)).toEqual(['en', 'en', 'en']);
  });
});
