-- Row-level security for tenant-owned tables. Every tenant table is passed to lontar_secure_tenant_table,
-- here and in later migrations: RLS enabled and forced (so even the owner is filtered), one policy on
-- app.tenant_id for reads and writes, and the DML rights the request role needs.
CREATE OR REPLACE FUNCTION lontar_secure_tenant_table(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE seq text;
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::bigint) '
    'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::bigint)', tbl);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO lontar_app', tbl);
  FOR seq IN SELECT pg_get_serial_sequence(tbl::text, a.attname) FROM pg_attribute a
             WHERE a.attrelid = tbl AND a.attnum > 0 AND NOT a.attisdropped LOOP
    IF seq IS NOT NULL THEN EXECUTE format('GRANT USAGE, SELECT ON SEQUENCE %s TO lontar_app', seq); END IF;
  END LOOP;
END $$;
--> statement-breakpoint
SELECT lontar_secure_tenant_table(t::regclass) FROM unnest(ARRAY[
  'company', 'preference', 'currency', 'glaccount_type', 'glaccount', 'department', 'project', 'warehouse',
  'unit', 'term_payment', 'tax', 'date_format', 'numbering', 'privilege'
]) AS t;
