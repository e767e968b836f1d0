import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { transDocument } from '../../db/schema/documents.ts';
import type { Tx } from '../../platform/tx.ts';
import { rankedSearch } from '../forms/search-sql.ts';

/**
 * A party's documents of one form (`field`: the header field naming it, `vendorid` or `customerid`), newest first (or by the rank of a typed search over number and description),
 * one page: the customer/vendor history screen's lists (spec 001 `readallByTipe/{type}`).
 */
export async function partyDocuments(tx: Tx, tenantId: number, form: string, field: 'vendorid' | 'customerid', partyid: number, q: { page: number; size: number; search?: string }) {
  const search = rankedSearch({ code: transDocument.docno, names: [transDocument.description] }, q.search);
  const where = and(eq(transDocument.tenantId, tenantId), eq(transDocument.form, form), sql`(${transDocument.header} ->> ${sql.raw(`'${field}'`)})::bigint = ${partyid}`, search?.where);
  const rows = await tx
    .select({
      docid: transDocument.docid,
      docno: transDocument.docno,
      transdate: transDocument.transdate,
      description: transDocument.description,
      duedate: sql<string | null>`nullif(${transDocument.header} ->> 'duedate', '')`,
      totalamount: transDocument.totalamount,
      status: transDocument.status,
    })
    .from(transDocument)
    .where(where)
    .orderBy(...(search ? [asc(search.rank)] : []), desc(transDocument.transdate), desc(transDocument.docid))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(transDocument).where(where)) as [{ n: number }];
  return { rows, total: n };
}
