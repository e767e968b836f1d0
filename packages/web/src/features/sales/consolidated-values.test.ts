import { ZSalesConsolidated } from '@lontar/core';
import { describe, expect, it } from 'vitest';
import { addInvoices, consolidatedToBody, consolidatedToValues, consolidatedTotals, emptyConsolidatedLine, invoiceToLine, owingInvoices } from './consolidated-values.ts';

const invoice = (invoiceid: number, owing: string, extra: Record<string, unknown> = {}) => ({ invoiceid, invoiceno: `INV/0000${invoiceid}`, invoicedate: '2026-02-01', duedate: '2026-03-03', currencyid: null, totalamount: '1000000', owing, ...extra });

describe('Tukar Faktur values', () => {
  it('offers only invoices still owing above zero (a credit owing below zero is no bill)', () => {
    expect(owingInvoices([invoice(1, '400000'), invoice(2, '0'), invoice(3, '-5000'), invoice(4, '0.01')]).map((i) => i.invoiceid)).toEqual([1, 4]);
  });

  it('"Ambil Faktur" keeps the invoices on the grid and adds the others in the order listed, dropping blank rows', () => {
    const kept = { ...invoiceToLine(invoice(2, '600000')), amount: '500000' };
    const lines = addInvoices([kept, emptyConsolidatedLine()], [invoice(1, '400000'), invoice(2, '600000'), invoice(3, '0'), invoice(5, '250000')]);
    expect(lines.map((l) => [l.arinvoiceid, l.amount])).toEqual([
      [2, '500000'],
      [1, null],
      [5, null],
    ]);
  });

  it('bills a saved line at what it was gathered at, a new one at what it owes now', () => {
    const saved = { ...invoiceToLine(invoice(1, '300000')), amount: '400000' };
    const fresh = invoiceToLine(invoice(2, '500000'));
    expect(consolidatedTotals([saved, fresh, emptyConsolidatedLine()])).toEqual({ billed: '900000', owing: '800000' });
    expect(consolidatedTotals(undefined)).toEqual({ billed: '0', owing: '0' });
  });

  it('a new one is sent as its invoices by id, the due date left to the server when empty; the number only when typed', () => {
    const body = consolidatedToBody({ consno: ' ', consdate: '2026-02-10', customerid: 7, duedate: '', description: ' Tanda terima ', details: [invoiceToLine(invoice(3, '1')), emptyConsolidatedLine(), invoiceToLine(invoice(4, '2'))] }, {});
    expect(body).toEqual({ consdate: '2026-02-10', customerid: 7, duedate: null, description: 'Tanda terima', details: [{ arinvoiceid: 3 }, { arinvoiceid: 4 }] });
    expect(ZSalesConsolidated.safeParse(body).success).toBe(true);
  });

  it('a read is edited and sent back with its id, version and due date; the read-only fields stay out', () => {
    const read = {
      consid: 9,
      id: 9,
      version: 2,
      consno: 'TF/00001',
      consdate: '2026-02-10',
      duedate: '2026-03-12',
      customerid: 7,
      customername: 'Toko Pelanggan',
      consamount: '900000',
      owing: '900000',
      status: 'open',
      description: 'Tanda terima',
      details: [{ seq: 1, arinvoiceid: 3, invoiceno: 'INV/00003', invoicedate: '2026-02-01', duedate: '2026-03-03', totalamount: '600000', amount: '500000', owing: '500000' }],
    };
    const values = consolidatedToValues(read);
    expect(values).toMatchObject({ consno: 'TF/00001', customerid: 7, duedate: '2026-03-12' });
    expect(values.details).toEqual([{ arinvoiceid: 3, invoiceno: 'INV/00003', invoicedate: '2026-02-01', duedate: '2026-03-03', totalamount: '600000', owing: '500000', amount: '500000' }]);
    const body = consolidatedToBody({ ...values, duedate: '2026-03-01' }, read);
    expect(body).toEqual({ consid: 9, version: 2, consno: 'TF/00001', consdate: '2026-02-10', customerid: 7, duedate: '2026-03-01', description: 'Tanda terima', details: [{ arinvoiceid: 3 }] });
    expect(ZSalesConsolidated.safeParse(body).success).toBe(true);
  });
});
