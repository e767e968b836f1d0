import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { settled, waitForNoticesGone } from './page-helpers.ts';
import { screenshotDir } from './paths.ts';

/**
 * Screenshot runs take the pictures people look at (each changed screen in id and en, at 1280 and 375 px) and assert
 * nothing, so they are not tests: `npm run screenshots -w @lontar/e2e` runs them (E2E_SCREENSHOTS=1); `npm test`
 * and CI skip them. The tests' own screenshots, taken on the way to an assertion, are unaffected.
 */
export const takingScreenshots = ['1', 'true'].includes(process.env.E2E_SCREENSHOTS ?? '');

export const describeScreenshots = describe.runIf(takingScreenshots);

/** The widths every changed screen is taken at: a desktop and a phone. */
export const SCREEN_SIZES = { '1280': { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;

/**
 * Writes e2e/screenshots/{name}.png of the screen itself: the pointer moved out of the way (no hover), every notice
 * gone and nothing moving. `fullPage` takes the whole scrolled page instead of the viewport.
 */
export async function shoot(page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.mouse.move(0, 0);
  await waitForNoticesGone(page);
  await settled(page);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}
