import { FISCAL_GROUPS, type FiscalGroup } from '@lontar/core';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { faFiscalType } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';

/** Straight line (1) by default; a group's declining rate when the method is declining balance (2). */
export function fiscalTypeValues(g: FiscalGroup, deprmethod: 1 | 2 = 1) {
  const rate = deprmethod === 2 && g.decliningRate ? g.decliningRate : g.straightLineRate;
  return { fafisdesc: g.nameId, groupcode: g.code, deprmethod: g.decliningRate ? deprmethod : 1, fisestlife: g.lifeYears, fisrate: new Decimal(rate).times(100).toFixed() };
}

/**
 * The six fiscal groups of UU PPh Pasal 11 (core FISCAL_GROUPS) as a company's fiscal types, under their Indonesian
 * names, straight line. Called when a company is provisioned, and for an older company before its first list of the
 * fiscal types (or the book types and assets, which pick from them) when it has none. A name already taken is kept.
 */
export async function provisionFiscalTypes(tx: Tx, tenantId: number) {
  await tx
    .insert(faFiscalType)
    .values(FISCAL_GROUPS.map((g) => ({ tenantId, ...fiscalTypeValues(g) })))
    .onConflictDoNothing();
}

/** provisionFiscalTypes for a company that has no fiscal type at all (one that predates them). */
export async function ensureFiscalTypes(tx: Tx, tenantId: number) {
  const [row] = await tx.select({ one: sql<number>`1` }).from(faFiscalType).where(eq(faFiscalType.tenantId, tenantId)).limit(1);
  if (!row) await provisionFiscalTypes(tx, tenantId);
}
