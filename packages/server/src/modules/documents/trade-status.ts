import { PURCHASE_DOCUMENTS, remainingLines, SALES_DOCUMENTS, sourceStatus, type DocumentDecl } from '@lontar/core';
import type { Tx } from '../../platform/tx.ts';
import { refreshInvoiceStatus } from './invoice-settlement.repo.ts';
import { refreshConsolidatedStatus } from './sales-payment.repo.ts';
import { lockSources, setStatus, sourceState, type PulledRow, type SourceDoc, type SourceLineRow } from './trade-pull.repo.ts';

const STATUS_DECLS: readonly DocumentDecl[] = [...PURCHASE_DOCUMENTS, ...SALES_DOCUMENTS];
const statusKindOf = (form: string) => STATUS_DECLS.find((d) => d.form === form)?.statusKind;

/** A new document's status: orders and receipts start `open`, invoices `unpaid`; other documents have none. */
export function initialStatus(decl: DocumentDecl): string {
  if (decl.statusKind === 'invoice') return 'unpaid';
  return decl.statusKind ? 'open' : '';
}

/**
 * The stored status of documents of `form` (API.md §7.4), refreshed in the transaction that changed what was
 * pulled from them or what settles them: an order `open`, `partial`, `closed` (everything pulled, or closed by
 * hand); a receipt `open` until fully invoiced, then `invoiced`; an invoice `unpaid`, `partial`, `paid`. A sales
 * invoice's Tukar Faktur follows it (`open` / `paid`): a sales return settling one, or deleted, refreshes it here.
 */
export async function refreshStatus(tx: Tx, tenantId: number, form: string, docids: readonly number[]) {
  const kind = statusKindOf(form);
  if (!docids.length || !kind) return;
  if (kind === 'invoice') {
    await refreshInvoiceStatus(tx, tenantId, docids);
    if (form === 'sales-invoice') await refreshConsolidatedStatus(tx, tenantId, docids);
    return;
  }
  const docs = await lockSources(tx, tenantId, form, docids);
  const { lines, pulled } = await sourceState(tx, tenantId, [...docs.keys()]);
  for (const doc of docs.values()) await setStatus(tx, tenantId, doc.docid, statusAfter(form, doc, lines, pulled)!);
}

/**
 * The status a source of `form` has with `lines` (its lines among them) and `pulled` (what is pulled from it among
 * them); undefined for a form whose status comes from elsewhere (an invoice's from what settles it) or that has none.
 * A delivery order or goods receipt is `invoiced` by posted invoices only: a Temporary Invoice reserves what it
 * pulled (nothing remains to pull) but bills nothing yet, so the delivery stays `open` (docs/decisions.md).
 */
export function statusAfter(form: string, doc: SourceDoc, lines: readonly SourceLineRow[], pulled: readonly PulledRow[]): string | undefined {
  const kind = statusKindOf(form);
  if (!kind || kind === 'invoice') return undefined;
  const billing = (r: PulledRow) => kind !== 'delivery' || r.posted !== false;
  const remaining = remainingLines(
    lines.filter((l) => l.docid === doc.docid).map((l) => ({ seq: l.seq, itemno: l.itemno, quantity: l.quantity, unitratio: l.unitratio })),
    pulled.filter((r) => r.srcid === doc.docid && billing(r)).map((r) => ({ seq: r.srcseq, quantity: r.quantity, unitratio: r.unitratio })),
  );
  return sourceStatus(remaining, kind, doc.closedbyhand);
}

/** What remains of each line of a source (pullDetTransaction), keyed by seq; `exceptDoc`: a document whose pulls count back (its edit). */
export async function remainingOf(tx: Tx, tenantId: number, docid: number, exceptDoc = 0) {
  const state = await sourceState(tx, tenantId, [docid]);
  const lines = state.lines;
  const pulled = state.pulled.filter((p) => p.docid !== exceptDoc);
  return new Map(
    remainingLines(
      lines.map((l) => ({ seq: l.seq, itemno: l.itemno, quantity: l.quantity, unitratio: l.unitratio })),
      pulled.map((r) => ({ seq: r.srcseq, quantity: r.quantity, unitratio: r.unitratio })),
    ).map((r) => [r.seq, r]),
  );
}
