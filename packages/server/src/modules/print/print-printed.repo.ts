import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';

/**
 * update-printed of a stored document: how often it was printed is the number of its audit rows that record a
 * print (`changes.printcount`), read under a lock of the document's row so two prints count twice. Kept in the
 * audit trail, not in the document: an edit of the document rewrites its header, never its audit trail.
 */
export async function lockAndCountPrints(tx: Tx, tenantId: number, form: string, docid: number): Promise<number | undefined> {
  const locked = (await tx.execute(sql`select docid from trans_document where tenant_id = ${tenantId} and form = ${form} and docid = ${docid} for update`)) as { rows: unknown[] };
  if (locked.rows.length === 0) return undefined;
  const counted = (await tx.execute(sql`
    select count(*)::int as n from audit_log
    where tenant_id = ${tenantId} and form = ${form} and recordid = ${docid} and changes ? 'printcount'`)) as { rows: { n: number }[] };
  return Number(counted.rows[0]!.n);
}
