import { and, eq, inArray } from 'drizzle-orm';
import { glaccount } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';

/** The sample company's accounts by number (glid), for the accounts its fixed assets and schedules name. */
export async function sampleAccountIds(tx: Tx, tenantId: number, numbers: readonly string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ no: glaccount.glaccount, glid: glaccount.glid })
    .from(glaccount)
    .where(and(eq(glaccount.tenantId, tenantId), inArray(glaccount.glaccount, [...numbers])));
  return new Map(rows.map((r) => [r.no, r.glid]));
}
