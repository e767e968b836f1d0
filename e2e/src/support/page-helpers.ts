import type { Page } from 'playwright-core';

/** Fills the login form and submits it. */
export async function signInWithForm(page: Page, login: string, password: string): Promise<void> {
  await page.locator('#username').fill(login);
  await page.locator('#password').fill(password);
  await page.locator('button[type=submit]').click();
}

/** Picks a language in the switcher (an antd Select) by the name it shows. */
export async function chooseLanguage(page: Page, languageName: string): Promise<void> {
  await page.getByTestId('language-switcher').click();
  await page.locator('.ant-select-item-option', { hasText: languageName }).click();
}

/** Opens an entry of the signed-in user's menu in the app bar. */
export async function openUserMenu(page: Page, entry: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** Waits until every notice has gone (they last 3 s), so screenshots show the screen itself. */
export async function waitForNoticesGone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('.ant-notification-notice').length === 0, undefined, { timeout: 10_000 });
}
