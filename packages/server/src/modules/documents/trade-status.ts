import { remainingLines, sourceStatus } from '@lontar/core';
import type { Tx } from '../../platform/tx.ts';
import { lockSources, pulledFrom, setStatus, sourceLines } from './trade-pull.repo.ts';

/**
 * The stored status of order-type documents (API.md §7.4): `open`, `partial` when something was pulled, `closed`
 * when everything was pulled or the document was closed by hand. Refreshed in the transaction that changed what
 * was pulled from them.
 */
export async function refreshOrderStatus(tx: Tx, tenantId: number, form: string, docids: readonly number[]) {
  if (!docids.length) return;
  const docs = await lockSources(tx, tenantId, form, docids);
  const ids = [...docs.keys()];
  const lines = await sourceLines(tx, tenantId, ids);
  const pulled = await pulledFrom(tx, tenantId, ids);
  for (const doc of docs.values()) {
    const remaining = remainingLines(
      lines.filter((l) => l.docid === doc.docid).map((l) => ({ seq: l.seq, itemno: l.itemno, quantity: l.quantity, unitratio: l.unitratio })),
      pulled.filter((r) => r.srcid === doc.docid).map((r) => ({ seq: r.srcseq, quantity: r.quantity, unitratio: r.unitratio })),
    );
    await setStatus(tx, tenantId, doc.docid, sourceStatus(remaining, 'order', doc.closedbyhand));
  }
}

/** What remains of each line of a source (pullDetTransaction), keyed by seq. */
export async function remainingOf(tx: Tx, tenantId: number, docid: number) {
  const lines = await sourceLines(tx, tenantId, [docid]);
  const pulled = await pulledFrom(tx, tenantId, [docid]);
  return new Map(
    remainingLines(
      lines.map((l) => ({ seq: l.seq, itemno: l.itemno, quantity: l.quantity, unitratio: l.unitratio })),
      pulled.map((r) => ({ seq: r.srcseq, quantity: r.quantity, unitratio: r.unitratio })),
    ).map((r) => [r.seq, r]),
  );
}
