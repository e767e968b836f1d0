import { describe, expect, it } from 'vitest';
import { isNewerVersion } from './version-check.ts';

describe('isNewerVersion', () => {
  it.each([
    ['1.2.0936', '1.2.0935', true],
    ['1.3.0001', '1.2.0935', true],
    ['1.2.0935', '1.2.0935', false],
    ['1.2.0934', '1.2.0935', false],
    ['1.2', '1.2.0935', false],
    ['1.2.0935.1', '1.2.0935', true],
  ])('%s newer than %s: %s', (candidate, running, newer) => {
    expect(isNewerVersion(candidate, running)).toBe(newer);
  });
});
