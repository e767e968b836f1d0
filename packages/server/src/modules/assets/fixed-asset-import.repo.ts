import { and, eq, inArray } from 'drizzle-orm';
import { department, faFiscalType, faType, fixedAsset, glaccount, project } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';

/** The codes a fixed-asset import file names, looked up in one query each: code → id. */

type Lookup = (tx: Tx, tenantId: number, codes: string[]) => Promise<Map<string, number>>;

const pairs = (rows: { code: string; id: number }[]) => new Map(rows.map((r) => [r.code, Number(r.id)]));

export const typeIdsByCode: Lookup = async (tx, tenantId, codes) =>
  codes.length === 0 ? new Map() : pairs(await tx.select({ code: faType.assettype, id: faType.afistypeid }).from(faType).where(and(eq(faType.tenantId, tenantId), inArray(faType.assettype, codes))));

export const fiscalIdsByName: Lookup = async (tx, tenantId, names) =>
  names.length === 0
    ? new Map()
    : pairs(await tx.select({ code: faFiscalType.fafisdesc, id: faFiscalType.assetfistype }).from(faFiscalType).where(and(eq(faFiscalType.tenantId, tenantId), inArray(faFiscalType.fafisdesc, names))));

export const deptIdsByCode: Lookup = async (tx, tenantId, codes) =>
  codes.length === 0 ? new Map() : pairs(await tx.select({ code: department.deptno, id: department.deptid }).from(department).where(and(eq(department.tenantId, tenantId), inArray(department.deptno, codes))));

export const projectIdsByCode: Lookup = async (tx, tenantId, codes) =>
  codes.length === 0 ? new Map() : pairs(await tx.select({ code: project.projectno, id: project.projectid }).from(project).where(and(eq(project.tenantId, tenantId), inArray(project.projectno, codes))));

export const accountIdsByNumber: Lookup = async (tx, tenantId, numbers) =>
  numbers.length === 0 ? new Map() : pairs(await tx.select({ code: glaccount.glaccount, id: glaccount.glid }).from(glaccount).where(and(eq(glaccount.tenantId, tenantId), inArray(glaccount.glaccount, numbers))));

/** The asset codes among `codes` already taken in the company. */
export async function takenAssetCodes(tx: Tx, tenantId: number, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await tx.select({ code: fixedAsset.assetcode }).from(fixedAsset).where(and(eq(fixedAsset.tenantId, tenantId), inArray(fixedAsset.assetcode, codes)));
  return new Set(rows.map((r) => r.code));
}
