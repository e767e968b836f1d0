-- Running quantities and values leave the move rows (a back-dated move rewrote every later row for them): a
-- figure at a position is the nearest cost snapshot at or before it plus the moves since (at most one snapshot
-- interval, 1,000 moves). docs/decisions.md "Running stock figures derived from the cost snapshots".
ALTER TABLE "stock_cost_state" ADD COLUMN "balance" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_cost_state" ADD COLUMN "value" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "stock_cost_state" s SET "balance" = m."balance", "value" = m."value"
FROM "stock_move" m
WHERE m.tenant_id = s.tenant_id AND m.itemid = s.itemid AND m.transdate = s.uptodate AND m.seq = s.uptoseq;--> statement-breakpoint
ALTER TABLE "stock_move" DROP COLUMN "whbalance";--> statement-breakpoint
ALTER TABLE "stock_move" DROP COLUMN "balance";--> statement-breakpoint
ALTER TABLE "stock_move" DROP COLUMN "value";--> statement-breakpoint
-- An item's company-wide quantity and stock value after the move at (p_date, p_seq), inclusive (p_seq 2147483647:
-- the end of the date). A move adds its quantity in less out, and its cost in (incoming) or out (outgoing) less its
-- true-up, which is how the cost engine runs them (core cost-pool.ts).
CREATE FUNCTION stock_item_upto(p_tenant bigint, p_item bigint, p_date date, p_seq integer)
RETURNS TABLE (balance numeric, value numeric) LANGUAGE sql STABLE AS $$
  SELECT coalesce(s.balance, 0) + coalesce(t.qty, 0), coalesce(s.value, 0) + coalesce(t.value, 0)
  FROM (SELECT 1) one
  LEFT JOIN LATERAL (
    SELECT c.uptodate, c.uptoseq, c.balance, c.value FROM stock_cost_state c
    WHERE c.tenant_id = p_tenant AND c.itemid = p_item AND (c.uptodate, c.uptoseq) <= (p_date, p_seq)
    ORDER BY c.uptodate DESC, c.uptoseq DESC LIMIT 1) s ON true
  CROSS JOIN LATERAL (
    SELECT sum(m.qtyin - m.qtyout) AS qty,
           sum(CASE WHEN m.kind IN ('issue', 'transfer-out') THEN -m.cost ELSE m.cost END - m.adjustment) AS value
    FROM stock_move m
    WHERE m.tenant_id = p_tenant AND m.itemid = p_item
      AND (m.transdate, m.seq) > (coalesce(s.uptodate, '-infinity'::date), coalesce(s.uptoseq, 0))
      AND (m.transdate, m.seq) <= (p_date, p_seq)) t
$$;--> statement-breakpoint
-- An item's quantity in one warehouse after the move at (p_date, p_seq), inclusive.
CREATE FUNCTION stock_wh_upto(p_tenant bigint, p_item bigint, p_wh bigint, p_date date, p_seq integer)
RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce((s.state -> 'warehouses' ->> p_wh::text)::numeric, 0) + coalesce((
    SELECT sum(m.qtyin - m.qtyout) FROM stock_move m
    WHERE m.tenant_id = p_tenant AND m.itemid = p_item AND m.warehouseid = p_wh
      AND (m.transdate, m.seq) > (coalesce(s.uptodate, '-infinity'::date), coalesce(s.uptoseq, 0))
      AND (m.transdate, m.seq) <= (p_date, p_seq)), 0)
  FROM (SELECT 1) one
  LEFT JOIN LATERAL (
    SELECT c.uptodate, c.uptoseq, c.state FROM stock_cost_state c
    WHERE c.tenant_id = p_tenant AND c.itemid = p_item AND (c.uptodate, c.uptoseq) <= (p_date, p_seq)
    ORDER BY c.uptodate DESC, c.uptoseq DESC LIMIT 1) s ON true
$$;
