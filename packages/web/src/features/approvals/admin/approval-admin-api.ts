import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataEnvelope } from '../../../app/api/envelopes.ts';
import { apiRequest } from '../../../app/api/http.ts';

/** One form's authorized members (user ids), as GET/PUT authorization-approval answer them. */
export interface FormAuthorization {
  form: string;
  users: number[];
}

/** An approval rule as the server stores it; numerics answer with their scale ("50000000.000000"). */
export interface ApprovalRule {
  id: number;
  form: string;
  description: string;
  branchid: number | null;
  minamount: string | null;
  mindiscount: string | null;
  approvers: number[];
  allowself: boolean;
  version: number;
}

/** What a create or an edit sends: a rule without its id and version, or with both. */
export type RuleBody = Omit<ApprovalRule, 'id' | 'version'> & { id?: number; version?: number };

interface Listed<T> {
  listdata: T[];
  total: number;
}

const master = (tenantId: number, path: string) => `/tenant/${tenantId}/master/${path}`;

export const approvalAdminKeys = {
  all: (tenantId: number) => ['approvals-admin', tenantId] as const,
  authorizations: (tenantId: number) => ['approvals-admin', tenantId, 'authorizations'] as const,
  rules: (tenantId: number) => ['approvals-admin', tenantId, 'rules'] as const,
};

/** GET authorization-approval: forms with at least one authorized member. */
export function useAuthorizations(tenantId: number) {
  return useQuery({
    queryKey: approvalAdminKeys.authorizations(tenantId),
    queryFn: async () => (await apiRequest<Listed<FormAuthorization>>(master(tenantId, 'authorization-approval'))).listdata,
    staleTime: 0,
  });
}

/** GET approval-rule/readall: every rule, by form then id. */
export function useRules(tenantId: number) {
  return useQuery({
    queryKey: approvalAdminKeys.rules(tenantId),
    queryFn: async () => (await apiRequest<Listed<ApprovalRule>>(master(tenantId, 'approval-rule/readall'))).listdata,
    staleTime: 0,
  });
}

/** After any change both lists are read again: a rule's approvers hang on the authorizations. */
export function useRefreshApprovals(tenantId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: approvalAdminKeys.all(tenantId) });
}

export function saveAuthorization(tenantId: number, body: FormAuthorization): Promise<DataEnvelope<FormAuthorization>> {
  return apiRequest<DataEnvelope<FormAuthorization>>(master(tenantId, 'authorization-approval'), { method: 'PUT', body });
}

export function saveRule(tenantId: number, body: RuleBody): Promise<DataEnvelope<ApprovalRule>> {
  return apiRequest<DataEnvelope<ApprovalRule>>(master(tenantId, 'approval-rule'), { method: body.id ? 'PUT' : 'POST', body });
}

export function deleteRule(tenantId: number, id: number): Promise<DataEnvelope<{ id: number }>> {
  return apiRequest<DataEnvelope<{ id: number }>>(master(tenantId, `approval-rule/delete/${id}`), { method: 'DELETE' });
}
