import { describe, expect, it } from 'vitest';
import { formatDate } from '../format.ts';
import { parseDateInput } from './date-input.ts';

const invalid = { invalid: true };
const iso = (value: string) => ({ iso: value });

describe('parseDateInput (dates as people type them)', () => {
  describe('a day-first company (DD/MM/YYYY)', () => {
    it.each([
      ['05/11/2026', '2026-11-05'],
      ['5/11/2026', '2026-11-05'],
      ['5/1/2026', '2026-01-05'],
      ['  5/11/2026  ', '2026-11-05'],
      ['5-11-2026', '2026-11-05'],
      ['05-11-26', '2026-11-05'],
      ['5.11.2026', '2026-11-05'],
      ['5 11 2026', '2026-11-05'],
      ['5/11/26', '2026-11-05'],
      ['05112026', '2026-11-05'],
      ['051126', '2026-11-05'],
      ['010199', '2099-01-01'],
      ['2026-11-05', '2026-11-05'],
      ['2026/11/5', '2026-11-05'],
      ['5 Nov 2026', '2026-11-05'],
      ['05 nov 2026', '2026-11-05'],
      ['5 November 2026', '2026-11-05'],
      ['5 Agu 2026', '2026-08-05'],
      ['5 Agt 26', '2026-08-05'],
      ['17 Agustus 1945', '1945-08-17'],
      ['5-Mei-2026', '2026-05-05'],
      ['5 May 2026', '2026-05-05'],
      ['5 Okt 2026', '2026-10-05'],
      ['5 Oct. 2026', '2026-10-05'],
      ['31 Desember 2026', '2026-12-31'],
      ['Nov 5, 2026', '2026-11-05'],
      ['29/02/2024', '2024-02-29'],
      ['29/2/2000', '2000-02-29'],
      ['31/12/2026', '2026-12-31'],
      ['1/1/2026', '2026-01-01'],
    ])('%s → %s', (text, expected) => {
      expect(parseDateInput(text, 'DD/MM/YYYY')).toEqual(iso(expected));
    });

    it.each([
      '32/13/2026',
      '31/02/2026',
      '29/02/2026',
      '29/02/1900',
      '31/04/2026',
      '0/1/2026',
      '1/0/2026',
      '13/13/2026',
      '5/11',
      '5/11/202',
      '5/11/20261',
      '5112026',
      '0511202',
      'besok',
      '5 Foo 2026',
      'abc',
      '2026-13-01',
      '2026-02-30',
      '05/11/1899',
      '5//11/2026',
    ])('%s is no date', (text) => {
      expect(parseDateInput(text, 'DD/MM/YYYY')).toEqual(invalid);
    });

    it.each(['', '   '])('%j is empty', (text) => {
      expect(parseDateInput(text, 'DD/MM/YYYY')).toEqual({ empty: true });
    });
  });

  it.each([
    ['DD-MM-YYYY', '5-11-2026', '2026-11-05'],
    ['DD-MM-YYYY', '05/11/2026', '2026-11-05'],
    ['YYYY-MM-DD', '2026-11-05', '2026-11-05'],
    ['YYYY-MM-DD', '5/11/2026', '2026-11-05'],
    ['MM/DD/YYYY', '11/05/2026', '2026-11-05'],
    ['MM/DD/YYYY', '11/5/2026', '2026-11-05'],
    ['MM/DD/YYYY', '110526', '2026-11-05'],
    ['MM/DD/YYYY', '11052026', '2026-11-05'],
    ['MM/DD/YYYY', '2026-11-05', '2026-11-05'],
    ['MM/DD/YYYY', '5 Nov 2026', '2026-11-05'],
    ['DD MMM YYYY', '05 Nov 2026', '2026-11-05'],
    ['DD MMM YYYY', '5/11/2026', '2026-11-05'],
  ])('in a %s company %s → %s', (format, text, expected) => {
    expect(parseDateInput(text, format)).toEqual(iso(expected));
  });

  it('reads month-first in a MM/DD/YYYY company: 13/05/2026 is no date there', () => {
    expect(parseDateInput('13/05/2026', 'MM/DD/YYYY')).toEqual(invalid);
    expect(parseDateInput('13/05/2026', 'DD/MM/YYYY')).toEqual(iso('2026-05-13'));
  });

  it.each(['DD/MM/YYYY', 'DD-MM-YYYY', 'YYYY-MM-DD', 'MM/DD/YYYY', 'DD MMM YYYY'])('reads back what %s shows, in both languages', (format) => {
    for (const lang of ['id', 'en'] as const) {
      for (const day of ['2026-01-31', '2026-08-17', '2024-02-29', '2026-12-01']) {
        expect(parseDateInput(formatDate(day, format, lang), format)).toEqual(iso(day));
      }
    }
  });
});
