import { translate, type Lang, type PostingLine } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import type { BatchJournal } from '../ledger/journal.repo.ts';
import { correctionJournals, refuseClosedCorrections, type InvoiceCorrections } from './sales-invoice-cost.repo.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
type GroupCost = { itemid: number; cost: string; gitglid: number };

/**
 * Carries a delivery order's corrected component costs to the invoices of its group lines, as `carryDeliveredCosts`
 * does for item lines (sales-invoice-cost.repo.ts): when the stock engine changes the cost of delivery lines, every
 * invoice line of a group pulled from them takes each component's share of the cost as it is now (in proportion to
 * the group quantity, half-up to cents; the line that completes the delivery line, in invoice order, takes the rest).
 * Its `extra.groupcosts` is rewritten; a posted invoice gets a correcting journal at its own date (each component's
 * COGS against goods in transit, by the difference). Nothing is written into a closed month (409).
 */
export async function carryGroupDeliveredCosts(
  tx: Tx,
  tenantId: number,
  refs: readonly { docid: number; seq: number }[],
  ctx: { lang: Lang; closedPeriods: readonly number[]; roundingGlid: number | null; cogsglid: number | null },
): Promise<BatchJournal[]> {
  if (!refs.length) return [];
  const unique = [...new Map(refs.map((r) => [`${r.docid}:${r.seq}`, { docid: r.docid, seq: r.seq }])).values()];
  const rows = rowsOf(
    await tx.execute(sql`
      with ref as (select * from jsonb_to_recordset(${JSON.stringify(unique)}::jsonb) as x(docid bigint, seq integer))
      select ref.docid as doid, ref.seq as doseq, dl.quantity::text as doqty, l.docid, l.seq, l.quantity::text as qty, l.extra -> 'groupcosts' as groupcosts,
             l.deptid, l.projectid, d.transdate::text as transdate, coalesce(d.docno, '') as docno, coalesce((d.header ->> 'posted')::boolean, true) as posted,
             (select jsonb_agg(jsonb_build_object('itemid', m.itemid, 'cost', m.cost::text, 'cogsglid', coalesce(i.cogsglaccnt, c.cogsglaccnt)) order by m.itemid)
                from stock_move m join item i on i.tenant_id = m.tenant_id and i.itemid = m.itemid
                left join item_category c on c.tenant_id = i.tenant_id and c.categoryid = i.categoryid
               where m.tenant_id = ${tenantId} and m.form = 'delivery-order' and m.docid = ref.docid and m.lineseq = ref.seq and m.kind = 'issue') as moves
      from ref
      join trans_line dl on dl.tenant_id = ${tenantId} and dl.docid = ref.docid and dl.seq = ref.seq
      join trans_line l on l.tenant_id = ${tenantId} and l.srcid = ref.docid and l.srcseq = ref.seq and l.extra ->> 'srcform' = 'delivery-order' and l.extra ? 'groupcosts'
      join trans_document d on d.tenant_id = l.tenant_id and d.docid = l.docid
      order by ref.docid, ref.seq, l.docid, l.seq`),
  );
  const revised: { docid: number; seq: number; groupcosts: GroupCost[] }[] = [];
  const byInvoice: InvoiceCorrections = new Map();
  const taken = new Map<string, { qty: Decimal; cost: Map<number, Decimal> }>();
  for (const r of rows) {
    const key = `${String(r.doid)}:${String(r.doseq)}`;
    const moves = (r.moves ?? []) as { itemid: number; cost: string; cogsglid: number | null }[];
    const stored = new Map(((r.groupcosts ?? []) as GroupCost[]).map((g) => [Number(g.itemid), g]));
    const before = taken.get(key) ?? { qty: new Decimal(0), cost: new Map<number, Decimal>() };
    const after = before.qty.plus(String(r.qty));
    const rest = after.gte(String(r.doqty));
    const description = translate(ctx.lang, 'STOCK_CORRECTION', { number: String(r.docno) });
    const dims = { deptid: r.deptid == null ? null : Number(r.deptid), projectid: r.projectid == null ? null : Number(r.projectid) };
    const line = (glid: number, amount: Decimal): PostingLine => ({ glid, amount: amount.toFixed(2), primeamount: amount.toFixed(2), rate: '1', currencyid: null, ...dims, branchid: null, subsidiary: null, description });
    const journalLines: PostingLine[] = [];
    const groupcosts = moves.map((m) => {
      const itemid = Number(m.itemid);
      const had = before.cost.get(itemid) ?? new Decimal(0);
      const cost = rest ? new Decimal(m.cost).minus(had) : new Decimal(m.cost).times(String(r.qty)).dividedBy(String(r.doqty)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      before.cost.set(itemid, had.plus(cost));
      const old = stored.get(itemid);
      const gitglid = Number(old?.gitglid);
      const difference = cost.minus(old?.cost ?? '0');
      if (!difference.isZero()) {
        const cogsglid = m.cogsglid ?? ctx.cogsglid;
        if (!cogsglid) throw new AppError('DEFAULT_ACCOUNT_MISSING', { account: 'cogs' }, { status: 409 });
        journalLines.push(line(Number(cogsglid), difference), line(gitglid, difference.negated()));
      }
      return { itemid, cost: cost.toFixed(2), gitglid };
    });
    taken.set(key, { qty: after, cost: before.cost });
    if (!journalLines.length) continue;
    revised.push({ docid: Number(r.docid), seq: Number(r.seq), groupcosts });
    if (r.posted === false) continue;
    const invoice = byInvoice.get(Number(r.docid)) ?? { docno: String(r.docno), transdate: String(r.transdate), lines: [] };
    invoice.lines.push(...journalLines);
    byInvoice.set(Number(r.docid), invoice);
  }
  if (!revised.length) return [];
  refuseClosedCorrections(byInvoice, ctx.closedPeriods);
  await tx.execute(sql`
    update trans_line l set extra = jsonb_set(l.extra, '{groupcosts}', x.groupcosts)
    from jsonb_to_recordset(${JSON.stringify(revised)}::jsonb) as x(docid bigint, seq integer, groupcosts jsonb)
    where l.tenant_id = ${tenantId} and l.docid = x.docid and l.seq = x.seq`);
  return correctionJournals(byInvoice, ctx);
}
