-- Repairs the journal-document counters of existing companies: before this release a number typed by hand (or the
-- proposed number sent back) did not move the counter, so the next automatic number could collide with it.
-- Each counter moves past the highest number already used that is its prefix followed by digits only.
-- Row-level security is forced even for the tables' owner, so each company is repaired under its own tenant setting.
DO $$
DECLARE
  t bigint;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    UPDATE numbering n
       SET nextnumber = greatest(n.nextnumber, used.top + 1)
      FROM (
        SELECT c.transtype, max(substr(d.jvnumber, length(c.prefix) + 1)::bigint) AS top
          FROM numbering c
          JOIN gl_document d ON d.tenant_id = c.tenant_id
         WHERE c.tenant_id = t
           AND c.transtype IN ('GL JV', 'GL PMT', 'GL ODT')
           AND left(d.jvnumber, length(c.prefix)) = c.prefix
           AND substr(d.jvnumber, length(c.prefix) + 1) ~ '^[0-9]{1,15}$'
         GROUP BY c.transtype
      ) used
     WHERE n.tenant_id = t AND n.transtype = used.transtype;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
