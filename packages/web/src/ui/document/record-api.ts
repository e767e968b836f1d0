import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiHeaders, apiRequest } from '../../app/api/http.ts';

/** A record as the API reads and writes it: the spec's field names, with `id`, `version`, `idnext`, `idprev`. */
export type Row = Record<string, unknown>;

/** Where a declared form lives (API.md §4, §5): `/api/tenant/{tenantId}/master/{form}`, keyed by its id field. */
export interface RecordSource {
  tenantId: number;
  form: string;
  idField: string;
  /** Customers and vendors share `person-data`; lists and navigation stay within one `persontype`. */
  persontype?: 0 | 1;
  /** What its list and navigation keep to, sent with `readall` (the Faktur Sementara entry: `{ posted: 'false' }`). */
  filter?: Readonly<Record<string, string>>;
}

export interface ListQuery {
  page: number;
  size: number;
  search?: string;
  sort?: string;
  dir?: 'asc' | 'desc';
}

export interface AuditRow {
  at: string;
  userid: number;
  username: string;
  action: 'create' | 'update' | 'delete';
  changes: Record<string, [unknown, unknown]>;
}

const base = (source: RecordSource) => `/tenant/${source.tenantId}/master/${source.form}`;
const typeQuery = (source: RecordSource) => ({ ...(source.persontype === undefined ? {} : { persontype: String(source.persontype) }), ...source.filter });

/** Query-key prefix of everything read from one form (its list pages), invalidated after a save or delete. */
export const recordKeys = {
  form: (source: RecordSource) => ['records', source.tenantId, source.form, source.persontype ?? null] as const,
  /** One list of the form (its filter, if any): under `form`, so invalidating the form refreshes every list of it. */
  list: (source: RecordSource) => [...recordKeys.form(source), source.filter ?? null] as const,
};

export async function readRecord(source: RecordSource, id: number): Promise<Row> {
  return (await apiRequest<DataEnvelope<Row>>(`${base(source)}/read/${id}`)).data;
}

/** POST create; with an idempotency key, a retry of the same body answers the first result instead of creating twice. */
export function createRecord(source: RecordSource, body: Row, idempotencyKey?: string): Promise<DataEnvelope<Row>> {
  return apiRequest<DataEnvelope<Row>>(base(source), { method: 'POST', body, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined });
}

export function updateRecord(source: RecordSource, body: Row): Promise<DataEnvelope<Row>> {
  return apiRequest<DataEnvelope<Row>>(base(source), { method: 'PUT', body });
}

export function deleteRecord(source: RecordSource, id: number): Promise<DataEnvelope<{ id: number }>> {
  return apiRequest<DataEnvelope<{ id: number }>>(`${base(source)}/delete/${id}`, { method: 'DELETE' });
}

/** Takes the edit lock; another holder answers 409 naming them. */
export async function lockRecord(source: RecordSource, id: number): Promise<void> {
  await apiRequest(`${base(source)}/lock/${id}`, { method: 'POST' });
}

/** Releases the edit lock we hold (only its holder can). */
export async function unlockRecord(source: RecordSource, id: number): Promise<void> {
  await apiRequest(`${base(source)}/lock/${id}`, { method: 'DELETE' });
}

/**
 * The lock release for when the page unloads: its headers are built now (the x-api-key needs async crypto),
 * the returned function sends it with `keepalive` so it outlives the page. Valid while the x-api-key is fresh.
 */
export async function prepareUnloadUnlock(source: RecordSource, id: number): Promise<() => void> {
  const headers = await apiHeaders();
  const url = `/api${base(source)}/lock/${id}`;
  return () => void fetch(url, { method: 'DELETE', headers, keepalive: true }).catch(() => undefined);
}

/** Values a new record starts with (GET default/{param}). */
export async function recordDefaults(source: RecordSource, param: string): Promise<Row> {
  return (await apiRequest<DataEnvelope<Row>>(`${base(source)}/default/${param}`)).data;
}

/** The next free code (GET getnumber[/{param}]), e.g. C-00001. */
export async function nextNumber(source: RecordSource, param?: string): Promise<string> {
  const path = param === undefined ? `${base(source)}/getnumber` : `${base(source)}/getnumber/${param}`;
  return (await apiRequest<DataEnvelope<{ number: string }>>(path)).data.number;
}

export function listRecords<T = Row>(source: RecordSource, query: ListQuery): Promise<ListEnvelope<T>> {
  const { page, size, search, sort, dir } = query;
  return apiRequest<ListEnvelope<T>>(`${base(source)}/readall`, {
    query: { page: String(page), size: String(size), search: search || undefined, sort, dir, ...typeQuery(source) },
  });
}

/** The id of the last record (highest id) of the form, where "previous" goes from a new record. */
export async function lastRecordId(source: RecordSource): Promise<number | null> {
  const res = await listRecords(source, { page: 1, size: 1, sort: source.idField, dir: 'desc' });
  const [last] = res.listdata;
  return last ? Number(last[source.idField]) : null;
}

export async function readAudit(source: RecordSource, id: number): Promise<AuditRow[]> {
  return (await apiRequest<ListEnvelope<AuditRow>>(`${base(source)}/getaudit/${id}`)).listdata;
}
