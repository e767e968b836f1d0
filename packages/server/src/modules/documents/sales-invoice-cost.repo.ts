import { balanceJournal, translate, type Lang, type PostingLine } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { anyId } from '../../platform/sql-ids.ts';
import type { Tx } from '../../platform/tx.ts';
import type { BatchJournal } from '../ledger/journal.repo.ts';
import { periodOf } from '../ledger/period.repo.ts';
import type { PreparedTrade } from './trade-prepare.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * The cost a sales invoice moves from goods in transit to COGS for each line pulled from a delivery order (API.md
 * §7.5): the cost the delivery order's move of that line left inventory with (`stock_move.cost`, base currency),
 * in proportion to the quantity invoiced; the invoice that takes the rest of the line takes the rest of its cost, so
 * the line's goods in transit clears exactly. Read with the delivery orders locked by the invoice's pull check; the
 * cost and the account it sits on (`deliveredgit`, the move's counter account) are kept in the invoice line's `extra`
 * (`deliveredcost`), where later invoices of the same line read what was taken. `self`: the invoice being edited.
 */
export async function withDeliveredCosts(tx: Tx, tenantId: number, prepared: PreparedTrade, self: number | undefined): Promise<PreparedTrade> {
  const refs = prepared.goods.flatMap((g) => (g.delivered && g.itemtype === 0 ? [g.delivered] : []));
  if (!refs.length) return prepared;
  const rows = rowsOf(
    await tx.execute(sql`
      with ref as (select distinct * from jsonb_to_recordset(${JSON.stringify(refs)}::jsonb) as x(docid bigint, seq integer))
      select ref.docid, ref.seq, m.cost::text as cost, m.qtyout::text as qty, m.counterglid,
             coalesce((select sum(l.quantity * l.unitratio) from trans_line l
                       where l.tenant_id = ${tenantId} and l.srcid = ref.docid and l.srcseq = ref.seq and l.extra ->> 'srcform' = 'delivery-order'
                         and l.docid <> ${self ?? 0}), 0)::text as takenqty,
             coalesce((select sum((l.extra ->> 'deliveredcost')::numeric) from trans_line l
                       where l.tenant_id = ${tenantId} and l.srcid = ref.docid and l.srcseq = ref.seq and l.extra ->> 'srcform' = 'delivery-order'
                         and l.docid <> ${self ?? 0}), 0)::text as takencost
      from ref join stock_move m on m.tenant_id = ${tenantId} and m.form = 'delivery-order' and m.docid = ref.docid and m.lineseq = ref.seq and m.kind = 'issue'
      where m.docid = ${anyId(refs.map((r) => r.docid))}`),
  );
  const byLine = new Map(rows.map((r) => [`${String(r.docid)}:${String(r.seq)}`, r]));
  // What other invoices took of each delivery line, and then what this invoice's earlier lines took of it.
  const taken = new Map(rows.map((r) => [`${String(r.docid)}:${String(r.seq)}`, { qty: new Decimal(String(r.takenqty)), cost: new Decimal(String(r.takencost)) }]));
  const lines = prepared.lines.map((line, i) => {
    const goods = prepared.goods[i]!;
    const key = goods.delivered && goods.itemtype === 0 ? `${goods.delivered.docid}:${goods.delivered.seq}` : '';
    const r = byLine.get(key);
    if (!r) return line;
    const qty = new Decimal(String(r.qty));
    const before = taken.get(key)!;
    const after = before.qty.plus(goods.qtyunit1);
    const cost = after.gte(qty)
      ? new Decimal(String(r.cost)).minus(before.cost)
      : new Decimal(String(r.cost)).times(goods.qtyunit1).dividedBy(qty).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    taken.set(key, { qty: after, cost: before.cost.plus(cost) });
    return { ...line, extra: { ...(line.extra as Row), deliveredcost: cost.toFixed(2), deliveredgit: Number(r.counterglid) } };
  });
  return { ...prepared, lines };
}

/** A delivery order line whose cost the stock engine changed, with the COGS account its item sells against. */
export interface DeliveredLineChange {
  docid: number;
  seq: number;
  cogsglid: number | null;
}

/**
 * Carries a delivery order's corrected cost to the invoices that took it (API.md §7.7): when the stock engine changes
 * the cost of delivery lines (a back-dated move, a purchase invoice revising a receipt, the delivery's own edit), every
 * invoice line pulled from them takes its share of the cost as it is now, by the rule `withDeliveredCosts` applies on
 * save (in proportion to the quantity, rounded half-up to cents; the line that completes the delivery line, in
 * invoice order, takes the rest), so goods in transit of a fully invoiced delivery is zero after any correction. The
 * lines' `deliveredcost` is rewritten; a posted invoice gets a correcting journal dated at its own date (COGS against
 * goods in transit, by the difference), which an edit or delete of the invoice reverses with its other journals. A
 * Temporary Invoice keeps only the figure, posted when it is. Nothing is written into a closed month (409).
 */
export async function carryDeliveredCosts(tx: Tx, tenantId: number, changes: readonly DeliveredLineChange[], ctx: { lang: Lang; closedPeriods: readonly number[]; roundingGlid: number | null }): Promise<BatchJournal[]> {
  if (!changes.length) return [];
  const refs = [...new Map(changes.map((c) => [`${c.docid}:${c.seq}`, { docid: c.docid, seq: c.seq }])).values()];
  const rows = rowsOf(
    await tx.execute(sql`
      with ref as (select * from jsonb_to_recordset(${JSON.stringify(refs)}::jsonb) as x(docid bigint, seq integer)),
      delivered as (
        select ref.docid, ref.seq, sum(m.cost) as cost, min(dl.quantity * dl.unitratio) as qty
        from ref join trans_line dl on dl.tenant_id = ${tenantId} and dl.docid = ref.docid and dl.seq = ref.seq
        join stock_move m on m.tenant_id = ${tenantId} and m.form = 'delivery-order' and m.docid = ref.docid and m.lineseq = ref.seq and m.kind = 'issue'
        group by ref.docid, ref.seq)
      select dv.docid as doid, dv.seq as doseq, dv.cost::text as cost, dv.qty::text as qty, l.docid, l.seq, (l.quantity * l.unitratio)::text as qtyunit1,
             l.extra ->> 'deliveredcost' as taken, (l.extra ->> 'deliveredgit')::bigint as gitglid, l.deptid, l.projectid,
             d.transdate::text as transdate, coalesce(d.docno, '') as docno, coalesce((d.header ->> 'posted')::boolean, true) as posted
      from delivered dv
      join trans_line l on l.tenant_id = ${tenantId} and l.srcid = dv.docid and l.srcseq = dv.seq and l.extra ->> 'srcform' = 'delivery-order' and l.extra ? 'deliveredcost'
      join trans_document d on d.tenant_id = l.tenant_id and d.docid = l.docid
      order by dv.docid, dv.seq, l.docid, l.seq`),
  );
  const cogsOf = new Map(changes.map((c) => [`${c.docid}:${c.seq}`, c.cogsglid]));
  const revised: { docid: number; seq: number; cost: string }[] = [];
  const byInvoice: InvoiceCorrections = new Map();
  const taken = new Map<string, { qty: Decimal; cost: Decimal }>();
  for (const r of rows) {
    const key = `${String(r.doid)}:${String(r.doseq)}`;
    const total = new Decimal(String(r.cost));
    const qty = new Decimal(String(r.qty));
    const before = taken.get(key) ?? { qty: new Decimal(0), cost: new Decimal(0) };
    const mine = new Decimal(String(r.qtyunit1));
    const after = before.qty.plus(mine);
    const cost = after.gte(qty) ? total.minus(before.cost) : total.times(mine).dividedBy(qty).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    taken.set(key, { qty: after, cost: before.cost.plus(cost) });
    const difference = cost.minus(new Decimal(String(r.taken)));
    if (difference.isZero()) continue;
    revised.push({ docid: Number(r.docid), seq: Number(r.seq), cost: cost.toFixed(2) });
    if (r.posted === false) continue;
    const cogsglid = cogsOf.get(key);
    if (!cogsglid) throw new AppError('DEFAULT_ACCOUNT_MISSING', { account: 'cogs' }, { status: 409 });
    const invoice = byInvoice.get(Number(r.docid)) ?? { docno: String(r.docno), transdate: String(r.transdate), lines: [] };
    const description = translate(ctx.lang, 'STOCK_CORRECTION', { number: invoice.docno });
    const dims = { deptid: r.deptid == null ? null : Number(r.deptid), projectid: r.projectid == null ? null : Number(r.projectid) };
    const line = (glid: number, amount: Decimal): PostingLine => ({ glid, amount: amount.toFixed(2), primeamount: amount.toFixed(2), rate: '1', currencyid: null, ...dims, branchid: null, subsidiary: null, description });
    invoice.lines.push(line(cogsglid, difference), line(Number(r.gitglid), difference.negated()));
    byInvoice.set(Number(r.docid), invoice);
  }
  if (!revised.length) return [];
  refuseClosedCorrections(byInvoice, ctx.closedPeriods);
  await tx.execute(sql`
    update trans_line l set extra = jsonb_set(l.extra, '{deliveredcost}', to_jsonb(x.cost))
    from jsonb_to_recordset(${JSON.stringify(revised)}::jsonb) as x(docid bigint, seq integer, cost text)
    where l.tenant_id = ${tenantId} and l.docid = x.docid and l.seq = x.seq`);
  return correctionJournals(byInvoice, ctx);
}

/** The posted invoices a delivery's cost correction reaches, each with the correcting lines of its journal. */
export type InvoiceCorrections = Map<number, { docno: string; transdate: string; lines: PostingLine[] }>;

/** A correction reaching an invoice in a closed month is refused (409 PERIOD_CLOSED), before anything is written. */
export function refuseClosedCorrections(byInvoice: InvoiceCorrections, closedPeriods: readonly number[]): void {
  const closed = new Set(closedPeriods);
  if ([...byInvoice.values()].some((i) => closed.has(periodOf(i.transdate)))) throw new AppError('PERIOD_CLOSED', {}, { status: 409 });
}

/** One correcting journal per invoice, at the invoice's own date and number. */
export function correctionJournals(byInvoice: InvoiceCorrections, ctx: { lang: Lang; roundingGlid: number | null }): BatchJournal[] {
  return [...byInvoice].map(([docid, i]) => ({
    form: 'sales-invoice',
    docid,
    docno: i.docno,
    transdate: i.transdate,
    description: translate(ctx.lang, 'STOCK_CORRECTION', { number: i.docno }),
    reversalOf: null,
    correction: true,
    lines: balanceJournal(i.lines, { roundingGlid: ctx.roundingGlid }).lines,
  }));
}
