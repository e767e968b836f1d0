import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { faDepreciation, glaccount, journal, journalLine } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';

/** The journal lines that concern one asset, for general-ledger-history-fasset. */

export interface HistoryLine {
  journalid: number;
  transdate: string;
  form: string;
  period: number | null;
  reversalOf: number | null;
  seq: number;
  glid: number;
  glaccount: string;
  accountname: string;
  /** Signed, debit positive. */
  amount: string;
  description: string;
}

/** Every line of the asset's own journals: acquisition, disposal (with its catch-up depreciation) and their reversals. */
export async function documentLines(tx: Tx, tenantId: number, assetid: number): Promise<HistoryLine[]> {
  const rows = await tx
    .select({
      journalid: journal.journalid,
      transdate: journal.transdate,
      form: journal.form,
      reversalOf: journal.reversalOf,
      seq: journalLine.seq,
      glid: journalLine.glid,
      glaccount: glaccount.glaccount,
      accountname: glaccount.accountname,
      amount: journalLine.amount,
      description: journalLine.description,
    })
    .from(journal)
    .innerJoin(journalLine, and(eq(journalLine.tenantId, journal.tenantId), eq(journalLine.journalid, journal.journalid)))
    .innerJoin(glaccount, and(eq(glaccount.tenantId, journalLine.tenantId), eq(glaccount.glid, journalLine.glid)))
    .where(and(eq(journal.tenantId, tenantId), eq(journal.docid, assetid), inArray(journal.form, ['fixed-asset', 'fixed-asset-disposal'])))
    .orderBy(asc(journal.journalid), asc(journalLine.seq));
  return rows.map((r) => ({ ...r, journalid: Number(r.journalid), glid: Number(r.glid), reversalOf: r.reversalOf === null ? null : Number(r.reversalOf), period: null }));
}

/** The asset's depreciation posted by period ends (each month's shared journal): its row's amount and the journal's date. */
export async function periodEndDepreciation(tx: Tx, tenantId: number, assetid: number) {
  const rows = await tx
    .select({ period: faDepreciation.period, amount: faDepreciation.amount, journalid: journal.journalid, transdate: journal.transdate, form: journal.form })
    .from(faDepreciation)
    .innerJoin(journal, and(eq(journal.tenantId, faDepreciation.tenantId), eq(journal.journalid, faDepreciation.journalid)))
    .where(and(eq(faDepreciation.tenantId, tenantId), eq(faDepreciation.assetid, assetid), ne(journal.form, 'fixed-asset-disposal')))
    .orderBy(asc(faDepreciation.period));
  return rows.map((r) => ({ ...r, journalid: Number(r.journalid) }));
}
