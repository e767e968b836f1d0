-- List search reads the trigram GIN indexes of the large masters. With fastupdate (the default) new rows first go
-- to an unsorted pending list that every search scans in full until VACUUM merges it; after an import of
-- thousands of items or customers that made searches slower and led the planner to a sequential scan. Masters
-- change rarely, so each insert goes straight into the index, and what is pending now is merged.
ALTER INDEX item_search_like SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX person_search_like SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('item_search_like'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('person_search_like'::regclass);
