import type { TCompanyProfile, TPreference, TPreferenceInput, TRightEntry } from '@lontar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import { tenantKeys } from '../tenant/api.ts';

/** A currency row as GET preference returns it: the base currency (IDR) is flagged and comes first. */
export type PreferenceCurrency = TPreference['pcurrency'][number] & { isbase?: boolean };
export type Preference = Omit<TPreference, 'pcurrency'> & { pcurrency: PreferenceCurrency[] };
export type CompanyProfile = TCompanyProfile;

export interface DateFormat {
  fdateid: number;
  formatdate: string;
}

export interface Privileges {
  hakAksesList: TRightEntry[];
  user: { userId: number; roleId: number; transcode: string[] };
}

/** Everything inside a company lives under /api/tenant/{tenantId}/master/ (API.md §4). */
export const master = (tenantId: number, path: string) => `/tenant/${tenantId}/master/${path}`;

export const companyKeys = {
  all: (tenantId: number) => ['company', tenantId] as const,
  preference: (tenantId: number) => ['company', tenantId, 'preference'] as const,
  profile: (tenantId: number) => ['company', tenantId, 'profile'] as const,
  dateFormats: (tenantId: number) => ['company', tenantId, 'date-formats'] as const,
  privileges: (tenantId: number, userId: number) => ['company', tenantId, 'privileges', userId] as const,
};

/** Always read fresh: the dialogs edit what they load, and a stale copy means a 409 on save. */
const fresh = { staleTime: 0, gcTime: 0 } as const;

export function usePreference(tenantId: number, enabled = true) {
  return useQuery({
    queryKey: companyKeys.preference(tenantId),
    queryFn: async () => (await apiRequest<DataEnvelope<Preference>>(master(tenantId, 'preference'))).data,
    enabled,
    ...fresh,
  });
}

export function useCompanyProfile(tenantId: number, enabled = true) {
  return useQuery({
    queryKey: companyKeys.profile(tenantId),
    queryFn: async () => (await apiRequest<DataEnvelope<CompanyProfile>>(master(tenantId, 'company'))).data,
    enabled,
    ...fresh,
  });
}

export function useDateFormats(tenantId: number, enabled = true) {
  return useQuery({
    queryKey: companyKeys.dateFormats(tenantId),
    queryFn: async () => (await apiRequest<ListEnvelope<DateFormat>>(master(tenantId, 'preference-format-date'))).listdata,
    enabled,
    staleTime: Infinity,
  });
}

export function fetchPrivileges(tenantId: number, userId: number): Promise<Privileges> {
  return apiRequest<DataEnvelope<Privileges>>(master(tenantId, `privileges/${userId}`)).then((res) => res.data);
}

/** Whether the rights list opens a screen (its `akses` flag), e.g. 'preferences'. */
export function canOpenScreen(privileges: Privileges, screen: string): boolean {
  return privileges.hakAksesList.some((entry) => entry.screen === screen && entry.akses);
}

/** PUT company: the company information (setup step 1, preferences' company tab). */
export function useSaveCompanyProfile(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCompanyProfile) => (await apiRequest<DataEnvelope<CompanyProfile>>(master(tenantId, 'company'), { method: 'PUT', body })).data,
    onSuccess: (saved) => queryClient.setQueryData(companyKeys.profile(tenantId), saved),
    // The dialogs explain a stale version themselves.
    meta: { handled: [409] },
  });
}

/** PUT preference; with pcompany.preparation true the company becomes prepared, so the lists change too. */
export function useSavePreference(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TPreferenceInput) => (await apiRequest<DataEnvelope<Preference>>(master(tenantId, 'preference'), { method: 'PUT', body })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(companyKeys.preference(tenantId), saved);
      return queryClient.invalidateQueries({ queryKey: tenantKeys.all });
    },
    meta: { handled: [409] },
  });
}

/** GET privileges/{userId}: the user's own rights in the company (reading one's own needs no special right). */
export function usePrivileges(tenantId: number, userId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: companyKeys.privileges(tenantId, userId ?? 0),
    queryFn: () => fetchPrivileges(tenantId, userId ?? 0),
    enabled: enabled && userId !== undefined,
    staleTime: 0,
  });
}
