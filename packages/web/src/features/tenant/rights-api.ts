import type { TRightEntry } from '@lontar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import { companyKeys, fetchPrivileges, master, type Privileges } from '../company/api.ts';

/** GET privileges/{userId} of another member (needs the user-permissions right). */
export function useMemberRights(tenantId: number, userId: number) {
  return useQuery({ queryKey: companyKeys.privileges(tenantId, userId), queryFn: () => fetchPrivileges(tenantId, userId), staleTime: 0 });
}

/** PUT privileges: the whole list of the member's rights. */
export function useSaveRights(tenantId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (hakAksesList: TRightEntry[]) => (await apiRequest<DataEnvelope<Privileges>>(master(tenantId, 'privileges'), { method: 'PUT', body: { userId, hakAksesList } })).data,
    onSuccess: (saved) => queryClient.setQueryData(companyKeys.privileges(tenantId, userId), saved),
  });
}

/** PUT clone-privileges/{copy}/{source}: the member gets every right of `source`. */
export function useCloneRights(tenantId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sourceUserId: number) => (await apiRequest<DataEnvelope<Privileges>>(master(tenantId, `clone-privileges/${userId}/${sourceUserId}`), { method: 'PUT' })).data,
    onSuccess: (saved) => queryClient.setQueryData(companyKeys.privileges(tenantId, userId), saved),
  });
}
