import type { MessageKey } from '../messages/id.ts';
import { fixed, sumOf, td } from '../trade/trade-decimal.ts';

/** The question a document past the customer's credit asks (spec 001; API `409 CREDIT_LIMIT` without `confirm: true`). */
export const CREDIT_LIMIT = 'CREDIT_LIMIT' satisfies MessageKey;

/** What the customer has open: an invoice's `owing` (base currency) and due date; an open order without one counts for the limit only. */
export interface OpenReceivable {
  owing: string;
  /** YYYY-MM-DD. */
  duedate?: string | null;
  number?: string;
}

export interface CreditCheckInput {
  /** The customer's `creditlimit` (base currency); 0 or empty: no limit. */
  creditlimit?: string | null;
  /** The customer's `creditlimitday`: days an invoice may be past due; 0: not checked. */
  creditlimitday?: number | null;
  /** What is open besides this document (an edited document leaves itself out). */
  open: readonly OpenReceivable[];
  /** The new document's amount (`totalamount` in base currency). */
  amount: string;
  /** The new document's date, YYYY-MM-DD: overdue is counted at it. */
  date: string;
}

export interface CreditCheck {
  /** Either reason holds: ask "The customer exceeds the limit. Do you want to continue?". */
  exceeds: boolean;
  /** Σ owing + amount is more than the limit. */
  overLimit: boolean;
  /** Σ owing of what is open, and with this document. */
  owing: string;
  total: string;
  /** Open invoices past due by more than `creditlimitday` days at the document's date, oldest first. */
  overdue: { number?: string; duedate: string; days: number }[];
}

const DAY = 86_400_000;
const dayOf = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY;

/**
 * Credit control for a sales order or invoice (spec 001, spec 002 §3.2, issue 13 item 4): the customer exceeds when
 * what it owes with this document is more than its `creditlimit`, or when an invoice it still owes on is past due by
 * more than `creditlimitday` days at the document's date. A limit or a day count of 0 is not checked (the customer
 * master's default). Credits (owing below zero) lower what is owed; an invoice owing nothing is never overdue.
 */
export function checkCredit(input: CreditCheckInput): CreditCheck {
  const owing = sumOf(input.open.map((o) => td(o.owing)));
  const total = owing.plus(td(input.amount));
  const limit = td(input.creditlimit);
  const overLimit = limit.greaterThan(0) && total.greaterThan(limit);
  const days = input.creditlimitday ?? 0;
  const at = dayOf(input.date);
  const overdue =
    days > 0
      ? input.open
          .filter((o) => o.duedate && td(o.owing).greaterThan(0) && at - dayOf(o.duedate) > days)
          .map((o) => ({ ...(o.number === undefined ? {} : { number: o.number }), duedate: o.duedate!, days: at - dayOf(o.duedate!) }))
          .sort((a, b) => b.days - a.days)
      : [];
  return { exceeds: overLimit || overdue.length > 0, overLimit, owing: fixed(owing, 2), total: fixed(total, 2), overdue };
}
