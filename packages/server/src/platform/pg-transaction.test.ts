import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { commitWith, isPgPool } from './pg-transaction.ts';
import { executeStatement } from './prepared-statement.ts';
import { withTx, type Tx } from './tx.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const statement of [
    'create table probe_pipe (id integer primary key, body text not null)',
    // A check at commit, as the journal's balance check is: a body 'unbalanced' fails only when the transaction commits.
    `create function probe_pipe_check() returns trigger language plpgsql as $$ begin if new.body = 'unbalanced' then raise exception 'tidak seimbang'; end if; return null; end $$`,
    'create constraint trigger probe_pipe_at_commit after insert on probe_pipe deferrable initially deferred for each row execute function probe_pipe_check()',
  ]) {
    await t.ctx.db.execute(sql.raw(statement));
  }
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const bodies = async () => ((await t.ctx.db.execute(sql`select id, body from probe_pipe order by id`)) as unknown as { rows: Row[] }).rows;
// A named prepared statement, as a save's last statement is: it is on the wire when the call returns.
const insert = (tx: Tx, id: number, body: string) => () =>
  executeStatement<Row>(tx, 'probe_pipe_insert', () => sql`insert into probe_pipe values (${sql.placeholder('id')}::integer, ${sql.placeholder('body')}::text) returning id`, { id, body });

describe('a transaction whose last statements carry its commit', () => {
  it('runs on node-postgres with PostgreSQL and on drizzle’s own transaction with PGlite', () => {
    expect(isPgPool(t.ctx.db)).toBe(Boolean(process.env.DATABASE_URL));
  });

  it('writes what its statements wrote and answers each of them, in order', async () => {
    const answers = await withTx(t.ctx.db, async (tx) => {
      await tx.execute(sql`insert into probe_pipe values (1, 'pertama')`);
      return commitWith(tx, [insert(tx, 2, 'kedua'), insert(tx, 3, 'ketiga')]);
    });
    expect(answers.map((a) => a.rows[0]!.id)).toEqual([2, 3]);
    expect(await bodies()).toEqual([
      { id: 1, body: 'pertama' },
      { id: 2, body: 'kedua' },
      { id: 3, body: 'ketiga' },
    ]);
  });

  it('throws the first failing statement’s error and keeps nothing of the transaction', async () => {
    const attempt = withTx(t.ctx.db, async (tx) => {
      await tx.execute(sql`insert into probe_pipe values (10, 'sebelum')`);
      return commitWith(tx, [insert(tx, 1, 'kunci ganda'), insert(tx, 11, 'sesudah')]);
    });
    await expect(attempt).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
    expect((await bodies()).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('throws a check that fails at commit and keeps nothing of the transaction', async () => {
    const attempt = withTx(t.ctx.db, async (tx) => {
      await tx.execute(sql`insert into probe_pipe values (20, 'sebelum')`);
      return commitWith(tx, [insert(tx, 21, 'unbalanced')]);
    });
    await expect(attempt).rejects.toThrow(/tidak seimbang/);
    expect((await bodies()).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('runs a lazy query once, after the statements before it', async () => {
    await withTx(t.ctx.db, (tx) => commitWith(tx, [insert(tx, 30, 'siap'), () => tx.execute(sql`update probe_pipe set body = body || ' lagi' where id = 30`)]));
    expect((await bodies()).find((r) => r.id === 30)).toEqual({ id: 30, body: 'siap lagi' });
    await t.ctx.db.execute(sql`delete from probe_pipe where id = 30`);
  });

  it('leaves its connection ready for the next transactions, sixteen at once', async () => {
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        withTx(t.ctx.db, async (tx) => {
          await tx.execute(sql`select pg_sleep(0.001)`);
          return commitWith(tx, [insert(tx, 100 + i, `serentak ${i}`)]);
        }),
      ),
    );
    expect((await bodies()).length).toBe(19);
    // The begin that went out with the first statement took effect: both statements see one transaction's time.
    const [first, second] = await withTx(t.ctx.db, async (tx) => {
      const a = (await tx.execute(sql`select now()::text as at`)) as unknown as { rows: Row[] };
      const b = (await tx.execute(sql`select pg_sleep(0.01), now()::text as at`)) as unknown as { rows: Row[] };
      return [a.rows[0]!.at, b.rows[0]!.at];
    });
    expect(second).toBe(first);
  });
});
