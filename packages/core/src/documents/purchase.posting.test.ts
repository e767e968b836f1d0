import { describe, expect, it } from 'vitest';
import type { PostingLine } from '../ledger/journal.ts';
import { LedgerError } from '../ledger/journal.ts';
import { computeTradeTotals, type TradeTotalsInput } from '../trade/trade-totals.ts';
import { mergePostingLines, receiptUnitCost, taxesByAccount } from '../trade/trade-posting.ts';
import type { TradeTax } from '../trade/vat.ts';
import { isBalanced, postPurchaseInvoice, postPurchaseReturn, type PurchaseInvoicePosting, type PurchaseReturnPosting } from './purchase.posting.ts';
import { postStockMoves, type CostedMove } from './stock-posting.ts';

// Accounts (glids) of a small chart.
const INV = 11;
const VAT_IN = 15;
const DP = 16;
const PAYABLE = 20;
const UNBILLED = 21;
const RETURN = 51;
const ITEM_RETURN = 52;
const EXPENSE = 61;
const FREIGHT = 62;
const UNLOAD = 63;
const GAIN = 71;
const LOSS = 72;

const PPN: TradeTax = { code: 'PPN', kind: 'vat', rate: '0.12', dppfactor: '11/12' };
const IDR = { rate: '1', currencyid: null, description: 'PI/00001' };
const rows = (lines: readonly PostingLine[]) => lines.map((l) => [l.glid, l.amount, l.primeamount]);
const totals = (input: TradeTotalsInput) => computeTradeTotals(input);
const stockIn = (cost: string, counterglid: number | null): CostedMove => ({ kind: 'receipt', stockglid: INV, counterglid, trueupglid: null, cost, adjustment: '0.00', deptid: null, projectid: null });
const stockOut = (cost: string): CostedMove => ({ ...stockIn(cost, RETURN), kind: 'issue' });

describe('goods receipt: inventory at receipt cost against unbilled (through the stock engine)', () => {
  it('10 × 150,000 with PPN: cost is the value without VAT', () => {
    const t = totals({ lines: [{ quantity: '10', unitprice: '150000', taxes: [PPN] }] });
    // unit cost 1,500,000 ÷ 10 = 150,000 per unit1
    expect(receiptUnitCost(t.lines[0]!.value, '10', '1')).toBe('150000.000000');
    const lines = postStockMoves([stockIn(t.lines[0]!.value, UNBILLED)], 'GR/00001');
    expect(rows(lines)).toEqual([
      [INV, '1500000.00', '1500000.00'],
      [UNBILLED, '-1500000.00', '-1500000.00'],
    ]);
  });
  it('a foreign receipt costs at its rate: 100 USD × 15,900 over 40 pcs = 39,750 per pc', () => {
    expect(receiptUnitCost('100.00', '40', '15900')).toBe('39750.000000');
  });
});

describe('postPurchaseInvoice', () => {
  const invoice = (input: TradeTotalsInput, over: (t: ReturnType<typeof totals>) => Partial<PurchaseInvoicePosting>): PurchaseInvoicePosting => {
    const t = totals(input);
    return { ...IDR, payableglid: PAYABLE, unbilledglid: UNBILLED, lines: [], taxes: [{ glid: VAT_IN, amount: t.tax1amount }], totalamount: t.totalamount, ...over(t) };
  };
  it.each<{ name: string; doc: PurchaseInvoicePosting; out: (string | number)[][] }>([
    {
      // 1,500,000 × 11/12 = 1,375,000 × 12 % = 165,000; total 1,665,000
      name: 'received goods at the receipt price: unbilled cleared, input VAT, payable',
      doc: invoice({ lines: [{ quantity: '10', unitprice: '150000', taxes: [PPN] }] }, (t) => ({ lines: [{ kind: 'received', glid: INV, value: t.lines[0]!.value, receiptcost: '1500000.00' }] })),
      out: [
        [UNBILLED, '1500000.00', '1500000.00'],
        [VAT_IN, '165000.00', '165000.00'],
        [PAYABLE, '-1665000.00', '-1665000.00'],
      ],
    },
    {
      // 10 × 155,000 = 1,550,000 against a receipt of 1,500,000: 50,000 to inventory;
      // 1,550,000 × 11/12 = 1,420,833.33 → 1,420,833 × 12 % = 170,499.96 → 170,500; total 1,720,500
      name: 'received goods at a higher price: the difference to inventory',
      doc: invoice({ lines: [{ quantity: '10', unitprice: '155000', taxes: [PPN] }] }, (t) => ({ lines: [{ kind: 'received', glid: INV, value: t.lines[0]!.value, receiptcost: '1500000.00' }] })),
      out: [
        [UNBILLED, '1500000.00', '1500000.00'],
        [INV, '50000.00', '50000.00'],
        [VAT_IN, '170500.00', '170500.00'],
        [PAYABLE, '-1720500.00', '-1720500.00'],
      ],
    },
    {
      // lower price: 10 × 148,000 = 1,480,000: −20,000 off inventory; VAT 1,356,667 × 12 % = 162,800.04 → 162,800
      name: 'received goods at a lower price: inventory credited',
      doc: invoice({ lines: [{ quantity: '10', unitprice: '148000', taxes: [PPN] }] }, (t) => ({ lines: [{ kind: 'received', glid: INV, value: t.lines[0]!.value, receiptcost: '1500000.00' }] })),
      out: [
        [UNBILLED, '1500000.00', '1500000.00'],
        [INV, '-20000.00', '-20000.00'],
        [VAT_IN, '162800.00', '162800.00'],
        [PAYABLE, '-1642800.00', '-1642800.00'],
      ],
    },
    {
      // 2 × 500,000 = 1,000,000 → 916,667 → VAT 110,000; freight 50,000, unloading 25,000: total 1,185,000
      name: 'goods not received before (direct) with freight and an extra cost',
      doc: invoice({ lines: [{ quantity: '2', unitprice: '500000', taxes: [PPN] }], freight: '50000', costs: ['25000'] }, (t) => ({
        lines: [{ kind: 'account', glid: INV, value: t.lines[0]!.value }],
        freight: { glid: FREIGHT, amount: t.freight },
        costs: [{ glid: UNLOAD, amount: '25000', description: 'Bongkar muat' }],
      })),
      out: [
        [INV, '1000000.00', '1000000.00'],
        [VAT_IN, '110000.00', '110000.00'],
        [FREIGHT, '50000.00', '50000.00'],
        [UNLOAD, '25000.00', '25000.00'],
        [PAYABLE, '-1185000.00', '-1185000.00'],
      ],
    },
    {
      // a non-inventory item without tax, 10+5: 1,000,000 × 0.855 = 855,000 to its purchase (expense) account
      name: 'a non-inventory item to its purchase account',
      doc: invoice({ lines: [{ quantity: '1', unitprice: '1000000', itemdiscpc: '10+5' }] }, (t) => ({ lines: [{ kind: 'account', glid: EXPENSE, value: t.lines[0]!.value }], taxes: [] })),
      out: [
        [EXPENSE, '855000.00', '855000.00'],
        [PAYABLE, '-855000.00', '-855000.00'],
      ],
    },
    {
      // down-payment invoice: 1,000,000 + PPN 110,000 = 1,110,000 owed; the net to purchase down payments
      name: 'a down-payment invoice (isdp)',
      doc: invoice({ lines: [{ quantity: '1', unitprice: '1000000', taxes: [PPN] }] }, (t) => ({ lines: [{ kind: 'account', glid: DP, value: t.lines[0]!.value }] })),
      out: [
        [DP, '1000000.00', '1000000.00'],
        [VAT_IN, '110000.00', '110000.00'],
        [PAYABLE, '-1110000.00', '-1110000.00'],
      ],
    },
    {
      // 10,000,000 with that down payment applied: DPP 9,000,000 → VAT 990,000; total 9,990,000;
      // inventory at the full 10,000,000, the DP's net 1,000,000 credited back
      name: 'a down payment applied on a direct invoice',
      doc: invoice({ lines: [{ quantity: '1', unitprice: '10000000', taxes: [PPN] }], downpayments: [{ gross: '1110000', net: '1000000' }] }, (t) => ({
        lines: [{ kind: 'account', glid: INV, value: t.lines[0]!.value }],
        downpayment: { glid: DP, net: t.dpnet },
      })),
      out: [
        [INV, '10000000.00', '10000000.00'],
        [VAT_IN, '990000.00', '990000.00'],
        [DP, '-1000000.00', '-1000000.00'],
        [PAYABLE, '-9990000.00', '-9990000.00'],
      ],
    },
    {
      // inclusive: 11,100,000 incl. VAT less the DP gross 1,110,000 = 9,990,000 owed; DPP 9,000,000, VAT 990,000;
      // value 10,000,000 (what the goods cost without VAT)
      name: 'a down payment applied on inclusive prices',
      doc: invoice({ lines: [{ quantity: '1', unitprice: '11100000', taxes: [PPN] }], inclusivetax: true, downpayments: [{ gross: '1110000', net: '1000000' }] }, (t) => ({
        lines: [{ kind: 'account', glid: INV, value: t.lines[0]!.value }],
        downpayment: { glid: DP, net: t.dpnet },
      })),
      out: [
        [INV, '10000000.00', '10000000.00'],
        [VAT_IN, '990000.00', '990000.00'],
        [DP, '-1000000.00', '-1000000.00'],
        [PAYABLE, '-9990000.00', '-9990000.00'],
      ],
    },
    {
      // USD at 16,000: 100.00 USD = 1,600,000 against a receipt costed at 15,900 (1,590,000);
      // unbilled 1,590,000 (prime 1,590,000 ÷ 16,000 = 99.375 → 99.38), inventory the rest: 10,000 (prime 0.62)
      name: 'a foreign-currency invoice of goods received at another rate',
      doc: { rate: '16000', currencyid: 2, description: 'PI/00009', payableglid: PAYABLE, unbilledglid: UNBILLED, lines: [{ kind: 'received', glid: INV, value: '100.00', receiptcost: '1590000.00' }], totalamount: '100.00' },
      out: [
        [UNBILLED, '1590000.00', '99.38'],
        [INV, '10000.00', '0.62'],
        [PAYABLE, '-1600000.00', '-100.00'],
      ],
    },
    {
      // USD: a 10.00 USD down payment made at 15,000 (150,000 in the DP account) applied on a 100.00 USD invoice at
      // 16,000: the DP account is credited with the 150,000 it holds, not 160,000; the 10,000 difference is a gain
      // (the rupiah paid in advance bought more); payable 90.00 USD = 1,440,000
      name: 'a foreign-currency down payment made at a lower rate: credited at its own rupiah, a realised gain',
      doc: { rate: '16000', currencyid: 2, description: 'PI/00010', payableglid: PAYABLE, unbilledglid: UNBILLED, lines: [{ kind: 'account', glid: INV, value: '100.00' }], downpayment: { glid: DP, net: '10.00', base: '150000', gainglid: GAIN, lossglid: LOSS }, totalamount: '90.00' },
      out: [
        [INV, '1600000.00', '100.00'],
        [DP, '-150000.00', '-10.00'],
        [GAIN, '-10000.00', '-10000.00'],
        [PAYABLE, '-1440000.00', '-90.00'],
      ],
    },
    {
      // the same down payment made at 16,500 (165,000) applied at 16,000: 5,000 realised loss
      name: 'a foreign-currency down payment made at a higher rate: a realised loss',
      doc: { rate: '16000', currencyid: 2, description: 'PI/00011', payableglid: PAYABLE, unbilledglid: UNBILLED, lines: [{ kind: 'account', glid: INV, value: '100.00' }], downpayment: { glid: DP, net: '10.00', base: '165000', gainglid: GAIN, lossglid: LOSS }, totalamount: '90.00' },
      out: [
        [INV, '1600000.00', '100.00'],
        [DP, '-165000.00', '-10.00'],
        [LOSS, '5000.00', '5000.00'],
        [PAYABLE, '-1440000.00', '-90.00'],
      ],
    },
    {
      // at the same rate nothing is realised
      name: 'a foreign-currency down payment applied at its own rate',
      doc: { rate: '16000', currencyid: 2, description: 'PI/00012', payableglid: PAYABLE, unbilledglid: UNBILLED, lines: [{ kind: 'account', glid: INV, value: '100.00' }], downpayment: { glid: DP, net: '10.00', base: '160000', gainglid: GAIN, lossglid: LOSS }, totalamount: '90.00' },
      out: [
        [INV, '1600000.00', '100.00'],
        [DP, '-160000.00', '-10.00'],
        [PAYABLE, '-1440000.00', '-90.00'],
      ],
    },
  ])('$name', ({ doc, out }) => {
    const lines = postPurchaseInvoice(doc);
    expect(rows(lines)).toEqual(out);
    expect(isBalanced(lines)).toBe(true);
  });

  it('keeps departments and projects of lines and costs', () => {
    const lines = postPurchaseInvoice({ ...IDR, payableglid: PAYABLE, unbilledglid: UNBILLED, lines: [{ kind: 'account', glid: EXPENSE, value: '100.00', deptid: 3, projectid: 4 }], costs: [{ glid: UNLOAD, amount: '5', deptid: 3 }], totalamount: '105.00' });
    expect(lines.map((l) => [l.glid, l.deptid, l.projectid, l.amount])).toEqual([
      [EXPENSE, 3, 4, '100.00'],
      [UNLOAD, 3, null, '5.00'],
      [PAYABLE, null, null, '-105.00'],
    ]);
  });

  it('refuses parts that do not add up to the total', () => {
    expect(() => postPurchaseInvoice({ ...IDR, payableglid: PAYABLE, unbilledglid: UNBILLED, lines: [{ kind: 'account', glid: INV, value: '100.00' }], totalamount: '100.01' })).toThrowError(LedgerError);
  });
});

describe("purchase return: the document part with its stock moves (cost through postStockMoves, counter each line's return account)", () => {
  const doc = (over: Partial<PurchaseReturnPosting>): PurchaseReturnPosting => ({ ...IDR, description: 'PRT/00001', mode: 'invoice', payableglid: PAYABLE, unbilledglid: UNBILLED, lines: [], ...over });
  // 2 × 150,000 = 300,000; 300,000 × 11/12 = 275,000 × 12 % = 33,000
  const t = totals({ lines: [{ quantity: '2', unitprice: '150000', taxes: [PPN] }] });
  const line = (returnglid = RETURN) => ({ value: t.lines[0]!.value, returnglid });
  const vat = [{ glid: VAT_IN, amount: t.tax1amount }];
  // Goods leaving at a cost, each against its line's return account (the counter account of its move).
  const out = (cost: string, counterglid = RETURN): CostedMove => ({ ...stockOut(cost), counterglid });
  it.each<{ name: string; posting: PurchaseReturnPosting; moves: CostedMove[]; out: Record<number, string> }>([
    {
      // goods left at an average cost of 148,000: 296,000; the payable falls by 333,000; 4,000 stays on the return account
      name: 'returned from an invoice',
      posting: doc({ lines: [line()], taxes: vat }),
      moves: [out('296000.00')],
      out: { [PAYABLE]: '333000.00', [INV]: '-296000.00', [VAT_IN]: '-33000.00', [RETURN]: '-4000.00' },
    },
    {
      // never invoiced: unbilled falls by the receipt value, no VAT
      name: 'returned without invoice (withoutpi)',
      posting: doc({ mode: 'withoutpi', lines: [line()], taxes: vat }),
      moves: [out('300000.00')],
      out: { [UNBILLED]: '300000.00', [INV]: '-300000.00' },
    },
    {
      // nothing owed back: the cost goes to the return account
      name: 'nothing owed back (isnihil)',
      posting: doc({ mode: 'nihil', lines: [line()], taxes: vat }),
      moves: [out('296000.00')],
      out: { [RETURN]: '296000.00', [INV]: '-296000.00' },
    },
    {
      // the item has its own purchase return account: its value and cost go there, the company's is untouched
      name: "an item's own purchase return account",
      posting: doc({ lines: [line(ITEM_RETURN)], taxes: vat }),
      moves: [out('296000.00', ITEM_RETURN)],
      out: { [PAYABLE]: '333000.00', [INV]: '-296000.00', [VAT_IN]: '-33000.00', [ITEM_RETURN]: '-4000.00' },
    },
    {
      // two lines, one with its item's (or category's) account and one with the company's: each keeps its own difference
      name: 'lines with their own and with the company account',
      posting: doc({ lines: [line(ITEM_RETURN), line()], taxes: [{ glid: VAT_IN, amount: '66000.00' }] }),
      moves: [out('296000.00', ITEM_RETURN), out('310000.00')],
      out: { [PAYABLE]: '666000.00', [INV]: '-606000.00', [VAT_IN]: '-66000.00', [ITEM_RETURN]: '-4000.00', [RETURN]: '10000.00' },
    },
    {
      // nothing owed back: each item's cost stays on its own return account
      name: 'isnihil with an item account',
      posting: doc({ mode: 'nihil', lines: [line(ITEM_RETURN), line()] }),
      moves: [out('296000.00', ITEM_RETURN), out('310000.00')],
      out: { [ITEM_RETURN]: '296000.00', [RETURN]: '310000.00', [INV]: '-606000.00' },
    },
  ])('$name', ({ posting, moves, out: expected }) => {
    const own = postPurchaseReturn(posting);
    expect(isBalanced(own)).toBe(true);
    const journal = mergePostingLines([...own, ...postStockMoves(moves, posting.description)]);
    expect(Object.fromEntries(journal.map((l) => [l.glid, l.amount]))).toEqual(expected);
    expect(isBalanced(journal)).toBe(true);
  });

  it('the document part of a return from an invoice, line by line', () => {
    expect(rows(postPurchaseReturn(doc({ lines: [{ value: '300000.00', returnglid: RETURN }, { value: '100000.00', returnglid: ITEM_RETURN }], taxes: [{ glid: VAT_IN, amount: '44000.00' }] })))).toEqual([
      [RETURN, '-300000.00', '-300000.00'],
      [ITEM_RETURN, '-100000.00', '-100000.00'],
      [VAT_IN, '-44000.00', '-44000.00'],
      [PAYABLE, '444000.00', '444000.00'],
    ]);
  });
});

describe('taxesByAccount', () => {
  it('adds up the lines’ VAT per tax account and leaves out taxes that post nothing', () => {
    // L1 PPN 110,000 (1,000,000) and PPh 23 (withholding: no account here); L2 PPN 55,000 (500,000); L3 no tax
    const t = totals({ lines: [{ quantity: '1', unitprice: '1000000', taxes: [PPN, { kind: 'withholding', rate: '0.02' }] }, { quantity: '1', unitprice: '500000', taxes: [PPN] }, { quantity: '1', unitprice: '5' }] });
    expect(taxesByAccount(t.lines, [[VAT_IN, null], [VAT_IN], []])).toEqual([{ glid: VAT_IN, amount: '165000.00' }]);
  });
});
