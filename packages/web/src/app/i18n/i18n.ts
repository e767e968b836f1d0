import { translate, type LoginLang, type MessageKey, type MessageParams } from '@lontar/core';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { coreLang } from './language.ts';
import { de } from './locales/de.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { fr } from './locales/fr.ts';
import { id } from './locales/id.ts';
import { it } from './locales/it.ts';
import { zh } from './locales/zh.ts';

export function initI18n(lang: LoginLang): void {
  void i18n.use(initReactI18next).init({
    resources: { id, en, zh, de, es, it, fr },
    lng: lang,
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyDocumentLanguage(lang);
}

function applyDocumentLanguage(lang: LoginLang): void {
  document.documentElement.lang = lang;
  dayjs.locale(coreLang(lang) === 'id' ? 'id' : 'en');
}

export function changeLanguage(lang: LoginLang): void {
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

/** A message from the catalogue the server also uses (@lontar/core), in the current language. */
export function coreMessage(key: MessageKey, params?: MessageParams): string {
  return translate(coreLang(i18n.language), key, params);
}

export default i18n;
