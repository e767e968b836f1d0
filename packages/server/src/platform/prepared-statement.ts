import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from './tx.ts';

/** The few fixed statements every save runs, prepared by name (journals, trade documents, posting context, audit). */

const dialect = new PgDialect();
const statements = new Map<string, { query: { sql: string; params: unknown[] }; name: string }>();

/**
 * Runs one of a few fixed statements as a named prepared statement. `build` returns its text with named
 * placeholders (`sql.placeholder`) for every value; it runs once per `key` per process, and the compiled text
 * is kept, so a posting neither rebuilds nor re-hashes a long statement. node-postgres parses and plans it once
 * per connection and then only binds and executes (after five runs PostgreSQL keeps a generic plan when it costs
 * no more than the custom ones): parsing and planning the long posting CTEs had been about a third of
 * PostgreSQL's CPU per document. The name is a hash of the text, so a text never meets another under its name.
 * A value missing from `values` fails the call. PGlite runs it as a plain query.
 */
export async function executeStatement<T>(tx: Tx, key: string, build: () => SQL, values: Record<string, unknown>): Promise<{ rows: T[] }> {
  let statement = statements.get(key);
  if (!statement) {
    const query = dialect.sqlToQuery(build());
    statement = { query, name: `lontar_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}` };
    statements.set(key, statement);
  }
  return (await tx._.session.prepareQuery(statement.query, undefined, statement.name, false).execute(values)) as { rows: T[] };
}
