import { z } from 'zod';
import { ZIsoDate } from '../company/company.schema.ts';
import {
  refineDocumentDiscount,
  refineSourcePairs,
  sourceFields,
  TRADE_FREIGHT,
  TRADE_HEADER,
  TRADE_LINE,
  tradeLines,
  ZDescription,
  ZDocNumber,
  zid,
} from '../trade/trade.schema.ts';
import { DOC_READ_ONLY, GOODS_LINE, ZQuantity, ZUnitPrice } from './goods.schema.ts';

/**
 * Purchase Requisition (AP REQ), Purchase Order (AP ORD), Goods Receipt (AP RCV) and Purchase Return (AP RTR),
 * API.md §7.1, §7.2, §7.8 and spec 001 §3 "Purchasing". The invoice and the payment are in their own files.
 */
const lines = tradeLines;

/** Purchase Requisition: what is needed, no vendor and no price needed yet. */
export const ZRequisitionLine = z.strictObject({ ...GOODS_LINE, quantity: ZQuantity, unitprice: ZUnitPrice.optional(), remaining: z.unknown().optional() });
export const ZRequisition = z.strictObject({
  ...DOC_READ_ONLY,
  reqid: zid.optional(),
  reqno: ZDocNumber,
  reqdate: ZIsoDate,
  description: ZDescription,
  branchid: zid.nullable().optional(),
  details: lines(ZRequisitionLine),
});

/** Purchase Order: lines may be pulled from a requisition (`reqid` + `reqseq`). */
export const ZPurchaseOrderLine = z.strictObject({ ...TRADE_LINE, ...sourceFields('reqid', 'reqseq') }).superRefine((l, ctx) => refineSourcePairs(l, [['reqid', 'reqseq']], ctx));
export const ZPurchaseOrder = z
  .strictObject({
    ...TRADE_HEADER,
    ...TRADE_FREIGHT,
    poid: zid.optional(),
    pono: ZDocNumber,
    podate: ZIsoDate,
    expected: ZIsoDate.nullable().optional(),
    vendorid: zid,
    /** Down payment asked of the order (spec 001 §3 `dp`); paid through a down-payment invoice. */
    dp: ZUnitPrice.default('0'),
    /** Read-only: the order's VAT totals (spec 001 `tax1`, `tax2`). */
    tax1: z.unknown().optional(),
    tax2: z.unknown().optional(),
    details: lines(ZPurchaseOrderLine),
  })
  .superRefine(refineDocumentDiscount);

/** Goods Receipt: lines may be pulled from an order (`poid` + `poseq`); the price is the receipt's cost. */
export const ZGoodsReceiptLine = z.strictObject({ ...TRADE_LINE, ...sourceFields('poid', 'poseq') }).superRefine((l, ctx) => refineSourcePairs(l, [['poid', 'poseq']], ctx));
export const ZGoodsReceipt = z
  .strictObject({
    ...TRADE_HEADER,
    receiveid: zid.optional(),
    receiveno: ZDocNumber,
    receivedate: ZIsoDate,
    vendorid: zid,
    details: lines(ZGoodsReceiptLine),
  })
  .superRefine(refineDocumentDiscount);

/**
 * Purchase Return: lines pulled from an invoice (`apinvoiceid` + `invseq`, the header `apinvoiceid` standing for
 * every line), or with `withoutpi` from a receipt not invoiced (`receiveid` + `receiveseq`); `isnihil`: nothing
 * is owed back (the goods leave, the payable stays).
 */
export const ZPurchaseReturnLine = z
  .strictObject({ ...TRADE_LINE, ...sourceFields('apinvoiceid', 'invseq'), ...sourceFields('receiveid', 'receiveseq') })
  .superRefine((l, ctx) => refineSourcePairs(l, [['receiveid', 'receiveseq']], ctx));
export const ZPurchaseReturn = z
  .strictObject({
    ...TRADE_HEADER,
    apreturnid: zid.optional(),
    returnno: ZDocNumber,
    returndate: ZIsoDate,
    vendorid: zid,
    apinvoiceid: zid.nullable().optional(),
    withoutpi: z.boolean().default(false),
    isnihil: z.boolean().default(false),
    details: lines(ZPurchaseReturnLine),
  })
  .superRefine((doc, ctx) => {
    refineDocumentDiscount(doc, ctx);
    doc.details.forEach((l, i) => {
      const at = (field: string) => ['details', i, field];
      if (doc.withoutpi) {
        if (l.receiveid == null) ctx.addIssue({ code: 'custom', path: at('receiveid'), message: 'V_REQUIRED' });
        if (l.apinvoiceid != null || l.invseq != null) ctx.addIssue({ code: 'custom', path: at(l.apinvoiceid != null ? 'apinvoiceid' : 'invseq'), message: 'V_UNKNOWN_FIELD' });
      } else {
        if (l.invseq == null) ctx.addIssue({ code: 'custom', path: at('invseq'), message: 'V_REQUIRED' });
        if (l.apinvoiceid == null && doc.apinvoiceid == null) ctx.addIssue({ code: 'custom', path: at('apinvoiceid'), message: 'V_REQUIRED' });
        if (l.receiveid != null) ctx.addIssue({ code: 'custom', path: at('receiveid'), message: 'V_UNKNOWN_FIELD' });
      }
    });
    if (doc.withoutpi && doc.apinvoiceid != null) ctx.addIssue({ code: 'custom', path: ['apinvoiceid'], message: 'V_UNKNOWN_FIELD' });
  });

export type TRequisition = z.infer<typeof ZRequisition>;
export type TPurchaseOrder = z.infer<typeof ZPurchaseOrder>;
export type TGoodsReceipt = z.infer<typeof ZGoodsReceipt>;
export type TPurchaseReturn = z.infer<typeof ZPurchaseReturn>;
