import { translate, type Lang } from '@lontar/core';
import { AppError, validationError } from '../../platform/errors.ts';
import type { Body, TradeGoods } from './trade-prepare.ts';

/**
 * A purchase return names one invoice (API.md §7.8, spec 001 §3 "Purchase Return"): its header `apinvoiceid` stands
 * for every line, and a line that names another invoice is refused (400). Without invoice (`withoutpi`) the lines
 * name receipt lines instead. Answers the body with the invoice on the header and on every line, as stored.
 */
export function normalizePurchaseReturn(body: Body, lang: Lang): Body {
  if (body.withoutpi === true) return body;
  const details = (body.details ?? []) as Body[];
  const invoice = (body.apinvoiceid as number | null | undefined) ?? (details.find((l) => l.apinvoiceid != null)?.apinvoiceid as number | undefined);
  const problems = details.flatMap((l, i) => (l.apinvoiceid != null && l.apinvoiceid !== invoice ? [`details.${i}.apinvoiceid: ${translate(lang, 'RETURN_ONE_INVOICE')}`] : []));
  if (problems.length) throw validationError(problems);
  return { ...body, apinvoiceid: invoice, details: details.map((l) => ({ ...l, apinvoiceid: invoice })) };
}

/**
 * Each line's purchase return account (API.md §7.8 item fields) as `prepareTrade` resolved it: the item's own
 * `purchaseretglaccnt`, else its category's, else the company's (`purchasereturn`), as a receipt chooses `unbilled`.
 * The line's goods leave against it and its value is credited to it. A line that needs the company's account when
 * there is none: 409 naming it.
 */
export function returnAccounts(goods: readonly TradeGoods[]): number[] {
  return goods.map((g) => {
    if (!g.returnglid) throw new AppError('DEFAULT_ACCOUNT_MISSING', { account: 'purchasereturn' }, { status: 409 });
    return g.returnglid;
  });
}
