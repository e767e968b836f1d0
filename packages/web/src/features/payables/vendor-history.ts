import type { ListQuery } from '../../ui/document/record-api.ts';
import type { StatusKind } from '../purchasing/purchasing-forms.ts';

/** The purchasing forms a vendor's history lists, in the order of the purchasing cycle, with the kind of status each has. */
export const HISTORY_FORMS = [
  { form: 'purchase-order', status: 'order' },
  { form: 'goods-receipt', status: 'delivery' },
  { form: 'purchase-invoice', status: 'invoice' },
  { form: 'purchase-payment', status: null },
  { form: 'purchase-return', status: null },
] as const satisfies readonly { form: string; status: StatusKind | null }[];

/** The sales forms a customer's history lists (server vendor-history.routes.ts SIDE_FORMS), in the order of the sales cycle. */
export const SALES_HISTORY_FORMS = [
  { form: 'quotation', status: 'order' },
  { form: 'sales-order', status: 'order' },
  { form: 'delivery-order', status: 'delivery' },
  { form: 'sales-invoice', status: 'invoice' },
  { form: 'sales-payment', status: null },
  { form: 'sales-return', status: null },
] as const satisfies readonly { form: string; status: StatusKind | null }[];
export type HistoryForm = (typeof HISTORY_FORMS)[number]['form'] | (typeof SALES_HISTORY_FORMS)[number]['form'];
export type HistoryForms = readonly { form: HistoryForm; status: StatusKind | null }[];
const INVOICES: ReadonlySet<string> = new Set(['purchase-invoice', 'sales-invoice']);
/** The kind of status a form's documents have (null: none shown). */
export const historyStatus = (form: HistoryForm): StatusKind | null => [...HISTORY_FORMS, ...SALES_HISTORY_FORMS].find((f) => f.form === form)?.status ?? null;

/** One document of a vendor's or customer's history (`readallByTipe`): an invoice adds its due date and what is paid and owed. */
export interface VendorDocument {
  id: number;
  form: HistoryForm;
  number: string;
  date: string;
  description: string;
  totalamount: string;
  status: string;
  duedate?: string | null;
  paid?: string;
  owing?: string;
}

export type HistoryColumn = 'number' | 'date' | 'duedate' | 'description' | 'status' | 'totalamount' | 'paid' | 'owing';

/**
 * The columns of a form's list: number, date, description and total for every form; an invoice adds its due date,
 * paid, owing and status, an order or receipt its status. A phone shows first what fits its width: the number, what
 * is still owed and the status; the dates and the description are scrolled to.
 */
export function historyColumns(form: HistoryForm, phone: boolean): HistoryColumn[] {
  const invoice = INVOICES.has(form);
  const status: HistoryColumn[] = historyStatus(form) ? ['status'] : [];
  const dates: HistoryColumn[] = invoice ? ['date', 'duedate'] : ['date'];
  if (phone) return invoice ? ['number', 'owing', ...status, 'totalamount', 'paid', ...dates, 'description'] : ['number', ...status, 'totalamount', ...dates, 'description'];
  return ['number', ...dates, 'description', ...status, 'totalamount', ...(invoice ? (['paid', 'owing'] as const) : [])];
}

/** The query of one page of a party's documents: the list's page, size and search (the server sorts them itself, newest first). */
export function historyQuery(partyid: number, { page, size, search }: ListQuery): Record<string, string> {
  const text = search?.trim();
  return { idtype: String(partyid), page: String(page), size: String(size), ...(text ? { search: text } : {}) };
}
