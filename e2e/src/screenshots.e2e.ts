import type { BrowserContext } from 'playwright-core';
import { beforeAll, it } from 'vitest';
import { createVerifiedUser, signInToken, type TestUser } from './support/accounts.ts';
import { api, companyAction, createCompany, prepareCompany, SAMPLE_PROFILE, savePreference, type Company } from './support/companies.ts';
import { openUserMenu, waitForNoticesGone } from './support/page-helpers.ts';
import { describeScreenshots, shoot } from './support/screenshots.ts';
import { useStack } from './support/setup.ts';

/** Key screens in both full languages, on a desktop and a 375 px phone, written to e2e/screenshots/ to be looked at. */
const LANGUAGES = ['id', 'en'] as const;
const SIZES = {
  desktop: { width: 1280, height: 800 },
  '375': { width: 375, height: 812 },
} as const;

/** What the company screens are reached by, in each language. */
const LABELS = {
  id: { open: 'Buka', next: 'Selanjutnya', cancel: 'Batal', users: 'Pengguna', preferences: 'Preferensi', rights: 'Hak akses Rina Wulandari' },
  en: { open: 'Open', next: 'Next', cancel: 'Cancel', users: 'Users', preferences: 'Preferences', rights: 'Rights of Rina Wulandari' },
} as const;
const COMPANY_NAMES = {
  id: { prepared: 'PT Maju Jaya Sentosa', unprepared: 'CV Sinar Abadi', other: 'PT Cahaya Timur' },
  en: { prepared: 'Maju Jaya Trading', unprepared: 'Sinar Abadi Ltd', other: 'Cahaya Timur Group' },
} as const;

const stack = useStack();
const users = new Map<string, TestUser>();
const companies = new Map<string, { prepared: Company; unprepared: Company }>();

/** A prepared company with a colleague and an invitation, one in the middle of its setup, and a third one. */
async function seedCompanies(lang: (typeof LANGUAGES)[number], user: TestUser, colleague: TestUser): Promise<void> {
  const token = await signInToken(stack, user);
  const names = COMPANY_NAMES[lang];
  const prepared = await createCompany(stack, token, names.prepared);
  const unprepared = await createCompany(stack, token, names.unprepared);
  await createCompany(stack, token, names.other);
  await prepareCompany(stack, token, prepared);
  await api(stack, token, 'POST', '/tenant-user', { tenantId: prepared.tenantId, email: colleague.email, roleId: 2 });
  await api(stack, token, 'POST', '/tenant-user', { tenantId: prepared.tenantId, email: `staf.${lang}@example.co.id`, roleId: 3 });
  const profile = (await api<{ data: Record<string, unknown> }>(stack, token, 'GET', `/tenant/${unprepared.tenantId}/master/company`)).data;
  await api(stack, token, 'PUT', `/tenant/${unprepared.tenantId}/master/company`, { ...profile, ...SAMPLE_PROFILE });
  await savePreference(stack, token, unprepared.tenantId, (preference) => {
    preference.pcompany.usemulticurrency = true;
    preference.pcurrency.push({ currencyname: 'USD', exchangerate: '16250', autodefaccnt: true });
  });
  companies.set(lang, { prepared, unprepared });
}

beforeAll(async () => {
  const colleague = await createVerifiedUser(stack, 'id', 'Rina Wulandari');
  for (const lang of LANGUAGES) {
    const user = await createVerifiedUser(stack, lang, lang === 'id' ? 'Dewi Lestari' : 'Andrew Wijaya');
    users.set(lang, user);
    await seedCompanies(lang, user, colleague);
  }
});

async function contextFor(lang: string, size: keyof typeof SIZES): Promise<BrowserContext> {
  return stack.newContext({ locale: lang === 'id' ? 'id-ID' : 'en-US', viewport: SIZES[size], deviceScaleFactor: 1 });
}

describeScreenshots.each(LANGUAGES)('screenshots in %s', (lang) => {
  it.each(Object.keys(SIZES) as (keyof typeof SIZES)[])('login, register and profile at %s', async (size) => {
    const context = await contextFor(lang, size);
    const page = await context.newPage();

    await page.goto('/');
    await page.locator('#username').waitFor();
    await shoot(page, `login-${lang}-${size}`, { fullPage: true });

    await page.goto('/register');
    await page.locator('#confirmPassword').waitFor();
    await shoot(page, `register-${lang}-${size}`, { fullPage: true });

    const user = users.get(lang);
    if (!user) throw new Error(`no user for ${lang}`);
    await page.goto(`/?token=${encodeURIComponent(await signInToken(stack, user))}`);
    await page.waitForURL(`${stack.url}/tenant`);
    await page.getByRole('button', { name: `${LABELS[lang].open} ${companies.get(lang)?.prepared.name}` }).waitFor();
    await waitForNoticesGone(page);
    await openUserMenu(page, lang === 'id' ? 'Profil' : 'Profile');
    await page.locator('#name').waitFor();
    await shoot(page, `profile-${lang}-${size}`, { fullPage: true });
    await context.close();
  });

  it.each(Object.keys(SIZES) as (keyof typeof SIZES)[])('company list, setup steps 1 and 2, members and preferences at %s', async (size) => {
    const user = users.get(lang);
    const seeded = companies.get(lang);
    if (!user || !seeded) throw new Error(`no user or companies for ${lang}`);
    const labels = LABELS[lang];
    const context = await contextFor(lang, size);
    const page = await context.newPage();
    await page.goto(`/?token=${encodeURIComponent(await signInToken(stack, user))}`);
    await page.waitForURL(`${stack.url}/tenant`);
    await page.getByRole('button', { name: `${labels.open} ${seeded.prepared.name}` }).waitFor();
    await waitForNoticesGone(page);
    await shoot(page, `companies-${lang}-${size}`, { fullPage: true });

    await page.getByRole('button', { name: `${labels.open} ${seeded.unprepared.name}` }).click();
    await page.locator('#company-info_businesstype').waitFor();
    await shoot(page, `setup-step1-${lang}-${size}`, { fullPage: true });
    await page.getByRole('button', { name: labels.next, exact: true }).click();
    await page.getByTestId('currency-row').first().waitFor();
    await waitForNoticesGone(page);
    await shoot(page, `setup-step2-${lang}-${size}`, { fullPage: true });
    await page.getByRole('button', { name: labels.cancel, exact: true }).click();
    await page.locator('.ant-modal-wrap').waitFor({ state: 'hidden' });

    await companyAction(page, seeded.prepared.name, labels.users);
    await page.getByTestId('member-row').nth(2).waitFor();
    await shoot(page, `members-${lang}-${size}`, { fullPage: true });
    await page.getByRole('button', { name: labels.rights }).click();
    await page.locator('.rights-modal .ant-checkbox').first().waitFor();
    await shoot(page, `rights-${lang}-${size}`, { fullPage: true });
    await page.keyboard.press('Escape');
    await page.locator('.rights-modal').waitFor({ state: 'hidden' });

    await page.goto(`/open=${seeded.prepared.datasourcekey}`);
    await page.getByRole('button', { name: labels.preferences }).click();
    await page.locator('#preferences-company_postalcode').waitFor();
    await shoot(page, `preferences-${lang}-${size}`, { fullPage: true });
    await context.close();
  });
});
