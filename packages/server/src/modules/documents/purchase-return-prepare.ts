import { translate, type Lang } from '@lontar/core';
import { validationError } from '../../platform/errors.ts';
import type { Body } from './trade-prepare.ts';

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
