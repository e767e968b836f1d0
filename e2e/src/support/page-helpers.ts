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

/** Waits until every notice has gone (they last 3 s; a loaded machine may stretch that), so screenshots show the screen itself. */
export async function waitForNoticesGone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('.ant-notification-notice').length === 0, undefined, { timeout: 30_000 });
}

/** Resolves after the page has painted twice more: whatever the last event changed is on screen. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Waits until nothing on the page is moving: no finite CSS animation or transition running (a dialog zooming in,
 * a drawer sliding, a button's colour fading; spinners run forever and are left out), then two more frames.
 * Used before screenshots instead of a fixed pause, which a loaded machine can outlast.
 */
export async function settled(page: Page): Promise<void> {
  await nextFrames(page);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  await nextFrames(page);
}
