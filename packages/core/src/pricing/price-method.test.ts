import { describe, expect, it } from 'vitest';
import { PriceAdjustmentError } from './price-error.ts';
import { adjustPrice, checkPriceRule, parseRoundingMultiple, PRICE_METHODS, PRICE_ROUNDING_MULTIPLES, priceMethod } from './price-method.ts';

/** What the error names: field and code per issue. */
function failure(run: () => unknown): [string, string][] {
  try {
    run();
  } catch (error) {
    if (error instanceof PriceAdjustmentError) return error.issues.map((i) => [i.field, i.code]);
    throw error;
  }
  throw new Error('did not fail');
}

describe('price-adjustment methods (spec 002 §9)', () => {
  it('numbers 0–8 as percent/add/subtract × none/up/down', () => {
    expect(PRICE_METHODS.map((m) => [m.method, m.operation, m.rounding])).toEqual([
      [0, 'percent', 'none'],
      [1, 'percent', 'up'],
      [2, 'percent', 'down'],
      [3, 'add', 'none'],
      [4, 'add', 'up'],
      [5, 'add', 'down'],
      [6, 'subtract', 'none'],
      [7, 'subtract', 'up'],
      [8, 'subtract', 'down'],
    ]);
    for (const m of PRICE_METHODS) expect(priceMethod(m.operation, m.rounding)).toBe(m.method);
  });

  it('rounds to the powers of ten from 10 to 100,000,000 only', () => {
    expect(PRICE_ROUNDING_MULTIPLES).toEqual(['10', '100', '1000', '10000', '100000', '1000000', '10000000', '100000000']);
    expect(parseRoundingMultiple('1000.00')).toBe('1000');
    expect(parseRoundingMultiple(' 100 ')).toBe('100');
    expect(parseRoundingMultiple(10)).toBe('10');
    for (const bad of ['1', '0', '25', '50', '500', '1000000000', '-100', '100.5', '1e3', 'abc', '']) expect(parseRoundingMultiple(bad)).toBeNull();
  });
});

describe('adjustPrice', () => {
  it.each<[name: string, source: string, method: number | string, value: string, multiple: string | undefined, expected: string]>([
    // 0 percent, none: half-up to 2 decimals
    ['percent up 10%', '10000', 0, '10', undefined, '11000'],
    ['percent down 10% (negative value)', '10000', 0, '-10', undefined, '9000'],
    ['percent x.xx5 rounds half up, not to even', '10.1', 0, '5', undefined, '10.61'],
    ['percent 0 of x.xx5 rounds half up', '12.345', 0, '0', undefined, '12.35'],
    ['percent 0 of x.xx4 rounds down', '12.344', 0, '0', undefined, '12.34'],
    ['percent fractional value', '1000.05', 0, '0.5', undefined, '1005.05'],
    ['percent −100 gives zero', '5000', 0, '-100', undefined, '0'],
    ['percent of zero', '0', 0, '50', undefined, '0'],
    ['percent exact beyond a JS number', '123456789012345678.12', 0, '0.000001', undefined, '123456790246913568.24'],
    ['percent none ignores a given multiple', '12345', 0, '0', '100', '12345'],
    // 1 percent, up
    ['percent up to 100 from between', '12345', 1, '0', '100', '12400'],
    ['percent up on the boundary stays', '12300', 1, '0', '100', '12300'],
    ['percent result exactly on the boundary stays', '12000', 1, '2.5', '100', '12300'],
    ['percent result just above the boundary goes up', '12001', 1, '2.5', '100', '12400'],
    ['percent up of a cent above the boundary', '12300.01', 1, '0', '100', '12400'],
    ['percent decrease then up', '10000', 1, '-12.5', '1000', '9000'],
    // 2 percent, down
    ['percent down to 100 from between', '12345', 2, '0', '100', '12300'],
    ['percent down on the boundary stays', '12300', 2, '0', '100', '12300'],
    ['percent down of a cent below the next boundary', '12399.99', 2, '0', '100', '12300'],
    ['percent decrease then down', '10000', 2, '-12.5', '1000', '8000'],
    ['percent increase then down', '10000', 2, '15', '1000', '11000'],
    // 3 add, none
    ['add', '12345', 3, '655', undefined, '13000'],
    ['add to x.xx5 rounds half up', '10.004', 3, '0.001', undefined, '10.01'],
    ['add zero to x.xx4', '10.004', 3, '0', undefined, '10'],
    // 4 add, up
    ['add then up', '12245', 4, '100', '100', '12400'],
    ['add onto the boundary stays', '12200', 4, '100', '100', '12300'],
    // 5 add, down
    ['add then down', '12245', 5, '100', '100', '12300'],
    ['add onto the boundary, down stays', '12200', 5, '100', '100', '12300'],
    // 6 subtract, none
    ['subtract', '12345', 6, '45', undefined, '12300'],
    ['subtract to x.xx5 rounds half up', '10.015', 6, '0.01', undefined, '10.01'],
    ['subtract to exactly zero', '100', 6, '100', undefined, '0'],
    // 7 subtract, up
    ['subtract then up', '12445', 7, '100', '100', '12400'],
    ['subtract onto the boundary, up stays', '12400', 7, '100', '100', '12300'],
    // 8 subtract, down
    ['subtract then down', '12445', 8, '100', '100', '12300'],
    ['subtract onto the boundary, down stays', '12400', 8, '100', '100', '12300'],
    // the smallest and the largest multiple
    ['up to 10', '12345', 1, '0', '10', '12350'],
    ['down to 10', '12345', 2, '0', '10', '12340'],
    ['up to 10 on the boundary', '12340', 1, '0', '10', '12340'],
    ['up to 100,000,000', '123456789', 1, '0', '100000000', '200000000'],
    ['down to 100,000,000', '123456789', 2, '0', '100000000', '100000000'],
    ['up to 100,000,000 on the boundary', '300000000', 4, '0', '100000000', '300000000'],
    ['a small price up to 100,000,000', '1', 4, '0', '100000000', '100000000'],
    ['down below the multiple is zero', '99999999', 2, '0', '100000000', '0'],
    // method and multiple as text
    ['method as text', '12345', '4', '0', '1000.00', '13000'],
    ['DB text with six decimals', '17500.000000', 0, '10', undefined, '19250'],
  ])('%s: %s by method %s value %s multiple %s = %s', (_name, source, method, value, multiple, expected) => {
    expect(adjustPrice(source, method, value, multiple)).toBe(expected);
  });

  it('refuses a result below zero instead of clamping it', () => {
    expect(failure(() => adjustPrice('100', 6, '100.01'))).toEqual([['result', 'NEGATIVE_RESULT']]);
    expect(failure(() => adjustPrice('100', 7, '150', '100'))).toEqual([['result', 'NEGATIVE_RESULT']]);
    expect(failure(() => adjustPrice('100', 8, '100.01', '10'))).toEqual([['result', 'NEGATIVE_RESULT']]);
    expect(failure(() => adjustPrice('-5', 3, '0'))).toEqual([['result', 'NEGATIVE_RESULT']]);
  });

  it('refuses a result of 19 whole digits', () => {
    expect(failure(() => adjustPrice('999999999999999999', 3, '1'))).toEqual([['result', 'TOO_LARGE']]);
    expect(failure(() => adjustPrice('999999999999999999.5', 1, '0', '10'))).toEqual([['result', 'TOO_LARGE']]);
    expect(adjustPrice('999999999999999999.99', 0, '0')).toBe('999999999999999999.99');
  });

  it.each<[name: string, method: unknown, value: unknown, multiple: unknown, issues: [string, string][]]>([
    ['method 9', 9, '10', undefined, [['metode', 'INVALID_METHOD']]],
    ['method −1', -1, '10', undefined, [['metode', 'INVALID_METHOD']]],
    ['method 1.5', 1.5, '10', '100', [['metode', 'INVALID_METHOD']]],
    ['method text', 'up', '10', '100', [['metode', 'INVALID_METHOD']]],
    ['method empty', '', '10', undefined, [['metode', 'INVALID_METHOD']]],
    ['method 10 as text', '10', '10', undefined, [['metode', 'INVALID_METHOD']]],
    ['value not a number', 0, 'abc', undefined, [['masukan', 'INVALID_VALUE']]],
    ['value with a comma', 0, '1,5', undefined, [['masukan', 'INVALID_VALUE']]],
    ['value with an exponent', 3, '1e3', undefined, [['masukan', 'INVALID_VALUE']]],
    ['value empty', 3, '', undefined, [['masukan', 'INVALID_VALUE']]],
    ['value of seven decimals', 3, '1.1234567', undefined, [['masukan', 'INVALID_VALUE']]],
    ['percent below −100', 0, '-100.01', undefined, [['masukan', 'INVALID_VALUE']]],
    ['negative amount to add', 3, '-1', undefined, [['masukan', 'INVALID_VALUE']]],
    ['negative amount to subtract', 8, '-1', '10', [['masukan', 'INVALID_VALUE']]],
    ['multiple missing for up', 1, '10', undefined, [['pembulatan', 'MISSING_MULTIPLE']]],
    ['multiple empty for down', 5, '10', ' ', [['pembulatan', 'MISSING_MULTIPLE']]],
    ['multiple 25', 4, '10', '25', [['pembulatan', 'INVALID_MULTIPLE']]],
    ['multiple 500', 4, '10', '500', [['pembulatan', 'INVALID_MULTIPLE']]],
    ['multiple 1', 4, '10', '1', [['pembulatan', 'INVALID_MULTIPLE']]],
    ['multiple 1,000,000,000', 4, '10', '1000000000', [['pembulatan', 'INVALID_MULTIPLE']]],
    ['multiple text', 7, '10', 'abc', [['pembulatan', 'INVALID_MULTIPLE']]],
    ['a bad multiple is refused for none too', 0, '10', '-100', [['pembulatan', 'INVALID_MULTIPLE']]],
    [
      'every problem at once',
      'x',
      'y',
      '25',
      [
        ['metode', 'INVALID_METHOD'],
        ['masukan', 'INVALID_VALUE'],
        ['pembulatan', 'INVALID_MULTIPLE'],
      ],
    ],
  ])('refuses %s', (_name, method, value, multiple, issues) => {
    expect(checkPriceRule(method, value, multiple).issues.map((i) => [i.field, i.code])).toEqual(issues);
    expect(failure(() => adjustPrice('1000', method as number, value as string, multiple as string))).toEqual(issues);
  });

  it('refuses a source that is not decimal text, naming it', () => {
    expect(failure(() => adjustPrice('12.000,00', 0, '10'))).toEqual([['source', 'INVALID_AMOUNT']]);
    expect(failure(() => adjustPrice('', 0, '10'))).toEqual([['source', 'INVALID_AMOUNT']]);
  });

  it('answers messages for a 400, one line per field, in the user language', () => {
    try {
      adjustPrice('1000', 9, 'abc', '25');
      throw new Error('did not fail');
    } catch (error) {
      expect(error).toBeInstanceOf(PriceAdjustmentError);
      expect((error as PriceAdjustmentError).messages('en')).toEqual([
        'metode: must be one of: 0–8.',
        'masukan: must be a decimal number (for example 1500.25).',
        'pembulatan: must be one of: 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000.',
      ]);
      expect((error as PriceAdjustmentError).messages('id')[0]).toBe('metode: harus salah satu dari: 0–8.');
    }
  });
});
