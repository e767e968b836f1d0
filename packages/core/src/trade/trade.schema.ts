import { z } from 'zod';
import { ZDecimalString } from '../company/preference.schema.ts';
import { DOC_READ_ONLY, GOODS_LINE, ZQuantity, ZUnitPrice } from '../documents/goods.schema.ts';
import { compareAmounts, signOf } from '../money.ts';
import { isDiscountText } from './discount.ts';

/**
 * What purchasing and sales documents share (API.md §7.2, §7.3): the line with price, discount and tax codes, the
 * header with currency, inclusive tax and document discount, and what a read answers that an update accepts back.
 */
export const zid = z.number().int().positive();
export const ZDocNumber = z.string().trim().min(1).max(40).optional();
export const ZDescription = z.string().trim().max(500).default('');

/** A line discount: `"10"` or a cascade `"10+5"` (API.md §7.2). */
export const ZDiscountText = z.string().trim().max(60).default('').refine(isDiscountText, { message: 'V_DISCOUNT_TEXT' });

/** A line's tax codes as written (`"PPN"`, `"PPN;PPH23"`), or null when the text is not up to two distinct codes. */
export function splitTaxCodes(text: string | null | undefined): string[] | null {
  const codes = (text ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  return codes.length > 2 || new Set(codes).size !== codes.length ? null : codes;
}

export const ZTaxCodes = z.string().trim().max(60).default('').refine((v) => splitTaxCodes(v) !== null, { message: 'V_TAX_CODES' });

/** An amount more than zero (a payment, a down payment applied, a cost line). */
export const ZPositiveAmount = ZUnitPrice.refine((v) => signOf(v) > 0, { message: 'V_POSITIVE' });
/** An exchange rate: more than zero, up to ten decimals. */
export const ZExchangeRate = ZDecimalString.refine((v) => signOf(v) > 0, { message: 'V_DECIMAL' });
/** A percent from 0 to 100. */
export const ZPercentText = ZUnitPrice.default('0').refine((v) => compareAmounts(v, '100') <= 0, { message: 'V_PERCENT' });

/** What a read answers on every trade line (its figures, API.md §7.3); accepted back and ignored. */
export const TRADE_LINE_READ_ONLY = {
  taxableamount1: z.unknown().optional(),
  taxableamount2: z.unknown().optional(),
  otherbase: z.unknown().optional(),
  tax1amount: z.unknown().optional(),
  tax2amount: z.unknown().optional(),
  discamount: z.unknown().optional(),
  net: z.unknown().optional(),
  remaining: z.unknown().optional(),
};

/** A trade document's lines: one at least, a thousand at most. */
export const tradeLines = <T extends z.ZodType>(line: T) => z.array(line).min(1).max(1000);

/** A goods line of a trade document: item, unit, quantity, price, discount, taxes (API.md §7.2). */
export const TRADE_LINE = {
  ...GOODS_LINE,
  quantity: ZQuantity,
  unitprice: ZUnitPrice.default('0'),
  itemdiscpc: ZDiscountText,
  taxcodes: ZTaxCodes,
  ...TRADE_LINE_READ_ONLY,
};

/** The totals a read answers (API.md §7.3), never trusted from the client. */
export const TRADE_TOTALS_READ_ONLY = {
  subtotal: z.unknown().optional(),
  discamount: z.unknown().optional(),
  taxbase: z.unknown().optional(),
  otherbase: z.unknown().optional(),
  tax1amount: z.unknown().optional(),
  tax2amount: z.unknown().optional(),
  dpamount: z.unknown().optional(),
  costamount: z.unknown().optional(),
  owing: z.unknown().optional(),
  paid: z.unknown().optional(),
  currencyname: z.unknown().optional(),
  vendorname: z.unknown().optional(),
  customername: z.unknown().optional(),
};

/** Header fields shared by the goods trade documents (API.md §7.2), without freight. */
export const TRADE_HEADER = {
  ...DOC_READ_ONLY,
  ...TRADE_TOTALS_READ_ONLY,
  description: ZDescription,
  currencyid: zid.nullable().optional(),
  /** Required and more than zero when the currency is not the base currency (checked by the server). */
  rate: ZExchangeRate.optional(),
  inclusivetax: z.boolean().default(false),
  termid: zid.nullable().optional(),
  branchid: zid.nullable().optional(),
  /** Document discount: a percent … */
  discpc: ZPercentText,
  /** … or an amount, not both. */
  cashdiscount: ZUnitPrice.default('0'),
  fob: z.union([z.literal(1), z.literal(2)]).nullable().optional(),
};

/** Freight owed with the goods (`freightaccnt`: glid of the account it posts to). */
export const TRADE_FREIGHT = {
  freight: ZUnitPrice.default('0'),
  freightaccnt: zid.nullable().optional(),
};

/** Refuses a document discount given both as a percent and as an amount. */
export function refineDocumentDiscount(doc: { discpc: string; cashdiscount: string }, ctx: z.RefinementCtx): void {
  if (signOf(doc.discpc) !== 0 && signOf(doc.cashdiscount) !== 0) ctx.addIssue({ code: 'custom', path: ['cashdiscount'], message: 'V_DISCOUNT_BOTH' });
}

/** A line that names a source line names both its id and its seq (API.md §7.2 `<source>`). */
export function refineSourcePairs(line: Record<string, unknown>, pairs: readonly (readonly [string, string])[], ctx: z.RefinementCtx): void {
  for (const [idField, seqField] of pairs) {
    const hasId = line[idField] !== undefined && line[idField] !== null;
    const hasSeq = line[seqField] !== undefined && line[seqField] !== null;
    if (hasId !== hasSeq) ctx.addIssue({ code: 'custom', path: [hasId ? seqField : idField], message: 'V_REQUIRED' });
  }
}

/** The source fields of a line: an id and a seq, both optional (checked together by `refineSourcePairs`). */
export const sourceFields = <I extends string, S extends string>(idField: I, seqField: S) =>
  ({ [idField]: zid.nullable().optional(), [seqField]: zid.nullable().optional() }) as Record<I | S, z.ZodOptional<z.ZodNullable<typeof zid>>>;
