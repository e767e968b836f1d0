import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { id } from './id.ts';
import { langFromAcceptLanguage, translate } from './translate.ts';

describe('message catalogue', () => {
  it('has the same keys and placeholders in id and en', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(en).sort()).toEqual(Object.keys(id).sort());
    for (const key of Object.keys(id) as (keyof typeof id)[]) expect(placeholders(en[key])).toEqual(placeholders(id[key]));
  });

  it('fills placeholders and keeps the spec wording', () => {
    expect(translate('id', 'SESSION_REPLACED')).toBe('Anda sudah masuk pada perangkat lain.');
    expect(translate('en', 'SESSION_REPLACED')).toBe('You are already logged in on another device.');
    expect(translate('en', 'ACCESS_DENIED', { action: 'delete' })).toBe("You don't have access to delete");
  });

  it.each([
    [undefined, 'id'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,en;q=0.5', 'en'],
    ['de', 'id'],
    ['en;q=0.2,id;q=0.8', 'id'],
    ['*', 'id'],
  ])('Accept-Language %s → %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });
});
