import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/** Control-plane tables that carry a tenant_id but are not tenant-owned data (DESIGN.md §3). */
const CONTROL_PLANE = new Set(['tenant_users', 'tenant_invitations']);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('tenant tables in the catalogue', () => {
  it('every table with tenant_id has it first in the primary key and every foreign key, forced RLS and a tenant policy', async () => {
    const tables = await rows<{ name: string; rls: boolean; forced: boolean }>(sql`
      select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)`);
    const tenantTables = tables.filter((r) => !CONTROL_PLANE.has(r.name));
    expect(tenantTables.length).toBeGreaterThanOrEqual(14);
    const problems: string[] = [];
    for (const table of tenantTables) {
      if (!table.rls) problems.push(`${table.name}: RLS not enabled`);
      if (!table.forced) problems.push(`${table.name}: RLS not forced`);
      const keys = await rows<{ conname: string; contype: string; first: string }>(sql`
        select con.conname, con.contype, a.attname as first
        from pg_constraint con join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
        where con.conrelid = ${table.name}::regclass and con.contype in ('p', 'f')`);
      if (!keys.some((k) => k.contype === 'p')) problems.push(`${table.name}: no primary key`);
      for (const k of keys) if (k.first !== 'tenant_id') problems.push(`${table.name}.${k.conname}: first column ${k.first}`);
      const policies = await rows<{ qual: string; with_check: string; cmd: string }>(sql`
        select qual, with_check, cmd from pg_policies where schemaname = 'public' and tablename = ${table.name}`);
      const ok = policies.some((p) => p.cmd === 'ALL' && /app\.tenant_id/.test(p.qual ?? '') && /app\.tenant_id/.test(p.with_check ?? ''));
      if (!ok) problems.push(`${table.name}: no tenant policy for reads and writes`);
    }
    expect(problems).toEqual([]);
  });

  it('the request role cannot bypass RLS: not superuser, no BYPASSRLS, owns no table', async () => {
    const [role] = await rows<{ rolsuper: boolean; rolbypassrls: boolean }>(sql`select rolsuper, rolbypassrls from pg_roles where rolname = 'lontar_app'`);
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await rows<{ relname: string }>(sql`
      select c.relname from pg_class c join pg_roles r on r.oid = c.relowner where r.rolname = 'lontar_app'`);
    expect(owned).toEqual([]);
  });

  it('a query with no tenant set returns no rows', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'A', username: 'pemilik', email: 'p@contoh.co.id', password: 'rahasia-123' } });
    expect(res.statusCode).toBe(201);
    const counts = await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local role lontar_app`);
      return ((await tx.execute(sql`select count(*)::int as n from glaccount`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    });
    expect(counts).toBe(0);
  });
});
