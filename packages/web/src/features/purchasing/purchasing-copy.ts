import { PURCHASE_DOCUMENTS, SALES_DOCUMENTS, type DocumentDecl } from '@lontar/core';
import { copyOf, declaredCopy, type CopyDecl } from '../../ui/document/copy-values.ts';
import type { Row } from '../../ui/document/record-api.ts';
import type { PurchaseFormDef } from './purchasing-forms.ts';

/** What a copied line leaves behind: its own sequence and the document it was pulled from. */
const PULLED = ['seq', 'srcform', 'srcid', 'srcseq', 'srcno', 'poid'];

/** The core declaration of each trade form (its copy rule). */
const DECLS: ReadonlyMap<string, DocumentDecl> = new Map([...PURCHASE_DOCUMENTS, ...SALES_DOCUMENTS].map((decl) => [decl.form, decl]));

/**
 * Transaction copy of a trade document, by its core copy rule (the server's memorized template keeps the same): a
 * new one of the same form with its own number, date and due date, no tax invoice number, no down payments applied,
 * posted as a new one is, and every line standing on its own (nothing pulled is copied as pulled). A return keeps
 * its party, currency, kind (with or without invoice), settlement and notes, but its pulled lines go whole (the
 * rule's `pulledLines: 'drop'`): goods come back only against the invoice, receipt or delivery they left with, so
 * the copy names no invoice and the clerk pulls again.
 */
export function tradeCopyDecl(def: PurchaseFormDef): CopyDecl {
  const has = (extra: PurchaseFormDef['header'][number]) => def.header.includes(extra);
  const decl = DECLS.get(def.form);
  if (!decl) throw new Error(`${def.form}: not a declared trade document`);
  const own: Record<string, unknown> = {
    ...(has('terms') ? { duedate: null } : {}),
    ...(has('taxInvoice') ? { taxinvoiceno: '' } : {}),
    ...(has('downPayment') ? { downpayments: [] } : {}),
    ...(has('posted') ? { posted: true } : {}),
    ...(has('resi') ? { resi: '' } : {}),
  };
  return declaredCopy(decl, { own, drop: PULLED });
}

export function tradeCopy(def: PurchaseFormDef): (values: Row, fresh: Row) => Row {
  return copyOf(tradeCopyDecl(def));
}
