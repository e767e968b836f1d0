import { LANGUAGES, LOGIN_LANGUAGES, type Lang, type LoginLang } from '@lontar/core';

/** Each language named in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<LoginLang, string> = {
  id: 'Bahasa Indonesia',
  en: 'English',
  zh: '中文',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  fr: 'Français',
};

export function isLoginLang(value: unknown): value is LoginLang {
  return typeof value === 'string' && (LOGIN_LANGUAGES as readonly string[]).includes(value);
}

/** The browser's language when it is one of the seven, else Indonesian (API.md §6). */
export function browserLanguage(): LoginLang {
  const base = navigator.language.toLowerCase().split('-')[0];
  return isLoginLang(base) ? base : 'id';
}

/** Shared messages exist in id and en; every other language reads the English ones. */
export function coreLang(lang: string): Lang {
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Lang) : 'en';
}
