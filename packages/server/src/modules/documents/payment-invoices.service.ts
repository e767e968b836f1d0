import { PARTY_PERSONTYPE, PURCHASE_PAYMENT, translate, trimZeros, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import { settlementsOf } from './invoice-settlement.repo.ts';
import { payableInvoices, paymentLines } from './payment.repo.ts';
import { personType } from './trade-context.repo.ts';
import { findDocument } from './trans-document.repo.ts';

/**
 * `purchase-payment/getListInvoiceCheque/{chequeId}/{vendorId}` (spec 001 §7): the vendor's purchase invoices a
 * payment may pay, oldest first: those still owing, those owing below zero (a credit the vendor owes back, set off
 * with a negative pay down to that owing) and, for an existing payment (`chequeId` > 0), those it pays, with its own
 * pay counted back into `owing` (what it may pay at most). `pay` is what this payment pays of each.
 */
export async function invoicesToPay(ctx: AppContext, call: TenantCall, chequeId: number, vendorId: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, PURCHASE_PAYMENT.rights.screen, 'akses'))) {
      throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_OPEN') }, { status: 403, publicCode: 'ACCESS_DENIED' });
    }
    if ((await personType(tx, call.tenantId, vendorId)) !== PARTY_PERSONTYPE.vendorid) throw new AppError('NOT_FOUND');
    if (chequeId && !(await findDocument(tx, call.tenantId, PURCHASE_PAYMENT.form, chequeId))) throw new AppError('NOT_FOUND');
    const mine = new Map((chequeId ? await paymentLines(tx, call.tenantId, chequeId) : []).map((l) => [l.apinvoiceid, String(l.extra.pay ?? '0')]));
    const invoices = await payableInvoices(tx, call.tenantId, vendorId, chequeId);
    const settled = await settlementsOf(tx, call.tenantId, invoices.map((i) => i.docid), chequeId || undefined);
    const listdata = invoices.flatMap((inv) => {
      const s = settled.get(inv.docid);
      // Paid and owing nothing: not offered, unless this payment pays it. Owing below zero: a credit to set off.
      if (!s || (s.status === 'paid' && !mine.has(inv.docid) && !new Decimal(s.owing).lt(0))) return [];
      return [
        {
          apinvoiceid: inv.docid,
          invoiceno: inv.docno,
          invoicedate: inv.invoicedate,
          duedate: inv.duedate,
          currencyid: inv.currencyid,
          rate: inv.rate,
          totalamount: trimZeros(inv.totalamount),
          paid: trimZeros(s.paid),
          owing: trimZeros(s.owing),
          pay: trimZeros(mine.get(inv.docid) ?? '0'),
        },
      ];
    });
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });
}
