import { z } from 'zod';
import { ZIsoDate } from '../company/company.schema.ts';
import { DOC_READ_ONLY, ZUnitPrice } from './goods.schema.ts';
import { PAYMENT_LINE_READ_ONLY, ZPaymentDiscountLine } from './purchase-payment.schema.ts';
import { sumOf, td } from '../trade/trade-decimal.ts';
import { ZDescription, ZDocNumber, ZExchangeRate, ZPositiveAmount, zid } from '../trade/trade.schema.ts';

/**
 * Sales receipt (AR PMT, API.md §7.8 Payments): the customer's invoices with what each is settled by (`pay`, above
 * zero: a customer's credit is used through `applyfromcredit`, not a negative pay) and the PPh 23 the customer
 * withheld, discount lines, `overpay` (received beyond the invoices, kept as the customer's credit) and
 * `applyfromcredit` (credit used). With `consid` (a Tukar Faktur) and no details the server pays every open invoice
 * of it in full. Neither a customer nor an invoice → "Customer or Invoice Number must be filled in." (spec 001 §5).
 */
export const ZSalesPaymentLine = z
  .strictObject({
    arinvoiceid: zid,
    pay: ZPositiveAmount,
    pph23taxid: zid.nullable().optional(),
    pph23base: ZUnitPrice.optional(),
    pph23amount: ZUnitPrice.optional(),
    /** The withholding slip's number (bukti potong) the customer gave. */
    bupotno: z.string().trim().max(40).default(''),
    ...PAYMENT_LINE_READ_ONLY,
  })
  .superRefine((l, ctx) => {
    if (l.pph23taxid != null && l.pph23base === undefined) ctx.addIssue({ code: 'custom', path: ['pph23base'], message: 'V_REQUIRED' });
    if (l.pph23taxid == null && (l.pph23base !== undefined || l.pph23amount !== undefined)) ctx.addIssue({ code: 'custom', path: ['pph23taxid'], message: 'V_REQUIRED' });
  });

/** An amount that may be left out, zero or more (`overpay`, `applyfromcredit`). */
const ZOptionalAmount = ZUnitPrice.optional();

export const ZSalesPayment = z
  .strictObject({
    ...DOC_READ_ONLY,
    customername: z.unknown().optional(),
    consno: z.unknown().optional(),
    totalpay: z.unknown().optional(),
    totaldiscount: z.unknown().optional(),
    totalpph23: z.unknown().optional(),
    paymentid: zid.optional(),
    paymentno: ZDocNumber,
    paymentdate: ZIsoDate,
    customerid: zid.optional(),
    /** glid of the bank or cash account. */
    bankaccount: zid,
    description: ZDescription,
    currencyid: zid.nullable().optional(),
    rate: ZExchangeRate.optional(),
    branchid: zid.nullable().optional(),
    /** The Tukar Faktur this receipt pays. */
    consid: zid.nullable().optional(),
    overpay: ZOptionalAmount,
    applyfromcredit: ZOptionalAmount,
    datadisc: z.array(ZPaymentDiscountLine).max(100).default([]),
    details: z.array(ZSalesPaymentLine).max(1000).default([]),
  })
  .superRefine((doc, ctx) => {
    if (doc.customerid === undefined) ctx.addIssue({ code: 'custom', path: ['customerid'], message: 'CUSTOMER_OR_INVOICE_REQUIRED' });
    if (!doc.details.length && !doc.consid) ctx.addIssue({ code: 'custom', path: ['details'], message: 'CUSTOMER_OR_INVOICE_REQUIRED' });
    const pay = sumOf(doc.details.map((d) => td(d.pay)));
    const disc = sumOf(doc.datadisc.map((d) => td(d.discount)));
    if (doc.details.length && !disc.isZero() && disc.greaterThanOrEqualTo(pay)) ctx.addIssue({ code: 'custom', path: ['datadisc'], message: 'DISCOUNT_EXCEEDS_PAYABLE' });
    const ids = doc.details.map((d) => d.arinvoiceid);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', path: ['details', i, 'arinvoiceid'], message: 'V_INVALID_VALUE' });
    });
  });

export type TSalesPayment = z.infer<typeof ZSalesPayment>;

/**
 * Tukar Faktur (AR CON, API.md §7.8): invoices of one customer gathered under one due date (default: `consdate` +
 * the customer's term days); posts nothing.
 */
export const ZSalesConsolidated = z
  .strictObject({
    ...DOC_READ_ONLY,
    customername: z.unknown().optional(),
    consamount: z.unknown().optional(),
    owing: z.unknown().optional(),
    consid: zid.optional(),
    consno: ZDocNumber,
    consdate: ZIsoDate,
    duedate: ZIsoDate.nullable().optional(),
    customerid: zid,
    description: ZDescription,
    details: z
      .array(
        z.strictObject({
          arinvoiceid: zid,
          seq: z.unknown().optional(),
          invoiceno: z.unknown().optional(),
          invoicedate: z.unknown().optional(),
          duedate: z.unknown().optional(),
          totalamount: z.unknown().optional(),
          owing: z.unknown().optional(),
          amount: z.unknown().optional(),
        }),
      )
      .min(1)
      .max(1000),
  })
  .superRefine((doc, ctx) => {
    if (doc.duedate && doc.duedate < doc.consdate) ctx.addIssue({ code: 'custom', path: ['duedate'], message: 'V_INVALID_VALUE' });
    const ids = doc.details.map((d) => d.arinvoiceid);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', path: ['details', i, 'arinvoiceid'], message: 'V_INVALID_VALUE' });
    });
  });

export type TSalesConsolidated = z.infer<typeof ZSalesConsolidated>;
