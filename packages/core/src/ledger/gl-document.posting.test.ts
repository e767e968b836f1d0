import { describe, expect, it } from 'vitest';
import { ZGlDocument } from './gl-document.schema.ts';
import { nonPositiveLines, postGlDocument } from './gl-document.posting.ts';

const ids: Record<string, number> = { '1-10002': 11, '6-10200': 62, '2-10000': 80 };
const glidOf = (no: string) => ids[no]!;

describe('postGlDocument', () => {
  it.each([
    {
      name: 'journal voucher in IDR',
      doc: { transdate: '2026-11-01', description: 'Sewa November', details: [{ glaccount: '6-10200', glamount: '5000000' }, { glaccount: '1-10002', glamount: '-5000000' }] },
      out: [[62, '5000000', '5000000', '1', 'Sewa November'], [11, '-5000000', '-5000000', '1', 'Sewa November']],
    },
    {
      name: 'foreign-currency line derives its prime amount from the rate',
      doc: { transdate: '2026-11-01', details: [{ glaccount: '2-10000', glamount: '16250000', rate: '16250', description: 'Bayar USD' }, { glaccount: '1-10002', glamount: '-16250000' }] },
      out: [[80, '16250000', '1000', '16250', 'Bayar USD'], [11, '-16250000', '-16250000', '1', '']],
    },
    {
      name: 'comma decimals typed by the user',
      doc: { transdate: '2026-11-01', details: [{ glaccount: '6-10200', glamount: '1250,50' }, { glaccount: '1-10002', glamount: '-1250,50' }] },
      out: [[62, '1250.50', '1250.5', '1', ''], [11, '-1250.50', '-1250.5', '1', '']],
    },
  ])('$name', ({ doc, out }) => {
    const lines = postGlDocument(ZGlDocument.parse(doc), glidOf, null);
    expect(lines.map((l) => [l.glid, l.amount, l.primeamount, l.rate, l.description])).toEqual(out);
  });

  it('needs at least two lines', () => {
    expect(ZGlDocument.safeParse({ transdate: '2026-11-01', details: [{ glaccount: '1', glamount: '1' }] }).success).toBe(false);
  });
});

describe('other payment and other receipt as a cashier enters them', () => {
  const bank = '1-10003';
  Object.assign(ids, { [bank]: 13, '6-10300': 63, '4-10000': 41 });
  it.each([
    {
      name: 'a payment debits the counter accounts and credits the bank with their total',
      side: 'payment' as const,
      doc: { transdate: '2026-11-01', glaccount: bank, payee: 'PLN', details: [{ glaccount: '6-10200', glamount: '1500000' }, { glaccount: '6-10300', glamount: '250000,50', description: 'Air' }] },
      out: [[62, '1500000', '1500000', '1', ''], [63, '250000.5', '250000.5', '1', 'Air'], [13, '-1750000.5', '-1750000.5', '1', 'PLN']],
    },
    {
      name: 'a receipt credits them and debits the bank',
      side: 'receipt' as const,
      doc: { transdate: '2026-11-01', glaccount: bank, description: 'Jasa', details: [{ glaccount: '4-10000', glamount: '3000000' }] },
      out: [[41, '-3000000', '-3000000', '1', 'Jasa'], [13, '3000000', '3000000', '1', 'Jasa']],
    },
    {
      name: 'a foreign-currency payment: the bank line in the document rate, its prime amount the sum of the lines',
      side: 'payment' as const,
      doc: { transdate: '2026-11-01', glaccount: bank, rate: '16000', details: [{ glaccount: '6-10200', glamount: '1600000', primeamount: '100', rate: '16000' }] },
      out: [[62, '1600000', '100', '16000', ''], [13, '-1600000', '-100', '16000', '']],
    },
    {
      name: 'without a header account the lines stay signed, as in API.md §5',
      side: 'payment' as const,
      doc: { transdate: '2026-11-01', details: [{ glaccount: '6-10200', glamount: '500' }, { glaccount: bank, glamount: '-500' }] },
      out: [[62, '500', '500', '1', ''], [13, '-500', '-500', '1', '']],
    },
  ])('$name', ({ side, doc, out }) => {
    const lines = postGlDocument(ZGlDocument.parse(doc), glidOf, null, side);
    expect(lines.map((l) => [l.glid, l.amount, l.primeamount, l.rate, l.description])).toEqual(out);
  });

  it('names the counter lines that are not positive', () => {
    const doc = ZGlDocument.parse({ transdate: '2026-11-01', glaccount: bank, details: [{ glaccount: '6-10200', glamount: '10' }, { glaccount: '6-10300', glamount: '0' }, { glaccount: '6-10300', glamount: '-5' }] });
    expect(nonPositiveLines(doc)).toEqual([1, 2]);
    expect(nonPositiveLines(ZGlDocument.parse({ transdate: '2026-11-01', details: [{ glaccount: '1', glamount: '-1' }, { glaccount: '2', glamount: '1' }] }))).toEqual([]);
  });

  it('takes one counter line with a header account, never one signed line', () => {
    expect(ZGlDocument.safeParse({ transdate: '2026-11-01', glaccount: bank, details: [{ glaccount: '6-10200', glamount: '1' }] }).success).toBe(true);
  });
});
