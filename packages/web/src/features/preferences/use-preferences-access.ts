import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { coreMessage } from '../../app/i18n/i18n.ts';
import { useSession } from '../../app/session/session-store.ts';
import { notify } from '../../ui/notices.ts';
import { canOpenScreen, companyKeys, fetchPrivileges } from '../company/api.ts';

/**
 * Only users with the 'preferences' right may open the dialog (spec 000 §6): the user's rights in the company
 * are read fresh on every attempt; without the right, the warning "You don't have access to open preferences.".
 */
export function usePreferencesAccess(tenantId: number | undefined) {
  const me = useSession((s) => s.user);
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  const check = async (): Promise<boolean> => {
    if (tenantId === undefined || !me) return false;
    setChecking(true);
    try {
      const privileges = await queryClient.fetchQuery({
        queryKey: companyKeys.privileges(tenantId, me.id),
        queryFn: () => fetchPrivileges(tenantId, me.id),
        staleTime: 0,
      });
      if (canOpenScreen(privileges, 'preferences')) return true;
      notify.warning(coreMessage('NO_ACCESS_PREFERENCES'));
      return false;
    } catch {
      return false; // the query cache has already shown why
    } finally {
      setChecking(false);
    }
  };

  return { check, checking };
}
