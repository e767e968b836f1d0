import type { ColorMode, Lang, TMe, ThemeName } from '@lontar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import { meQueryKey } from '../../app/session/me-api.ts';
import { useSession } from '../../app/session/session-store.ts';

/** The system menu's language choice: PUT /api/user/update-user, the whole app follows. */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  const setUser = useSession((s) => s.setUser);
  return useMutation({
    mutationFn: async (language: Lang) => (await apiRequest<DataEnvelope<TMe>>('/user/update-user', { method: 'PUT', body: { language } })).data,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me);
      setUser(me);
    },
  });
}

/** The system menu's theme choice: PUT /api/theme-user/{theme}/{colormode}. */
export function useChangeTheme() {
  const queryClient = useQueryClient();
  const setUser = useSession((s) => s.setUser);
  return useMutation({
    mutationFn: async (choice: { theme: ThemeName; colormode: ColorMode }) =>
      (await apiRequest<DataEnvelope<Pick<TMe, 'theme' | 'colormode'>>>(`/theme-user/${choice.theme}/${choice.colormode}`, { method: 'PUT' })).data,
    onSuccess: (chosen) => {
      const me = useSession.getState().user;
      if (!me) return;
      const updated = { ...me, ...chosen };
      queryClient.setQueryData(meQueryKey, updated);
      setUser(updated);
    },
  });
}
