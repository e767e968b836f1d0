import type { App } from 'antd';
import { handleApiError } from '../../app/api/error-handler.ts';
import { failureText, isApiFailure } from '../../app/api/api-failure.ts';
import i18n from '../../app/i18n/i18n.ts';

/**
 * The saves of the company dialogs leave 409 to this: a stale version (someone else saved first) asks to
 * reload; every other conflict (incomplete currency, base currency moved) is the usual warning notice.
 */
export function handleSaveConflict(error: unknown, modal: ReturnType<typeof App.useApp>['modal'], reload: () => void): void {
  if (!isApiFailure(error) || error.statusCode !== 409) return;
  if (error.code !== 'STALE_VERSION') {
    handleApiError(error);
    return;
  }
  modal.confirm({
    title: i18n.t('preferences:staleTitle'),
    content: failureText(error),
    okText: i18n.t('preferences:reload'),
    cancelText: i18n.t('common:cancel'),
    onOk: reload,
  });
}
