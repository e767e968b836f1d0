import type { DataEnvelope, ListEnvelope } from '../../../app/api/envelopes.ts';
import { apiRequest } from '../../../app/api/http.ts';

/** One level's decision in the current round of a document's approvals. */
export interface LevelDecision {
  level: number;
  userid: number;
  username: string;
  approved: boolean;
  note: string;
  approvedate: string;
}

/** A document's approval note (checking-note, checking-note-detail): its levels in order, who decides each. */
export interface ApprovalNote {
  form: string;
  id: number;
  transno: string;
  transdate: string;
  amount: string;
  creator: number;
  ruleid: number | null;
  allowself: boolean;
  status: 'waiting' | 'approved' | 'rejected';
  approved: boolean;
  nextlevel: number | null;
  levels: { level: number; approver: number | null; decision: LevelDecision | null }[];
}

/** A form the member may approve, with how many of its documents wait for them. */
export interface WaitingType {
  form: string;
  waiting: number;
}

export interface NotesQuery {
  type?: string;
  search?: string;
  page: number;
  size: number;
}

const base = (tenantId: number) => `/tenant/${tenantId}/master`;

export const approvalKeys = {
  all: (tenantId: number) => ['records', tenantId, 'approval-notes'] as const,
  types: (tenantId: number) => ['records', tenantId, 'approval-notes', 'types'] as const,
  list: (tenantId: number, q: NotesQuery) => ['records', tenantId, 'approval-notes', 'list', q] as const,
  detail: (tenantId: number, form: string, id: number) => ['records', tenantId, 'approval-notes', 'detail', form, id] as const,
};

export async function waitingTypes(tenantId: number): Promise<WaitingType[]> {
  return (await apiRequest<{ listdata: WaitingType[] }>(`${base(tenantId)}/checking-note-type-trans`)).listdata;
}

export function waitingNotes(tenantId: number, q: NotesQuery): Promise<ListEnvelope<ApprovalNote>> {
  return apiRequest<ListEnvelope<ApprovalNote>>(`${base(tenantId)}/checking-note`, { query: { type: q.type, search: q.search || undefined, page: String(q.page), size: String(q.size) } });
}

export async function noteDetail(tenantId: number, form: string, id: number): Promise<ApprovalNote> {
  return (await apiRequest<DataEnvelope<ApprovalNote>>(`${base(tenantId)}/checking-note-detail/${id}`, { query: { type: form } })).data;
}

export function approveByUser(tenantId: number, body: { form: string; id: number; level: number; approved: boolean; note: string }): Promise<DataEnvelope<ApprovalNote>> {
  return apiRequest<DataEnvelope<ApprovalNote>>(`${base(tenantId)}/approve-by-user`, { method: 'PUT', body });
}

/** How many documents wait for the member over every form they approve (none while approval is off). */
export const waitingCount = (types: readonly WaitingType[] | undefined) => (types ?? []).reduce((sum, t) => sum + t.waiting, 0);
