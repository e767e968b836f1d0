import type { ColorMode, TMe, ThemeName, TUpdateUser } from '@lontar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataEnvelope, MessageEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import { fetchMe, meQueryKey } from '../../app/session/me-api.ts';
import { useSession } from '../../app/session/session-store.ts';

/** The profile modal reads the user fresh (GET /api/user/me) each time it opens. */
export function useProfile(open: boolean) {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 0, enabled: open });
}

export interface ProfileChange {
  user: TUpdateUser;
  /** Only when the theme or mode changed. */
  theme?: { theme: ThemeName; colormode: ColorMode };
}

/** PUT /api/user/update-user, then PUT /api/theme-user/{theme}/{colormode} when the appearance changed. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const setUser = useSession((s) => s.setUser);
  return useMutation({
    mutationFn: async ({ user, theme }: ProfileChange): Promise<TMe> => {
      const updated = (await apiRequest<DataEnvelope<TMe>>('/user/update-user', { method: 'PUT', body: user })).data;
      if (!theme) return updated;
      const path = `/theme-user/${theme.theme}/${theme.colormode}`;
      const chosen = (await apiRequest<DataEnvelope<Pick<TMe, 'theme' | 'colormode'>>>(path, { method: 'PUT' })).data;
      return { ...updated, ...chosen };
    },
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me);
      setUser(me);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) =>
      apiRequest<MessageEnvelope>('/users/changenewpassord', { method: 'POST', body }),
  });
}
