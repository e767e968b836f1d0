import { LANGUAGES, type Lang } from '../constants.ts';
import { en } from './en.ts';
import { id, type MessageKey } from './id.ts';

const catalogues: Record<Lang, Record<MessageKey, string>> = { id, en };

export type MessageParams = Record<string, string | number>;

export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogues[lang][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks id or en from an Accept-Language header by the listed order and q weights; falls back to id. */
export function langFromAcceptLanguage(header: string | undefined): Lang {
  if (!header) return 'id';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base, q } of ranked) if (q > 0 && isLang(base)) return base;
  return 'id';
}
