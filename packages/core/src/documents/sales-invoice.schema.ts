import { z } from 'zod';
import { ZIsoDate } from '../company/company.schema.ts';
import { signOf } from '../money.ts';
import { refineDocumentDiscount, sourceFields, TRADE_LINE, ZDocNumber, ZPositiveAmount, zid } from '../trade/trade.schema.ts';
import { ZQuantity } from './goods.schema.ts';
import { SALES_HEADER } from './sales.schema.ts';

/**
 * Sales Invoice (AR INV, API.md §7.1, §7.5, §7.8): goods lines pulled from a sales order (`soid` + `soseq`), a
 * delivery order (`doid` + `doseq`) or a proforma invoice (`proformaid` + `proformaseq`), or entered directly; down
 * payments applied (`downpayments`). With `isdp` it is a down-payment invoice: lines `{ itemovdesc, unitprice,
 * taxcodes?, soid? }`, quantity 1, no item. `posted: false` keeps it a Temporary Invoice (no journal, no stock).
 */
const PAIRS = [
  ['doid', 'doseq'],
  ['proformaid', 'proformaseq'],
] as const;

export const ZSalesInvoiceLine = z.strictObject({
  ...TRADE_LINE,
  itemno: z.string().trim().min(1).max(60).optional(),
  quantity: ZQuantity.optional(),
  ...sourceFields('soid', 'soseq'),
  ...sourceFields('doid', 'doseq'),
  ...sourceFields('proformaid', 'proformaseq'),
});

/** A down payment applied: the down-payment sales invoice and the gross taken from it (at most what remains). */
export const ZSalesDownPaymentApplied = z.strictObject({
  arinvoiceid: zid,
  amount: ZPositiveAmount,
  invoiceno: z.unknown().optional(),
  remaining: z.unknown().optional(),
});

export const ZSalesInvoice = z
  .strictObject({
    ...SALES_HEADER,
    arinvoiceid: zid.optional(),
    invoiceno: ZDocNumber,
    invoicedate: ZIsoDate,
    /** Defaults to the invoice date + the terms' net days (server). */
    duedate: ZIsoDate.nullable().optional(),
    /** The shipment's tracking number (resi). */
    resi: z.string().trim().max(60).default(''),
    /** The Coretax tax invoice number (NSFP, 17 digits), stored as entered. */
    // Omitted on an edit: the stored number stays (API.md §1 is silent; docs/decisions.md); '' clears it.
    taxinvoiceno: z.string().trim().max(40).optional(),
    isdp: z.boolean().default(false),
    /** False: a Temporary Invoice (no journal, no stock move, not payable) until saved with true. */
    posted: z.boolean().default(true),
    downpayments: z.array(ZSalesDownPaymentApplied).max(100).default([]),
    details: z.array(ZSalesInvoiceLine).min(1).max(1000),
  })
  .superRefine((doc, ctx) => {
    refineDocumentDiscount(doc, ctx);
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    doc.details.forEach((l, i) => {
      if (doc.isdp) {
        if (l.itemno !== undefined) issue(['details', i, 'itemno'], 'V_UNKNOWN_FIELD');
        if (l.itemovdesc === '') issue(['details', i, 'itemovdesc'], 'V_REQUIRED');
        if (l.quantity !== undefined && l.quantity !== '1') issue(['details', i, 'quantity'], 'V_INVALID_VALUE');
        for (const f of ['soseq', 'doid', 'doseq', 'proformaid', 'proformaseq'] as const) if (l[f] != null) issue(['details', i, f], 'V_UNKNOWN_FIELD');
      } else {
        if (l.itemno === undefined) issue(['details', i, 'itemno'], 'V_REQUIRED');
        if (l.quantity === undefined) issue(['details', i, 'quantity'], 'QTY_EMPTY');
        for (const [id, seq] of [['soid', 'soseq'], ...PAIRS] as const) if ((l[id] == null) !== (l[seq] == null)) issue(['details', i, l[id] == null ? id : seq], 'V_REQUIRED');
        const named = [l.soid, l.doid, l.proformaid].filter((v) => v != null).length;
        if (named > 1) issue(['details', i, 'soid'], 'V_INVALID_VALUE');
      }
    });
    if (doc.isdp) {
      if (doc.downpayments.length > 0) issue(['downpayments'], 'V_UNKNOWN_FIELD');
      if (signOf(doc.freight) !== 0) issue(['freight'], 'V_UNKNOWN_FIELD');
    }
    const applied = doc.downpayments.map((d) => d.arinvoiceid);
    applied.forEach((id, i) => {
      if (applied.indexOf(id) !== i) issue(['downpayments', i, 'arinvoiceid'], 'V_INVALID_VALUE');
    });
  });

export type TSalesInvoice = z.infer<typeof ZSalesInvoice>;
export type TSalesInvoiceLine = z.infer<typeof ZSalesInvoiceLine>;
