-- An account's history (account history, bank book, general-ledger detail) is read in date order. The date lived
-- only on the journal, so every page joined and sorted all the account's lines in the range first (about 1 s for
-- an account with 200,000 lines). Lines now carry their journal's date, and one index gives an account's lines in
-- history order with the amount, so a page reads only its own rows.
ALTER TABLE "journal_line" ADD COLUMN "transdate" date;--> statement-breakpoint
-- The owner fills existing lines; forced row security would otherwise hide every company's rows from it.
ALTER TABLE "journal_line" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "journal_line" l SET "transdate" = j."transdate" FROM "journal" j WHERE j."tenant_id" = l."tenant_id" AND j."journalid" = l."journalid";--> statement-breakpoint
ALTER TABLE "journal_line" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "journal_line" ALTER COLUMN "transdate" SET NOT NULL;--> statement-breakpoint
DROP INDEX "journal_line_account_idx";--> statement-breakpoint
CREATE INDEX "journal_line_history_idx" ON "journal_line" USING btree ("tenant_id","glid","transdate","journalid","seq") INCLUDE ("amount");
