import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMATS } from '../../ui/document/formats.ts';
import { listedAmount } from './document-currency.ts';

describe('a listed amount', () => {
  it('carries a foreign currency before it; a base amount (or none) is shown as it is', () => {
    expect(listedAmount('150', 'USD', DEFAULT_FORMATS)).toBe(`USD ${listedAmount('150', null, DEFAULT_FORMATS)}`);
    expect(listedAmount('1500000', null, DEFAULT_FORMATS)).not.toContain('USD');
    expect(listedAmount(undefined, 'USD', DEFAULT_FORMATS)).toBe(listedAmount(undefined, null, DEFAULT_FORMATS));
  });
});
