import { describe, expect, it } from 'vitest';
import { dialogOf, needsPreferencesRight } from './menu-dialogs.ts';

describe('dialogOf', () => {
  it('opens the company information, not the preferences, from Menu › Company information', () => {
    expect(dialogOf('companyInfo')).toBe('companyInfo');
    expect(dialogOf('preferences')).toBe('preferences');
  });

  it('opens setup and users, and no dialog for close company or logout', () => {
    expect(dialogOf('initialSetup')).toBe('setup');
    expect(dialogOf('users')).toBe('members');
    expect(dialogOf('closeCompany')).toBeNull();
    expect(dialogOf('logout')).toBeNull();
  });

  it('checks the preferences right for every dialog but the users drawer', () => {
    expect(needsPreferencesRight('companyInfo')).toBe(true);
    expect(needsPreferencesRight('members')).toBe(false);
  });
});
