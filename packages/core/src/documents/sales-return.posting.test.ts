import { describe, expect, it } from 'vitest';
import type { PostingLine } from '../ledger/journal.ts';
import { computeTradeTotals } from '../trade/trade-totals.ts';
import { mergePostingLines } from '../trade/trade-posting.ts';
import type { TradeTax } from '../trade/vat.ts';
import { isBalanced } from './purchase.posting.ts';
import { postSalesReturn, postSalesReturnGoods, type SalesReturnPosting } from './sales-return.posting.ts';

const BANK = 10;
const AR = 12;
const INV = 13;
const CREDIT = 22;
const VAT_OUT = 23;
const RETURN = 45;
const ITEM_RETURN = 46;
const COGS = 51;
const GAIN = 71;
const LOSS = 81;

const PPN: TradeTax = { code: 'PPN', kind: 'vat', rate: '0.12', dppfactor: '11/12' };
const rows = (lines: readonly PostingLine[]) => lines.map((l) => [l.glid, l.amount, l.primeamount, l.rate]);
// 2 × 150,000 = 300,000 → DPP Nilai Lain 275,000 → PPN 33,000
const t = computeTradeTotals({ lines: [{ quantity: '2', unitprice: '150000', taxes: [PPN] }] });
const doc = (over: Partial<SalesReturnPosting>): SalesReturnPosting => ({
  rate: '1',
  currencyid: null,
  description: 'SRT/00001',
  settlement: 'receivable',
  settleglid: AR,
  gainglid: GAIN,
  lossglid: LOSS,
  lines: [{ value: t.lines[0]!.value, returnglid: RETURN }],
  taxes: [{ glid: VAT_OUT, amount: t.tax1amount }],
  ...over,
});
const back = (cost: string, cogsglid = COGS) => ({ stockglid: INV, trueupglid: COGS, cost, adjustment: '0.00', deptid: null, projectid: null, cogsglid });

describe('sales return: the document part with its goods coming back at their original cost', () => {
  it.each<{ name: string; posting: SalesReturnPosting; goods: ReturnType<typeof back>[]; out: Record<number, string> }>([
    {
      // 333,000 off the receivable; the goods left at 240,000 and come back at it, against COGS
      name: 'off the invoice receivable',
      posting: doc({}),
      goods: [back('240000.00')],
      out: { [RETURN]: '300000.00', [VAT_OUT]: '33000.00', [AR]: '-333000.00', [INV]: '240000.00', [COGS]: '-240000.00' },
    },
    {
      name: 'refunded from the bank',
      posting: doc({ settlement: 'refund', settleglid: BANK }),
      goods: [back('240000.00')],
      out: { [RETURN]: '300000.00', [VAT_OUT]: '33000.00', [BANK]: '-333000.00', [INV]: '240000.00', [COGS]: '-240000.00' },
    },
    {
      name: 'kept as customer credit',
      posting: doc({ settlement: 'credit', settleglid: CREDIT }),
      goods: [back('240000.00')],
      out: { [RETURN]: '300000.00', [VAT_OUT]: '33000.00', [CREDIT]: '-333000.00', [INV]: '240000.00', [COGS]: '-240000.00' },
    },
    {
      // two lines: one on its item's own sales return account; a service line brings no goods back
      name: "lines on their items' return accounts",
      posting: doc({ lines: [{ value: '300000.00', returnglid: ITEM_RETURN }, { value: '100000.00', returnglid: RETURN }], taxes: [{ glid: VAT_OUT, amount: '44000.00' }] }),
      goods: [back('240000.00')],
      out: { [ITEM_RETURN]: '300000.00', [RETURN]: '100000.00', [VAT_OUT]: '44000.00', [AR]: '-444000.00', [INV]: '240000.00', [COGS]: '-240000.00' },
    },
  ])('$name', ({ posting, goods, out }) => {
    const own = postSalesReturn(posting);
    expect(isBalanced(own)).toBe(true);
    const journal = mergePostingLines([...own, ...postSalesReturnGoods(goods, posting.description)]);
    expect(Object.fromEntries(journal.map((l) => [l.glid, l.amount]))).toEqual(out);
    expect(isBalanced(journal)).toBe(true);
  });

  it('the document part line by line', () => {
    expect(rows(postSalesReturn(doc({})))).toEqual([
      [RETURN, '300000.00', '300000.00', '1'],
      [VAT_OUT, '33000.00', '33000.00', '1'],
      [AR, '-333000.00', '-333000.00', '1'],
    ]);
  });

  it.each([
    // 10 USD returned at 16,500 off an invoice booked at 16,000: the receivable falls by the 160,000 it holds; 5,000 gain
    { rate: '16500', out: [[RETURN, '165000.00', '10.00', '16500'], [AR, '-160000.00', '-10.00', '16000'], [GAIN, '-5000.00', '-5000.00', '1']] },
    // returned at 15,700: 3,000 loss
    { rate: '15700', out: [[RETURN, '157000.00', '10.00', '15700'], [AR, '-160000.00', '-10.00', '16000'], [LOSS, '3000.00', '3000.00', '1']] },
    // at the invoice's own rate nothing is realised
    { rate: '16000', out: [[RETURN, '160000.00', '10.00', '16000'], [AR, '-160000.00', '-10.00', '16000']] },
  ])('a foreign-currency return at $rate off an invoice booked at 16,000', ({ rate, out }) => {
    const lines = postSalesReturn(doc({ rate, currencyid: 2, invoicerate: '16000', lines: [{ value: '10.00', returnglid: RETURN }], taxes: [] }));
    expect(rows(lines)).toEqual(out);
    expect(isBalanced(lines)).toBe(true);
  });

  it('a refund in a foreign currency leaves the bank at the return’s rate', () => {
    const lines = postSalesReturn(doc({ rate: '16500', currencyid: 2, settlement: 'refund', settleglid: BANK, invoicerate: '16000', lines: [{ value: '10.00', returnglid: RETURN }], taxes: [] }));
    expect(rows(lines)).toEqual([
      [RETURN, '165000.00', '10.00', '16500'],
      [BANK, '-165000.00', '-10.00', '16500'],
    ]);
  });
});
