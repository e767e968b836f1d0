import { checkDownPayments, downPaymentNet, TradeError, translate, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { AppError, validationError } from '../../platform/errors.ts';
import { anyId } from '../../platform/sql-ids.ts';
import type { Tx } from '../../platform/tx.ts';
import { accountsByNumber } from '../ledger/gl-document.repo.ts';
import { existingDimensions } from './goods-context.repo.ts';
import type { Body } from './trade-prepare.ts';
import { availableOf, downPaymentRows, PURCHASE_DOWNPAYMENT, sameCurrency, type DownPaymentSide } from './downpayment.repo.ts';
import { moneyText, withMoney } from './money-message.ts';
import { lockSources } from './trade-pull.repo.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * A down payment applied on an invoice: the gross taken from the down-payment invoice, the net it stands for, and
 * that net in base currency at the down-payment invoice's own rate (what its account was debited with).
 */
export type AppliedDownPayment = ({ apinvoiceid: number } | { arinvoiceid: number }) & {
  amount: string;
  net: string;
  base: string;
};

/** An extra cost line of a purchase invoice with its account resolved (API.md §7.8 "Extra costs"). */
export interface CostLine {
  glaccount: string;
  glid: number;
  amount: string;
  description: string;
  deptid: number | null;
  projectid: number | null;
}

interface CostBody {
  glaccount: string;
  amount: string;
  description?: string;
  deptid?: number | null;
  projectid?: number | null;
}

/**
 * What a purchase or sales invoice (`side`) adds to the trade checks, every problem at once (400 naming the field):
 * its extra cost lines' accounts (account numbers of the company, postable) and dimensions (purchase only); freight
 * needs its account; the due date defaults to the invoice date plus the terms' net days; the down payments it
 * applies (`downpayments`).
 */
export async function preparePurchaseInvoice(
  tx: Tx,
  tenantId: number,
  body: Body,
  lang: Lang,
  self?: number,
  side: DownPaymentSide = PURCHASE_DOWNPAYMENT,
): Promise<{ costs: CostLine[]; duedate: string; downpayments: AppliedDownPayment[] }> {
  const problems: string[] = [];
  const downpayments = await downPaymentsApplied(tx, tenantId, body, self, lang, problems, side);
  const costs = (body.costs ?? []) as CostBody[];
  const accounts = new Map(costs.length ? (await accountsByNumber(tx, tenantId, [...new Set(costs.map((c) => c.glaccount))])).map((a) => [a.glaccount, a]) : []);
  const depts = await existingDimensions(tx, tenantId, 'department', costs.flatMap((c) => (c.deptid ? [c.deptid] : [])));
  const projects = await existingDimensions(tx, tenantId, 'project', costs.flatMap((c) => (c.projectid ? [c.projectid] : [])));
  costs.forEach((c, i) => {
    const account = accounts.get(c.glaccount);
    if (!account) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: `costs.${i}.glaccount` }));
    else if (account.isParent || account.suspended) problems.push(`costs.${i}.glaccount: ${translate(lang, 'PARENT_ACCOUNT')}`);
    if (c.deptid && !depts.has(c.deptid)) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: `costs.${i}.deptid` }));
    if (c.projectid && !projects.has(c.projectid)) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: `costs.${i}.projectid` }));
  });
  const freight = typeof body.freight === 'string' && body.freight !== '' && !/^0*(\.0*)?$/.test(body.freight);
  if (freight && !body.freightaccnt) problems.push(`freightaccnt: ${translate(lang, 'V_REQUIRED')}`);
  if (problems.length) throw validationError(problems);
  return {
    costs: costs.map((c) => ({ glaccount: c.glaccount, glid: accounts.get(c.glaccount)!.glid, amount: c.amount, description: c.description ?? '', deptid: c.deptid ?? null, projectid: c.projectid ?? null })),
    duedate: (body.duedate as string | null | undefined) ?? (await dueDate(tx, tenantId, body.invoicedate as string, body.termid as number | null | undefined)),
    downpayments,
  };
}

/** Down-payment invoices of the company by id: what each stands for and what other invoices already took of it. */
async function downPaymentStates(tx: Tx, tenantId: number, ids: readonly number[], self: number, side: DownPaymentSide) {
  const rows = await downPaymentRows(tx, tenantId, sql`d.docid = ${anyId(ids)}`, self, side);
  return new Map(rows.map((r) => [Number(r.docid), r]));
}

/**
 * The down payments an invoice applies (API.md §7.8 Down payments), with the down-payment invoices locked (two
 * invoices applying one down payment queue): each a down-payment invoice of the same vendor and currency; at most
 * what was paid of it and not yet applied (docs/decisions.md "Down payments are applied from what was paid": 409
 * naming what was paid and what is left), and so at most what remains of it ("… exceeds what remains", 409); its
 * net by core `downPaymentNet` (the last part takes exactly what remains of the net).
 */
async function downPaymentsApplied(tx: Tx, tenantId: number, body: Body, self: number | undefined, lang: Lang, problems: string[], side: DownPaymentSide): Promise<AppliedDownPayment[]> {
  const given = (body.downpayments ?? []) as Record<string, unknown>[];
  if (!given.length) return [];
  const list = given.map((d) => ({ id: Number(d[side.idField]), amount: String(d.amount) }));
  await lockSources(tx, tenantId, side.form, list.map((d) => d.id));
  const states = await downPaymentStates(tx, tenantId, list.map((d) => d.id), self ?? 0, side);
  const ok = list.flatMap((d, i) => {
    const st = states.get(d.id);
    if (!st || !st.isdp || Number(st.partyid) !== Number(body[side.party]) || d.id === self || st.posted === false) {
      problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: `downpayments.${i}.${side.idField}` }));
      return [];
    }
    if (!sameCurrency(st.currencyid, body.currencyid)) {
      problems.push(`downpayments.${i}.${side.idField}: ${translate(lang, 'PAYMENT_CURRENCY_MISMATCH', { number: String(st.docno) })}`);
      return [];
    }
    return [{ d, st }];
  });
  if (problems.length) return [];
  // (The schema refuses a down payment named twice.)
  for (const { d, st } of ok) {
    const available = availableOf(st);
    if (new Decimal(d.amount).greaterThan(available)) {
      const paid = Decimal.min(String(st.total), String(st.paid)).toFixed();
      throw new AppError('DOWNPAYMENT_EXCEEDS_PAID', { number: String(st.docno), paid: moneyText(paid, lang), available: moneyText(available.toFixed(), lang) }, { status: 409 });
    }
  }
  try {
    checkDownPayments(ok.map(({ d, st }) => ({ number: String(st.docno), amount: d.amount, remaining: new Decimal(String(st.total)).minus(String(st.appliedgross)).toFixed() })));
  } catch (e) {
    if (e instanceof TradeError) throw new AppError(e.code, withMoney(e.params, lang, ['remaining']), { status: 409 });
    throw e;
  }
  return ok.map(({ d, st }) => ({
    ...(({ [side.idField]: d.id }) as { apinvoiceid: number } | { arinvoiceid: number }),
    amount: d.amount,
    net: downPaymentNet({ gross: d.amount, dptotal: String(st.total), dpnet: String(st.net), appliedgross: String(st.appliedgross), appliednet: String(st.appliednet) }),
    // The same share of the base amount: the last part takes exactly what the down payment account still holds.
    base: downPaymentNet({ gross: d.amount, dptotal: String(st.total), dpnet: String(st.base), appliedgross: String(st.appliedgross), appliednet: String(st.appliedbase) }),
  }));
}


/** The invoice date plus the terms' net days (the date itself without terms). */
async function dueDate(tx: Tx, tenantId: number, date: string, termid: number | null | undefined): Promise<string> {
  // Without terms the due date is the invoice date (a checked YYYY-MM-DD, as PostgreSQL would write it back).
  if (!termid && /^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const rows = (await tx.execute(sql`
    select (${date}::date + coalesce((select netdays from term_payment where tenant_id = ${tenantId} and termid = ${termid ?? 0}), 0))::text as due`)) as unknown as { rows: { due: string }[] };
  return rows.rows[0]!.due;
}

/** A down-payment invoice applied on other invoices keeps them: it is neither edited nor deleted (409). */
export async function refuseIfApplied(tx: Tx, tenantId: number, docid: number): Promise<void> {
  const rows = rowsOf(
    await tx.execute(sql`
      select 1 from trans_downpayment x where x.tenant_id = ${tenantId} and x.dpid = ${docid} limit 1`),
  );
  if (rows.length) throw new AppError('INVOICE_PROCESSED', {}, { status: 409 });
}
