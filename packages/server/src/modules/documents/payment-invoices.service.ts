import { PARTY_PERSONTYPE, translate, trimZeros, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import { settlementsOf } from './invoice-settlement.repo.ts';
import type { PaymentSide } from './payment-side.ts';
import { payableInvoices, paymentLines } from './payment.repo.ts';
import { personType } from './trade-context.repo.ts';
import { findDocument } from './trans-document.repo.ts';

/**
 * `{purchase-payment|sales-payment}/getListInvoiceCheque/{paymentId}/{partyId}` (spec 001 §7): the party's invoices
 * a payment may pay, oldest first: those still owing, those owing below zero (a credit the vendor owes back, set off
 * with a negative pay down to that owing) and, for an existing payment (`paymentId` > 0), those it pays, with its
 * own pay counted back into `owing` (what it may pay at most). `pay` is what this payment pays of each. A sales
 * invoice saved as a Temporary Invoice (`posted: false`) is not offered.
 */
export async function invoicesToPay(ctx: AppContext, call: TenantCall, side: PaymentSide, paymentId: number, partyId: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    if (!(await hasRight(tx, call, side.decl.rights.screen, 'akses'))) {
      throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_OPEN') }, { status: 403, publicCode: 'ACCESS_DENIED' });
    }
    if ((await personType(tx, call.tenantId, partyId)) !== PARTY_PERSONTYPE[side.party]) throw new AppError('NOT_FOUND');
    if (paymentId && !(await findDocument(tx, call.tenantId, side.decl.form, paymentId))) throw new AppError('NOT_FOUND');
    const mine = new Map((paymentId ? await paymentLines(tx, call.tenantId, paymentId) : []).map((l) => [l.invoiceid, String(l.extra.pay ?? '0')]));
    const invoices = await payableInvoices(tx, call.tenantId, side, partyId, paymentId);
    const settled = await settlementsOf(tx, call.tenantId, invoices.map((i) => i.docid), paymentId || undefined);
    const listdata = invoices.flatMap((inv) => {
      const s = settled.get(inv.docid);
      // Paid and owing nothing: not offered, unless this payment pays it. Owing below zero: a credit to set off.
      if (!s || (s.status === 'paid' && !mine.has(inv.docid) && !new Decimal(s.owing).lt(0))) return [];
      return [
        {
          [side.invoiceId]: inv.docid,
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
