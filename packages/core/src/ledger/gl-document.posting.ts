import Decimal from 'decimal.js';
import type { TGlDocument } from './gl-document.schema.ts';
import type { PostingLine } from './journal.ts';

/**
 * Journal voucher, other payment and other receipt post their lines as entered: `glamount` is the signed
 * base-currency amount (debit positive). A foreign-currency line carries its own `primeamount` and `rate`;
 * when only the rate is given, the prime amount is derived from it.
 */
export function postGlDocument(doc: TGlDocument, glidOf: (glaccount: string) => number, currencyid: number | null): PostingLine[] {
  return doc.details.map((d) => {
    const rate = d.rate ?? doc.rate ?? '1';
    const primeamount = d.primeamount ?? new Decimal(d.glamount).dividedBy(rate).toDecimalPlaces(6).toFixed();
    return {
      glid: glidOf(d.glaccount),
      amount: d.glamount,
      primeamount,
      rate,
      currencyid,
      deptid: d.deptid ?? null,
      projectid: d.projectid ?? null,
      branchid: null,
      subsidiary: d.subsidiary ?? null,
      description: d.description || doc.description,
    };
  });
}
