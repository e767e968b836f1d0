import { translate, type Lang, type LoginLang, type MessageKey, type MessageParams } from '@lontar/core';
import type { ConfigProviderProps } from 'antd';
import type dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { coreLang } from './language.ts';

type Bundle = Record<string, object>;
type Locale = NonNullable<ConfigProviderProps['locale']>;

/**
 * Strings come in chunks, so the first page loads only what it shows: a language's public part (login, account,
 * company list) when it is chosen, its company part (setup, workspace, ledger, reports) when a signed-in screen
 * first opens. zh, de, es, it and fr cover the login screen only; everything else of theirs reads English.
 */
const PUBLIC_STRINGS: Record<LoginLang, () => Promise<Bundle>> = {
  id: async () => (await import('./locales/id.ts')).id,
  en: async () => (await import('./locales/en.ts')).en,
  zh: async () => (await import('./locales/zh.ts')).zh,
  de: async () => (await import('./locales/de.ts')).de,
  es: async () => (await import('./locales/es.ts')).es,
  it: async () => (await import('./locales/it.ts')).it,
  fr: async () => (await import('./locales/fr.ts')).fr,
};

const COMPANY_STRINGS: Record<Lang, () => Promise<Bundle[]>> = {
  id: () =>
    Promise.all([
      import('./locales/setup.id.ts').then((m) => m.setupId),
      import('./locales/workspace.id.ts').then((m) => m.workspaceId),
      import('./locales/ledger.id.ts').then((m) => m.ledgerId),
      import('./locales/reports.id.ts').then((m) => m.reportsId),
      import('./locales/inventory.id.ts').then((m) => m.inventoryId),
      import('./locales/purchasing.id.ts').then((m) => m.purchasingId),
      import('./locales/payments.id.ts').then((m) => m.paymentsId),
      import('./locales/payables.id.ts').then((m) => m.payablesId),
      import('./locales/withholding.id.ts').then((m) => m.withholdingId),
      import('./locales/recurring.id.ts').then((m) => m.recurringId),
      import('./locales/memorized.id.ts').then((m) => m.memorizedId),
      import('./locales/assets.id.ts').then((m) => m.assetsId),
      import('./locales/approvals-admin.id.ts').then((m) => m.approvalsAdminId),
      import('./locales/approvals-queue.id.ts').then((m) => m.approvalsQueueId),
    ]),
  en: () =>
    Promise.all([
      import('./locales/setup.en.ts').then((m) => m.setupEn),
      import('./locales/workspace.en.ts').then((m) => m.workspaceEn),
      import('./locales/ledger.en.ts').then((m) => m.ledgerEn),
      import('./locales/reports.en.ts').then((m) => m.reportsEn),
      import('./locales/inventory.en.ts').then((m) => m.inventoryEn),
      import('./locales/purchasing.en.ts').then((m) => m.purchasingEn),
      import('./locales/payments.en.ts').then((m) => m.paymentsEn),
      import('./locales/payables.en.ts').then((m) => m.payablesEn),
      import('./locales/withholding.en.ts').then((m) => m.withholdingEn),
      import('./locales/recurring.en.ts').then((m) => m.recurringEn),
      import('./locales/memorized.en.ts').then((m) => m.memorizedEn),
      import('./locales/assets.en.ts').then((m) => m.assetsEn),
      import('./locales/approvals-admin.en.ts').then((m) => m.approvalsAdminEn),
      import('./locales/approvals-queue.en.ts').then((m) => m.approvalsQueueEn),
    ]),
};

/** antd's own texts load with the strings, so a page never mixes two languages. */
const ANTD_LOCALES: Record<Lang, () => Promise<Locale>> = {
  id: async () => (await import('antd/locale/id_ID')).default,
  en: async () => (await import('antd/locale/en_US')).default,
};

const loads = new Map<string, Promise<void>>();
const antdLocales = new Map<Lang, Locale>();
/** Only the company's screens format dates, so dayjs (and its Indonesian month names) waits for them. */
let dates: typeof dayjs | null = null;
let companyWanted = false;
let requested: LoginLang | null = null;

/** Runs `load` once per key; a failed load may be tried again. */
function once(key: string, load: () => Promise<void>): Promise<void> {
  let pending = loads.get(key);
  if (!pending) {
    pending = load().catch((error: unknown) => {
      loads.delete(key);
      throw error;
    });
    loads.set(key, pending);
  }
  return pending;
}

function addBundles(lang: string, bundles: Bundle[]): void {
  for (const bundle of bundles) {
    for (const [ns, strings] of Object.entries(bundle)) i18n.addResourceBundle(lang, ns, strings, true, true);
  }
}

function loadLanguage(lang: LoginLang): Promise<unknown> {
  const library = coreLang(lang);
  const languages: LoginLang[] = lang === library ? [lang] : [lang, library];
  return Promise.all([
    ...languages.map((l) => once(`public:${l}`, async () => addBundles(l, [await PUBLIC_STRINGS[l]()]))),
    once(`antd:${library}`, async () => void antdLocales.set(library, await ANTD_LOCALES[library]())),
    companyWanted ? loadCompanyPart(library) : undefined,
  ]);
}

function loadCompanyPart(library: Lang): Promise<unknown> {
  return Promise.all([
    once(`company:${library}`, async () => addBundles(library, await COMPANY_STRINGS[library]())),
    once('dayjs', async () => {
      const [{ default: loaded }] = await Promise.all([import('dayjs'), import('dayjs/locale/id')]);
      dates = loaded;
    }),
  ]);
}

function applyLanguage(lang: string): void {
  document.documentElement.lang = lang;
  dates?.locale(coreLang(lang) === 'id' ? 'id' : 'en');
}

/** Resolves once the language's strings are in, so the first render never shows a bare key. */
export async function initI18n(lang: LoginLang): Promise<void> {
  requested = lang;
  await i18n.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: lang,
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  await loadLanguage(lang);
  applyLanguage(lang);
}

/** The company's screens' strings and date names, in the shown language and in every one chosen later. */
export async function loadCompanyStrings(): Promise<void> {
  companyWanted = true;
  await loadCompanyPart(coreLang(i18n.language));
  applyLanguage(i18n.language);
}

let switching: Promise<void> = Promise.resolve();

/** Switches once the new language is loaded; until then the page keeps the old one rather than showing keys. */
export function changeLanguage(lang: LoginLang): void {
  requested = lang;
  switching = loadLanguage(lang)
    .then(async () => {
      // A later choice made while this one loaded wins.
      if (requested !== lang) return;
      applyLanguage(lang);
      if (i18n.language !== lang) await i18n.changeLanguage(lang);
    })
    .catch((error: unknown) => console.error(`Language ${lang} could not be loaded`, error));
}

/** Resolves when the language last chosen shows (or failed to load), so what is said next is said in it. */
export function languageSwitched(): Promise<void> {
  return switching;
}

/** antd's locale for the language the page shows (loaded with its strings). */
export function antdLocale(lang: string): Locale | undefined {
  return antdLocales.get(coreLang(lang));
}

/**
 * A message from the catalogue the server also uses (@lontar/core). It holds both languages, so it follows the
 * language just chosen at once (the sign-in notice after a user's language takes over), not the loaded one.
 */
export function coreMessage(key: MessageKey, params?: MessageParams): string {
  return translate(coreLang(requested ?? i18n.language), key, params);
}

export default i18n;
