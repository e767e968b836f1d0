import { and, asc, eq, sql } from 'drizzle-orm';
import { faDepreciation, faType, fixedAsset, journal, journalLine } from '../../db/schema/index.ts';
import { withTenant } from '../../platform/tx.ts';
import type { TestApp } from '../../test/harness.ts';
import { accountsByNumber } from '../ledger/gl-document.repo.ts';
import { DEPRECIATION_FORM } from './depreciation.repo.ts';

/**
 * Test support: assets written straight into the tables under the tenant (as other modules' tests seed), so the
 * period end and the reports are tested apart from the asset screens' own service.
 */
export interface SeedAsset {
  assetcode: string;
  assetname?: string;
  depmethod: number;
  estimatedlife: number;
  depreciationrate?: string;
  cost: string;
  residu?: string;
  accumopening?: string;
  purchasedate: string;
  usagedate?: string;
  deptid?: number | null;
  assetfistype?: number | null;
  disposaldate?: string | null;
  proceeds?: string;
  /** An accumulated depreciation account of the asset's own (else the seeded type's). */
  accumglaccnt?: number;
}

/** The accounts the seeded assets post to. */
export const SEED_ACCOUNTS = { asset: '1-20400', accum: '1-30400', expense: '6-10600' } as const;

export async function seedAccounts(t: TestApp, tenantId: number) {
  return withTenant(t.ctx.db, tenantId, async (tx) => {
    const rows = await accountsByNumber(tx, tenantId, [SEED_ACCOUNTS.asset, SEED_ACCOUNTS.accum, SEED_ACCOUNTS.expense]);
    const glid = (no: string) => rows.find((r) => r.glaccount === no)!.glid;
    return { asset: glid(SEED_ACCOUNTS.asset), accum: glid(SEED_ACCOUNTS.accum), expense: glid(SEED_ACCOUNTS.expense) };
  });
}

/** One book type for the seeded assets; returns its id. */
export async function seedType(t: TestApp, tenantId: number, code = 'PK') {
  const acc = await seedAccounts(t, tenantId);
  return withTenant(t.ctx.db, tenantId, async (tx) => {
    const [row] = await tx
      .insert(faType)
      .values({ tenantId, assettype: code, fatypedesc: `Tipe ${code}`, deprmethod: 1, estlife: 4, assetglaccnt: acc.asset, accumglaccnt: acc.accum, expenseglaccnt: acc.expense })
      .returning({ id: faType.afistypeid });
    return row!.id;
  });
}

/** An asset of the type (disposed when `disposaldate` is given, as a sale); returns its id. */
export async function seedAsset(t: TestApp, tenantId: number, userId: number, afistypeid: number, a: SeedAsset) {
  const acc = await seedAccounts(t, tenantId);
  return withTenant(t.ctx.db, tenantId, async (tx) => {
    const [row] = await tx
      .insert(fixedAsset)
      .values({
        tenantId,
        assetcode: a.assetcode,
        assetname: a.assetname ?? a.assetcode,
        afistypeid,
        assetfistype: a.assetfistype ?? null,
        depmethod: a.depmethod,
        estimatedlife: a.estimatedlife,
        depreciationrate: a.depreciationrate ?? '0',
        cost: a.cost,
        residu: a.residu ?? '0',
        accumopening: a.accumopening ?? '0',
        purchasedate: a.purchasedate,
        usagedate: a.usagedate ?? a.purchasedate,
        deptid: a.deptid ?? null,
        assetglaccnt: acc.asset,
        accumglaccnt: a.accumglaccnt ?? acc.accum,
        expenseglaccnt: acc.expense,
        disposed: Boolean(a.disposaldate),
        disposaldate: a.disposaldate ?? null,
        disposaltype: a.disposaldate ? 0 : null,
        proceeds: a.proceeds ?? '0',
        createdBy: userId,
      })
      .returning({ id: fixedAsset.assetid });
    return row!.id;
  });
}

/** Marks an asset disposed (or not) without a journal: what the period end reads of a disposal. */
export async function setDisposal(t: TestApp, tenantId: number, assetid: number, disposaldate: string | null) {
  await withTenant(t.ctx.db, tenantId, (tx) =>
    tx
      .update(fixedAsset)
      .set({ disposed: Boolean(disposaldate), disposaldate, disposaltype: disposaldate ? 1 : null })
      .where(and(eq(fixedAsset.tenantId, tenantId), eq(fixedAsset.assetid, assetid))),
  );
}

/** The depreciation journals (postings and reversals) in id order with their lines' total debit. */
export async function depreciationJournals(t: TestApp, tenantId: number) {
  return withTenant(t.ctx.db, tenantId, async (tx) => {
    const rows = await tx
      .select({
        journalid: journal.journalid,
        docid: journal.docid,
        transdate: journal.transdate,
        description: journal.description,
        reversalOf: journal.reversalOf,
        debit: sql<string>`(select coalesce(sum(l.amount) filter (where l.amount > 0), 0)::text from journal_line l where l.tenant_id = journal.tenant_id and l.journalid = journal.journalid)`,
        net: sql<string>`(select coalesce(sum(l.amount), 0)::text from journal_line l where l.tenant_id = journal.tenant_id and l.journalid = journal.journalid)`,
      })
      .from(journal)
      .where(and(eq(journal.tenantId, tenantId), eq(journal.form, DEPRECIATION_FORM)))
      .orderBy(asc(journal.journalid));
    return rows.map((r) => ({ ...r, journalid: Number(r.journalid), docid: Number(r.docid), reversalOf: r.reversalOf === null ? null : Number(r.reversalOf) }));
  });
}

/** The lines of one journal. */
export async function linesOf(t: TestApp, tenantId: number, journalid: number) {
  return withTenant(t.ctx.db, tenantId, (tx) =>
    tx
      .select({ glid: journalLine.glid, amount: journalLine.amount, deptid: journalLine.deptid, description: journalLine.description })
      .from(journalLine)
      .where(and(eq(journalLine.tenantId, tenantId), eq(journalLine.journalid, journalid)))
      .orderBy(asc(journalLine.seq)),
  );
}

/** The depreciation rows, by asset and period. */
export async function depreciationRows(t: TestApp, tenantId: number) {
  return withTenant(t.ctx.db, tenantId, (tx) =>
    tx
      .select({ assetid: faDepreciation.assetid, period: faDepreciation.period, amount: faDepreciation.amount, journalid: faDepreciation.journalid })
      .from(faDepreciation)
      .where(eq(faDepreciation.tenantId, tenantId))
      .orderBy(asc(faDepreciation.assetid), asc(faDepreciation.period)),
  );
}
