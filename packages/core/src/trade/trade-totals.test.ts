import { describe, expect, it } from 'vitest';
import { computeTradeTotals, type TradeTotalsInput } from './trade-totals.ts';
import { TradeError } from './trade-error.ts';
import type { TradeTax } from './vat.ts';

const PPN: TradeTax = { code: 'PPN', kind: 'vat', rate: '0.12', dppfactor: '11/12' };
const PPN_LUX: TradeTax = { code: 'PPNBM', kind: 'vat', rate: '0.12', dppfactor: '1' };
const PPH23: TradeTax = { code: 'PPH23', kind: 'withholding', rate: '0.02', dppfactor: null };
const line = (quantity: string, unitprice: string, taxes: TradeTax[] = [], itemdiscpc?: string) => ({ quantity, unitprice, taxes, itemdiscpc });

type Expect = Partial<Record<'subtotal' | 'discamount' | 'dpamount' | 'dpnet' | 'taxbase' | 'otherbase' | 'tax1amount' | 'tax2amount' | 'freight' | 'costamount' | 'totalamount', string>>;

describe('computeTradeTotals: documents', () => {
  it.each<{ name: string; input: TradeTotalsInput; doc: Expect; lines?: Record<string, string>[] }>([
    {
      // TAX.md: 50,000,000 → DPP Nilai Lain 50,000,000 × 11/12 = 45,833,333.33 → 45,833,333; PPN 45,833,333 × 12 % = 5,499,999.96 → 5,500,000
      name: 'TAX.md example: PPN 12 % on DPP Nilai Lain 11/12',
      input: { lines: [line('1', '50000000', [PPN])] },
      doc: { subtotal: '50000000.00', taxbase: '50000000.00', otherbase: '45833333.00', tax1amount: '5500000.00', totalamount: '55500000.00' },
    },
    {
      // luxury goods: factor 1 → DPP Nilai Lain = DPP 10,000,000; PPN 1,200,000
      name: 'luxury goods: 12 % of the full price',
      input: { lines: [line('1', '10000000', [PPN_LUX])] },
      doc: { otherbase: '10000000.00', tax1amount: '1200000.00', totalamount: '11200000.00' },
    },
    {
      // 3 × 33,333.33 = 99,999.99; 10+5: × 0.9 × 0.95 = × 0.855 = 85,499.99145 → 85,499.99; discount 14,500.00
      name: 'cascade line discount 10+5, rounded once',
      input: { lines: [line('3', '33333.33', [], '10+5')] },
      doc: { subtotal: '85499.99', totalamount: '85499.99' },
      lines: [{ gross: '99999.99', discount: '14500.00', amount: '85499.99' }],
    },
    {
      // cash discount 1,000 over 3 × 1,000: 1,000 × 1/3 = 333.333 → 333.33, 333.33, last 1,000 − 666.66 = 333.34
      name: 'a cash discount spread in proportion, the last line takes the remainder',
      input: { lines: [line('1', '1000'), line('1', '1000'), line('1', '1000')], cashdiscount: '1000' },
      doc: { subtotal: '3000.00', discamount: '1000.00', totalamount: '2000.00' },
      lines: [{ discshare: '333.33', net: '666.67' }, { discshare: '333.33', net: '666.67' }, { discshare: '333.34', net: '666.66' }],
    },
    {
      // 5 % of 1,500,000 = 75,000: 50,000 and 25,000; nets 950,000 and 475,000
      // L1: 950,000 × 11/12 = 870,833.33 → 870,833; × 12 % = 104,499.96 → 104,500
      // L2: 475,000 × 11/12 = 435,416.67 → 435,417; × 12 % = 52,250.04 → 52,250
      // total 1,425,000 + 156,750 = 1,581,750
      name: 'discount percent then VAT per line on the spread nets',
      input: { lines: [line('1', '1000000', [PPN]), line('1', '500000', [PPN])], discpc: '5' },
      doc: { discamount: '75000.00', taxbase: '1425000.00', otherbase: '1306250.00', tax1amount: '156750.00', totalamount: '1581750.00' },
      lines: [
        { discshare: '50000.00', taxableamount1: '950000.00', otherbase1: '870833.00', tax1amount: '104500.00' },
        { discshare: '25000.00', taxableamount1: '475000.00', otherbase1: '435417.00', tax1amount: '52250.00' },
      ],
    },
    {
      // net 1,000.50 → DPP 1,001 (half-up to whole rupiah); factor 1; 1,001 × 12 % = 120.12 → 120; total 1,000.50 + 120
      name: 'DPP rounded half-up to whole rupiah',
      input: { lines: [line('1', '1000.50', [PPN_LUX])] },
      doc: { taxbase: '1001.00', tax1amount: '120.00', totalamount: '1120.50' },
    },
    {
      // 150 × 11 % = 16.5 → 17 half-up (banker's rounding would give 16)
      name: 'tax half-up on an exact half',
      input: { lines: [line('1', '150', [{ kind: 'vat', rate: '0.11', dppfactor: '1' }])] },
      doc: { tax1amount: '17.00', totalamount: '167.00' },
    },
    {
      // 18 × 11/12 = 16.5 → 17 half-up (banker's: 16); 17 × 12 % = 2.04 → 2
      name: 'DPP Nilai Lain half-up on an exact half, multiplied then divided',
      input: { lines: [line('1', '18', [PPN])] },
      doc: { otherbase: '17.00', tax1amount: '2.00', totalamount: '20.00' },
    },
    {
      // inclusive: 1,110,000 ÷ (1 + 11/12 × 0.12 = 1.11) = 1,000,000; × 11/12 = 916,666.67 → 916,667; × 12 % = 110,000.04 → 110,000
      name: 'inclusive price: DPP = net ÷ (1 + factor × rate)',
      input: { lines: [line('1', '1110000', [PPN])], inclusivetax: true },
      doc: { taxbase: '1000000.00', otherbase: '916667.00', tax1amount: '110000.00', totalamount: '1110000.00' },
      lines: [{ net: '1110000.00', value: '1000000.00' }],
    },
    {
      // 1,000,000 ÷ 1.11 = 900,900.90 → 900,901; × 11/12 = 825,825.92 → 825,826; × 12 % = 99,099.12 → 99,099
      // the total is what the vendor asked (1,000,000); value = net − tax = 900,901
      name: 'inclusive price: the total is the sum of the nets',
      input: { lines: [line('1', '1000000', [PPN])], inclusivetax: true },
      doc: { taxbase: '900901.00', otherbase: '825826.00', tax1amount: '99099.00', totalamount: '1000000.00' },
      lines: [{ value: '900901.00' }],
    },
    {
      // PPN 110,000 (as above) and a second VAT of 10 % on the full DPP: 100,000; total 1,210,000
      name: 'two VAT codes on one line',
      input: { lines: [line('1', '1000000', [PPN, { code: 'LUX', kind: 'vat', rate: '0.1', dppfactor: '1' }])] },
      doc: { tax1amount: '110000.00', tax2amount: '100000.00', totalamount: '1210000.00' },
      lines: [{ taxableamount2: '1000000.00', otherbase2: '1000000.00' }],
    },
    {
      // PPh 23 is withheld on the payment: its DPP is answered, its amount is not part of the invoice
      name: 'PPN and PPh 23 on one line',
      input: { lines: [line('1', '1000000', [PPN, PPH23])] },
      doc: { tax1amount: '110000.00', tax2amount: '0.00', totalamount: '1110000.00' },
      lines: [{ taxableamount2: '1000000.00', tax2amount: '0.00' }],
    },
    {
      // inclusive with PPN and a second 10 % VAT: 2,210,000 ÷ (1 + 0.11 + 0.1) = 1,826,446.28 → 1,826,446
      // PPN: × 11/12 = 1,674,242.17 → 1,674,242, × 12 % = 200,909.04 → 200,909; second: 182,644.6 → 182,645
      name: 'inclusive price with two VAT codes',
      input: { lines: [line('1', '2210000', [PPN, { kind: 'vat', rate: '0.1', dppfactor: '1' }])], inclusivetax: true },
      doc: { taxbase: '1826446.00', tax1amount: '200909.00', tax2amount: '182645.00', totalamount: '2210000.00' },
      lines: [{ value: '1826446.00' }],
    },
    {
      // DP invoice: 1,000,000 + PPN 110,000 = 1,110,000; applied whole on 10,000,000: the net 1,000,000 is spread off
      // before DPP: 9,000,000 → × 11/12 = 8,250,000 → PPN 990,000; total 9,990,000; value stays 10,000,000
      name: 'a down payment applied: its net spread off before DPP and VAT',
      input: { lines: [line('1', '10000000', [PPN])], downpayments: [{ gross: '1110000', net: '1000000' }] },
      doc: { dpamount: '1110000.00', dpnet: '1000000.00', taxbase: '9000000.00', tax1amount: '990000.00', totalamount: '9990000.00' },
      lines: [{ dpshare: '1000000.00', net: '9000000.00', value: '10000000.00' }],
    },
    {
      // DP net 1,000,000 over 6,000,000 and 4,000,000: 600,000 and 400,000; PPN of 5,400,000: 4,950,000 → 594,000;
      // of 3,600,000: 3,300,000 → 396,000; total 9,000,000 + 990,000
      name: 'a down payment over two lines',
      input: { lines: [line('2', '3000000', [PPN]), line('4', '1000000', [PPN])], downpayments: [{ gross: '555000', net: '500000' }, { gross: '555000', net: '500000' }] },
      doc: { dpnet: '1000000.00', dpamount: '1110000.00', tax1amount: '990000.00', totalamount: '9990000.00' },
      lines: [
        { dpshare: '600000.00', tax1amount: '594000.00', value: '6000000.00' },
        { dpshare: '400000.00', tax1amount: '396000.00', value: '4000000.00' },
      ],
    },
    {
      // inclusive: the DP's gross 1,110,000 comes off 11,100,000 → 9,990,000 ÷ 1.11 = 9,000,000 → PPN 990,000;
      // total 9,990,000; value = 9,990,000 − 990,000 + the DP net 1,000,000 = 10,000,000
      name: 'a down payment on inclusive prices',
      input: { lines: [line('1', '11100000', [PPN])], inclusivetax: true, downpayments: [{ gross: '1110000', net: '1000000' }] },
      doc: { taxbase: '9000000.00', tax1amount: '990000.00', totalamount: '9990000.00' },
      lines: [{ dpshare: '1110000.00', dpnetshare: '1000000.00', value: '10000000.00' }],
    },
    {
      // 1,000,000 + PPN 110,000 + freight 50,000 + costs 25,000 + 10,000.50 = 1,195,000.50
      name: 'freight and extra costs are owed with the goods, untaxed',
      input: { lines: [line('1', '1000000', [PPN])], freight: '50000', costs: ['25000', '10000.50'] },
      doc: { freight: '50000.00', costamount: '35000.50', totalamount: '1195000.50' },
    },
    {
      // USD: 3 × 12.345 = 37.035 → 37.04; DPP 37.04 (cents, not whole units); × 11/12 = 33.9533 → 33.95; × 12 % = 4.074 → 4.07
      name: 'a foreign currency rounds tax to its own precision',
      input: { lines: [line('3', '12.345', [PPN])], taxPrecision: 2 },
      doc: { subtotal: '37.04', otherbase: '33.95', tax1amount: '4.07', totalamount: '41.11' },
    },
    {
      name: 'no lines, nothing owed',
      input: { lines: [] },
      doc: { subtotal: '0.00', totalamount: '0.00' },
    },
  ])('$name', ({ input, doc, lines }) => {
    const t = computeTradeTotals(input);
    expect(t).toMatchObject(doc);
    lines?.forEach((l, i) => expect(t.lines[i]).toMatchObject(l));
  });
});

describe('computeTradeTotals: refused', () => {
  it.each<[string, TradeTotalsInput, string]>([
    ['percent and amount both', { lines: [line('1', '100')], discpc: '5', cashdiscount: '1' }, 'V_DISCOUNT_BOTH'],
    ['a discount above the subtotal', { lines: [line('1', '100')], cashdiscount: '100.01' }, 'DOC_DISCOUNT_EXCEEDS_SUBTOTAL'],
    ['a percent over 100', { lines: [line('1', '100')], discpc: '101' }, 'DOC_DISCOUNT_EXCEEDS_SUBTOTAL'],
    ['three taxes on a line', { lines: [line('1', '100', [PPN, PPN, PPN])] }, 'V_TAX_CODES'],
    ['a malformed cascade', { lines: [line('1', '100', [], '10+x')] }, 'V_DISCOUNT_TEXT'],
    ['a cascade step over 100', { lines: [line('1', '100', [], '10+101')] }, 'V_DISCOUNT_TEXT'],
    ['a zero denominator', { lines: [line('1', '100', [{ kind: 'vat', rate: '0.12', dppfactor: '11/0' }])] }, 'V_DPP_FACTOR'],
    ['down payments above the invoice', { lines: [line('1', '100')], downpayments: [{ gross: '111', net: '100.01' }] }, 'DOWNPAYMENT_EXCEEDS_INVOICE'],
  ])('%s', (_name, input, code) => {
    expect(() => computeTradeTotals(input)).toThrowError(TradeError);
    try {
      computeTradeTotals(input);
    } catch (e) {
      expect((e as TradeError).code).toBe(code);
    }
  });
});
