import { z } from 'zod';
import { ZIsoDate } from '../company/company.schema.ts';
import { DOC_READ_ONLY, ZUnitPrice } from './goods.schema.ts';
import { signOf } from '../money.ts';
import { sumOf, td } from '../trade/trade-decimal.ts';
import { ZDescription, ZDocNumber, ZExchangeRate, ZPositiveAmount, zid } from '../trade/trade.schema.ts';

/**
 * Payments (API.md §7.8): invoice lines with what each is settled by (`pay`; below zero, a vendor credit set off) and
 * the PPh 23 withheld, discount lines to accounts (`datadisc`, `glaccount` the account number). `pph23taxid` (a tax
 * of kind withholding) needs `pph23base`; `pph23amount` defaults to base × rate, whole rupiah half-up
 * (`defaultPph23Amount`).
 */
export const ZPaymentDiscountLine = z.strictObject({
  glaccount: z.string().trim().min(1).max(30),
  discount: ZPositiveAmount,
  deptid: zid.nullable().optional(),
  projectid: zid.nullable().optional(),
  description: z.string().trim().max(200).default(''),
  accountname: z.unknown().optional(),
  seq: z.unknown().optional(),
});

/**
 * What an invoice line is settled by: more than zero pays it; below zero sets off the vendor's credit on an invoice
 * owing below zero (docs/decisions.md "Vendor credit"); never zero. Up to 16 digits and 6 decimals, like an amount.
 */
export const ZPaymentPay = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().replace(',', '.'))
  .pipe(z.string().regex(/^-?\d{1,16}(\.\d{1,6})?$/, { message: 'V_DECIMAL' }))
  .refine((v) => signOf(v) !== 0, { message: 'V_NOT_ZERO' });

/** What a read answers on an invoice line of a payment; accepted back and ignored. */
export const PAYMENT_LINE_READ_ONLY = {
  seq: z.unknown().optional(),
  invoiceno: z.unknown().optional(),
  invoicedate: z.unknown().optional(),
  duedate: z.unknown().optional(),
  totalamount: z.unknown().optional(),
  owing: z.unknown().optional(),
  owingdc: z.unknown().optional(),
  pph23rate: z.unknown().optional(),
};

export const ZPurchasePaymentLine = z
  .strictObject({
    apinvoiceid: zid,
    pay: ZPaymentPay,
    pph23taxid: zid.nullable().optional(),
    pph23base: ZUnitPrice.optional(),
    pph23amount: ZUnitPrice.optional(),
    /** The withholding slip's number (bukti potong). */
    bupotno: z.string().trim().max(40).default(''),
    ...PAYMENT_LINE_READ_ONLY,
  })
  .superRefine((l, ctx) => {
    if (l.pph23taxid != null && l.pph23base === undefined) ctx.addIssue({ code: 'custom', path: ['pph23base'], message: 'V_REQUIRED' });
    if (l.pph23taxid == null && (l.pph23base !== undefined || l.pph23amount !== undefined)) ctx.addIssue({ code: 'custom', path: ['pph23taxid'], message: 'V_REQUIRED' });
  });

export const ZPurchasePayment = z
  .strictObject({
    ...DOC_READ_ONLY,
    /** What a read answers besides the fields entered: the vendor's name and the totals; accepted back and ignored. */
    vendorname: z.unknown().optional(),
    totalpay: z.unknown().optional(),
    totaldiscount: z.unknown().optional(),
    totalpph23: z.unknown().optional(),
    chequeid: zid.optional(),
    chequeno: ZDocNumber,
    paymentdate: ZIsoDate,
    vendorid: zid,
    /** glid of the bank or cash account. */
    bankaccnt: zid,
    description: ZDescription,
    currencyid: zid.nullable().optional(),
    rate: ZExchangeRate.optional(),
    branchid: zid.nullable().optional(),
    datadisc: z.array(ZPaymentDiscountLine).max(100).default([]),
    details: z.array(ZPurchasePaymentLine).min(1).max(1000),
  })
  .superRefine((doc, ctx) => {
    const pay = sumOf(doc.details.map((d) => td(d.pay)));
    const disc = sumOf(doc.datadisc.map((d) => td(d.discount)));
    if (!disc.isZero() && disc.greaterThanOrEqualTo(pay)) ctx.addIssue({ code: 'custom', path: ['datadisc'], message: 'DISCOUNT_EXCEEDS_PAYABLE' });
    const ids = doc.details.map((d) => d.apinvoiceid);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', path: ['details', i, 'apinvoiceid'], message: 'V_INVALID_VALUE' });
    });
  });

export type TPurchasePayment = z.infer<typeof ZPurchasePayment>;
