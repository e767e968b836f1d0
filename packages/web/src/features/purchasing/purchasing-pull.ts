import type { Row } from '../../ui/document/record-api.ts';
import type { PullSourceDef, PurchaseFormDef } from './purchasing-forms.ts';
import { filledPurchaseLines, lineToValues, type PurchaseLineValues } from './purchasing-values.ts';

const key = (line: PurchaseLineValues) => `${line.srcform ?? ''}:${line.srcid ?? ''}:${line.srcseq ?? ''}`;

/**
 * A source's remaining lines (pullDetTransaction: `quantity` is what remains, the line names its source by the
 * source's id and seq fields) added after the lines already typed, an empty row at the end dropped first. Each
 * keeps the source's unit, price, discount, tax codes, warehouse and dimensions, and names only the source it was
 * pulled from (a receipt's line also names its order; the invoice takes it from the receipt). A line already
 * pulled is not added twice.
 */
export function addPulledLines(def: PurchaseFormDef, current: readonly PurchaseLineValues[] | undefined, pulled: readonly Row[], source: PullSourceDef, number: string | null): PurchaseLineValues[] {
  const kept = filledPurchaseLines(current);
  const taken = new Set(kept.filter((line) => line.srcid && line.srcseq).map(key));
  const added = pulled
    .map((line) => lineToValues(def, line, { source, number }))
    .filter((line) => line.srcid !== null && line.srcseq !== null && !taken.has(key(line)))
    .map((line) => ({ ...line, seq: null }));
  return [...kept, ...added];
}
