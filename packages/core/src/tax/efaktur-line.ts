import { fixed, td } from '../trade/trade-decimal.ts';
import type { TradeLineTotals } from '../trade/trade-totals.ts';
import { lineTaxes, type TradeTax } from '../trade/vat.ts';
import type { EfakturLine } from './efaktur.ts';

export interface EfakturLineSource {
  quantity: string;
  unitprice: string;
  inclusivetax?: boolean;
  /** The line's taxes in the order of its `taxcodes` (as `computeTradeTotals` had them). */
  taxes: readonly TradeTax[];
  /** The line's figures from `computeTradeTotals`. */
  totals: TradeLineTotals;
}

export type EfakturLineFigures = Pick<EfakturLine, 'price' | 'quantity' | 'discount' | 'taxBase' | 'otherTaxBase' | 'vatRate' | 'vat'> & { stlgRate: string; stlg: string };

/**
 * The amounts of an e-Faktur line from a sales invoice line (TAX.md, API.md §7.3): DPP, DPP Nilai Lain and VAT are the
 * line's own (already whole rupiah), of its first VAT tax; `Price` is the unit price without VAT and `TotalDiscount`
 * what the line was given off its gross (its discount, its share of the document discount and of the down payments
 * applied), both without VAT: with inclusive prices each is taken out of the tax as the line's DPP was (`lineTaxes`),
 * to cents. Price × Qty − TotalDiscount is then the DPP before its rounding to whole rupiah. A line without VAT
 * (exempt goods) has its net as DPP and DPP Nilai Lain and a rate of 0. A second VAT on the line (after the first
 * VAT: `PPN-BM;PPNBM20`, or the provisioned `PPN-BM` after `PPN`) is its PPnBM: `STLGRate` its rate in percent and
 * `STLG` its amount, on the same DPP (docs/decisions.md "PPnBM"); without one both are 0.
 */
export function efakturLineFigures(line: EfakturLineSource): EfakturLineFigures {
  const t = line.totals;
  const k = line.taxes.findIndex((x) => x.kind === 'vat');
  const withoutVat = (amount: string) => (line.inclusivetax && k >= 0 ? fixed(lineTaxes(td(amount), line.taxes, true, 2)[0]!.taxable, 2) : fixed(td(amount), 2));
  const off = td(t.gross).minus(td(t.net)).toFixed(2);
  const none = { stlgRate: '0', stlg: '0.00' };
  if (k < 0) return { price: withoutVat(line.unitprice), quantity: line.quantity, discount: withoutVat(off), taxBase: t.net, otherTaxBase: t.net, vatRate: '0', vat: '0.00', ...none };
  const [taxBase, otherTaxBase, vat] = k === 0 ? [t.taxableamount1, t.otherbase1, t.tax1amount] : [t.taxableamount2, t.otherbase2, t.tax2amount];
  const lux = k === 0 && line.taxes[1]?.kind === 'vat' ? { stlgRate: td(line.taxes[1].rate).times(100).toFixed(), stlg: t.tax2amount } : none;
  return { price: withoutVat(line.unitprice), quantity: line.quantity, discount: withoutVat(off), taxBase, otherTaxBase, vatRate: td(line.taxes[k]!.rate).times(100).toFixed(), vat, ...lux };
}
