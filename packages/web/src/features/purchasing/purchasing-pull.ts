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

/** The header fields a pull may copy from its source. */
export interface PulledHeader {
  currencyid?: number;
  rate?: string;
  inclusivetax?: boolean;
}

/**
 * What a pull copies to the header from the source document as read: its currency and rate, and whether its prices
 * include tax, so a USD order pulled into an invoice stays USD. Only into a header still empty of them: the currency
 * (with its rate) when none is chosen, the tax-inclusive flag while no line is filled (before the pull) and it is
 * not on already. A source that answers none of them (a requisition) gives nothing.
 */
export function pulledHeader(current: { currencyid?: number | null; inclusivetax?: boolean | null; details?: readonly PurchaseLineValues[] }, source: Row): PulledHeader {
  const out: PulledHeader = {};
  const currencyid = typeof source.currencyid === 'number' && source.currencyid > 0 ? source.currencyid : null;
  if (!current.currencyid && currencyid) {
    out.currencyid = currencyid;
    const rate = typeof source.rate === 'string' || typeof source.rate === 'number' ? String(source.rate) : null;
    if (rate) out.rate = rate;
  }
  if (source.inclusivetax === true && current.inclusivetax !== true && filledPurchaseLines(current.details).length === 0) out.inclusivetax = true;
  return out;
}
