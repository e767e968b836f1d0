import { describe, expect, it } from 'vitest';
import { fromOptionValue, toOptionValue } from './option-value.ts';

describe('option values', () => {
  it.each([[12], [0], ['DUS'], [''], ['12']] as const)('%j goes there and back', (value) => expect(fromOptionValue(toOptionValue(value))).toStrictEqual(value));

  it('is never started by typed text', () => {
    for (const typed of ['1', '2-10', 'D', 'n1', 's']) expect(toOptionValue(12).startsWith(typed) || toOptionValue('DUS').startsWith(typed)).toBe(false);
  });
});
