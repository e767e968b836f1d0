SELECT lontar_secure_tenant_table(t::regclass) FROM unnest(ARRAY[
  'customer_status', 'customer_type', 'salesman', 'shipment', 'branch', 'item_category', 'person', 'item',
  'item_person_price', 'audit_log'
]) AS t;
--> statement-breakpoint
-- Server-side search over large masters (100,000 items or customers): trigram indexes serve ILIKE '%…%'.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS item_search_trgm ON item USING gin ((itemno || ' ' || itemdescription) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS person_search_trgm ON person USING gin ((personno || ' ' || name) gin_trgm_ops);
