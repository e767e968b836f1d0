import { balanceJournal, reverseLines, type PostingLine } from '@lontar/core';
import type { TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { journalLines, writeJournal } from '../ledger/journal.repo.ts';
import * as repo from './trans-document.repo.ts';

/** The journals of a document in `trans_document`: its own posting, and the reversal of everything that still counts. */

/** Reverses every journal of the document that still counts (its posting and its corrections), each at its own date. */
export async function reverseDocumentJournals(tx: Tx, call: TenantCall, form: string, row: repo.TransDocRow): Promise<void> {
  for (const j of await repo.liveJournals(tx, call.tenantId, form, row.docid)) {
    const lines = await journalLines(tx, call.tenantId, j.journalid);
    const docno = row.docno ?? '';
    await writeJournal(tx, { tenantId: call.tenantId, form, docid: row.docid, docno, transdate: j.transdate, description: `Pembalikan ${docno}`.trim(), reversalOf: j.journalid, userid: call.userId }, reverseLines(lines));
  }
}

/** Writes the document's own posting (rounding cents to the rounding account); null when there is nothing to post. */
export async function writeDocumentJournal(tx: Tx, call: TenantCall, form: string, row: repo.TransDocRow, lines: PostingLine[], roundingGlid: number | null): Promise<number | null> {
  if (!lines.length) return null;
  const journal = balanceJournal(lines, { roundingGlid });
  return writeJournal(tx, { tenantId: call.tenantId, form, docid: row.docid, docno: row.docno ?? '', transdate: row.transdate, description: row.description, reversalOf: null, userid: call.userId }, journal.lines);
}
