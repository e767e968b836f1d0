import { checkCredit, CREDIT_LIMIT } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { customerCreditTerms, openSalesInvoices } from './sales-credit.repo.ts';
import type { CreditTerms } from './trade-context.repo.ts';

/**
 * Credit control on a sales order or invoice (issue 13 item 4, API.md §7.8 Confirmation): when what the customer owes with this
 * order is past its `creditlimit`, or an invoice it owes on is overdue past `creditlimitday`, the save is refused with
 * `409 CREDIT_LIMIT` ("The customer exceeds the limit. Do you want to continue?") unless the request says
 * `confirm: true`. The order's amount counts in base currency at its rate.
 */
export async function refuseOverCredit(
  tx: Tx,
  tenantId: number,
  input: { customerid: number; date: string; totalamount: string; rate: string; confirm: boolean; self?: number; terms?: CreditTerms },
): Promise<void> {
  if (input.confirm) return;
  // The terms as the document's check read them with its party, else read here.
  const terms = input.terms ?? (await customerCreditTerms(tx, tenantId, input.customerid));
  if (!terms) return;
  const limited = new Decimal(terms.creditlimit ?? '0').greaterThan(0) || terms.creditlimitday > 0;
  if (!limited) return;
  const check = checkCredit({
    creditlimit: terms.creditlimit,
    creditlimitday: terms.creditlimitday,
    open: await openSalesInvoices(tx, tenantId, input.customerid, input.self),
    amount: new Decimal(input.totalamount).times(input.rate).toFixed(),
    date: input.date,
  });
  if (check.exceeds) throw new AppError(CREDIT_LIMIT, {}, { status: 409 });
}
