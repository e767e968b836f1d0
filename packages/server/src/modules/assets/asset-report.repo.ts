import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { faDepreciation, faFiscalType, faType, fixedAsset } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';
import { SCHEDULE_COLUMNS } from './depreciation.repo.ts';

/** What the fixed asset reports read of an asset: its terms, its type's code and its fiscal type's terms. */
export async function reportAssets(tx: Tx, tenantId: number, where?: SQL) {
  return tx
    .select({
      ...SCHEDULE_COLUMNS,
      afistypeid: fixedAsset.afistypeid,
      disposaltype: fixedAsset.disposaltype,
      proceeds: fixedAsset.proceeds,
      assettype: faType.assettype,
      fatypedesc: faType.fatypedesc,
      assetfistype: fixedAsset.assetfistype,
      fafisdesc: faFiscalType.fafisdesc,
      deprmethod: faFiscalType.deprmethod,
      fisestlife: faFiscalType.fisestlife,
      fisrate: faFiscalType.fisrate,
    })
    .from(fixedAsset)
    .innerJoin(faType, and(eq(faType.tenantId, fixedAsset.tenantId), eq(faType.afistypeid, fixedAsset.afistypeid)))
    .leftJoin(faFiscalType, and(eq(faFiscalType.tenantId, fixedAsset.tenantId), eq(faFiscalType.assetfistype, fixedAsset.assetfistype)))
    .where(and(eq(fixedAsset.tenantId, tenantId), where))
    .orderBy(asc(fixedAsset.assetcode), asc(fixedAsset.assetid));
}
export type ReportAsset = Awaited<ReturnType<typeof reportAssets>>[number];

export interface DepreciationRow {
  assetid: number;
  period: number;
  amount: string;
  journalid: number | null;
}

/** The posted depreciation rows of the assets, by asset, in month order. */
export async function postedRows(tx: Tx, tenantId: number, assetids: readonly number[]): Promise<Map<number, DepreciationRow[]>> {
  const out = new Map<number, DepreciationRow[]>();
  if (!assetids.length) return out;
  const rows = await tx
    .select({ assetid: faDepreciation.assetid, period: faDepreciation.period, amount: faDepreciation.amount, journalid: faDepreciation.journalid })
    .from(faDepreciation)
    .where(and(eq(faDepreciation.tenantId, tenantId), inArray(faDepreciation.assetid, [...assetids])))
    .orderBy(asc(faDepreciation.assetid), asc(faDepreciation.period));
  for (const r of rows) {
    const list = out.get(r.assetid) ?? [];
    list.push({ ...r, journalid: r.journalid === null ? null : Number(r.journalid) });
    out.set(r.assetid, list);
  }
  return out;
}
