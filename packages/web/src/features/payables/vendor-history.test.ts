import { describe, expect, it } from 'vitest';
import { historyColumns, historyQuery, type HistoryColumn, type HistoryForm } from './vendor-history.ts';

describe('historyColumns', () => {
  it.each<{ form: HistoryForm; phone: boolean; out: HistoryColumn[] }>([
    { form: 'purchase-invoice', phone: false, out: ['number', 'date', 'duedate', 'description', 'status', 'totalamount', 'paid', 'owing'] },
    { form: 'purchase-invoice', phone: true, out: ['number', 'owing', 'status', 'totalamount', 'paid', 'date', 'duedate', 'description'] },
    { form: 'purchase-order', phone: false, out: ['number', 'date', 'description', 'status', 'totalamount'] },
    { form: 'goods-receipt', phone: true, out: ['number', 'status', 'totalamount', 'date', 'description'] },
    { form: 'purchase-payment', phone: false, out: ['number', 'date', 'description', 'totalamount'] },
    { form: 'purchase-return', phone: true, out: ['number', 'totalamount', 'date', 'description'] },
    { form: 'sales-invoice', phone: false, out: ['number', 'date', 'duedate', 'description', 'status', 'totalamount', 'paid', 'owing'] },
    { form: 'quotation', phone: false, out: ['number', 'date', 'description', 'status', 'totalamount'] },
    { form: 'delivery-order', phone: true, out: ['number', 'status', 'totalamount', 'date', 'description'] },
    { form: 'sales-payment', phone: false, out: ['number', 'date', 'description', 'totalamount'] },
  ])('$form (phone $phone)', ({ form, phone, out }) => {
    expect(historyColumns(form, phone)).toEqual(out);
  });
});

describe('historyQuery', () => {
  it('sends the vendor, page, size and the search without its spaces', () => {
    expect(historyQuery(7, { page: 2, size: 100, search: '  INV-01 ' })).toEqual({ idtype: '7', page: '2', size: '100', search: 'INV-01' });
  });

  it('leaves out an empty search and the sort the server does not take', () => {
    expect(historyQuery(7, { page: 1, size: 50, search: '   ', sort: 'number', dir: 'desc' })).toEqual({ idtype: '7', page: '1', size: '50' });
  });
});
