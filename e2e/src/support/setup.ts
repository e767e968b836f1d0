import { afterAll, beforeAll } from 'vitest';
import { createVerifiedUser, signInToken, type TestUser } from './accounts.ts';
import { createCompany, prepareCompany, savePreference, uniqueCompanyName, type Company } from './companies.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * What every e2e file starts with: its own stack (SMTP sink, server, Chromium), started before the file's first test
 * and stopped after its last, and owners of prepared companies to test with.
 */

export type Language = 'id' | 'en';

/**
 * Starts the file's stack in `beforeAll` and stops it in `afterAll`. Call it once at the top of a file; the stack it
 * returns may be used inside tests and hooks (before `beforeAll` has run there is nothing to use, and it says so).
 */
export function useStack(): Stack {
  let started: Stack | undefined;
  beforeAll(async () => {
    started = await startStack();
  });
  afterAll(async () => {
    await started?.stop();
  });
  const current = (): Stack => {
    if (!started) throw new Error('The e2e stack starts in beforeAll: use it inside a test or a hook.');
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get mail() {
      return current().mail;
    },
    get browser() {
      return current().browser;
    },
    newContext: (options) => current().newContext(options),
    stop: () => current().stop(),
  };
}

/** A name, or one name a language. */
export type Named = string | Record<Language, string>;

const inLanguage = (name: Named, language: Language): string => (typeof name === 'string' ? name : name[language]);

export interface OwnerOptions {
  /** The owner's language (sign-up), and which of the names below counts. */
  language?: Language;
  /** The owner's full name (a default one when left out). */
  user?: Named;
  /** The company's name, made unique among all companies. */
  company: Named;
  /** The company's `features` preference (e.g. `{ persediaan: { usemultiwhs: true } }`), saved after preparing. */
  features?: Record<string, unknown>;
}

export interface Owner {
  user: TestUser;
  token: string;
  company: Company;
}

/** A verified user signed in through the API, owning a new company that has been through "Persiapan Awal". */
export async function ownerWithCompany(stack: Stack, { language = 'id', user: userName, company: companyName, features }: OwnerOptions): Promise<Owner> {
  const user = await createVerifiedUser(stack, language, userName === undefined ? undefined : inLanguage(userName, language));
  const token = await signInToken(stack, user);
  const company = await createCompany(stack, token, uniqueCompanyName(inLanguage(companyName, language)));
  await prepareCompany(stack, token, company);
  if (features) {
    await savePreference(stack, token, company.tenantId, (preference) => {
      preference.pcompany.features = JSON.stringify(features);
    });
  }
  return { user, token, company };
}
