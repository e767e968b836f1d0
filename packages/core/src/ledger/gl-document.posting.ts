import Decimal from 'decimal.js';
import type { TGlDocument } from './gl-document.schema.ts';
import type { PostingLine } from './journal.ts';

/** Which way the cash or bank account of a cashier's document moves: out (other payment) or in (other receipt). */
export type CashSide = 'payment' | 'receipt';

/** Positions of the counter lines that are not positive amounts (a cashier's document with a header `glaccount`). */
export function nonPositiveLines(doc: TGlDocument): number[] {
  if (!doc.glaccount) return [];
  return doc.details.flatMap((d, i) => (new Decimal(d.glamount).isPositive() && !new Decimal(d.glamount).isZero() ? [] : [i]));
}

/**
 * The signed lines a document stands for (debit positive). A journal voucher's, and any document sent without a
 * header `glaccount`, are already signed. With one (other payment and other receipt as a cashier enters them) the
 * lines are the counter accounts with positive amounts: a payment debits them and credits the cash or bank account
 * with their total; a receipt credits them and debits it. The derived line comes last, in the document's rate.
 */
export function signedDetails(doc: TGlDocument, side: CashSide | null): TGlDocument['details'] {
  if (!doc.glaccount || !side) return doc.details;
  const sign = side === 'payment' ? 1 : -1;
  const rate = doc.rate ?? '1';
  const counter = doc.details.map((d) => {
    const lineRate = d.rate ?? rate;
    const prime = d.primeamount ?? new Decimal(d.glamount).dividedBy(lineRate).toDecimalPlaces(6).toFixed();
    return { ...d, glamount: new Decimal(d.glamount).times(sign).toFixed(), primeamount: new Decimal(prime).times(sign).toFixed(), rate: lineRate };
  });
  const base = counter.reduce((sum, d) => sum.plus(d.glamount), new Decimal(0)).negated();
  const prime = counter.reduce((sum, d) => sum.plus(d.primeamount), new Decimal(0)).negated();
  return [...counter, { glaccount: doc.glaccount, glamount: base.toFixed(), primeamount: prime.toFixed(), rate, description: doc.payee || doc.description }];
}

/**
 * Journal voucher, other payment and other receipt post their lines as entered: `glamount` is the signed
 * base-currency amount (debit positive). A foreign-currency line carries its own `primeamount` and `rate`;
 * when only the rate is given, the prime amount is derived from it.
 */
export function postGlDocument(doc: TGlDocument, glidOf: (glaccount: string) => number, currencyid: number | null, side: CashSide | null = null): PostingLine[] {
  return signedDetails(doc, side).map((d) => {
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
