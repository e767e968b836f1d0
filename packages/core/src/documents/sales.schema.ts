import { z } from 'zod';
import { ZIsoDate } from '../company/company.schema.ts';
import { refineDocumentDiscount, refineSourcePairs, sourceFields, TRADE_FREIGHT, TRADE_HEADER, TRADE_LINE, tradeLines, ZDocNumber, zid } from '../trade/trade.schema.ts';

/**
 * Sales Quotation (AR QUO) and Sales Order (AR ORD), API.md §7.1–§7.4 and spec 001 §3 "Sales": the trade header and
 * line that purchasing uses, with the customer as party and the salesman; an order's lines may be pulled from a
 * quotation (`quoteid` + `quoteseq`).
 */
export const SALES_HEADER = {
  ...TRADE_HEADER,
  ...TRADE_FREIGHT,
  customerid: zid,
  /** The salesman (master `salesman`) credited with the sale; defaults to none. */
  salesmanid: zid.nullable().optional(),
};

export const ZQuotationLine = z.strictObject({ ...TRADE_LINE });
export const ZQuotation = z
  .strictObject({
    ...SALES_HEADER,
    quoteid: zid.optional(),
    quoteno: ZDocNumber,
    quotedate: ZIsoDate,
    details: tradeLines(ZQuotationLine),
  })
  .superRefine(refineDocumentDiscount);

export const ZSalesOrderLine = z.strictObject({ ...TRADE_LINE, ...sourceFields('quoteid', 'quoteseq') }).superRefine((l, ctx) => refineSourcePairs(l, [['quoteid', 'quoteseq']], ctx));
export const ZSalesOrder = z
  .strictObject({
    ...SALES_HEADER,
    soid: zid.optional(),
    sono: ZDocNumber,
    sodate: ZIsoDate,
    /** The shipping service (master `shipment`). */
    shipid: zid.nullable().optional(),
    /** Where the goods go when not to the customer's address. */
    shipto: z.string().trim().max(500).default(''),
    estshipdate: ZIsoDate.nullable().optional(),
    details: tradeLines(ZSalesOrderLine),
  })
  .superRefine(refineDocumentDiscount);

/** Delivery Order (AR DLV): goods leaving for the customer, lines pulled from a sales order (`soid` + `soseq`). */
export const ZDeliveryOrderLine = z.strictObject({ ...TRADE_LINE, ...sourceFields('soid', 'soseq') }).superRefine((l, ctx) => refineSourcePairs(l, [['soid', 'soseq']], ctx));
export const ZDeliveryOrder = z
  .strictObject({
    ...SALES_HEADER,
    doid: zid.optional(),
    dono: ZDocNumber,
    dodate: ZIsoDate,
    shipid: zid.nullable().optional(),
    shipto: z.string().trim().max(500).default(''),
    /** The shipment's tracking number (resi). */
    resi: z.string().trim().max(60).default(''),
    details: tradeLines(ZDeliveryOrderLine),
  })
  .superRefine(refineDocumentDiscount);

/** Proforma Invoice (AR PRF): priced, no stock, no journal; lines pulled from a sales order (`soid` + `soseq`). */
export const ZProformaInvoice = z
  .strictObject({
    ...SALES_HEADER,
    arinvoiceid: zid.optional(),
    invoiceno: ZDocNumber,
    invoicedate: ZIsoDate,
    details: tradeLines(ZDeliveryOrderLine),
  })
  .superRefine(refineDocumentDiscount);

export type TQuotation = z.infer<typeof ZQuotation>;
export type TDeliveryOrder = z.infer<typeof ZDeliveryOrder>;
export type TProformaInvoice = z.infer<typeof ZProformaInvoice>;
export type TSalesOrder = z.infer<typeof ZSalesOrder>;
