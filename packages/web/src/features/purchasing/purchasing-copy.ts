import { copiedValues } from '../../ui/document/copy-values.ts';
import type { Row } from '../../ui/document/record-api.ts';
import type { PurchaseFormDef } from './purchasing-forms.ts';

/** What a copied line leaves behind: its own sequence and the document it was pulled from. */
const PULLED = ['seq', 'srcform', 'srcid', 'srcseq', 'srcno', 'poid'];

/**
 * Transaction copy of a trade document: a new one of the same form with its own number, date and due date, no tax
 * invoice number, no down payments applied, posted as a new one is, and every line standing on its own (nothing
 * pulled is copied as pulled). A return is not offered: it exists only against the invoice or delivery it returns.
 */
export function tradeCopy(def: PurchaseFormDef): ((values: Row, fresh: Row) => Row) | undefined {
  if (def.header.includes('settlement') || def.header.includes('nothingOwed')) return undefined;
  const has = (extra: PurchaseFormDef['header'][number]) => def.header.includes(extra);
  const own: Record<string, unknown> = {
    [def.numberField]: '',
    [def.dateField]: null,
    ...(has('terms') ? { duedate: null } : {}),
    ...(has('taxInvoice') ? { taxinvoiceno: '' } : {}),
    ...(has('downPayment') ? { downpayments: [] } : {}),
    ...(has('posted') ? { posted: true } : {}),
    ...(has('resi') ? { resi: '' } : {}),
    ...(has('withoutInvoice') ? { [def.side.withoutInvoice]: false } : {}),
  };
  return (values, fresh) => copiedValues(values, fresh, own, PULLED);
}
