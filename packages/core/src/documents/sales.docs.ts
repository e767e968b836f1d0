import { declareDocument } from './document-decl.ts';
import { ZQuotation, ZSalesOrder } from './sales.schema.ts';

/**
 * The sales documents on the trade mechanism (issue 13, API.md §7.1): quotation → order. They post nothing and move
 * no stock; an order's lines may be pulled from a quotation, and both are order-type sources (`open` → `partial` →
 * `closed`).
 */
export const QUOTATION = declareDocument({
  form: 'quotation',
  transtype: 'AR QUO',
  fields: { id: 'quoteid', number: 'quoteno', date: 'quotedate' },
  rights: { screen: 'quotation', create: 'tambah' },
  schema: ZQuotation,
  sources: [],
  party: 'customerid',
  moves: false,
  posts: false,
  statusKind: 'order',
});

export const SALES_ORDER = declareDocument({
  form: 'sales-order',
  transtype: 'AR ORD',
  fields: { id: 'soid', number: 'sono', date: 'sodate' },
  rights: { screen: 'sales-order', create: 'tambah' },
  schema: ZSalesOrder,
  sources: ['quotation'],
  sourceFields: { quotation: { id: 'quoteid', seq: 'quoteseq' } },
  party: 'customerid',
  moves: false,
  posts: false,
  statusKind: 'order',
});

export const SALES_DOCUMENTS = [QUOTATION, SALES_ORDER] as const;
export type SalesForm = (typeof SALES_DOCUMENTS)[number]['form'];
