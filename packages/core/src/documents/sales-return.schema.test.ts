import { describe, expect, it } from 'vitest';
import { ZSalesReturn } from './sales-return.schema.ts';

const line = { itemno: 'KOPI', quantity: '2', unitprice: '1000' };
const issues = (body: unknown) => {
  const r = ZSalesReturn.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('sales return schema (AR RTR, API.md §7.1, spec 001 "Sales refund/return")', () => {
  it('from an invoice: settled off the receivable unless told, the header invoice standing for the lines', () => {
    const ok = ZSalesReturn.safeParse({ returndate: '2026-03-10', customerid: 1, arinvoiceid: 5, details: [{ ...line, invseq: 1 }] });
    expect(ok.success && ok.data).toMatchObject({ settlement: 'receivable', withoutsi: false, inclusivetax: false });
    expect(issues({ returndate: '2026-03-10', customerid: 1, details: [{ ...line, invseq: 1 }] })).toEqual([['details.0.arinvoiceid', 'V_REQUIRED']]);
    expect(issues({ returndate: '2026-03-10', customerid: 1, arinvoiceid: 5, details: [line] })).toEqual([['details.0.invseq', 'V_REQUIRED']]);
    expect(issues({ returndate: '2026-03-10', customerid: 1, arinvoiceid: 5, details: [{ ...line, invseq: 1, doid: 3, doseq: 1 }] })).toEqual([['details.0.doid', 'V_UNKNOWN_FIELD']]);
  });

  it('a refund names its bank account, credit and receivable none', () => {
    const base = { returndate: '2026-03-10', customerid: 1, arinvoiceid: 5, details: [{ ...line, invseq: 1 }] };
    expect(issues({ ...base, settlement: 'refund' })).toEqual([['bankaccount', 'V_REQUIRED']]);
    expect(issues({ ...base, settlement: 'refund', bankaccount: 9 })).toEqual([]);
    expect(issues({ ...base, settlement: 'credit', bankaccount: 9 })).toEqual([['bankaccount', 'V_UNKNOWN_FIELD']]);
    expect(issues({ ...base, settlement: 'cash' }).map(([path]) => path)).toEqual(['settlement']);
  });

  it('withoutsi: lines from a delivery order, no invoice, no settlement', () => {
    const base = { returndate: '2026-03-10', customerid: 1, withoutsi: true };
    expect(issues({ ...base, details: [{ ...line, doid: 3, doseq: 1 }] })).toEqual([]);
    expect(issues({ ...base, details: [line] })).toEqual([
      ['details.0.doid', 'V_REQUIRED'],
      ['details.0.doseq', 'V_REQUIRED'],
    ]);
    expect(issues({ ...base, arinvoiceid: 5, details: [{ ...line, doid: 3, doseq: 1 }] })).toEqual([['arinvoiceid', 'V_UNKNOWN_FIELD']]);
    expect(issues({ ...base, settlement: 'credit', details: [{ ...line, doid: 3, doseq: 1 }] })).toEqual([['settlement', 'V_UNKNOWN_FIELD']]);
  });
});
