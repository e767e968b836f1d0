-- The commit-time journal check fires once per inserted line, and each firing summed all the journal's lines:
-- ten sums for a ten-line voucher. A firing now remembers (for the rest of the transaction) the journal it
-- checked and how many lines it saw, when those are exactly lines 1..n. A later firing for a line 1..n of the
-- same journal has nothing new to check: lines are never updated or deleted by the application and (journal,
-- seq) is unique, so it is one of the lines already counted. Any other line of that journal -- one added
-- afterwards, whatever its seq -- gets the full check. The remembered value is transaction-local and undone
-- with a rolled-back savepoint. The check also refuses a line dated other than its journal (migration 0023
-- copied the date onto the lines).
CREATE OR REPLACE FUNCTION lontar_check_journal_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total numeric; misdated boolean; n integer; lo integer; hi integer; done text;
BEGIN
  done := current_setting('lontar.journal_checked', true);
  IF done IS NOT NULL AND done <> '' AND split_part(done, ':', 1) = NEW.tenant_id::text AND split_part(done, ':', 2) = NEW.journalid::text
     AND NEW.seq BETWEEN 1 AND split_part(done, ':', 3)::integer THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(l.amount), 0), coalesce(bool_or(l.transdate <> j.transdate), false), count(*), min(l.seq), max(l.seq)
    INTO total, misdated, n, lo, hi
  FROM journal_line l JOIN journal j ON j.tenant_id = l.tenant_id AND j.journalid = l.journalid
  WHERE l.tenant_id = NEW.tenant_id AND l.journalid = NEW.journalid;
  IF total <> 0 THEN
    RAISE EXCEPTION 'journal % is not balanced (difference %)', NEW.journalid, total USING ERRCODE = '23514';
  END IF;
  IF misdated THEN
    RAISE EXCEPTION 'journal % has a line dated other than the journal', NEW.journalid USING ERRCODE = '23514';
  END IF;
  PERFORM set_config('lontar.journal_checked', CASE WHEN lo = 1 AND hi = n THEN NEW.tenant_id || ':' || NEW.journalid || ':' || n ELSE '' END, true);
  RETURN NULL;
END $$;
