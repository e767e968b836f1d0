import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { TENANT_POLICY_EXPR, withTenant, withTx } from './tx.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A tenant table shaped as DESIGN.md requires: tenant_id first in the key, RLS enabled and forced.
  for (const statement of [
    'create table probe_note (tenant_id bigint not null, id bigint not null, body text not null, primary key (tenant_id, id))',
    'alter table probe_note enable row level security',
    'alter table probe_note force row level security',
    `create policy tenant_isolation on probe_note using (tenant_id = ${TENANT_POLICY_EXPR}) with check (tenant_id = ${TENANT_POLICY_EXPR})`,
    'grant select, insert, update, delete on probe_note to lontar_app',
    "insert into probe_note values (1, 1, 'milik PT Satu'), (2, 1, 'milik PT Dua')",
  ]) {
    await t.ctx.db.execute(sql.raw(statement));
  }
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const rows = (r: unknown) => (r as { rows: Row[] }).rows;

describe('request transaction with tenant context', () => {
  it('runs as lontar_app with app.tenant_id set, only inside the transaction', async () => {
    const inside = await withTenant(t.ctx.db, 7, async (tx) => rows(await tx.execute(sql`select current_user as who, current_setting('app.tenant_id') as tenant`))[0]);
    expect(inside).toEqual({ who: 'lontar_app', tenant: '7' });
    const after = rows(await t.ctx.db.execute(sql`select current_user as who, current_setting('app.tenant_id', true) as tenant`))[0];
    expect(after!.who).not.toBe('lontar_app');
    expect(after!.tenant ?? '').toBe('');
  });

  it('sees only the rows of its tenant and cannot write into another', async () => {
    const one = await withTenant(t.ctx.db, 1, async (tx) => rows(await tx.execute(sql`select body from probe_note`)));
    expect(one).toEqual([{ body: 'milik PT Satu' }]);
    await expect(withTenant(t.ctx.db, 1, (tx) => tx.execute(sql`insert into probe_note values (2, 2, 'menyusup')`))).rejects.toThrow();
    const two = await withTenant(t.ctx.db, 2, async (tx) => rows(await tx.execute(sql`select body from probe_note`)));
    expect(two).toEqual([{ body: 'milik PT Dua' }]);
  });

  it('returns no rows when no tenant is set', async () => {
    const none = await withTx(t.ctx.db, async (tx) => {
      await tx.execute(sql`set local role lontar_app`);
      return rows(await tx.execute(sql`select * from probe_note`));
    });
    expect(none).toEqual([]);
  });

  it('cannot reach control-plane tables as the app role', async () => {
    await expect(withTenant(t.ctx.db, 1, (tx) => tx.execute(sql`select * from users`))).rejects.toThrow();
  });

  it('refuses a non-positive or fractional tenant id', async () => {
    await expect(withTenant(t.ctx.db, 0, async () => 1)).rejects.toThrow();
    await expect(withTenant(t.ctx.db, 1.5, async () => 1)).rejects.toThrow();
  });

  it('rolls back everything when the callback throws', async () => {
    await expect(
      withTenant(t.ctx.db, 1, async (tx) => {
        await tx.execute(sql`insert into probe_note values (1, 99, 'sementara')`);
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    const left = await withTenant(t.ctx.db, 1, async (tx) => rows(await tx.execute(sql`select id from probe_note where id = 99`)));
    expect(left).toEqual([]);
  });
});
