import { lineAmount } from './discount.ts';
import { spreadShares } from './spread.ts';
import { TradeError } from './trade-error.ts';
import { fixed, roundHalfUp, sumOf, TD, td, type TDecimal } from './trade-decimal.ts';
import { lineTaxes, type TradeTax } from './vat.ts';

/** A goods (or down-payment) line as the arithmetic needs it: the server has resolved its tax codes to taxes. */
export interface TradeLineInput {
  quantity: string;
  unitprice: string;
  /** `"10"` or `"10+5"`. */
  itemdiscpc?: string | null;
  /** The line's taxes in the order of its `taxcodes`, at most two. */
  taxes?: readonly TradeTax[];
}

/** A down payment applied: the gross taken from it, and the net (without VAT) that gross stands for. */
export interface TradeDownPayment {
  gross: string;
  net: string;
}

export interface TradeTotalsInput {
  lines: readonly TradeLineInput[];
  /** Prices include tax (`inclusivetax`). */
  inclusivetax?: boolean;
  /** Document discount as a percent … */
  discpc?: string | null;
  /** … or as an amount (not both). */
  cashdiscount?: string | null;
  freight?: string | null;
  /** Extra cost lines' amounts (`costs`, owed to the vendor with the goods). */
  costs?: readonly string[];
  downpayments?: readonly TradeDownPayment[];
  /** The currency's fraction digits (2 for IDR). */
  precision?: number;
  /** Digits DPP and tax are rounded to: 0 (whole rupiah) in IDR, the currency's precision otherwise. */
  taxPrecision?: number;
}

/** One line's figures, decimal text with the currency's precision. */
export interface TradeLineTotals {
  /** quantity × unitprice. */
  gross: string;
  /** The line discount. */
  discount: string;
  /** gross − discount: the line's `amount`. */
  amount: string;
  /** The line's share of the document discount. */
  discshare: string;
  /** The line's share of the down payments spread off (their net; with inclusive prices, their gross). */
  dpshare: string;
  /** The line's share of the down payments' net. */
  dpnetshare: string;
  /** amount − discshare − dpshare: what the line adds to the total before VAT (with inclusive prices, including it). */
  net: string;
  taxableamount1: string;
  taxableamount2: string;
  /** DPP Nilai Lain of each tax. */
  otherbase1: string;
  otherbase2: string;
  tax1amount: string;
  tax2amount: string;
  /**
   * What the goods are worth without VAT, before the down payments were taken off: the amount posted to inventory,
   * expense or unbilled (purchasing) or to sales (selling). Σ value + VAT + freight + costs − down payments' net =
   * totalamount.
   */
  value: string;
}

export interface TradeTotals {
  lines: TradeLineTotals[];
  subtotal: string;
  discamount: string;
  /** The down payments' net applied. */
  dpnet: string;
  /** The down payments' gross applied (API.md `dpamount`). */
  dpamount: string;
  /** DPP: Σ taxableamount1. */
  taxbase: string;
  /** DPP Nilai Lain: Σ otherbase1. */
  otherbase: string;
  tax1amount: string;
  tax2amount: string;
  freight: string;
  /** Σ extra costs. */
  costamount: string;
  totalamount: string;
}

function documentDiscount(subtotal: TDecimal, input: TradeTotalsInput, precision: number): TDecimal {
  const pc = td(input.discpc);
  const cash = td(input.cashdiscount);
  if (!pc.isZero() && !cash.isZero()) throw new TradeError('V_DISCOUNT_BOTH');
  if (pc.isNegative() || pc.greaterThan(100) || cash.isNegative()) throw new TradeError('DOC_DISCOUNT_EXCEEDS_SUBTOTAL');
  const disc = pc.isZero() ? roundHalfUp(cash, precision) : roundHalfUp(subtotal.times(pc).dividedBy(100), precision);
  if (disc.greaterThan(subtotal)) throw new TradeError('DOC_DISCOUNT_EXCEEDS_SUBTOTAL');
  return disc;
}

/**
 * The totals of a trade document (API.md §7.3), pure: line amounts after their discounts; the document discount
 * and the down payments spread over the lines in proportion (last line takes the remainder); per line DPP, DPP Nilai
 * Lain and VAT, rounded half-up to whole rupiah in IDR; `totalamount` = subtotal − discount − DP net + VAT + freight +
 * costs, or with inclusive prices the sum of the lines' nets + freight + costs. With inclusive prices the down
 * payments' gross is spread off the lines (their prices carry VAT), so what is left still includes it.
 */
export function computeTradeTotals(input: TradeTotalsInput): TradeTotals {
  const p = input.precision ?? 2;
  const tp = input.taxPrecision ?? 0;
  const inclusive = input.inclusivetax ?? false;
  if (input.lines.some((l) => (l.taxes?.length ?? 0) > 2)) throw new TradeError('V_TAX_CODES');
  const amounts = input.lines.map((l) => lineAmount(l.quantity, l.unitprice, l.itemdiscpc, p));
  const subtotal = sumOf(amounts.map((a) => a.amount));
  const discamount = documentDiscount(subtotal, input, p);
  const discshares = spreadShares(discamount, amounts.map((a) => a.amount), p);
  const afterDisc = amounts.map((a, i) => a.amount.minus(discshares[i]!));

  const dpnet = roundHalfUp(sumOf((input.downpayments ?? []).map((d) => td(d.net))), p);
  const dpamount = roundHalfUp(sumOf((input.downpayments ?? []).map((d) => td(d.gross))), p);
  const dpSpread = inclusive ? dpamount : dpnet;
  if (dpSpread.greaterThan(subtotal.minus(discamount))) throw new TradeError('DOWNPAYMENT_EXCEEDS_INVOICE');
  const dpshares = spreadShares(dpSpread, afterDisc, p);
  const dpnetshares = inclusive ? spreadShares(dpnet, afterDisc, p) : dpshares;

  const zero = new TD(0);
  const lines = input.lines.map((l, i) => {
    const net = afterDisc[i]!.minus(dpshares[i]!);
    const [t1, t2] = lineTaxes(net, l.taxes ?? [], inclusive, tp);
    const tax = (t1?.amount ?? zero).plus(t2?.amount ?? zero);
    const value = (inclusive ? net.minus(tax) : net).plus(dpnetshares[i]!);
    return { a: amounts[i]!, net, t1, t2, value, discshare: discshares[i]!, dpshare: dpshares[i]!, dpnetshare: dpnetshares[i]! };
  });

  const freight = roundHalfUp(td(input.freight), p);
  const costamount = roundHalfUp(sumOf((input.costs ?? []).map(td)), p);
  const tax1amount = sumOf(lines.map((l) => l.t1?.amount ?? zero));
  const tax2amount = sumOf(lines.map((l) => l.t2?.amount ?? zero));
  const nets = sumOf(lines.map((l) => l.net));
  const totalamount = (inclusive ? nets : nets.plus(tax1amount).plus(tax2amount)).plus(freight).plus(costamount);
  const f = (v: TDecimal) => fixed(v, p);
  return {
    lines: lines.map((l) => ({
      gross: f(l.a.gross),
      discount: f(l.a.discount),
      amount: f(l.a.amount),
      discshare: f(l.discshare),
      dpshare: f(l.dpshare),
      dpnetshare: f(l.dpnetshare),
      net: f(l.net),
      taxableamount1: f(l.t1?.taxable ?? zero),
      taxableamount2: f(l.t2?.taxable ?? zero),
      otherbase1: f(l.t1?.otherbase ?? zero),
      otherbase2: f(l.t2?.otherbase ?? zero),
      tax1amount: f(l.t1?.amount ?? zero),
      tax2amount: f(l.t2?.amount ?? zero),
      value: f(l.value),
    })),
    subtotal: f(subtotal),
    discamount: f(discamount),
    dpnet: f(dpnet),
    dpamount: f(dpamount),
    taxbase: f(sumOf(lines.map((l) => l.t1?.taxable ?? zero))),
    otherbase: f(sumOf(lines.map((l) => l.t1?.otherbase ?? zero))),
    tax1amount: f(tax1amount),
    tax2amount: f(tax2amount),
    freight: f(freight),
    costamount: f(costamount),
    totalamount: f(totalamount),
  };
}
