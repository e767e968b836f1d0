import type { MessageKey } from '../messages/id.ts';
import { TradeError } from './trade-error.ts';
import { TD, td, type TDecimal } from './trade-decimal.ts';

/** A line of a source document (order, receipt, invoice), its quantity in its own unit. */
export interface SourceLine {
  seq: number;
  itemno: string;
  quantity: string;
  /** unit1 per the line's unit; 1 when left out. */
  unitratio?: string | null;
}

/** A line of a later document that pulled from the source line `seq`, its quantity in its own unit. */
export interface PulledLine {
  seq: number;
  quantity: string;
  unitratio?: string | null;
}

export interface RemainingLine {
  seq: number;
  itemno: string;
  /** What the source line holds, pulled and remaining: in the source line's unit (what `pullDetTransaction` answers). */
  quantity: string;
  pulled: string;
  remaining: string;
  /** What remains in the item's unit1. */
  remainingunit1: string;
}

const unit1 = (q: string, ratio: string | null | undefined): TDecimal => td(q).times(td(ratio || '1'));
const qtyText = (d: TDecimal) => (d.isZero() ? '0' : d.toDecimalPlaces(6).toFixed());

function pulledBySeq(pulled: readonly PulledLine[]): Map<number, TDecimal> {
  const by = new Map<number, TDecimal>();
  for (const p of pulled) by.set(p.seq, (by.get(p.seq) ?? new TD(0)).plus(unit1(p.quantity, p.unitratio)));
  return by;
}

/**
 * What remains of each source line after what later documents pulled (API.md §7.4), compared in unit1 so a line
 * pulled in another unit counts right; answered in the source line's unit. Never below zero.
 */
export function remainingLines(source: readonly SourceLine[], pulled: readonly PulledLine[]): RemainingLine[] {
  const by = pulledBySeq(pulled);
  return source.map((s) => {
    const ratio = td(s.unitratio || '1');
    const taken = by.get(s.seq) ?? new TD(0);
    const left = TD.max(unit1(s.quantity, s.unitratio).minus(taken), 0);
    return { seq: s.seq, itemno: s.itemno, quantity: qtyText(td(s.quantity)), pulled: qtyText(taken.dividedBy(ratio)), remaining: qtyText(left.dividedBy(ratio)), remainingunit1: qtyText(left) };
  });
}

/** Order-type sources (requisition, order, quotation) are open, partial or closed; receipts and deliveries open until invoiced. */
export type SourceKind = 'order' | 'delivery';
export type SourceStatus = 'open' | 'partial' | 'closed' | 'invoiced';

/** A source's status from what remains of its lines (API.md §7.4); `closed` by hand wins for an order. */
export function sourceStatus(lines: readonly RemainingLine[], kind: SourceKind, closedByHand = false): SourceStatus {
  const done = lines.length > 0 && lines.every((l) => td(l.remaining).isZero());
  if (kind === 'delivery') return done ? 'invoiced' : 'open';
  if (closedByHand || done) return 'closed';
  return lines.some((l) => !td(l.pulled).isZero()) ? 'partial' : 'open';
}

/** The messages a pull from each source form is refused with: more than remains, or a closed source. */
export const PULL_REFUSALS: Readonly<Record<string, { over: MessageKey; closed: MessageKey }>> = {
  requisition: { over: 'ITEM_FULLY_RECEIVED', closed: 'REQUEST_PROCESSED' },
  'purchase-order': { over: 'ITEM_FULLY_RECEIVED', closed: 'ORDER_PROCESSED' },
  'goods-receipt': { over: 'ITEM_FULLY_RECEIVED', closed: 'ITEM_FULLY_RECEIVED' },
  'purchase-invoice': { over: 'RETURN_EXCEEDS_INVOICED', closed: 'RETURN_EXCEEDS_INVOICED' },
  quotation: { over: 'ORDER_PROCESSED', closed: 'ORDER_PROCESSED' },
  'sales-order': { over: 'ORDER_PROCESSED', closed: 'ORDER_PROCESSED' },
  'delivery-order': { over: 'ORDER_PROCESSED', closed: 'ORDER_PROCESSED' },
  'sales-invoice': { over: 'RETURN_EXCEEDS_INVOICED', closed: 'RETURN_EXCEEDS_INVOICED' },
};

export interface PullCheck {
  /** The source form (a key of `PULL_REFUSALS`). */
  form: string;
  source: readonly SourceLine[];
  /** What other documents already pulled (leave out the document being edited). */
  pulled: readonly PulledLine[];
  /** What this document asks to pull. */
  requested: readonly PulledLine[];
  /** The source was closed by hand. */
  closed?: boolean;
}

/**
 * Refuses a pull that takes more than remains of any source line, or anything from a closed source (API.md §7.2,
 * §7.4): "Item {item} completely/fully received." in purchasing, "This order has already been processed." in sales.
 * A line naming a `seq` the source does not have is refused as not found.
 */
export function checkPull(check: PullCheck): void {
  const refusal = PULL_REFUSALS[check.form] ?? { over: 'ORDER_PROCESSED', closed: 'ORDER_PROCESSED' };
  if (check.closed) throw new TradeError(refusal.closed);
  const remaining = new Map(remainingLines(check.source, check.pulled).map((r) => [r.seq, r]));
  for (const [seq, asked] of pulledBySeq(check.requested)) {
    const left = remaining.get(seq);
    if (!left) throw new TradeError('V_REF_NOT_FOUND', { field: `seq ${seq}` });
    if (asked.greaterThan(td(left.remainingunit1))) throw new TradeError(refusal.over, { item: left.itemno, remaining: left.remaining });
  }
}

/**
 * Refuses an edit of a source that would leave any line below what later documents pulled, or remove a pulled
 * line (API.md §7.4): "This order has already been processed." ("This request has been processed." for a
 * requisition; an invoice with payments or returns: "This invoice has been paid or returned …").
 */
export function checkSourceEdit(form: string, lines: readonly SourceLine[], pulled: readonly PulledLine[]): void {
  const message: MessageKey = form === 'requisition' ? 'REQUEST_PROCESSED' : form.endsWith('-invoice') ? 'INVOICE_PROCESSED' : 'ORDER_PROCESSED';
  const bySeq = new Map(lines.map((l) => [l.seq, l]));
  for (const [seq, taken] of pulledBySeq(pulled)) {
    const line = bySeq.get(seq);
    if (!line || unit1(line.quantity, line.unitratio).lessThan(taken)) throw new TradeError(message);
  }
}
