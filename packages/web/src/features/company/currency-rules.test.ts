import { translate } from '@lontar/core';
import { describe, expect, it } from 'vitest';
import { currencyProblem, isRate } from './currency-rules.ts';

// Outside the app i18n has no language yet, so shared messages read in English.
describe('currency rows', () => {
  it('needs a name and a rate in every row', () => {
    expect(currencyProblem([{ currencyname: 'IDR', exchangerate: '1' }, { currencyname: 'USD', exchangerate: '' }], 'Rate')).toBe(translate('en', 'CURRENCY_INCOMPLETE'));
    expect(currencyProblem([{ currencyname: ' ', exchangerate: '1' }], 'Rate')).toBe(translate('en', 'CURRENCY_INCOMPLETE'));
  });

  it('needs rates above zero', () => {
    expect(currencyProblem([{ currencyname: 'USD', exchangerate: '0' }], 'Rate')).toBe(translate('en', 'V_DECIMAL_FIELD', { field: 'Rate' }));
    expect(currencyProblem([{ currencyname: 'USD', exchangerate: '16250', fiscalrate: 'abc' }], 'Rate')).toBeDefined();
  });

  it('accepts complete rows, a comma as the decimal mark and an empty fiscal rate', () => {
    expect(currencyProblem([{ currencyname: 'IDR', exchangerate: 1 }, { currencyname: 'USD', exchangerate: '16250,5', fiscalrate: '' }], 'Rate')).toBeUndefined();
    expect(isRate('0.000061')).toBe(true);
    expect(isRate('-1')).toBe(false);
  });
});
