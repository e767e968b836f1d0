-- Locks a company's items for a stock change (in itemid order, as stock.repo.ts lockItems) and answers, per item,
-- its newest cost snapshot and where its last move stands, read after the locks are held: one round trip where two
-- were. A volatile function's queries each take a new snapshot, so the second query sees every change committed by
-- the transactions this one waited for (a head joined to the locking query itself would be read from the snapshot
-- taken before the wait). Runs as the caller: row-level security applies as to any query of the tenant.
CREATE OR REPLACE FUNCTION lontar_lock_item_heads(p_tenant bigint, p_items bigint[])
RETURNS TABLE (itemid bigint, itemno text, snapdate text, snapseq integer, movecount integer, state jsonb, balance text, value text, lastdate text, lastseq integer)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  PERFORM 1 FROM item i WHERE i.tenant_id = p_tenant AND i.itemid = ANY (p_items) ORDER BY i.itemid FOR NO KEY UPDATE;
  RETURN QUERY
    SELECT i.itemid, i.itemno::text, s.uptodate::text, s.uptoseq, s.movecount, s.state, s.balance::text, s.value::text, m.transdate::text, m.seq
    FROM item i
    LEFT JOIN LATERAL (
      SELECT c.uptodate, c.uptoseq, c.movecount, c.state, c.balance, c.value FROM stock_cost_state c
      WHERE c.tenant_id = p_tenant AND c.itemid = i.itemid ORDER BY c.uptodate DESC, c.uptoseq DESC LIMIT 1) s ON true
    LEFT JOIN LATERAL (
      SELECT sm.transdate, sm.seq FROM stock_move sm
      WHERE sm.tenant_id = p_tenant AND sm.itemid = i.itemid ORDER BY sm.transdate DESC, sm.seq DESC LIMIT 1) m ON true
    WHERE i.tenant_id = p_tenant AND i.itemid = ANY (p_items);
END
$$;
