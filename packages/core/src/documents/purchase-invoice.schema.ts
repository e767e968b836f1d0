import { z } from 'zod';
import { ZIsoDate } from '../company/company.schema.ts';
import { signOf } from '../money.ts';
import {
  refineDocumentDiscount,
  refineSourcePairs,
  sourceFields,
  TRADE_FREIGHT,
  TRADE_HEADER,
  TRADE_LINE,
  ZDocNumber,
  ZPositiveAmount,
  zid,
} from '../trade/trade.schema.ts';
import { ZQuantity } from './goods.schema.ts';

/**
 * Purchase Invoice (AP INV, API.md §7.1, §7.8): goods lines pulled from an order (`poid` + `poseq`) or a receipt
 * (`receiveid` + `receiveseq`) or entered directly; extra `costs` owed with the goods; `downpayments` applied.
 * With `isdp` it is a down-payment invoice: lines `{ itemovdesc, unitprice, taxcodes?, poid? }`, quantity 1, no item.
 */
export const ZPurchaseInvoiceLine = z
  .strictObject({
    ...TRADE_LINE,
    itemno: z.string().trim().min(1).max(60).optional(),
    quantity: ZQuantity.optional(),
    ...sourceFields('poid', 'poseq'),
    ...sourceFields('receiveid', 'receiveseq'),
  })
  .superRefine((l, ctx) => refineSourcePairs(l, [['receiveid', 'receiveseq']], ctx));

/** A down payment applied: the down-payment invoice and the gross taken from it (at most what remains). */
export const ZDownPaymentApplied = z.strictObject({
  apinvoiceid: zid,
  amount: ZPositiveAmount,
  invoiceno: z.unknown().optional(),
  remaining: z.unknown().optional(),
});

/** An extra cost owed to the vendor with the goods, posted to its account (`glaccount`: the account number). */
export const ZCostLine = z.strictObject({
  glaccount: z.string().trim().min(1).max(30),
  amount: ZPositiveAmount,
  description: z.string().trim().max(200).default(''),
  deptid: zid.nullable().optional(),
  projectid: zid.nullable().optional(),
  accountname: z.unknown().optional(),
  seq: z.unknown().optional(),
});

export const ZPurchaseInvoice = z
  .strictObject({
    ...TRADE_HEADER,
    ...TRADE_FREIGHT,
    apinvoiceid: zid.optional(),
    invoiceno: ZDocNumber,
    invoicedate: ZIsoDate,
    vendorid: zid,
    /** Defaults to the invoice date + the terms' net days (server). */
    duedate: ZIsoDate.nullable().optional(),
    /** The vendor's tax invoice number (Faktur Pajak), kept for the input-VAT report. */
    taxinvoiceno: z.string().trim().max(40).default(''),
    isdp: z.boolean().default(false),
    downpayments: z.array(ZDownPaymentApplied).max(100).default([]),
    costs: z.array(ZCostLine).max(100).default([]),
    details: z.array(ZPurchaseInvoiceLine).min(1).max(1000),
  })
  .superRefine((doc, ctx) => {
    refineDocumentDiscount(doc, ctx);
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    doc.details.forEach((l, i) => {
      if (doc.isdp) {
        if (l.itemno !== undefined) issue(['details', i, 'itemno'], 'V_UNKNOWN_FIELD');
        if (l.itemovdesc === '') issue(['details', i, 'itemovdesc'], 'V_REQUIRED');
        if (l.quantity !== undefined && l.quantity !== '1') issue(['details', i, 'quantity'], 'V_INVALID_VALUE');
        if (l.receiveid != null) issue(['details', i, 'receiveid'], 'V_UNKNOWN_FIELD');
      } else {
        if (l.itemno === undefined) issue(['details', i, 'itemno'], 'V_REQUIRED');
        if (l.quantity === undefined) issue(['details', i, 'quantity'], 'QTY_EMPTY');
        if ((l.poid == null) !== (l.poseq == null)) issue(['details', i, l.poid == null ? 'poid' : 'poseq'], 'V_REQUIRED');
      }
    });
    if (doc.isdp) {
      if (doc.downpayments.length > 0) issue(['downpayments'], 'V_UNKNOWN_FIELD');
      if (doc.costs.length > 0) issue(['costs'], 'V_UNKNOWN_FIELD');
      if (signOf(doc.freight) !== 0) issue(['freight'], 'V_UNKNOWN_FIELD');
    }
    const applied = doc.downpayments.map((d) => d.apinvoiceid);
    applied.forEach((id, i) => {
      if (applied.indexOf(id) !== i) issue(['downpayments', i, 'apinvoiceid'], 'V_INVALID_VALUE');
    });
  });

export type TPurchaseInvoice = z.infer<typeof ZPurchaseInvoice>;
export type TPurchaseInvoiceLine = z.infer<typeof ZPurchaseInvoiceLine>;
