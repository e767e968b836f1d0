import { translate, type Lang } from '@lontar/core';
import { sql } from 'drizzle-orm';
import { validationError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { accountsByNumber } from '../ledger/gl-document.repo.ts';
import { existingDimensions } from './goods-context.repo.ts';
import type { Body } from './trade-prepare.ts';

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
 * What a purchase invoice adds to the trade checks, every problem at once (400 naming the field): its extra cost
 * lines' accounts (account numbers of the company, postable) and dimensions; freight needs its account; the due
 * date defaults to the invoice date plus the terms' net days. Down-payment invoices and down payments applied are
 * refused until they are built (not shown as working).
 */
export async function preparePurchaseInvoice(tx: Tx, tenantId: number, body: Body, lang: Lang): Promise<{ costs: CostLine[]; duedate: string }> {
  const problems: string[] = [];
  if (body.isdp === true || ((body.downpayments as unknown[] | undefined) ?? []).length > 0) problems.push(`${body.isdp === true ? 'isdp' : 'downpayments'}: ${translate(lang, 'PURCHASE_DOWNPAYMENT_UNAVAILABLE')}`);
  const costs = (body.costs ?? []) as CostBody[];
  const accounts = new Map((await accountsByNumber(tx, tenantId, [...new Set(costs.map((c) => c.glaccount))])).map((a) => [a.glaccount, a]));
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
  };
}

/** The invoice date plus the terms' net days (the date itself without terms). */
async function dueDate(tx: Tx, tenantId: number, date: string, termid: number | null | undefined): Promise<string> {
  const rows = (await tx.execute(sql`
    select (${date}::date + coalesce((select netdays from term_payment where tenant_id = ${tenantId} and termid = ${termid ?? 0}), 0))::text as due`)) as unknown as { rows: { due: string }[] };
  return rows.rows[0]!.due;
}
