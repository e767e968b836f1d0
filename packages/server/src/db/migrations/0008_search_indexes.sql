-- List search on large masters reads the lower-cased `search` column with LIKE '%term%'.
DROP INDEX IF EXISTS item_search_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS person_search_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS item_search_like ON item USING gin (search gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS person_search_like ON person USING gin (search gin_trgm_ops);
--> statement-breakpoint
-- Under row-level security the planner may only use an index for an operator marked LEAKPROOF. textlike
-- (LIKE) raises errors only for a malformed pattern, which is the query's own constant, never row data, so
-- it leaks nothing. Marking it needs a superuser; without one, search still works as a filtered scan.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION textlike(text, text) LEAKPROOF;
  END IF;
END $$;
