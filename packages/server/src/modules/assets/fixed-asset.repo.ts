import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { company, faDepreciation, faType, fixedAsset, glaccount } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';
import { IS_PARENT_ACCOUNT } from '../ledger/account-sql.ts';

/** SQL of the fixed-asset module: accounts, types, the asset row under lock and its depreciation rows. */

export type AssetRow = typeof fixedAsset.$inferSelect;
export type TypeRow = typeof faType.$inferSelect;

export interface AccountInfo {
  glid: number;
  glaccount: string;
  accountname: string;
  accounttype: number;
  isParent: boolean;
}

export async function accountsByIds(tx: Tx, tenantId: number, glids: readonly number[]): Promise<Map<number, AccountInfo>> {
  if (glids.length === 0) return new Map();
  const rows = await tx
    .select({ glid: glaccount.glid, glaccount: glaccount.glaccount, accountname: glaccount.accountname, accounttype: glaccount.accounttype, isParent: sql<boolean>`${IS_PARENT_ACCOUNT}` })
    .from(glaccount)
    .where(and(eq(glaccount.tenantId, tenantId), inArray(glaccount.glid, [...new Set(glids)])));
  return new Map(rows.map((r) => [Number(r.glid), { ...r, glid: Number(r.glid), isParent: Boolean(r.isParent) }]));
}

export async function typeById(tx: Tx, tenantId: number, afistypeid: number): Promise<TypeRow | undefined> {
  const [row] = await tx.select().from(faType).where(and(eq(faType.tenantId, tenantId), eq(faType.afistypeid, afistypeid)));
  return row;
}

/** The asset row locked for the rest of the transaction (disposal, undo, edit): concurrent writers queue here. */
export async function lockAsset(tx: Tx, tenantId: number, assetid: number): Promise<AssetRow | undefined> {
  const [row] = await tx.select().from(fixedAsset).where(and(eq(fixedAsset.tenantId, tenantId), eq(fixedAsset.assetid, assetid))).for('update');
  return row;
}

export async function findAsset(tx: Tx, tenantId: number, assetid: number): Promise<AssetRow | undefined> {
  const [row] = await tx.select().from(fixedAsset).where(and(eq(fixedAsset.tenantId, tenantId), eq(fixedAsset.assetid, assetid)));
  return row;
}

export interface DepreciationRow {
  period: number;
  amount: string;
  journalid: number | null;
}

export async function depreciationRows(tx: Tx, tenantId: number, assetid: number): Promise<DepreciationRow[]> {
  const rows = await tx
    .select({ period: faDepreciation.period, amount: faDepreciation.amount, journalid: faDepreciation.journalid })
    .from(faDepreciation)
    .where(and(eq(faDepreciation.tenantId, tenantId), eq(faDepreciation.assetid, assetid)))
    .orderBy(asc(faDepreciation.period));
  return rows.map((r) => ({ period: r.period, amount: r.amount, journalid: r.journalid === null ? null : Number(r.journalid) }));
}

export async function insertDepreciation(tx: Tx, tenantId: number, assetid: number, rows: readonly { period: number; amount: string }[], journalid: number) {
  if (rows.length === 0) return;
  await tx.insert(faDepreciation).values(rows.map((r) => ({ tenantId, assetid, period: r.period, amount: r.amount, journalid })));
}

export async function deleteDepreciationOfJournal(tx: Tx, tenantId: number, assetid: number, journalid: number) {
  await tx.delete(faDepreciation).where(and(eq(faDepreciation.tenantId, tenantId), eq(faDepreciation.assetid, assetid), eq(faDepreciation.journalid, journalid)));
}

export async function setAcquisitionJournal(tx: Tx, tenantId: number, assetid: number, journalid: number | null): Promise<AssetRow> {
  const [row] = await tx.update(fixedAsset).set({ acquisitionjournalid: journalid }).where(and(eq(fixedAsset.tenantId, tenantId), eq(fixedAsset.assetid, assetid))).returning();
  return row!;
}

export type DisposalFields = Pick<AssetRow, 'disposed' | 'disposaldate' | 'disposaltype' | 'proceeds' | 'proceedsglaccnt' | 'gainlossglaccnt' | 'disposalnote' | 'disposaljournalid'>;

/** Writes (or clears) the disposal of a locked asset and moves its version on. */
export async function setDisposal(tx: Tx, tenantId: number, assetid: number, fields: DisposalFields): Promise<AssetRow> {
  const [row] = await tx
    .update(fixedAsset)
    .set({ ...fields, version: sql`${fixedAsset.version} + 1`, updatedAt: sql`now()`, lockedBy: null, lockedTime: null })
    .where(and(eq(fixedAsset.tenantId, tenantId), eq(fixedAsset.assetid, assetid)))
    .returning();
  return row!;
}

/** The day the books start (company information), null when not set. */
export async function booksStart(tx: Tx, tenantId: number): Promise<string | null> {
  const [row] = await tx.select({ startdate: company.startdate }).from(company).where(eq(company.tenantId, tenantId));
  return row?.startdate ?? null;
}
