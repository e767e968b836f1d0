import { useQuery } from '@tanstack/react-query';
import { isApiFailure } from '../../app/api/api-failure.ts';
import type { ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';

/** A company the user belongs to (API.md §3). */
export interface TenantMembership {
  tenantId: number;
  name: string;
  datasourcekey: string;
  status: string;
  roleId: number;
  owner: boolean;
  prepared: boolean;
}

export const tenantKeys = {
  mine: ['tenant', 'mine'] as const,
};

/** GET /api/tenant-user-by-userid; a 404 means no companies yet, not an error. */
export function useMyTenants() {
  return useQuery({
    queryKey: tenantKeys.mine,
    queryFn: async () => {
      try {
        return (await apiRequest<ListEnvelope<TenantMembership>>('/tenant-user-by-userid')).listdata ?? [];
      } catch (error) {
        if (isApiFailure(error) && error.statusCode === 404) return [];
        throw error;
      }
    },
  });
}
