import { describe, expect, it } from 'vitest';
import { ZGlDocument } from './gl-document.schema.ts';
import { postGlDocument } from './gl-document.posting.ts';

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
