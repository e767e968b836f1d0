import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './db.ts';
import type { Tx } from './tx.ts';

/**
 * A transaction on PostgreSQL whose first and last round trips carry its `begin` and its `commit` (the pool's clients
 * run in node-postgres' pipeline mode, db.ts). drizzle's own transaction sends `begin` and `commit` each as a round
 * trip of its own; here `begin` goes out with the first statement, and the statement that ends a save may take the
 * commit along (`commitWith`), so the rows it locks (the numbering row every document of a type takes, the items)
 * are let go as soon as PostgreSQL has run it, without waiting for Node's next turn (docs/decisions.md "A save's
 * last statement carries its commit").
 */

interface Ending {
  /** The transaction ended with a statement that carried its commit (whatever the outcome). */
  ended: boolean;
  client: pg.PoolClient;
}

const endings = new WeakMap<object, Ending>();

interface SessionInternals {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/** Whether db runs on node-postgres (PGlite runs drizzle's own transaction). */
export function isPgPool(db: Db): boolean {
  const client = (db as unknown as { $client?: unknown }).$client;
  return typeof client === 'object' && client !== null && typeof (client as pg.Pool).connect === 'function' && 'totalCount' in client;
}

/** Runs fn in a transaction on a pooled node-postgres connection, `begin` pipelined with its first statement. */
export async function pgTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const outer = (db as unknown as { session: SessionInternals }).session;
  const client = await outer.client.connect();
  const session = new NodePgSession(client, outer.dialect, outer.schema, outer.options);
  const tx = new NodePgTransaction(outer.dialect, session, outer.schema) as unknown as Tx;
  const ending: Ending = { ended: false, client };
  endings.set(tx, ending);
  const begun = client.query('begin');
  let broken: Error | undefined;
  try {
    const result = await fn(tx);
    await begun;
    if (!ending.ended) await client.query('commit');
    return result;
  } catch (error) {
    await begun.catch(() => undefined);
    if (!ending.ended) await client.query('rollback').catch((e: Error) => (broken = e));
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Runs a transaction's last statements and its commit in one round trip where the transaction allows it (a
 * `pgTransaction`; elsewhere, as on PGlite, they run one after another and the transaction commits as usual).
 * `statements` run in order; nothing of the transaction may follow. Answers each statement's result. A failing
 * statement's error is thrown (PostgreSQL then rolls the transaction back at the commit); so is a failing commit's
 * (a deferred check).
 */
export async function commitWith<T>(tx: Tx, statements: readonly (() => PromiseLike<T>)[]): Promise<T[]> {
  const ending = endings.get(tx);
  if (!ending || ending.ended) {
    const results: T[] = [];
    for (const run of statements) results.push(await run());
    return results;
  }
  // Each call hands its statement to the connection before it returns (drizzle and node-postgres send without
  // awaiting anything first), so the statements and the commit leave in this order, one behind the other. Should a
  // call ever not have handed its statement over yet, the commit waits for the answers instead.
  const before = inFlight(ending.client);
  // Promise.resolve: a lazy query (drizzle's QueryPromise runs when awaited) is awaited once, not once per await.
  const sent = statements.map((run) => Promise.resolve(run()));
  const handed = inFlight(ending.client) - before === statements.length;
  if (!handed) await Promise.allSettled(sent);
  ending.ended = true;
  const committed = ending.client.query('commit');
  const settled = await Promise.allSettled(sent);
  const [commit] = await Promise.allSettled([committed]);
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
  if (commit!.status === 'rejected') throw commit!.reason;
  if (commit!.value.command !== 'COMMIT') throw new Error(`the transaction ended with ${commit!.value.command}, not COMMIT`);
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}

/** Queries a node-postgres client holds: queued, on the wire (pipeline mode) and the one being answered. */
function inFlight(client: pg.PoolClient): number {
  const c = client as unknown as { _queryQueue?: unknown[]; _sentQueryQueue?: unknown[]; _activeQuery?: unknown };
  return (c._queryQueue?.length ?? 0) + (c._sentQueryQueue?.length ?? 0) + (c._activeQuery ? 1 : 0);
}
