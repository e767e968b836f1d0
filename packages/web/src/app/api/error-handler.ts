import { notify } from '../../ui/notices.ts';
import { coreMessage } from '../i18n/i18n.ts';
import i18n from '../i18n/i18n.ts';
import { forceLogout } from '../session/session-actions.ts';
import { readToken } from '../session/tokens.ts';
import { failureText, isApiFailure } from './api-failure.ts';

/**
 * The shared reaction to a failed call (spec 000 §8, API.md §1 table). `handled` lists statuses the caller
 * shows itself (e.g. a verification page renders its own 400).
 */
export function handleApiError(error: unknown, handled: readonly number[] = []): void {
  if (!isApiFailure(error)) {
    notify.error(error instanceof Error ? error.message : i18n.t('common:unexpectedError'));
    return;
  }
  if (handled.includes(error.statusCode)) return;
  const text = failureText(error) ?? i18n.t('common:unexpectedError');
  switch (error.statusCode) {
    case 400:
      if (Array.isArray(error.message)) notify.warning(text);
      else notify.error(text);
      return;
    case 401:
      // Without a stored login (the login page, a wrong password) there is nothing to clear: just say why.
      if (readToken()) forceLogout(text);
      else notify.error(text);
      return;
    case 403:
      if (error.code === 'ACCESS_DENIED') notify.warning(text);
      else forceLogout(text);
      return;
    case 404:
      notify.warning(text);
      return;
    case 409:
      if (error.code === 'SESSION_REPLACED') forceLogout(coreMessage('SESSION_REPLACED'));
      else notify.warning(text);
      return;
    default:
      notify.error(text);
  }
}
