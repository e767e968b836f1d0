import { ZGlDocument } from '@lontar/core';
import { describe, expect, it } from 'vitest';
import { balanceOf, emptyLine, filledLines, glToBody, glToValues, glTotals, type GlValues } from './gl-values.ts';

const read = {
  jvid: 7,
  version: 3,
  form: 'journal-voucher',
  jvnumber: 'JV/00007',
  transdate: '2026-03-10',
  description: 'Sewa kantor',
  currencyid: null,
  rate: '1',
  idnext: null,
  idprev: 6,
  details: [
    { seq: 1, glid: 40, glaccount: '6-10200', accountname: 'Sewa', glamount: '5000000', primeamount: '5000000', rate: '1', subsidiary: null, deptid: 2, projectid: null, description: '', debit: '5000000', credit: '0' },
    { seq: 2, glid: 3, glaccount: '1-10002', accountname: 'Bank', glamount: '-5000000', primeamount: '-5000000', rate: '1', subsidiary: 12, deptid: null, projectid: null, description: 'Transfer', debit: '0', credit: '5000000' },
  ],
};

describe('journal document values', () => {
  it('writes a cashier\'s document with its cash or bank account and the positive amounts typed', () => {
    const values: GlValues = {
      transdate: '2026-03-01',
      glaccount: '1-10003',
      personid: 12,
      payee: ' PLN ',
      details: [{ ...emptyLine(), glaccount: '6-10300', debit: '250000.50' }, { ...emptyLine(), glaccount: '6-10200', debit: '1500000' }, emptyLine()],
    };
    const body = glToBody(values, {}, false, true);
    expect(body).toMatchObject({ glaccount: '1-10003', personid: 12, payee: 'PLN' });
    expect((body.details as { glamount: string }[]).map((d) => d.glamount)).toEqual(['250000.5', '1500000']);
    expect(ZGlDocument.safeParse(body).success).toBe(true);
    expect(glTotals(values.details, false, '1').baseDebit).toBe('1750000.5');
    // Read back, it fills the same fields.
    const read = { jvid: 9, version: 1, transdate: '2026-03-01', glaccount: '1-10003', personid: 12, payee: 'PLN', rate: '1', details: [{ glaccount: '6-10300', glamount: '250000.5' }] };
    expect(glToValues(read, false)).toMatchObject({ glaccount: '1-10003', personid: 12, payee: 'PLN', details: [{ glaccount: '6-10300', debit: '250000.5', credit: null }] });
  });

  it('reads a document into debit and credit columns and writes it back as the API takes it', () => {
    const values = glToValues(read, false);
    expect(values.details).toEqual([
      { glaccount: '6-10200', debit: '5000000', credit: null, description: '', subsidiary: null, deptid: 2, projectid: null, rate: null },
      { glaccount: '1-10002', debit: null, credit: '5000000', description: 'Transfer', subsidiary: 12, deptid: null, projectid: null, rate: null },
    ]);
    const body = glToBody({ ...values, details: [...values.details!, emptyLine(), emptyLine()] }, read, false);
    expect(body).toEqual({
      jvid: 7,
      version: 3,
      jvnumber: 'JV/00007',
      transdate: '2026-03-10',
      description: 'Sewa kantor',
      currencyid: null,
      rate: '1',
      personid: null,
      payee: '',
      details: [
        { glaccount: '6-10200', glamount: '5000000', description: '', subsidiary: null, deptid: 2, projectid: null },
        { glaccount: '1-10002', glamount: '-5000000', description: 'Transfer', subsidiary: 12, deptid: null, projectid: null },
      ],
    });
    expect(ZGlDocument.safeParse(body).success).toBe(true);
  });

  it('leaves the number out of a new document whose number is empty, so the numbering gives it', () => {
    const values: GlValues = { jvnumber: ' ', transdate: '2026-03-01', description: '', details: [{ ...emptyLine(), glaccount: '1-10001', debit: '10' }, { ...emptyLine(), glaccount: '4-10000', credit: '10' }] };
    const body = glToBody(values, {}, false);
    expect(body).not.toHaveProperty('jvnumber');
    expect(body).not.toHaveProperty('jvid');
    expect(ZGlDocument.safeParse(body).success).toBe(true);
  });

  it('keeps an empty row between lines (the schema names it) but drops the empty rows at the end', () => {
    const lines = [{ ...emptyLine(), glaccount: 'A', debit: '1' }, emptyLine(), { ...emptyLine(), credit: '1' }, emptyLine()];
    expect(filledLines(lines)).toHaveLength(3);
    const checked = ZGlDocument.safeParse(glToBody({ transdate: '2026-01-01', details: lines }, {}, false));
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['details.1.glaccount', 'details.2.glaccount']);
  });

  it('passes text that is not a number on, for the schema to name', () => {
    const body = glToBody({ transdate: '2026-01-01', details: [{ ...emptyLine(), glaccount: 'A', debit: 'lima' }, { ...emptyLine(), glaccount: 'B', credit: '5' }] }, {}, false);
    const checked = ZGlDocument.safeParse(body);
    expect(checked.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['details.0.glamount']);
  });

  it('turns foreign lines into base amounts with their rate and keeps the prime amount', () => {
    const values: GlValues = {
      transdate: '2026-04-02',
      currencyid: 2,
      rate: '16250',
      details: [
        { ...emptyLine('16250'), glaccount: '1-10003', debit: '100.5' },
        { ...emptyLine(), glaccount: '4-10000', credit: '100.5' },
      ],
    };
    const body = glToBody(values, {}, true);
    expect(body.details).toEqual([
      expect.objectContaining({ glamount: '1633125', primeamount: '100.5', rate: '16250' }),
      expect.objectContaining({ glamount: '-1633125', primeamount: '-100.5', rate: '16250' }),
    ]);
    expect(ZGlDocument.safeParse(body).success).toBe(true);
    expect(glTotals(values.details, true, values.rate)).toEqual({ debit: '100.5', credit: '100.5', baseDebit: '1633125', baseCredit: '1633125', difference: '0' });

    const back = glToValues({ ...body, details: (body.details as object[]).map((line) => ({ ...line })) }, true);
    expect(back.details?.map((line) => [line.debit, line.credit, line.rate])).toEqual([
      ['100.5', null, '16250'],
      [null, '100.5', '16250'],
    ]);
  });

  it('totals the columns and says what must be zero', () => {
    const lines = [
      { ...emptyLine(), debit: '1500000.5' },
      { ...emptyLine(), debit: '250000' },
      { ...emptyLine(), credit: '1750000.5' },
      // Text still being typed counts as nothing.
      { ...emptyLine(), debit: '12abc' },
    ];
    expect(glTotals(lines, false, '1')).toEqual({ debit: '1750000.5', credit: '1750000.5', baseDebit: '1750000.5', baseCredit: '1750000.5', difference: '0' });
    expect(glTotals([{ ...emptyLine(), debit: '100' }, { ...emptyLine(), credit: '90' }], false, '1').difference).toBe('10');
  });

  it('tells a balanced journal, a rounding difference the server may book, and an unbalanced one', () => {
    expect(balanceOf([{ glamount: '100' }, { glamount: '-100' }])).toBe('balanced');
    expect(balanceOf([{ glamount: '100.004' }, { glamount: '-100' }])).toBe('balanced');
    expect(balanceOf([{ glamount: '100.01' }, { glamount: '-100' }])).toBe('rounding');
    expect(balanceOf([{ glamount: '100' }, { glamount: '-90' }])).toBe('unbalanced');
  });
});
