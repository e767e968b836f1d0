import type { TTenantListItem } from '@lontar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiFailure } from '../../app/api/api-failure.ts';
import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';

/** A company the user belongs to (API.md §3). */
export type TenantMembership = TTenantListItem;
export type TenantList = 'active' | 'archived';
export type TenantStatusChange = 'active' | 'archived' | 'deleted';

export const tenantKeys = {
  all: ['tenant'] as const,
  list: (list: TenantList) => ['tenant', 'list', list] as const,
  nameAvailable: (name: string) => ['tenant', 'name-available', name] as const,
};

const LIST_PATH: Record<TenantList, string> = {
  active: '/tenant-user-by-userid',
  archived: '/tenant-user-by-userid-archives',
};

/** The active or archived companies of the signed-in user; a 404 means none yet, not an error. */
export function useTenantList(list: TenantList) {
  return useQuery({
    queryKey: tenantKeys.list(list),
    queryFn: async () => {
      try {
        return (await apiRequest<ListEnvelope<TenantMembership>>(LIST_PATH[list])).listdata ?? [];
      } catch (error) {
        if (isApiFailure(error) && error.statusCode === 404) return [];
        throw error;
      }
    },
  });
}

export function useMyTenants() {
  return useTenantList('active');
}

/** GET /api/tenant-name-availability; `name` is only passed once it is well-formed and settled. */
export function useTenantNameAvailability(name: string | undefined) {
  return useQuery({
    queryKey: tenantKeys.nameAvailable(name ?? ''),
    queryFn: async () => {
      const res = await apiRequest<DataEnvelope<{ available: boolean }>>('/tenant-name-availability', { query: { 'data-source-schema-name': name } });
      return res.data.available;
    },
    enabled: name !== undefined,
    staleTime: 10_000,
    // Advice only: creating or renaming checks again and reports a taken name itself.
    meta: { handled: [400, 429] },
  });
}

function useInvalidateTenants() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tenantKeys.all });
}

/** POST /api/tenant: a new company owned by the user, optionally filled with sample data. */
export function useCreateTenant() {
  const invalidate = useInvalidateTenants();
  return useMutation({
    mutationFn: async (body: { name: string; sample?: boolean }) => (await apiRequest<DataEnvelope<TenantMembership>>('/tenant', { method: 'POST', body })).data,
    onSuccess: invalidate,
  });
}

/** PUT /api/tenant: rename (owner or ADMINISTRATOR). */
export function useRenameTenant() {
  const invalidate = useInvalidateTenants();
  return useMutation({
    mutationFn: (body: { tenantId: number; name: string }) => apiRequest<DataEnvelope<TenantMembership>>('/tenant', { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

/** PUT /api/stat-tenant: archive, restore or delete (owner only; deleting purges the company's data). */
export function useChangeTenantStatus() {
  const invalidate = useInvalidateTenants();
  return useMutation({
    mutationFn: (body: { tenantId: number; status: TenantStatusChange }) => apiRequest<DataEnvelope<{ tenantId: number; status: string }>>('/stat-tenant', { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}
