import { describe, expect, it } from 'vitest';
import { phraseForms, rankMatch, searchTerms, SPELLING_VARIANTS } from './search-terms.ts';

describe('searchTerms', () => {
  it.each([
    ['  Utang   Usaha ', 'utang usaha', [['utang', 'hutang'], ['usaha']]],
    ['Hutang', 'hutang', [['hutang', 'utang']]],
    ['PIUTANG', 'piutang', [['piutang']]],
    ['nomer Kwitansi', 'nomer kwitansi', [['nomer', 'nomor'], ['kwitansi', 'kuitansi']]],
    ['propinsi', 'propinsi', [['propinsi', 'provinsi']]],
    ['payable', 'payable', [['payable']]],
    ['50%', '50%', [['50%']]],
    ['2-10', '2-10', [['2-10']]],
  ] as const)('%j → %j', (input, text, forms) => {
    expect(searchTerms(input)).toEqual({ text, words: forms.map((f) => ({ word: f[0], forms: [...f] })) });
  });

  it.each([[''], ['   '], [null], [undefined]])('%j is no search', (input) => expect(searchTerms(input)).toBeUndefined());

  it('keeps each word in one group, never an English word', () => {
    const words = SPELLING_VARIANTS.flat();
    expect(new Set(words).size).toBe(words.length);
    for (const english of ['payable', 'receivable', 'asset', 'number', 'receipt', 'province', 'debt']) expect(words).not.toContain(english);
  });
});

const chart = [
  { code: '1-10100', names: ['Piutang Usaha', 'Accounts Receivable'] },
  { code: '2-10100', names: ['Utang Usaha', 'Accounts Payable'] },
  { code: '2-10200', names: ['Utang Usaha Lain', null] },
  { code: '2-20100', names: ['Hutang Bank', ''] },
  { code: '6-10100', names: ['Beban Usaha (Utang)', ''] },
  { code: '1-20100', names: ['Aktiva Tetap', 'Fixed Assets'] },
  { code: '3-10000', names: ['Modal 50% Disetor', 'Paid-in Capital'] },
];

describe('rankMatch', () => {
  it.each([
    // The case: the payable account first, the receivable one last.
    ['Utang Usaha', { '2-10100': 1, '2-10200': 1, '6-10100': 2, '1-10100': 3 }],
    ['hutang', { '2-10100': 1, '2-10200': 1, '2-20100': 1, '6-10100': 2, '1-10100': 3 }],
    ['utang bank', { '2-20100': 1 }],
    ['usaha', { '2-10100': 2, '2-10200': 2, '6-10100': 2, '1-10100': 2 }],
    ['2-10', { '2-10100': 0, '2-10200': 0 }],
    // A number inside the code is found, ranked with "anywhere".
    ['10100', { '1-10100': 3, '2-10100': 3, '6-10100': 3 }],
    ['payable', { '2-10100': 2 }],
    ['aset', { '1-20100': 1 }],
    ['tang', { '1-10100': 3, '2-10100': 3, '2-10200': 3, '2-20100': 3, '6-10100': 3 }],
    ['50%', { '3-10000': 2 }],
    ['%', { '3-10000': 3 }],
    ['usaha utang', { '2-10100': 2, '2-10200': 2, '6-10100': 2, '1-10100': 3 }],
    ['piutang', { '1-10100': 1 }],
    ['receivable bank', {}],
    // A variant is the same word: "hutang" finds what "utang" finds, "piutang" too (last, as "utang" does).
    ['receivable hutang', { '1-10100': 3 }],
  ] as const)('%j', (input, expected) => {
    const terms = searchTerms(input)!;
    const ranks = Object.fromEntries(chart.flatMap((a) => (rankMatch(terms, a) === undefined ? [] : [[a.code, rankMatch(terms, a)]])));
    expect(ranks).toEqual(expected);
  });

  it('tries each spelling of a text for rank 1, at most 16', () => {
    expect(phraseForms(searchTerms('hutang nomer usaha')!)).toEqual(['hutang nomer usaha', 'hutang nomor usaha', 'utang nomer usaha', 'utang nomor usaha']);
    expect(phraseForms(searchTerms('utang '.repeat(10))!)).toHaveLength(16);
  });

  it('takes regular-expression characters literally', () => {
    expect(rankMatch(searchTerms('(utang)')!, chart[4]!)).toBe(2);
    expect(rankMatch(searchTerms('.*')!, chart[0]!)).toBeUndefined();
  });
});
