-- Reports answer the current state by default: a posting that was reversed and its reversal are left out of the
-- movement columns (API.md §5). The balance table keeps, per row, the corrections it holds: the |amount| of every
-- reversal line, which is also what the reversed journal's mirror line adds (a reversal negates its journal's lines
-- and carries its date, so both land in the same row). Default debit = debit - corrected, credit = credit - corrected.
ALTER TABLE "account_period_balance" ADD COLUMN "corrected" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "journal_reversal_idx" ON "journal" USING btree ("tenant_id","reversal_of") WHERE "journal"."reversal_of" is not null;--> statement-breakpoint
-- Existing reversals fill the new column. Row-level security is forced even for the tables' owner, so each company
-- is filled under its own tenant setting.
DO $$
DECLARE
  t bigint;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    UPDATE account_period_balance b
       SET corrected = c.amount
      FROM (
        SELECT l.glid, j.period, coalesce(l.branchid, 0) AS branchid, coalesce(l.deptid, 0) AS deptid, coalesce(l.projectid, 0) AS projectid,
               coalesce(l.currencyid, 0) AS currencyid, sum(abs(l.amount)) AS amount
          FROM journal j
          JOIN journal_line l ON l.tenant_id = j.tenant_id AND l.journalid = j.journalid
         WHERE j.tenant_id = t AND j.reversal_of IS NOT NULL
         GROUP BY 1, 2, 3, 4, 5, 6
      ) c
     WHERE b.tenant_id = t AND b.glid = c.glid AND b.period = c.period AND b.branchid = c.branchid AND b.deptid = c.deptid
       AND b.projectid = c.projectid AND b.currencyid = c.currencyid;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
