import type { MenuAction } from './menu-tree.ts';

/** The company dialogs the workspace opens: preferences, company information, initial setup, users. */
export type WorkspaceDialog = 'preferences' | 'companyInfo' | 'setup' | 'members';

/** The dialog a menu action opens; the other actions (close company, logout) are not dialogs. */
export function dialogOf(action: MenuAction): WorkspaceDialog | null {
  switch (action) {
    case 'preferences':
      return 'preferences';
    case 'companyInfo':
      return 'companyInfo';
    case 'initialSetup':
      return 'setup';
    case 'users':
      return 'members';
    default:
      return null;
  }
}

/** Dialogs behind the 'preferences' right (spec 000 §6); the users drawer checks its own. */
export function needsPreferencesRight(dialog: WorkspaceDialog): boolean {
  return dialog !== 'members';
}
