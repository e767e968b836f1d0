import { describe, expect, it } from 'vitest';
import type { PostingLine } from '../ledger/journal.ts';
import { LedgerError } from '../ledger/journal.ts';
import { computeTradeTotals, type TradeTotalsInput } from '../trade/trade-totals.ts';
import { mergePostingLines } from '../trade/trade-posting.ts';
import type { TradeTax } from '../trade/vat.ts';
import { isBalanced } from './purchase.posting.ts';
import { postDeliveryOrder, postSalesInvoice, postSalesIssue, type SalesInvoicePosting, type SalesIssue } from './sales.posting.ts';

// Accounts (glids) of a small chart.
const AR = 12;
const INV = 13;
const GIT = 14;
const DP = 22;
const VAT_OUT = 23;
const SALES = 41;
const DISC = 42;
const FREIGHT = 43;
const COGS = 51;
const GAIN = 71;
const LOSS = 81;

const PPN: TradeTax = { code: 'PPN', kind: 'vat', rate: '0.12', dppfactor: '11/12' };
const IDR = { rate: '1', currencyid: null, description: 'INV/00001' };
const rows = (lines: readonly PostingLine[]) => lines.map((l) => [l.glid, l.amount, l.primeamount]);
const issue = (cost: string): SalesIssue => ({ stockglid: INV, trueupglid: COGS, cost, adjustment: '0.00', deptid: null, projectid: null });

describe('postDeliveryOrder: goods into transit at their cost', () => {
  it('10 pcs costing 1,200,000 leave inventory for goods in transit', () => {
    const lines = postDeliveryOrder([issue('1200000.00')], GIT, 'DO/00001');
    expect(rows(lines)).toEqual([
      [INV, '-1200000.00', '-1200000.00'],
      [GIT, '1200000.00', '1200000.00'],
    ]);
    expect(isBalanced(lines)).toBe(true);
  });
  it('a negative-stock true-up goes to cost of goods sold, not goods in transit', () => {
    const lines = postDeliveryOrder([{ ...issue('500000.00'), adjustment: '20000.00' }], GIT, 'DO/00002');
    expect(Object.fromEntries(lines.map((l) => [l.glid, l.amount]))).toEqual({ [INV]: '-520000.00', [GIT]: '500000.00', [COGS]: '20000.00' });
  });
});

describe('postSalesInvoice', () => {
  const invoice = (input: TradeTotalsInput, over: (t: ReturnType<typeof computeTradeTotals>) => Partial<SalesInvoicePosting>): SalesInvoicePosting => {
    const t = computeTradeTotals(input);
    const lines = t.lines.map((l) => ({ glid: SALES, value: l.value, discshare: l.discshare }));
    return { ...IDR, receivableglid: AR, lines, taxes: [{ glid: VAT_OUT, amount: t.tax1amount }], totalamount: t.totalamount, ...over(t) };
  };
  it.each<{ name: string; doc: SalesInvoicePosting; out: (string | number)[][] }>([
    {
      // 10 × 150,000 = 1,500,000 → DPP Nilai Lain 1,375,000 → PPN 165,000; total 1,665,000 (COGS through postSalesIssue)
      name: 'goods not delivered before: sales, output VAT, receivable',
      doc: invoice({ lines: [{ quantity: '10', unitprice: '150000', taxes: [PPN] }] }, () => ({})),
      out: [
        [SALES, '-1500000.00', '-1500000.00'],
        [VAT_OUT, '-165000.00', '-165000.00'],
        [AR, '1665000.00', '1665000.00'],
      ],
    },
    {
      // the delivery order put the goods in transit at 1,200,000: the invoice moves that cost to COGS
      name: 'goods delivered before: cost of goods sold out of goods in transit',
      doc: invoice({ lines: [{ quantity: '10', unitprice: '150000', taxes: [PPN] }] }, (t) => ({ lines: [{ glid: SALES, value: t.lines[0]!.value, delivered: { cost: '1200000', cogsglid: COGS, gitglid: GIT } }] })),
      out: [
        [SALES, '-1500000.00', '-1500000.00'],
        [VAT_OUT, '-165000.00', '-165000.00'],
        [AR, '1665000.00', '1665000.00'],
        [COGS, '1200000.00', '1200000.00'],
        [GIT, '-1200000.00', '-1200000.00'],
      ],
    },
    {
      // 1,500,000 less 10 % = 1,350,000; DPP Nilai Lain 1,237,500 → PPN 148,500; total 1,498,500;
      // sales at 1,500,000 and the 150,000 discount to the sales discount account
      name: 'a document discount to the sales discount account',
      doc: invoice({ lines: [{ quantity: '10', unitprice: '150000', taxes: [PPN] }], discpc: '10' }, () => ({ discountglid: DISC })),
      out: [
        [SALES, '-1500000.00', '-1500000.00'],
        [DISC, '150000.00', '150000.00'],
        [VAT_OUT, '-148500.00', '-148500.00'],
        [AR, '1498500.00', '1498500.00'],
      ],
    },
    {
      // without a sales discount account the sales post net of the discount
      name: 'a document discount without a sales discount account',
      doc: invoice({ lines: [{ quantity: '10', unitprice: '150000', taxes: [PPN] }], discpc: '10' }, () => ({})),
      out: [
        [SALES, '-1350000.00', '-1350000.00'],
        [VAT_OUT, '-148500.00', '-148500.00'],
        [AR, '1498500.00', '1498500.00'],
      ],
    },
    {
      // 2 × 500,000 without tax and 50,000 freight: 1,050,000 owed
      name: 'freight income',
      doc: invoice({ lines: [{ quantity: '2', unitprice: '500000' }], freight: '50000' }, (t) => ({ taxes: [], freight: { glid: FREIGHT, amount: t.freight } })),
      out: [
        [SALES, '-1000000.00', '-1000000.00'],
        [FREIGHT, '-50000.00', '-50000.00'],
        [AR, '1050000.00', '1050000.00'],
      ],
    },
    {
      // two lines on their items' own sales accounts, one with a department
      name: "lines on their items' sales accounts",
      doc: { ...IDR, receivableglid: AR, lines: [{ glid: SALES, value: '100000.00' }, { glid: 44, value: '50000.00', deptid: 3 }], totalamount: '150000.00' },
      out: [
        [SALES, '-100000.00', '-100000.00'],
        [44, '-50000.00', '-50000.00'],
        [AR, '150000.00', '150000.00'],
      ],
    },
    {
      // a down-payment invoice: 1,000,000 + PPN 110,000; the net to sales down payment
      name: 'a down-payment invoice (isdp)',
      doc: invoice({ lines: [{ quantity: '1', unitprice: '1000000', taxes: [PPN] }] }, (t) => ({ lines: [{ glid: DP, value: t.lines[0]!.value }] })),
      out: [
        [DP, '-1000000.00', '-1000000.00'],
        [VAT_OUT, '-110000.00', '-110000.00'],
        [AR, '1110000.00', '1110000.00'],
      ],
    },
    {
      // 10,000,000 with that down payment applied: DPP 9,000,000 → 8,250,000 → PPN 990,000; owed 9,990,000;
      // sales at the full 10,000,000, the down payment's net debited back
      name: 'a down payment applied',
      doc: invoice({ lines: [{ quantity: '1', unitprice: '10000000', taxes: [PPN] }], downpayments: [{ gross: '1110000', net: '1000000' }] }, (t) => ({ downpayment: { glid: DP, net: t.dpnet } })),
      out: [
        [SALES, '-10000000.00', '-10000000.00'],
        [VAT_OUT, '-990000.00', '-990000.00'],
        [DP, '1000000.00', '1000000.00'],
        [AR, '9990000.00', '9990000.00'],
      ],
    },
    {
      // 100.00 USD at 16,000
      name: 'a foreign-currency invoice at its rate',
      doc: { rate: '16000', currencyid: 2, description: 'INV/00009', receivableglid: AR, lines: [{ glid: SALES, value: '100.00', delivered: { cost: '1300000', cogsglid: COGS, gitglid: GIT } }], totalamount: '100.00' },
      out: [
        [SALES, '-1600000.00', '-100.00'],
        [AR, '1600000.00', '100.00'],
        [COGS, '1300000.00', '1300000.00'],
        [GIT, '-1300000.00', '-1300000.00'],
      ],
    },
    {
      // a 10.00 USD down payment received at 15,000 (150,000 on the DP account) applied at 16,000: the account is
      // debited with the 150,000 it holds; sales at 1,600,000 and 90.00 USD owed (1,440,000): 10,000 realised loss
      name: 'a foreign-currency down payment received at a lower rate: a realised loss',
      doc: { rate: '16000', currencyid: 2, description: 'INV/00010', receivableglid: AR, lines: [{ glid: SALES, value: '100.00' }], downpayment: { glid: DP, net: '10.00', base: '150000', gainglid: GAIN, lossglid: LOSS }, totalamount: '90.00' },
      out: [
        [SALES, '-1600000.00', '-100.00'],
        [DP, '150000.00', '10.00'],
        [LOSS, '10000.00', '10000.00'],
        [AR, '1440000.00', '90.00'],
      ],
    },
    {
      // received at 16,500 (165,000) and applied at 16,000: 5,000 realised gain
      name: 'a foreign-currency down payment received at a higher rate: a realised gain',
      doc: { rate: '16000', currencyid: 2, description: 'INV/00011', receivableglid: AR, lines: [{ glid: SALES, value: '100.00' }], downpayment: { glid: DP, net: '10.00', base: '165000', gainglid: GAIN, lossglid: LOSS }, totalamount: '90.00' },
      out: [
        [SALES, '-1600000.00', '-100.00'],
        [DP, '165000.00', '10.00'],
        [GAIN, '-5000.00', '-5000.00'],
        [AR, '1440000.00', '90.00'],
      ],
    },
  ])('$name', ({ doc, out }) => {
    const lines = postSalesInvoice(doc);
    expect(rows(lines)).toEqual(out);
    expect(isBalanced(lines)).toBe(true);
  });

  it('goods not delivered before leave inventory against cost of goods sold in the same journal', () => {
    const t = computeTradeTotals({ lines: [{ quantity: '10', unitprice: '150000', taxes: [PPN] }] });
    const own = postSalesInvoice({ ...IDR, receivableglid: AR, lines: [{ glid: SALES, value: t.lines[0]!.value }], taxes: [{ glid: VAT_OUT, amount: t.tax1amount }], totalamount: t.totalamount });
    const journal = mergePostingLines([...own, ...postSalesIssue([{ ...issue('1200000.00'), cogsglid: COGS }], IDR.description)]);
    expect(Object.fromEntries(journal.map((l) => [l.glid, l.amount]))).toEqual({ [SALES]: '-1500000.00', [VAT_OUT]: '-165000.00', [AR]: '1665000.00', [INV]: '-1200000.00', [COGS]: '1200000.00' });
    expect(isBalanced(journal)).toBe(true);
  });

  it('refuses parts that do not add up to the total', () => {
    expect(() => postSalesInvoice({ ...IDR, receivableglid: AR, lines: [{ glid: SALES, value: '100.00' }], totalamount: '100.01' })).toThrowError(LedgerError);
  });

  it('refuses a realised difference without its account', () => {
    expect(() => postSalesInvoice({ rate: '16000', currencyid: 2, description: '', receivableglid: AR, lines: [{ glid: SALES, value: '100.00' }], downpayment: { glid: DP, net: '10.00', base: '150000' }, totalamount: '90.00' })).toThrowError(LedgerError);
  });
});
