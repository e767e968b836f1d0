import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formatIssues } from '../validation.ts';
import { ZSalesConsolidated, ZSalesPayment } from './sales-payment.schema.ts';

const issues = (schema: z.ZodType, body: unknown): string[] => {
  const r = schema.safeParse(body);
  return r.success ? [] : formatIssues(r.error.issues, 'en');
};
const receipt = { paymentdate: '2026-03-10', customerid: 7, bankaccount: 12 };

describe('sales receipt and Tukar Faktur schemas (API.md §7.8)', () => {
  it.each<[string, z.ZodType, unknown]>([
    ['a receipt of two invoices with PPh 23, a discount line, an overpayment and credit used', ZSalesPayment, { ...receipt, overpay: '5000', applyfromcredit: '1000', datadisc: [{ glaccount: '4-10200', discount: '2000' }], details: [{ arinvoiceid: 3, pay: '100000', pph23taxid: 4, pph23base: '100000', bupotno: 'BP-1' }, { arinvoiceid: 5, pay: '1,5' }] }],
    ['a receipt of a Tukar Faktur without details', ZSalesPayment, { ...receipt, consid: 9 }],
    ['a Tukar Faktur without a due date', ZSalesConsolidated, { consdate: '2026-03-01', customerid: 7, details: [{ arinvoiceid: 3 }, { arinvoiceid: 4 }] }],
  ])('%s', (_name, schema, body) => {
    expect(issues(schema, body)).toEqual([]);
  });

  it('refuses neither customer nor invoice with the spec\'s message, a pay not above zero, a discount not below what is paid, an invoice twice', () => {
    expect(issues(ZSalesPayment, { paymentdate: '2026-03-10', bankaccount: 12 })).toEqual(['customerid: Customer or Invoice Number must be filled in.', 'details: Customer or Invoice Number must be filled in.']);
    expect(issues(ZSalesPayment, { ...receipt, details: [{ arinvoiceid: 3, pay: '0' }] })).toEqual(['details.0.pay: must be more than 0.']);
    expect(issues(ZSalesPayment, { ...receipt, details: [{ arinvoiceid: 3, pay: '-5' }] })).toContain('details.0.pay: must be more than 0.');
    expect(issues(ZSalesPayment, { ...receipt, datadisc: [{ glaccount: '4-10200', discount: '100' }], details: [{ arinvoiceid: 3, pay: '100' }] })).toEqual(['datadisc: Total discount amount must be less than payable!']);
    expect(issues(ZSalesPayment, { ...receipt, details: [{ arinvoiceid: 3, pay: '1' }, { arinvoiceid: 3, pay: '2' }] })).toHaveLength(1);
    expect(issues(ZSalesPayment, { ...receipt, details: [{ arinvoiceid: 3, pay: '1', pph23taxid: 4 }] })).toEqual(['details.0.pph23base: is required.']);
  });

  it('refuses a Tukar Faktur without invoices, with one twice, or due before its date', () => {
    const cons = { consdate: '2026-03-01', customerid: 7 };
    expect(issues(ZSalesConsolidated, { ...cons, details: [] })).toHaveLength(1);
    expect(issues(ZSalesConsolidated, { ...cons, details: [{ arinvoiceid: 3 }, { arinvoiceid: 3 }] })).toHaveLength(1);
    expect(issues(ZSalesConsolidated, { ...cons, duedate: '2026-02-28', details: [{ arinvoiceid: 3 }] })).toHaveLength(1);
  });
});
