SELECT lontar_secure_tenant_table(t::regclass) FROM unnest(ARRAY[
  'gl_document', 'gl_document_line', 'journal', 'journal_line', 'account_period_balance', 'idempotency_key'
]) AS t;
--> statement-breakpoint
-- Journals are append-only for the application: history is corrected by reversal, never rewritten.
REVOKE UPDATE, DELETE, TRUNCATE ON journal, journal_line FROM lontar_app;
--> statement-breakpoint
-- Every journal must balance when its transaction commits, whatever code wrote it.
CREATE OR REPLACE FUNCTION lontar_check_journal_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM journal_line WHERE tenant_id = NEW.tenant_id AND journalid = NEW.journalid;
  IF total <> 0 THEN
    RAISE EXCEPTION 'journal % is not balanced (difference %)', NEW.journalid, total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_line_balanced AFTER INSERT ON journal_line
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION lontar_check_journal_balance();
