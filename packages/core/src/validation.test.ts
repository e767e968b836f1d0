import { describe, expect, it } from 'vitest';
import { ZSignup } from './auth/auth.schema.ts';
import { formatIssues } from './validation.ts';

function messages(body: unknown, lang: 'id' | 'en') {
  const result = ZSignup.safeParse(body);
  return result.success ? [] : formatIssues(result.error.issues, lang);
}

describe('formatIssues', () => {
  const good = { name: 'Budi', username: 'budi_01', email: 'budi@contoh.co.id', password: 'rahasia123' };

  it('accepts a valid sign-up', () => expect(messages(good, 'id')).toEqual([]));

  it.each([
    [{ ...good, email: 'bukan-email' }, 'en', ['email: Email adress is not valid']],
    [{ ...good, email: 'bukan-email' }, 'id', ['email: Alamat email tidak valid.']],
    [{ ...good, password: 'short' }, 'en', ['password: is too short (minimum 8 characters needed).']],
    [{ ...good, name: undefined }, 'id', ['name: wajib diisi.']],
    [{ ...good, name: '' }, 'en', ['name: is required.']],
    [{ ...good, username: 'Ab' }, 'en', ['username: may only hold lowercase letters, digits, dots and underscores (4–30 characters).']],
    [{ ...good, extra: 1 }, 'en', ['extra: is not an allowed field.']],
    [{ ...good, name: 5 }, 'en', ['name: has the wrong type (expected string).']],
  ] as const)('%j in %s', (body, lang, expected) => {
    expect(messages(body, lang)).toEqual(expected);
  });

  it('reports every failing field', () => {
    expect(messages({}, 'en')).toHaveLength(4);
  });
});
