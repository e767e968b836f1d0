-- The role every tenant request runs as (SET LOCAL ROLE lontar_app): not the table owner and without
-- BYPASSRLS, so forced row-level security applies to it. Roles are cluster-wide; create it once.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'lontar_app') THEN
    BEGIN
      CREATE ROLE lontar_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL; -- another database in the same cluster created it concurrently
    END;
  END IF;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  -- The connecting (owner) role must be a member to SET ROLE; a superuser already may.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT lontar_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO lontar_app;
