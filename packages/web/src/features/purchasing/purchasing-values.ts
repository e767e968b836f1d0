import { computeTradeTotals, isAmountText, splitTaxCodes, type TradeDownPayment, type TradeTax, type TradeTotals } from '@lontar/core';
import type { Row } from '../../ui/document/record-api.ts';
import { downPaymentsToBody, downPaymentsToValues, type DownPaymentValues } from './purchasing-downpayment.ts';
import type { PriceOrigin } from './purchasing-price.ts';
import { sourceOfLine, type HeaderExtra, type PullSourceDef, type PurchaseFormDef } from './purchasing-forms.ts';

/**
 * A line as the grid edits it. A pulled line names its source line by `srcform`, `srcid` and `srcseq` (sent as the
 * source's own fields: `reqid`/`reqseq`, `poid`/`poseq`, `receiveid`/`receiveseq`); `srcno` shows its number.
 */
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
  warehouseid?: number | null;
  srcform?: PullSourceDef['form'] | null;
  srcid?: number | null;
  srcseq?: number | null;
  srcno?: string | null;
  /** A down payment's line: the order it is for (the side's order id, `poid` or `soid`, without its seq; kept as read). */
  poid?: number | null;
  /** Where the price came from when it was filled on choosing the item (not sent; null once typed by hand). */
  priceorigin?: PriceOrigin | null;
}

/** An extra cost owed with the goods (Biaya Lain): the account's number, the amount, what it is. */
export interface CostLineValues {
  glaccount?: string | null;
  amount?: string | null;
  description?: string | null;
}

/** The form's values: the API's header names, so the server's errors land on them. */
export interface PurchaseValues {
  [field: string]: unknown;
  description?: string | null;
  vendorid?: number | null;
  customerid?: number | null;
  salesmanid?: number | null;
  shipid?: number | null;
  shipto?: string | null;
  estshipdate?: string | null;
  resi?: string | null;
  /** A sales invoice: false keeps it a Temporary Invoice (Faktur Sementara). */
  posted?: boolean;
  expected?: string | null;
  currencyid?: number | null;
  rate?: string | null;
  inclusivetax?: boolean;
  discpc?: string | null;
  cashdiscount?: string | null;
  termid?: number | null;
  duedate?: string | null;
  taxinvoiceno?: string | null;
  freight?: string | null;
  freightaccnt?: number | null;
  isnihil?: boolean;
  /** A down-payment invoice (Uang Muka): item-less lines. */
  isdp?: boolean;
  /** The down payments an invoice applies. */
  downpayments?: DownPaymentValues[];
  /** A return of goods received and not invoiced (lines from receipts). */
  withoutpi?: boolean;
  /** A sales return of goods delivered and not invoiced (lines from delivery orders). */
  withoutsi?: boolean;
  /** A sales return's settlement (`receivable`, `refund` from `bankaccount`, `credit`). */
  settlement?: string | null;
  bankaccount?: number | null;
  details?: PurchaseLineValues[];
  costs?: CostLineValues[];
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
  warehouseid: null,
  srcform: null,
  srcid: null,
  srcseq: null,
  srcno: null,
});

export const emptyCostLine = (): CostLineValues => ({ glaccount: null, amount: null, description: '' });

const str = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const id = (value: unknown): number | null => (typeof value === 'number' && value > 0 ? value : null);
/** Typed text, or nothing when the cell is empty (the schema then names what is missing). */
const typed = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? undefined : value.trim());

/** A line as read (its source found among the form's sources), or as pulled from `pulled.source`. */
export function lineToValues(def: PurchaseFormDef, line: Row, pulled?: { source: PullSourceDef; number: string | null }): PurchaseLineValues {
  const source = pulled?.source ?? sourceOfLine(def, line);
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
    warehouseid: id(line.warehouseid),
    srcform: source?.form ?? null,
    srcid: source ? id(line[source.idField]) : null,
    srcseq: source ? id(line[source.seqField]) : null,
    srcno: pulled?.number ?? null,
    poid: source ? null : id(line[def.side.order.idField]),
  };
}

const costToValues = (line: Row): CostLineValues => ({ glaccount: str(line.glaccount), amount: str(line.amount), description: str(line.description) ?? '' });

/** A document as read (or a new one) → the form's values. */
export function purchaseToValues(def: PurchaseFormDef, record: Row): PurchaseValues {
  const details = Array.isArray(record.details) ? (record.details as Row[]) : [];
  const has = (extra: HeaderExtra) => def.header.includes(extra);
  return {
    [def.numberField]: str(record[def.numberField]) ?? '',
    [def.dateField]: str(record[def.dateField]),
    description: str(record.description) ?? '',
    ...(def.party ? { [def.side.party]: id(record[def.side.party]) } : {}),
    ...(def.priced
      ? {
          currencyid: id(record.currencyid),
          rate: str(record.rate),
          inclusivetax: record.inclusivetax === true,
          discpc: str(record.discpc) ?? '0',
          cashdiscount: str(record.cashdiscount) ?? '0',
        }
      : {}),
    ...(has('expected') ? { expected: str(record.expected) } : {}),
    ...(has('terms') ? { termid: id(record.termid), duedate: str(record.duedate) } : {}),
    ...(has('taxInvoice') ? { taxinvoiceno: str(record.taxinvoiceno) ?? '' } : {}),
    ...(has('freight') ? { freight: str(record.freight) ?? '0', freightaccnt: id(record.freightaccnt) } : {}),
    ...(has('nothingOwed') ? { isnihil: record.isnihil === true } : {}),
    ...(has('downPayment') ? { isdp: record.isdp === true, downpayments: downPaymentsToValues(record.downpayments, def.side.invoiceIdField) } : {}),
    ...(has('salesman') ? { salesmanid: id(record.salesmanid) } : {}),
    ...(has('shipping') ? { shipid: id(record.shipid), shipto: str(record.shipto) ?? '' } : {}),
    ...(has('estShip') ? { estshipdate: str(record.estshipdate) } : {}),
    ...(has('resi') ? { resi: str(record.resi) ?? '' } : {}),
    ...(has('posted') ? { posted: record.posted !== false } : {}),
    ...(has('withoutInvoice') ? { [def.side.withoutInvoice]: record[def.side.withoutInvoice] === true } : {}),
    ...(has('settlement') ? { settlement: str(record.settlement) ?? 'receivable', bankaccount: id(record.bankaccount) } : {}),
    details: details.map((line) => lineToValues(def, line)),
    ...(def.costs ? { costs: (Array.isArray(record.costs) ? (record.costs as Row[]) : []).map(costToValues) } : {}),
  };
}

function isBlankLine(line: PurchaseLineValues): boolean {
  return !line.itemno && !line.quantity && !line.unitprice && !line.itemdiscpc?.trim() && !line.taxcodes?.trim() && !line.itemovdesc?.trim() && !line.deptid && !line.projectid && !line.warehouseid;
}

/** The lines that count: empty rows at the end of the grid are where the next line would be typed. */
export function filledPurchaseLines(lines: readonly PurchaseLineValues[] | undefined): PurchaseLineValues[] {
  const all = [...(lines ?? [])];
  while (all.length && isBlankLine(all[all.length - 1]!)) all.pop();
  return all;
}

const isBlankCost = (line: CostLineValues) => !line.glaccount && !line.amount?.trim() && !line.description?.trim();

/** The extra costs that count: empty rows at the end (a new invoice starts with one) are where the next would be typed. */
export function filledCostLines(lines: readonly CostLineValues[] | undefined): CostLineValues[] {
  const all = [...(lines ?? [])];
  while (all.length && isBlankCost(all[all.length - 1]!)) all.pop();
  return all;
}

/** A line → its body: a priced form's prices, discount and taxes, its warehouse, its source line by the source's fields. */
function lineToBody(def: PurchaseFormDef, line: PurchaseLineValues, isdp: boolean): Row {
  if (isdp) return downPaymentLineToBody(def, line);
  const body: Row = { itemno: line.itemno ?? '', quantity: typed(line.quantity), deptid: line.deptid ?? null, projectid: line.projectid ?? null, itemovdesc: line.itemovdesc?.trim() ?? '' };
  if (line.seq) body.seq = line.seq;
  if (line.itemunit) body.itemunit = line.itemunit;
  if (def.moves && line.warehouseid) body.warehouseid = line.warehouseid;
  const price = typed(line.unitprice);
  const source = def.sources.find((s) => s.form === line.srcform);
  const from = source && line.srcid && line.srcseq ? { [source.idField]: line.srcid, [source.seqField]: line.srcseq } : {};
  // Unpriced: a requisition's price is optional; a delivery order's goods carry none.
  if (!def.priced) return { ...body, ...(price === undefined || def.party ? {} : { unitprice: price }), ...from };
  return {
    ...body,
    unitprice: price ?? '0',
    itemdiscpc: line.itemdiscpc?.trim() ?? '',
    taxcodes: line.taxcodes?.trim() ?? '',
    ...from,
  };
}

/** A down payment's line (API.md §7.8): what it is, its amount and taxes; quantity 1, no item; the order it is for. */
function downPaymentLineToBody(def: PurchaseFormDef, line: PurchaseLineValues): Row {
  return {
    ...(line.seq ? { seq: line.seq } : {}),
    itemovdesc: line.itemovdesc?.trim() ?? '',
    unitprice: typed(line.unitprice),
    taxcodes: line.taxcodes?.trim() ?? '',
    deptid: line.deptid ?? null,
    projectid: line.projectid ?? null,
    ...(line.poid ? { [def.side.order.idField]: line.poid } : {}),
  };
}

/** The header fields of a priced form, and those of its extras (expected date, terms, tax invoice, freight, costs). */
function headerToBody(def: PurchaseFormDef, values: PurchaseValues): Row {
  const has = (extra: HeaderExtra) => def.header.includes(extra);
  const party = {
    ...(def.party ? { [def.side.party]: values[def.side.party] ?? null } : {}),
    ...(has('salesman') ? { salesmanid: values.salesmanid ?? null } : {}),
    ...(has('shipping') ? { shipid: values.shipid ?? null, shipto: values.shipto?.trim() ?? '' } : {}),
    ...(has('estShip') ? { estshipdate: typed(values.estshipdate) ?? null } : {}),
    ...(has('resi') ? { resi: values.resi?.trim() ?? '' } : {}),
    ...(has('posted') ? { posted: values.posted !== false } : {}),
  };
  if (!def.priced) return party;
  // A down-payment invoice has no freight, extra costs or down payments of its own (the schema refuses them).
  const isdp = has('downPayment') && values.isdp === true;
  return {
    ...party,
    ...(has('expected') ? { expected: typed(values.expected) ?? null } : {}),
    ...(has('terms') ? { termid: values.termid ?? null, duedate: typed(values.duedate) ?? null } : {}),
    ...(has('taxInvoice') ? { taxinvoiceno: values.taxinvoiceno?.trim() ?? '' } : {}),
    currencyid: values.currencyid ?? null,
    ...(values.currencyid && typed(values.rate) ? { rate: typed(values.rate) } : {}),
    inclusivetax: values.inclusivetax === true,
    discpc: typed(values.discpc) ?? '0',
    cashdiscount: typed(values.cashdiscount) ?? '0',
    ...(has('freight') ? (isdp ? { freight: '0', freightaccnt: null } : { freight: typed(values.freight) ?? '0', freightaccnt: values.freightaccnt ?? null }) : {}),
    ...(has('nothingOwed') ? { isnihil: values.isnihil === true } : {}),
    ...(has('withoutInvoice') ? { [def.side.withoutInvoice]: values[def.side.withoutInvoice] === true } : {}),
    ...(has('settlement') ? settlementToBody(values, has('withoutInvoice') && values[def.side.withoutInvoice] === true) : {}),
    ...(has('downPayment') ? { isdp, downpayments: isdp ? [] : downPaymentsToBody(values.downpayments, def.side.invoiceIdField) } : {}),
    ...(def.costs
      ? { costs: isdp ? [] : filledCostLines(values.costs).map((cost) => ({ glaccount: cost.glaccount ?? '', amount: typed(cost.amount), description: cost.description?.trim() ?? '' })) }
      : {}),
  };
}

/**
 * A sales return's settlement: a return without invoice owes nothing back (off the receivable, the schema's
 * default); a refund names its bank account, the others none.
 */
export function settlementToBody(values: PurchaseValues, withoutInvoice: boolean): { settlement: string; bankaccount: number | null } {
  const settlement = withoutInvoice || !values.settlement ? 'receivable' : values.settlement;
  return { settlement, bankaccount: settlement === 'refund' ? (values.bankaccount ?? null) : null };
}

/** The form's values over the document they edit → the body of POST/PUT (core ZRequisition … ZPurchaseInvoice). */
export function purchaseToBody(def: PurchaseFormDef, values: PurchaseValues, record: Row): Row {
  const recordId = record[def.idField];
  const number = typed(str(values[def.numberField]));
  return {
    ...(typeof recordId === 'number' ? { [def.idField]: recordId, version: record.version } : {}),
    ...(number ? { [def.numberField]: number } : {}),
    [def.dateField]: str(values[def.dateField]) ?? '',
    description: values.description?.trim() ?? '',
    ...headerToBody(def, values),
    details: filledPurchaseLines(values.details).map((line) => lineToBody(def, line, def.header.includes('downPayment') && values.isdp === true)),
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
 * A document's totals as typed (core computeTradeTotals, the server's own arithmetic): null while a figure is not a
 * number yet, a tax code is unknown or a discount cannot apply. The server's answer on saving is what counts.
 */
export function typedTotals(values: PurchaseValues, taxes: readonly TaxRow[], downpayments: readonly TradeDownPayment[] = []): TradeTotals | null {
  const byCode = new Map(taxes.map((tax) => [tax.taxcode.toUpperCase(), tax]));
  const lines = [];
  // A down payment's line is one of its amount.
  const isdp = values.isdp === true;
  for (const line of filledPurchaseLines(values.details)) {
    const quantity = isdp ? '1' : (typed(line.quantity) ?? '0');
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
    lines.push({ quantity, unitprice, itemdiscpc: isdp ? '' : (line.itemdiscpc ?? ''), taxes: resolved });
  }
  const discpc = typed(values.discpc) ?? '0';
  const cashdiscount = typed(values.cashdiscount) ?? '0';
  const freight = isdp ? '0' : (typed(values.freight) ?? '0');
  const costs = (isdp ? [] : filledCostLines(values.costs)).map((cost) => typed(cost.amount) ?? '0');
  if (![discpc, cashdiscount, freight, ...costs].every((text) => isAmountText(text))) return null;
  const foreign = Boolean(values.currencyid) && typed(values.rate) !== undefined && typed(values.rate) !== '1';
  try {
    return computeTradeTotals({ lines, inclusivetax: values.inclusivetax === true, discpc, cashdiscount, freight, costs, downpayments: isdp ? [] : downpayments, precision: 2, taxPrecision: foreign ? 2 : 0 });
  } catch {
    return null;
  }
}

/** A line's amount as typed (quantity × price less its discounts), or null while it cannot be computed. */
export function typedLineAmount(line: PurchaseLineValues | undefined, isdp = false): string | null {
  if (!line) return null;
  const totals = typedTotals({ isdp, details: [{ ...line, taxcodes: '' }] }, []);
  return totals?.lines[0]?.amount ?? null;
}

/** The due date of terms of `netdays` net from the document's date (`YYYY-MM-DD`), or null without a date. */
export function dueDateOf(date: string | null | undefined, netdays: unknown): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || typeof netdays !== 'number' || !Number.isSafeInteger(netdays) || netdays < 0) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const due = new Date(Date.UTC(year, month - 1, day + netdays));
  return due.toISOString().slice(0, 10);
}
