import { compareAmounts, isAmountText, isNik, isTaxObjectCode, negateAmount, paymentPph23Amount, subtractAmount, sumAmounts, withholdingRate } from '@lontar/core';
import type { FieldPath } from '../../ui/document/field-errors.ts';
import type { Row } from '../../ui/document/record-api.ts';
import type { PaymentFormDef } from './payment-forms.ts';

/**
 * An invoice row of the payment grid: the invoice (number, dates, total, what it owes apart from this payment) as
 * getListInvoiceCheque or a read answers it, and what the clerk types: the pay, the PPh 23 tax, its DPP and the
 * bukti potong number. `pph23amount` is kept only as read (a saved amount the API was given); a change of the tax or
 * its DPP drops it, so the server computes it again. `invoicetaxbase` is the invoice's DPP once read.
 */
export interface PaymentLineValues {
  invoiceid?: number | null;
  invoiceno?: string | null;
  invoicedate?: string | null;
  duedate?: string | null;
  totalamount?: string | null;
  owing?: string | null;
  invoicetaxbase?: string | null;
  full?: boolean;
  pay?: string | null;
  pph23taxid?: number | null;
  pph23base?: string | null;
  pph23amount?: string | null;
  bupotno?: string | null;
}

/** A discount line (Diskon Pembayaran, `datadisc`): the account's number, the amount, what it is. */
export interface DiscountLineValues {
  glaccount?: string | null;
  discount?: string | null;
  description?: string | null;
  deptid?: number | null;
  projectid?: number | null;
}

export interface PaymentValues {
  [field: string]: unknown;
  description?: string | null;
  /** A receipt's Tukar Faktur (`consid`) and its number as read. */
  consid?: number | null;
  consno?: string | null;
  /** A receipt's amount received into the bank, as typed: what it is beyond the invoices is kept as credit (`overpay`). */
  received?: string | null;
  /** A receipt's customer credit used (`applyfromcredit`). */
  applyfromcredit?: string | null;
  currencyid?: number | null;
  rate?: string | null;
  details?: PaymentLineValues[];
  datadisc?: DiscountLineValues[];
}

/** A withholding tax as the tax list answers it (kind `withholding`, rate as a fraction: "0.02", its tax object code). */
export interface WithholdingTax {
  taxid: number;
  taxcode: string;
  taxname?: string | null;
  kind: 'vat' | 'withholding';
  rate: string;
  taxobjectcode?: string | null;
}

/** What the rate withheld from a party depends on: its NPWP (a person's `tax1exemptionno`) and NIK, as its read answers them. */
export interface PaymentParty {
  npwp?: string | null;
  nik?: string | null;
  /** The tax's own rate whatever the party's numbers: a customer withholds at it (the def's `partyRates` false). */
  ownRate?: boolean;
  /** The payment is in a foreign currency: its PPh 23 is to the cent, not whole units (core paymentPph23Amount). */
  foreign?: boolean;
}

/**
 * The rate the server withholds at (docs/decisions.md, PPh 23 withheld): the rate of the tax's object code for this
 * party (core withholdingRate: 2 % → 4 % for a vendor with neither NPWP nor NIK), or the tax's own rate without a code.
 */
export function withholdingRateFor(tax: WithholdingTax, party: PaymentParty | null): string {
  const code = tax.taxobjectcode?.trim();
  if (party?.ownRate || !code || !isTaxObjectCode(code)) return tax.rate;
  return withholdingRate(code, { npwp: party?.npwp ?? '', nik: party?.nik ?? '', residentIndividual: isNik(party?.nik) }).rate;
}

/** An invoice of the party still owing, or owing below zero (a vendor credit), as getListInvoiceCheque answers it. */
export interface OpenInvoice {
  invoiceid: number;
  invoiceno: string;
  invoicedate: string | null;
  duedate: string | null;
  currencyid: number | null;
  totalamount: string;
  owing: string;
}

const str = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const id = (value: unknown): number | null => (typeof value === 'number' && value > 0 ? value : null);
/** Typed text, or nothing when the cell is empty (the schema then names what is missing). */
const typed = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? undefined : value.trim());

export const emptyDiscountLine = (): DiscountLineValues => ({ glaccount: null, discount: null, description: '' });

/** A row for an invoice offered to pay: nothing paid on it yet. */
export const invoiceLine = (invoice: OpenInvoice): PaymentLineValues => ({
  invoiceid: invoice.invoiceid,
  invoiceno: invoice.invoiceno,
  invoicedate: invoice.invoicedate,
  duedate: invoice.duedate,
  totalamount: invoice.totalamount,
  owing: invoice.owing,
  invoicetaxbase: null,
  pay: null,
  pph23taxid: null,
  pph23base: null,
  pph23amount: null,
  bupotno: '',
});

/** A blank row: Enter on the grid's last cell makes one; it pays nothing and is not sent. */
export const emptyPaymentLine = (): PaymentLineValues => ({ ...invoiceLine({ invoiceid: 0, invoiceno: '', invoicedate: null, duedate: null, currencyid: null, totalamount: '', owing: '' }), invoiceid: null });

/** getListInvoiceCheque's rows → the invoices offered (the def names the invoice's id field). */
export function openInvoices(def: PaymentFormDef, rows: readonly Row[]): OpenInvoice[] {
  return rows.flatMap((row) => {
    const invoiceid = id(row[def.invoiceField]);
    if (invoiceid === null) return [];
    return [
      {
        invoiceid,
        invoiceno: str(row.invoiceno) ?? '',
        invoicedate: str(row.invoicedate),
        duedate: str(row.duedate),
        currencyid: id(row.currencyid),
        totalamount: str(row.totalamount) ?? '0',
        owing: str(row.owing) ?? '0',
      },
    ];
  });
}

/**
 * The invoices a payment in a currency may pay (the server refuses another currency's invoice): the base currency
 * is the invoices' null or the base's id alike.
 */
export function invoicesInCurrency(invoices: readonly OpenInvoice[], currencyid: number | null | undefined, baseId: number | null): OpenInvoice[] {
  const of = (c: number | null | undefined) => (c == null || c === baseId ? null : c);
  return invoices.filter((invoice) => of(invoice.currencyid) === of(currencyid));
}

/**
 * The grid after "Ambil Faktur": the rows already there keep what was typed on them (their owing refreshed), the
 * other invoices offered come after them, oldest first as listed; blank rows go.
 */
export function mergeInvoices(lines: readonly PaymentLineValues[], invoices: readonly OpenInvoice[]): PaymentLineValues[] {
  const offered = new Map(invoices.map((invoice) => [invoice.invoiceid, invoice]));
  const kept = lines.filter((line) => line.invoiceid != null).map((line) => {
    const fresh = line.invoiceid == null ? undefined : offered.get(line.invoiceid);
    return fresh ? { ...line, owing: fresh.owing, totalamount: fresh.totalamount } : line;
  });
  const have = new Set(kept.map((line) => line.invoiceid));
  return [...kept, ...invoices.filter((invoice) => !have.has(invoice.invoiceid)).map(invoiceLine)];
}

/**
 * Whether the row's invoice is a vendor credit: it owes below zero (goods returned after it was paid). A negative pay
 * down to its owing sets the credit off against the other invoices, or takes the vendor's refund.
 */
export const isCredit = (line: Pick<PaymentLineValues, 'owing'> | undefined): boolean => !!line && isAmountText(line.owing) && compareAmounts(line.owing, '0') < 0;

/**
 * What the row's invoice owes after this payment (its "Sisa"): `owing` as getListInvoiceCheque and the payment's read
 * answer it is what the invoice owes apart from this payment (a saved payment's own pay counted back in), so the pay,
 * typed or saved, comes off it; a pay that is not a number yet takes nothing off. Null without an owing.
 */
export function owingAfter(line: Pick<PaymentLineValues, 'owing' | 'pay'> | undefined): string | null {
  if (!line || !isAmountText(line.owing)) return null;
  const pay = typed(line.pay);
  return pay !== undefined && isAmountText(pay) ? subtractAmount(line.owing, pay) : String(line.owing);
}

/** Whether the row settles all the invoice owes, or sets off all of its credit (the "Lunas" box). */
export const paysInFull = (line: PaymentLineValues | undefined): boolean =>
  !!line && isAmountText(line.owing) && isAmountText(line.pay) && compareAmounts(line.pay, line.owing) === 0 && compareAmounts(line.owing, '0') !== 0;

/**
 * The DPP a PPh 23 starts from: the invoice's DPP when the row pays the whole invoice (its total, nothing paid
 * before), else what is paid; the clerk may type another.
 */
export function defaultPph23Base(line: PaymentLineValues | undefined): string | null {
  const pay = typed(line?.pay);
  if (!pay || !isAmountText(pay)) return null;
  const whole = isAmountText(line?.totalamount) && compareAmounts(pay, line?.totalamount) === 0;
  return whole && isAmountText(line?.invoicetaxbase) ? String(line?.invoicetaxbase) : pay;
}

/**
 * The PPh 23 of a row as the server will take it: the amount saved with it when there is one, else DPP × the rate
 * for the party (withholdingRateFor), half-up to whole units or, foreign, to the cent (core paymentPph23Amount, as
 * the server). Null without a tax, a DPP that is a number, or a known tax.
 */
export function pph23AmountOf(line: PaymentLineValues | undefined, taxes: readonly WithholdingTax[], party: PaymentParty | null): string | null {
  if (!line?.pph23taxid) return null;
  if (isAmountText(line.pph23amount)) return String(line.pph23amount);
  const tax = taxes.find((t) => t.taxid === line.pph23taxid);
  const base = typed(line.pph23base);
  if (!tax || !base || !isAmountText(base) || !isAmountText(tax.rate)) return null;
  return paymentPph23Amount(base, withholdingRateFor(tax, party), party?.foreign === true);
}

export interface PaymentTotals {
  pay: string;
  discount: string;
  pph23: string;
  /** A receipt's customer credit used (`applyfromcredit`). */
  credit: string;
  /** What the invoices take from the bank (or bring into it): Σ pay − Σ discounts − Σ PPh 23 − credit used. */
  due: string;
  /** A receipt's amount received beyond `due`: kept as the customer's credit (`overpay`). */
  overpay: string;
  /** A receipt's amount received short of `due` (it cannot be saved so). */
  short: string;
  /** What leaves the bank (or reaches it, on a receipt): `due` + `overpay`; below zero, what the vendor pays back (a refund). */
  cash: string;
}

const positive = (amount: string) => (compareAmounts(amount, '0') > 0 ? amount : '0');

/** The payment's totals as typed; unfinished amounts count as nothing, the server's answer on saving is what counts. */
export function paymentTotals(values: PaymentValues | undefined, taxes: readonly WithholdingTax[], party: PaymentParty | null): PaymentTotals {
  const pay = sumAmounts((values?.details ?? []).map((line) => line.pay));
  const discount = sumAmounts((values?.datadisc ?? []).map((line) => line.discount));
  const pph23 = sumAmounts((values?.details ?? []).map((line) => pph23AmountOf(line, taxes, party)));
  const credit = sumAmounts([typed(values?.applyfromcredit)]);
  const due = subtractAmount(subtractAmount(subtractAmount(pay, discount), pph23), credit);
  const received = typed(values?.received);
  const gap = received !== undefined && isAmountText(received) ? subtractAmount(received, due) : '0';
  const overpay = positive(gap);
  return { pay, discount, pph23, credit, due, overpay, short: positive(negateAmount(gap)), cash: sumAmounts([due, overpay]) };
}

/** The rows the body carries: those with an invoice and a pay typed (an empty pay pays nothing). */
const paidRows = (lines: readonly PaymentLineValues[] | undefined) =>
  (lines ?? []).map((line, row) => ({ line, row })).filter(({ line }) => line.invoiceid != null && typed(line.pay) !== undefined);

const filledDiscounts = (lines: readonly DiscountLineValues[] | undefined) =>
  (lines ?? []).map((line, row) => ({ line, row })).filter(({ line }) => line.glaccount || typed(line.discount) || line.description?.trim());

/** A payment as read (or a new one) → the form's values. */
export function paymentToValues(def: PaymentFormDef, record: Row): PaymentValues {
  const details = Array.isArray(record.details) ? (record.details as Row[]) : [];
  const datadisc = Array.isArray(record.datadisc) ? (record.datadisc as Row[]) : [];
  return {
    [def.numberField]: str(record[def.numberField]) ?? '',
    [def.dateField]: str(record[def.dateField]),
    [def.party.field]: id(record[def.party.field]),
    [def.bankField]: id(record[def.bankField]),
    currencyid: id(record.currencyid),
    rate: str(record.rate),
    description: str(record.description) ?? '',
    ...(def.credit === 'receipt' ? receiptToValues(record) : {}),
    details: details.map((line) => ({
      invoiceid: id(line[def.invoiceField]),
      invoiceno: str(line.invoiceno),
      invoicedate: str(line.invoicedate),
      duedate: str(line.duedate),
      totalamount: str(line.totalamount),
      owing: str(line.owing),
      invoicetaxbase: null,
      pay: str(line.pay),
      pph23taxid: id(line.pph23taxid),
      pph23base: str(line.pph23base),
      pph23amount: str(line.pph23amount),
      bupotno: str(line.bupotno) ?? '',
    })),
    datadisc: datadisc.map((line) => ({
      glaccount: str(line.glaccount),
      discount: str(line.discount),
      description: str(line.description) ?? '',
      deptid: id(line.deptid),
      projectid: id(line.projectid),
    })),
  };
}

/** A receipt's own fields as read: its Tukar Faktur, the credit used, and with an overpayment what reached the bank. */
function receiptToValues(record: Row): PaymentValues {
  const nonZero = (value: unknown) => {
    const amount = str(value);
    return amount !== null && isAmountText(amount) && compareAmounts(amount, '0') !== 0 ? amount : null;
  };
  return { consid: id(record.consid), consno: str(record.consno), applyfromcredit: nonZero(record.applyfromcredit), received: nonZero(record.overpay) ? str(record.totalamount) : null };
}

/** What the PPh 23 of the totals is computed with (pph23AmountOf): the company's withholding taxes and the party. */
export interface PaymentCalc {
  taxes: readonly WithholdingTax[];
  party: PaymentParty | null;
}

/**
 * A receipt's own fields of the body: the Tukar Faktur, the credit used, and what was received beyond the invoices
 * (`overpay`, from the totals as typed: the server computes the PPh 23 as pph23AmountOf does).
 */
function receiptBody(values: PaymentValues, calc: PaymentCalc): Row {
  const { overpay, credit } = paymentTotals(values, calc.taxes, calc.party);
  return {
    consid: id(values.consid),
    ...(compareAmounts(overpay, '0') > 0 ? { overpay } : {}),
    ...(compareAmounts(credit, '0') !== 0 ? { applyfromcredit: typed(values.applyfromcredit) } : {}),
  };
}

/** The form's values over the payment they edit → the body of POST/PUT (core ZPurchasePayment, ZSalesPayment). */
export function paymentToBody(def: PaymentFormDef, values: PaymentValues, record: Row, calc: PaymentCalc = { taxes: [], party: null }): Row {
  const recordId = record[def.idField];
  const number = typed(str(values[def.numberField]));
  const currencyid = id(values.currencyid);
  return {
    ...(typeof recordId === 'number' ? { [def.idField]: recordId, version: record.version } : {}),
    ...(number ? { [def.numberField]: number } : {}),
    [def.dateField]: str(values[def.dateField]) ?? '',
    [def.party.field]: values[def.party.field] ?? null,
    [def.bankField]: values[def.bankField] ?? null,
    currencyid,
    ...(currencyid && typed(values.rate) ? { rate: typed(values.rate) } : {}),
    description: values.description?.trim() ?? '',
    ...(def.credit === 'receipt' ? receiptBody(values, calc) : {}),
    datadisc: filledDiscounts(values.datadisc).map(({ line }) => ({
      glaccount: line.glaccount ?? '',
      discount: typed(line.discount),
      description: line.description?.trim() ?? '',
      ...(line.deptid ? { deptid: line.deptid } : {}),
      ...(line.projectid ? { projectid: line.projectid } : {}),
    })),
    details: paidRows(values.details).map(({ line }) => ({
      [def.invoiceField]: line.invoiceid,
      pay: typed(line.pay),
      bupotno: line.bupotno?.trim() ?? '',
      ...(line.pph23taxid
        ? { pph23taxid: line.pph23taxid, pph23base: typed(line.pph23base), ...(isAmountText(line.pph23amount) ? { pph23amount: line.pph23amount } : {}) }
        : {}),
    })),
  };
}

/** Fields of an invoice row with no input of their own, and the cell that shows their errors. */
const SHOWN_AT: Record<string, string> = { apinvoiceid: 'pay', arinvoiceid: 'pay', pph23amount: 'pph23base' };
/** Header fields of a receipt with no input of their own: the overpayment is typed as what was received. */
const HEADER_SHOWN_AT: Record<string, string> = { overpay: 'received' };

/**
 * The input of an error the body names: the body carries only the paid rows and the filled discount rows, so its
 * indices are turned back into the grid's rows; an invoice row's fields without an input show at the cell that has.
 */
export function paymentFieldOf(values: PaymentValues, path: FieldPath): FieldPath {
  const [list, index, field, ...rest] = path;
  if (path.length === 1 && typeof list === 'string' && HEADER_SHOWN_AT[list]) return [HEADER_SHOWN_AT[list]];
  if (typeof index !== 'number') return path;
  if (list === 'details') {
    const row = paidRows(values.details)[index]?.row ?? index;
    return ['details', row, typeof field === 'string' ? (SHOWN_AT[field] ?? field) : field, ...rest].filter((part) => part !== undefined);
  }
  if (list === 'datadisc') return ['datadisc', filledDiscounts(values.datadisc)[index]?.row ?? index, field, ...rest].filter((part) => part !== undefined);
  return path;
}
