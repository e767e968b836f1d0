import type { TTenantMember } from '@lontar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';

/** A member of a company; pending invitations have a negative id (API.md §3). */
export type TenantMember = TTenantMember;

export const memberKeys = {
  of: (tenantId: number) => ['tenant', 'members', tenantId] as const,
};

/** GET /api/tenant-user-by-tenantid/{tenantId}. */
export function useMembers(tenantId: number | undefined) {
  return useQuery({
    queryKey: memberKeys.of(tenantId ?? 0),
    queryFn: async () => (await apiRequest<ListEnvelope<TenantMember>>(`/tenant-user-by-tenantid/${tenantId}`)).listdata,
    enabled: tenantId !== undefined,
    staleTime: 0,
  });
}

function useInvalidateMembers(tenantId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberKeys.of(tenantId) });
}

/** POST /api/tenant-user: an existing user joins at once; an unknown e-mail gets an invitation. */
export function useAddMember(tenantId: number) {
  const invalidate = useInvalidateMembers(tenantId);
  return useMutation({
    mutationFn: (body: { email: string; roleId: number }) => apiRequest<DataEnvelope<TenantMember>>('/tenant-user', { method: 'POST', body: { tenantId, ...body } }),
    onSuccess: invalidate,
  });
}

/** PUT /api/role-tenant-user. */
export function useChangeMemberRole(tenantId: number) {
  const invalidate = useInvalidateMembers(tenantId);
  return useMutation({
    mutationFn: (body: { id: number; roleId: number }) => apiRequest<DataEnvelope<{ id: number; roleId: number }>>('/role-tenant-user', { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/tenant-user?id= (never the owner). */
export function useRemoveMember(tenantId: number) {
  const invalidate = useInvalidateMembers(tenantId);
  return useMutation({
    mutationFn: (id: number) => apiRequest<DataEnvelope<{ removed: boolean }>>('/tenant-user', { method: 'DELETE', query: { id: String(id) } }),
    onSuccess: invalidate,
  });
}
