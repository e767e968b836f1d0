import { z } from 'zod';
import { ZIsoDate } from '../company/company.schema.ts';
import { refineDocumentDiscount, sourceFields, TRADE_HEADER, TRADE_LINE, tradeLines, ZDocNumber, zid } from '../trade/trade.schema.ts';

/**
 * Sales Return (AR RTR, API.md §7.1, spec 001 "Sales refund/return", issue 13): lines pulled from one posted sales
 * invoice (`arinvoiceid` + `invseq`, the header `arinvoiceid` standing for every line), or with `withoutsi` from a
 * delivery order not invoiced (`doid` + `doseq`). What the customer is owed back is settled (`settlement`):
 * - `receivable` (the default): off the invoice's receivable, its `owing` falls;
 * - `refund`: paid back from the bank account `bankaccount`;
 * - `credit`: kept as the customer's credit (the sales down payment account), used later by a receipt's
 *   `applyfromcredit`.
 * A `withoutsi` return brings the goods back from goods in transit only: nothing is owed back, so it has no settlement.
 */
export const SALES_RETURN_SETTLEMENTS = ['receivable', 'refund', 'credit'] as const;

export const ZSalesReturnLine = z.strictObject({ ...TRADE_LINE, ...sourceFields('arinvoiceid', 'invseq'), ...sourceFields('doid', 'doseq') });
export const ZSalesReturn = z
  .strictObject({
    ...TRADE_HEADER,
    arrefundid: zid.optional(),
    returnno: ZDocNumber,
    returndate: ZIsoDate,
    customerid: zid,
    salesmanid: zid.nullable().optional(),
    arinvoiceid: zid.nullable().optional(),
    withoutsi: z.boolean().default(false),
    settlement: z.enum(SALES_RETURN_SETTLEMENTS).default('receivable'),
    /** The bank account a refund is paid from (required with `settlement: 'refund'`). */
    bankaccount: zid.nullable().optional(),
    details: tradeLines(ZSalesReturnLine),
  })
  .superRefine((doc, ctx) => {
    refineDocumentDiscount(doc, ctx);
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    doc.details.forEach((l, i) => {
      const at = (field: string) => ['details', i, field];
      if (doc.withoutsi) {
        if (l.doid == null) issue(at('doid'), 'V_REQUIRED');
        if (l.doseq == null) issue(at('doseq'), 'V_REQUIRED');
        if (l.arinvoiceid != null || l.invseq != null) issue(at(l.arinvoiceid != null ? 'arinvoiceid' : 'invseq'), 'V_UNKNOWN_FIELD');
      } else {
        if (l.invseq == null) issue(at('invseq'), 'V_REQUIRED');
        if (l.arinvoiceid == null && doc.arinvoiceid == null) issue(at('arinvoiceid'), 'V_REQUIRED');
        if (l.doid != null || l.doseq != null) issue(at(l.doid != null ? 'doid' : 'doseq'), 'V_UNKNOWN_FIELD');
      }
    });
    if (doc.withoutsi && doc.arinvoiceid != null) issue(['arinvoiceid'], 'V_UNKNOWN_FIELD');
    if (doc.withoutsi && doc.settlement !== 'receivable') issue(['settlement'], 'V_UNKNOWN_FIELD');
    if (doc.settlement === 'refund' && doc.bankaccount == null) issue(['bankaccount'], 'V_REQUIRED');
    if (doc.settlement !== 'refund' && doc.bankaccount != null) issue(['bankaccount'], 'V_UNKNOWN_FIELD');
  });

export type TSalesReturn = z.infer<typeof ZSalesReturn>;
