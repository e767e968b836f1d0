import { describe } from 'vitest';

/**
 * Screenshot runs take the pictures people look at (each changed screen in id and en, at 1280 and 375 px) and assert
 * nothing, so they are not tests: `npm run screenshots -w @lontar/e2e` runs them (E2E_SCREENSHOTS=1); `npm test`
 * and CI skip them. The tests' own screenshots, taken on the way to an assertion, are unaffected.
 */
export const takingScreenshots = ['1', 'true'].includes(process.env.E2E_SCREENSHOTS ?? '');

export const describeScreenshots = describe.runIf(takingScreenshots);
