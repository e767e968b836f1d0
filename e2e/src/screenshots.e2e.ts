import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createVerifiedUser, signInToken, type TestUser } from './support/accounts.ts';
import { openUserMenu, waitForNoticesGone } from './support/page-helpers.ts';
import { screenshotDir } from './support/paths.ts';
import { startStack, type Stack } from './support/stack.ts';

/** Key screens in both full languages, on a desktop and a 375 px phone, written to e2e/screenshots/ to be looked at. */
const LANGUAGES = ['id', 'en'] as const;
const SIZES = {
  desktop: { width: 1280, height: 800 },
  '375': { width: 375, height: 812 },
} as const;

let stack: Stack;
const users = new Map<string, TestUser>();

beforeAll(async () => {
  stack = await startStack();
  fs.mkdirSync(screenshotDir, { recursive: true });
  for (const lang of LANGUAGES) users.set(lang, await createVerifiedUser(stack, lang, lang === 'id' ? 'Dewi Lestari' : 'Andrew Wijaya'));
});

afterAll(async () => {
  await stack?.stop();
});

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

async function contextFor(lang: string, size: keyof typeof SIZES): Promise<BrowserContext> {
  return stack.newContext({ locale: lang === 'id' ? 'id-ID' : 'en-US', viewport: SIZES[size], deviceScaleFactor: 1 });
}

describe.each(LANGUAGES)('screenshots in %s', (lang) => {
  it.each(Object.keys(SIZES) as (keyof typeof SIZES)[])('login, register and profile at %s', async (size) => {
    const context = await contextFor(lang, size);
    const page = await context.newPage();

    await page.goto('/');
    await page.locator('#username').waitFor();
    await shoot(page, `login-${lang}-${size}`);

    await page.goto('/register');
    await page.locator('#confirmPassword').waitFor();
    await shoot(page, `register-${lang}-${size}`);

    const user = users.get(lang);
    if (!user) throw new Error(`no user for ${lang}`);
    await page.goto(`/?token=${encodeURIComponent(await signInToken(stack, user))}`);
    await page.waitForURL(`${stack.url}/tenant`);
    await waitForNoticesGone(page);
    await openUserMenu(page, lang === 'id' ? 'Profil' : 'Profile');
    await page.locator('#name').waitFor();
    await page.waitForTimeout(400); // the modal's opening animation
    await shoot(page, `profile-${lang}-${size}`);
    await context.close();
  });
});
