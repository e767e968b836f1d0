import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import type { Row } from '../../ui/document/record-api.ts';

/** A memorized transaction as the list answers it (master/memorized/readall). */
export interface MemorizedRow {
  id: number;
  transtype: string;
  name: string;
  description: string;
  closed: boolean;
  username: string;
  version: number;
}

/** An open template of a form, as the picker of a new document lists it (memorized-by-type). */
export interface MemorizedChoice {
  id: number;
  name: string;
  description: string;
  username: string;
}

export interface MemorizedListQuery {
  page: number;
  size: number;
  search?: string;
  transtype?: string;
  closed?: boolean;
}

const base = (tenantId: number) => `/tenant/${tenantId}/master`;

export const memorizedKeys = {
  all: (tenantId: number) => ['records', tenantId, 'memorized'] as const,
  list: (tenantId: number, q: MemorizedListQuery) => ['records', tenantId, 'memorized', 'list', q] as const,
  byType: (tenantId: number, form: string) => ['records', tenantId, 'memorized', 'by-type', form] as const,
};

export function listMemorized(tenantId: number, q: MemorizedListQuery): Promise<ListEnvelope<MemorizedRow>> {
  return apiRequest<ListEnvelope<MemorizedRow>>(`${base(tenantId)}/memorized/readall`, {
    query: { page: String(q.page), size: String(q.size), search: q.search || undefined, transtype: q.transtype, closed: q.closed === undefined ? undefined : String(q.closed) },
  });
}

export async function memorizedOfForm(tenantId: number, form: string): Promise<MemorizedChoice[]> {
  return (await apiRequest<DataEnvelope<MemorizedChoice[]>>(`${base(tenantId)}/memorized-by-type`, { query: { transtype: form } })).data;
}

/** The document a new one of the template's form starts from. */
export async function memorizedData(tenantId: number, id: number): Promise<{ id: number; transtype: string; name: string; data: Row }> {
  return (await apiRequest<DataEnvelope<{ id: number; transtype: string; name: string; data: Row }>>(`${base(tenantId)}/getmemorized/${id}`)).data;
}

export function memorize(tenantId: number, body: { transtype: string; name: string; description: string; data: Row }): Promise<DataEnvelope<Row>> {
  return apiRequest<DataEnvelope<Row>>(`${base(tenantId)}/memorized`, { method: 'POST', body });
}

export function closeMemorized(tenantId: number, id: number): Promise<DataEnvelope<Row>> {
  return apiRequest<DataEnvelope<Row>>(`${base(tenantId)}/memorized/${id}/close`, { method: 'PUT' });
}

export function deleteMemorized(tenantId: number, id: number): Promise<DataEnvelope<{ id: number }>> {
  return apiRequest<DataEnvelope<{ id: number }>>(`${base(tenantId)}/memorized/delete/${id}`, { method: 'DELETE' });
}
