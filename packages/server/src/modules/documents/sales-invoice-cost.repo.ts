import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { anyId } from '../../platform/sql-ids.ts';
import type { Tx } from '../../platform/tx.ts';
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
