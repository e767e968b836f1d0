import { computeTradeTotals, isAmountText, splitTaxCodes, type TradeTax, type TradeTotals } from '@lontar/core';
import type { Row } from '../../ui/document/record-api.ts';
import type { PurchaseFormDef } from './purchasing-forms.ts';

/** A line as the grid edits it; `reqid`/`reqseq` name the requisition line it was pulled from, `reqno` shows it. */
export interface PurchaseLineValues {
  seq?: number | null;
  itemno?: string | null;
  itemunit?: string | null;
  quantity?: string | null;
  unitprice?: string | null;
  itemdiscpc?: string | null;
  taxcodes?: string | null;
  deptid?: number | null;
  projectid?: number | null;
  itemovdesc?: string | null;
  reqid?: number | null;
  reqseq?: number | null;
  reqno?: string | null;
}

/** The form's values: the API's header names, so the server's errors land on them. */
export interface PurchaseValues {
  [field: string]: unknown;
  description?: string | null;
  vendorid?: number | null;
  expected?: string | null;
  currencyid?: number | null;
  rate?: string | null;
  inclusivetax?: boolean;
  discpc?: string | null;
  cashdiscount?: string | null;
  details?: PurchaseLineValues[];
}

export const emptyPurchaseLine = (): PurchaseLineValues => ({
  itemno: null,
  itemunit: null,
  quantity: null,
  unitprice: null,
  itemdiscpc: '',
  taxcodes: '',
  deptid: null,
  projectid: null,
  itemovdesc: '',
  reqid: null,
  reqseq: null,
  reqno: null,
});

const str = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const id = (value: unknown): number | null => (typeof value === 'number' && value > 0 ? value : null);
/** Typed text, or nothing when the cell is empty (the schema then names what is missing). */
const typed = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? undefined : value.trim());

/** A line as read (or as pulled from a requisition) → as edited. */
export function lineToValues(line: Row, reqno?: string | null): PurchaseLineValues {
  return {
    seq: id(line.seq),
    itemno: str(line.itemno),
    itemunit: str(line.itemunit),
    quantity: str(line.quantity),
    unitprice: str(line.unitprice),
    itemdiscpc: str(line.itemdiscpc) ?? '',
    taxcodes: str(line.taxcodes) ?? '',
    deptid: id(line.deptid),
    projectid: id(line.projectid),
    itemovdesc: str(line.itemovdesc) ?? '',
    reqid: id(line.reqid),
    reqseq: id(line.reqseq),
    reqno: reqno ?? str(line.reqno),
  };
}

/** A document as read (or a new one) → the form's values. */
export function purchaseToValues(def: PurchaseFormDef, record: Row): PurchaseValues {
  const details = Array.isArray(record.details) ? (record.details as Row[]) : [];
  return {
    [def.numberField]: str(record[def.numberField]) ?? '',
    [def.dateField]: str(record[def.dateField]),
    description: str(record.description) ?? '',
    ...(def.priced
      ? {
          vendorid: id(record.vendorid),
          expected: str(record.expected),
          currencyid: id(record.currencyid),
          rate: str(record.rate),
          inclusivetax: record.inclusivetax === true,
          discpc: str(record.discpc) ?? '0',
          cashdiscount: str(record.cashdiscount) ?? '0',
        }
      : {}),
    details: details.map((line) => lineToValues(line)),
  };
}

function isBlankLine(line: PurchaseLineValues): boolean {
  return !line.itemno && !line.quantity && !line.unitprice && !line.itemdiscpc?.trim() && !line.taxcodes?.trim() && !line.itemovdesc?.trim() && !line.deptid && !line.projectid;
}

/** The lines that count: empty rows at the end of the grid are where the next line would be typed. */
export function filledPurchaseLines(lines: readonly PurchaseLineValues[] | undefined): PurchaseLineValues[] {
  const all = [...(lines ?? [])];
  while (all.length && isBlankLine(all[all.length - 1]!)) all.pop();
  return all;
}

/** The form's values over the document they edit → the body of POST/PUT (core ZRequisition, ZPurchaseOrder). */
export function purchaseToBody(def: PurchaseFormDef, values: PurchaseValues, record: Row): Row {
  const recordId = record[def.idField];
  const number = typed(str(values[def.numberField]));
  const details = filledPurchaseLines(values.details).map((line) => {
    const body: Row = { itemno: line.itemno ?? '', quantity: typed(line.quantity), deptid: line.deptid ?? null, projectid: line.projectid ?? null, itemovdesc: line.itemovdesc?.trim() ?? '' };
    if (line.seq) body.seq = line.seq;
    if (line.itemunit) body.itemunit = line.itemunit;
    const price = typed(line.unitprice);
    if (!def.priced) return price === undefined ? body : { ...body, unitprice: price };
    return {
      ...body,
      unitprice: price ?? '0',
      itemdiscpc: line.itemdiscpc?.trim() ?? '',
      taxcodes: line.taxcodes?.trim() ?? '',
      ...(line.reqid && line.reqseq ? { reqid: line.reqid, reqseq: line.reqseq } : {}),
    };
  });
  const header: Row = def.priced
    ? {
        vendorid: values.vendorid ?? null,
        expected: typed(values.expected) ?? null,
        currencyid: values.currencyid ?? null,
        ...(values.currencyid && typed(values.rate) ? { rate: typed(values.rate) } : {}),
        inclusivetax: values.inclusivetax === true,
        discpc: typed(values.discpc) ?? '0',
        cashdiscount: typed(values.cashdiscount) ?? '0',
      }
    : {};
  return {
    ...(typeof recordId === 'number' ? { [def.idField]: recordId, version: record.version } : {}),
    ...(number ? { [def.numberField]: number } : {}),
    [def.dateField]: str(values[def.dateField]) ?? '',
    description: values.description?.trim() ?? '',
    ...header,
    details,
  };
}

/** A tax of the tax master as the totals need it, by its code. */
export interface TaxRow {
  taxcode: string;
  kind: 'vat' | 'withholding';
  rate: string;
  dppfactor?: string | null;
}

/**
 * The order's totals as typed (core computeTradeTotals, the server's own arithmetic): null while a figure is not a
 * number yet, a tax code is unknown or a discount cannot apply. The server's answer on saving is what counts.
 */
export function typedTotals(values: PurchaseValues, taxes: readonly TaxRow[]): TradeTotals | null {
  const byCode = new Map(taxes.map((tax) => [tax.taxcode.toUpperCase(), tax]));
  const lines = [];
  for (const line of filledPurchaseLines(values.details)) {
    const quantity = typed(line.quantity) ?? '0';
    const unitprice = typed(line.unitprice) ?? '0';
    if (!isAmountText(quantity) || !isAmountText(unitprice)) return null;
    const codes = splitTaxCodes(line.taxcodes);
    if (codes === null) return null;
    const resolved: TradeTax[] = [];
    for (const code of codes) {
      const tax = byCode.get(code.toUpperCase());
      if (!tax) return null;
      resolved.push({ code: tax.taxcode, kind: tax.kind, rate: tax.rate, dppfactor: tax.dppfactor ?? null });
    }
    lines.push({ quantity, unitprice, itemdiscpc: line.itemdiscpc ?? '', taxes: resolved });
  }
  const discpc = typed(values.discpc) ?? '0';
  const cashdiscount = typed(values.cashdiscount) ?? '0';
  if (!isAmountText(discpc) || !isAmountText(cashdiscount)) return null;
  const foreign = Boolean(values.currencyid) && typed(values.rate) !== undefined && typed(values.rate) !== '1';
  try {
    return computeTradeTotals({ lines, inclusivetax: values.inclusivetax === true, discpc, cashdiscount, precision: 2, taxPrecision: foreign ? 2 : 0 });
  } catch {
    return null;
  }
}

/** A line's amount as typed (quantity × price less its discounts), or null while it cannot be computed. */
export function typedLineAmount(line: PurchaseLineValues | undefined): string | null {
  if (!line) return null;
  const totals = typedTotals({ details: [{ ...line, taxcodes: '' }] }, []);
  return totals?.lines[0]?.amount ?? null;
}

/** Pulled requisition lines added after the lines already typed (an empty row left at the end is dropped first). */
export function addPulledLines(current: readonly PurchaseLineValues[] | undefined, pulled: readonly Row[], reqno: string | null): PurchaseLineValues[] {
  const kept = filledPurchaseLines(current);
  const taken = new Set(kept.filter((l) => l.reqid && l.reqseq).map((l) => `${l.reqid}:${l.reqseq}`));
  const added = pulled.map((line) => lineToValues(line, reqno)).filter((line) => !taken.has(`${line.reqid}:${line.reqseq}`));
  return [...kept, ...added.map((line) => ({ ...line, seq: null, unitprice: line.unitprice ?? null }))];
}
