import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { coreMessage } from '../i18n/i18n.ts';
import { fetchMe, meQueryKey } from './me-api.ts';
import { forceLogout } from './session-actions.ts';
import { useSession } from './session-store.ts';

/**
 * Keeps the signed-in user current while the shell is open (and on returning to the tab). A user whose session
 * flag turned false was signed in elsewhere: logout with 'Anda sudah masuk pada perangkat lain.' (spec 000 §4).
 */
export function useMeRefresh(): void {
  const { data } = useQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 60_000, refetchOnWindowFocus: true });
  const setUser = useSession((s) => s.setUser);
  useEffect(() => {
    if (!data) return;
    if (data.session) setUser(data);
    else forceLogout(coreMessage('SESSION_REPLACED'));
  }, [data, setUser]);
}
