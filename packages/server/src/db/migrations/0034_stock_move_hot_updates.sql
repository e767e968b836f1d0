CREATE INDEX "stock_move_item_warehouse_idx" ON "stock_move" USING btree ("tenant_id","itemid","warehouseid","transdate","seq");--> statement-breakpoint
-- A back-dated move rewrites the running figures (cost … value) of every later move of its item. None of those
-- columns is indexed, so with room left on each page the rewrites are heap-only (HOT) updates that touch no index.
ALTER TABLE "stock_move" SET (fillfactor = 70);
