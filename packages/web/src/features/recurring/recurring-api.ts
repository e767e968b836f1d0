import type { RecurringForm } from '@lontar/core';
import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import { listRecords, type ListQuery, type Row } from '../../ui/document/record-api.ts';
import { RECURRING_FORM_DEFS } from './recurring-forms.ts';

/** A row of the schedules' list (GET /tenant/{t}/master/recurring, without a suffix). */
export interface RecurringListRow {
  id: number;
  recurringno: string;
  description: string;
  transtype: RecurringForm;
  perioda: string;
  recurringtotal: number;
  recurringdate: string;
  status: number;
  nextdate: string | null;
  created: number;
  failed: number;
}

export interface RunAnswer {
  created: { recurringid: number; recurringno: string; seq: number; date: string; form: string; invoiceid: number; invoiceno: string }[];
  failed: { recurringid: number; recurringno: string; seq: number; date: string; form: string; error: string }[];
}

export const recurringKeys = { list: (tenantId: number) => ['records', tenantId, 'recurring', null] as const };

export function listSchedules(tenantId: number, query: ListQuery): Promise<ListEnvelope<RecurringListRow>> {
  const { page, size, search } = query;
  return apiRequest<ListEnvelope<RecurringListRow>>(`/tenant/${tenantId}/master/recurring`, { query: { page: String(page), size: String(size), search: search || undefined } });
}

/** Creates the due occurrences of one schedule (or of every active one without `id`). */
export async function runSchedules(tenantId: number, id?: number): Promise<DataEnvelope<RunAnswer>> {
  return apiRequest<DataEnvelope<RunAnswer>>(`/tenant/${tenantId}/master/recurring/run`, { method: 'POST', body: id === undefined ? {} : { id } });
}

export function setScheduleState(tenantId: number, id: number, action: 'stop' | 'resume'): Promise<DataEnvelope<Row>> {
  return apiRequest<DataEnvelope<Row>>(`/tenant/${tenantId}/master/recurring/${id}/${action}`, { method: 'PUT' });
}

/** Saved documents of a form whose number (or text) matches, newest first, for the source picker. */
export async function searchDocuments(tenantId: number, form: RecurringForm, search: string): Promise<Row[]> {
  const def = RECURRING_FORM_DEFS[form];
  return (await listRecords({ tenantId, form, idField: def.idField }, { page: 1, size: 20, search: search || undefined })).listdata;
}
