import { PARTY_PERSONTYPE, SALES_CONSOLIDATED, translate, trimZeros, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { settlementsOf } from './invoice-settlement.repo.ts';
import { invoicesById, payableInvoices } from './payment.repo.ts';
import { SALES_SIDE } from './sales-payment-side.ts';
import { consolidatedElsewhere, consolidatedInvoiceIds, consolidatedOf } from './sales-payment.repo.ts';
import { personType } from './trade-context.repo.ts';

/**
 * What a sales receipt pulls from a Tukar Faktur (spec 001 §7): `pullConsolidates?customerid` the customer's open
 * Tukar Fakturs (some invoice still owing) with what they owe now, and `getAllInvoiceConsolidate/{id}` one's invoices
 * with what each owes (`pay`: what a receipt of it pays, the owing when above zero). `sales-consolidated/
 * getListInvoice/{consid}/{customerid}` the invoices a Tukar Faktur may gather.
 */

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

async function guard(tx: Tx, call: TenantCall, screen: string, lang: Lang) {
  if (!(await hasRight(tx, call, screen, 'akses'))) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_OPEN') }, { status: 403, publicCode: 'ACCESS_DENIED' });
}

export async function pullConsolidates(ctx: AppContext, call: TenantCall, screen: string, customerid: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    await guard(tx, call, screen, lang);
    if ((await personType(tx, call.tenantId, customerid)) !== PARTY_PERSONTYPE.customerid) throw new AppError('NOT_FOUND');
    const rows = rowsOf(
      await tx.execute(sql`
        select docid, coalesce(docno, '') as docno, transdate::text as consdate, header ->> 'duedate' as duedate, header ->> 'consamount' as consamount, description
        from trans_document
        where tenant_id = ${call.tenantId} and form = ${SALES_CONSOLIDATED.form} and (header ->> 'customerid')::bigint = ${customerid} and status = 'open'
        order by transdate, docid
        limit 1000`),
    );
    const listdata = [];
    for (const r of rows) {
      const ids = await consolidatedInvoiceIds(tx, call.tenantId, Number(r.docid));
      const settled = await settlementsOf(tx, call.tenantId, ids);
      const owing = ids.reduce((a, id) => a.plus(Decimal.max(settled.get(id)?.owing ?? '0', 0)), new Decimal(0));
      // Stored open (receipts and returns refresh it) yet owing nothing now: not offered.
      if (owing.isZero()) continue;
      listdata.push({ consid: Number(r.docid), consno: r.docno, consdate: r.consdate, duedate: r.duedate ?? null, description: r.description, consamount: trimZeros(String(r.consamount ?? '0')), owing: trimZeros(owing.toFixed()) });
    }
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });
}

export async function invoicesOfConsolidated(ctx: AppContext, call: TenantCall, screen: string, consid: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    await guard(tx, call, screen, lang);
    const cons = await consolidatedOf(tx, call.tenantId, consid);
    if (!cons) throw new AppError('NOT_FOUND');
    const ids = await consolidatedInvoiceIds(tx, call.tenantId, consid);
    const invoices = await invoicesById(tx, call.tenantId, ids, 'sales-invoice');
    const settled = await settlementsOf(tx, call.tenantId, ids);
    const listdata = ids.map((id) => {
      const inv = invoices.get(id);
      const s = settled.get(id);
      const owing = s?.owing ?? '0';
      return {
        arinvoiceid: id,
        invoiceno: inv?.docno ?? '',
        invoicedate: inv?.invoicedate ?? null,
        duedate: inv?.duedate ?? null,
        currencyid: inv?.currencyid ?? null,
        rate: inv?.rate ?? null,
        totalamount: trimZeros(inv?.totalamount ?? '0'),
        paid: trimZeros(s?.paid ?? '0'),
        owing: trimZeros(owing),
        pay: trimZeros(Decimal.max(owing, 0).toFixed()),
      };
    });
    return { consid, consno: cons.docno, customerid: cons.customerid, listdata, total: listdata.length, page: 1, size: listdata.length };
  });
}

/**
 * `sales-consolidated/getListInvoice/{consid}/{customerid}`, under the Tukar Faktur's rights: the customer's posted
 * invoices owing above zero that no other Tukar Faktur holds (`consid`: the one being edited, 0 for a new one),
 * oldest first: exactly those its save accepts as newly gathered.
 */
export async function invoicesToGather(ctx: AppContext, call: TenantCall, consid: number, customerid: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    await guard(tx, call, SALES_CONSOLIDATED.rights.screen, lang);
    if ((await personType(tx, call.tenantId, customerid)) !== PARTY_PERSONTYPE.customerid) throw new AppError('NOT_FOUND');
    if (consid && !(await consolidatedOf(tx, call.tenantId, consid))) throw new AppError('NOT_FOUND');
    const invoices = await payableInvoices(tx, call.tenantId, SALES_SIDE, customerid, 0);
    const ids = invoices.map((i) => i.docid);
    const settled = await settlementsOf(tx, call.tenantId, ids);
    const elsewhere = await consolidatedElsewhere(tx, call.tenantId, ids, consid);
    const listdata = invoices.flatMap((inv) => {
      const s = settled.get(inv.docid);
      if (!s || !new Decimal(s.owing).greaterThan(0) || elsewhere.has(inv.docid)) return [];
      return [
        {
          arinvoiceid: inv.docid,
          invoiceno: inv.docno,
          invoicedate: inv.invoicedate,
          duedate: inv.duedate,
          currencyid: inv.currencyid,
          rate: inv.rate,
          totalamount: trimZeros(inv.totalamount),
          paid: trimZeros(s.paid),
          owing: trimZeros(s.owing),
        },
      ];
    });
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });
}
