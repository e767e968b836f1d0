import { describe, expect, it } from 'vitest';
import { computeTradeTotals, type TradeTotalsInput } from '../trade/trade-totals.ts';
import type { TradeTax } from '../trade/vat.ts';
import { efakturLineFigures, type EfakturLineFigures } from './efaktur-line.ts';

const PPN: TradeTax = { kind: 'vat', rate: '0.12', dppfactor: '11/12' };
const LUX: TradeTax = { kind: 'vat', rate: '0.12', dppfactor: '1' };
const PPH23: TradeTax = { kind: 'withholding', rate: '0.02' };
const PPNBM20: TradeTax = { kind: 'vat', rate: '0.2', dppfactor: '1' };
const NO_STLG = { stlgRate: '0', stlg: '0.00' };

/** The figures of each line of an invoice as its totals computed them. */
const figures = (input: TradeTotalsInput): EfakturLineFigures[] => {
  const t = computeTradeTotals(input);
  return input.lines.map((l, i) => efakturLineFigures({ quantity: l.quantity, unitprice: l.unitprice, inclusivetax: input.inclusivetax, taxes: l.taxes ?? [], totals: t.lines[i]! }));
};

describe('efakturLineFigures', () => {
  it.each<{ name: string; input: TradeTotalsInput; out: EfakturLineFigures[] }>([
    {
      // 10 × 150,000 less 10 %: DPP 1,350,000, DPP Nilai Lain 1,237,500, PPN 148,500
      name: 'exclusive prices with a document discount',
      input: { lines: [{ quantity: '10', unitprice: '150000', taxes: [PPN] }], discpc: '10' },
      out: [{ price: '150000.00', quantity: '10', discount: '150000.00', taxBase: '1350000.00', otherTaxBase: '1237500.00', vatRate: '12', vat: '148500.00', ...NO_STLG }],
    },
    {
      // 3 × 333,333.33 = 999,999.99 less 10+5 (145,000.00): net 854,999.99 → DPP 855,000 (rounded), 783,750, PPN 94,050
      name: 'a cascade line discount and the DPP rounded to whole rupiah',
      input: { lines: [{ quantity: '3', unitprice: '333333.33', itemdiscpc: '10+5', taxes: [PPN] }] },
      out: [{ price: '333333.33', quantity: '3', discount: '145000.00', taxBase: '855000.00', otherTaxBase: '783750.00', vatRate: '12', vat: '94050.00', ...NO_STLG }],
    },
    {
      // 11,100,000 including PPN: price without VAT 11,100,000 × 12 / 13.32 = 10,000,000; PPN 1,100,000
      name: 'inclusive prices',
      input: { lines: [{ quantity: '1', unitprice: '11100000', taxes: [PPN] }], inclusivetax: true },
      out: [{ price: '10000000.00', quantity: '1', discount: '0.00', taxBase: '10000000.00', otherTaxBase: '9166667.00', vatRate: '12', vat: '1100000.00', ...NO_STLG }],
    },
    {
      // inclusive, 2 × 1,120,000 less 10 %: gross 2,240,000, net 2,016,000 → 1,800,000 DPP; the 224,000 off is 200,000 without VAT
      name: 'inclusive prices of a luxury item with a line discount',
      input: { lines: [{ quantity: '2', unitprice: '1120000', itemdiscpc: '10', taxes: [LUX] }], inclusivetax: true },
      out: [{ price: '1000000.00', quantity: '2', discount: '200000.00', taxBase: '1800000.00', otherTaxBase: '1800000.00', vatRate: '12', vat: '216000.00', ...NO_STLG }],
    },
    {
      // the VAT is the line's second tax code
      name: 'PPh 23 first, PPN second',
      input: { lines: [{ quantity: '1', unitprice: '1000000', taxes: [PPH23, PPN] }] },
      out: [{ price: '1000000.00', quantity: '1', discount: '0.00', taxBase: '1000000.00', otherTaxBase: '916667.00', vatRate: '12', vat: '110000.00', ...NO_STLG }],
    },
    {
      // 10,000,000 with a down payment of net 1,000,000 applied: its share is off the line
      name: 'a down payment applied',
      input: { lines: [{ quantity: '1', unitprice: '10000000', taxes: [PPN] }], downpayments: [{ gross: '1110000', net: '1000000' }] },
      out: [{ price: '10000000.00', quantity: '1', discount: '1000000.00', taxBase: '9000000.00', otherTaxBase: '8250000.00', vatRate: '12', vat: '990000.00', ...NO_STLG }],
    },
    {
      // luxury goods: PPN 12 % of the full price and PPnBM 20 % of the same DPP (TAX.md)
      name: 'PPN on luxury goods and PPnBM as the second VAT',
      input: { lines: [{ quantity: '2', unitprice: '5000000', taxes: [LUX, PPNBM20] }] },
      out: [{ price: '5000000.00', quantity: '2', discount: '0.00', taxBase: '10000000.00', otherTaxBase: '10000000.00', vatRate: '12', vat: '1200000.00', stlgRate: '20', stlg: '2000000.00' }],
    },
    {
      // inclusive: 1 × 13,200,000 = DPP × (1 + 12 % + 20 %) → DPP 10,000,000; PPnBM whole rupiah
      name: 'inclusive prices with PPnBM',
      input: { lines: [{ quantity: '1', unitprice: '13200000', taxes: [LUX, PPNBM20] }], inclusivetax: true },
      out: [{ price: '10000000.00', quantity: '1', discount: '0.00', taxBase: '10000000.00', otherTaxBase: '10000000.00', vatRate: '12', vat: '1200000.00', stlgRate: '20', stlg: '2000000.00' }],
    },
    {
      // a withholding tax second is no PPnBM
      name: 'PPN first, PPh 23 second',
      input: { lines: [{ quantity: '1', unitprice: '1000000', taxes: [PPN, PPH23] }] },
      out: [{ price: '1000000.00', quantity: '1', discount: '0.00', taxBase: '1000000.00', otherTaxBase: '916667.00', vatRate: '12', vat: '110000.00', ...NO_STLG }],
    },
    {
      // a down payment applied to a luxury line: its net comes off the DPP both taxes are on
      name: 'a down payment applied to a line with PPnBM',
      input: { lines: [{ quantity: '1', unitprice: '10000000', taxes: [LUX, PPNBM20] }], downpayments: [{ gross: '1320000', net: '1000000' }] },
      out: [{ price: '10000000.00', quantity: '1', discount: '1000000.00', taxBase: '9000000.00', otherTaxBase: '9000000.00', vatRate: '12', vat: '1080000.00', stlgRate: '20', stlg: '1800000.00' }],
    },
    {
      name: 'a line without VAT',
      input: { lines: [{ quantity: '4', unitprice: '25000', itemdiscpc: '5' }] },
      out: [{ price: '25000.00', quantity: '4', discount: '5000.00', taxBase: '95000.00', otherTaxBase: '95000.00', vatRate: '0', vat: '0.00', ...NO_STLG }],
    },
  ])('$name', ({ input, out }) => {
    expect(figures(input)).toEqual(out);
  });
});
