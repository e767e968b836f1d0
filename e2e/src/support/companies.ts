import type { Page } from 'playwright-core';
import type { Stack } from './stack.ts';

/** One JSON call to the API as the user with `token`; a non-OK answer throws with its body. */
export async function api<T = unknown>(stack: Stack, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stack.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(payload)}`);
  return payload as T;
}

export interface Company {
  tenantId: number;
  name: string;
  datasourcekey: string;
}

let sequence = 0;

/** A company name no other test run uses (names are unique among all companies). */
export function uniqueCompanyName(base: string): string {
  sequence += 1;
  return `${base} ${Date.now().toString(36).slice(-4)}${sequence}`;
}

export async function createCompany(stack: Stack, token: string, name: string): Promise<Company> {
  return (await api<{ data: Company }>(stack, token, 'POST', '/tenant', { name })).data;
}

export const SAMPLE_PROFILE = {
  businesstype: 'Perdagangan umum',
  addressline1: 'Jl. Pemuda No. 10',
  addressline3: 'Kota Surabaya',
  provinceid: '35',
  cityid: '35.78',
  postalcode: '60271',
  startdate: '2025-01-01',
  fiscalyear: '2025',
} as const;

type Preference = { pcompany: Record<string, unknown>; pcurrency: Record<string, unknown>[]; settingReminders: Record<string, unknown>; version: number } & Record<string, unknown>;

export async function readPreference(stack: Stack, token: string, tenantId: number): Promise<Preference> {
  return (await api<{ data: Preference }>(stack, token, 'GET', `/tenant/${tenantId}/master/preference`)).data;
}

/** Saves the preference as read, changed by `change`, without the read-only `isbase` of currency rows. */
export async function savePreference(stack: Stack, token: string, tenantId: number, change: (preference: Preference) => void): Promise<Preference> {
  const preference = await readPreference(stack, token, tenantId);
  change(preference);
  preference.pcurrency = preference.pcurrency.map(({ isbase: _isbase, ...row }) => row);
  return (await api<{ data: Preference }>(stack, token, 'PUT', `/tenant/${tenantId}/master/preference`, preference)).data;
}

/** What "Persiapan Awal" does, through the API: the company profile, then the preference with preparation true. */
export async function prepareCompany(stack: Stack, token: string, company: Company): Promise<void> {
  const profile = (await api<{ data: Record<string, unknown> }>(stack, token, 'GET', `/tenant/${company.tenantId}/master/company`)).data;
  await api(stack, token, 'PUT', `/tenant/${company.tenantId}/master/company`, { ...profile, ...SAMPLE_PROFILE });
  await savePreference(stack, token, company.tenantId, (preference) => {
    preference.pcompany.preparation = true;
  });
}

/**
 * The highlighted option holding `text` in the open list of the select whose input is `inputSelector`. A select's
 * list stays in the page after it closes, highlight and all: an option from another (or an earlier) list must not
 * count. With an id (`#name`) the list is the one owning `${id}_list`; otherwise the visible one.
 */
export function activeOption(page: Page, inputSelector: string, text: string) {
  const id = /^#([\w-]+)$/.exec(inputSelector)?.[1];
  const dropdown = id ? page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)', { has: page.locator(`[id="${id}_list"]`) }) : page.locator('.ant-select-dropdown:visible');
  return dropdown.locator('.ant-select-item-option-active', { hasText: text });
}

/** Picks an option of an antd Select with search: types into its input and takes the first match. */
export async function chooseOption(page: Page, inputSelector: string, text: string): Promise<void> {
  const input = page.locator(inputSelector);
  await input.click();
  await input.fill(text);
  await activeOption(page, inputSelector, text).waitFor();
  await page.keyboard.press('Enter');
}

/** Opens the "more actions" menu of a company card and picks an entry. */
export async function companyAction(page: Page, companyName: string, entry: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^(Tindakan lain untuk|More actions for) ${escapeRegExp(companyName)}$`) }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
