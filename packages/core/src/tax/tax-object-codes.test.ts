import { describe, expect, it } from 'vitest';
import { DEFAULT_PPH23_OBJECT_CODE, findTaxObjectCode, isTaxObjectCode, TAX_OBJECT_CODES } from './tax-object-codes.ts';

describe('tax object codes', () => {
  it('holds the 89 codes of the shared list, each once, in the Coretax layout', () => {
    expect(TAX_OBJECT_CODES).toHaveLength(89);
    expect(new Set(TAX_OBJECT_CODES.map((c) => c.code)).size).toBe(89);
    for (const c of TAX_OBJECT_CODES) {
      expect(c.code).toMatch(/^\d{2}-\d{3}-\d{2}$/);
      expect(c.ratePercent).toMatch(/^\d+(\.\d+)?$/);
      expect(c.name).not.toBe('');
    }
    // Every PPh 23 service 24-104-01 … 24-104-69 is there, at 2 %.
    const services = TAX_OBJECT_CODES.filter((c) => c.code.startsWith('24-104-'));
    expect(services.map((c) => c.code)).toEqual(Array.from({ length: 69 }, (_, i) => `24-104-${String(i + 1).padStart(2, '0')}`));
    expect(new Set(services.map((c) => c.ratePercent))).toEqual(new Set(['2']));
  });

  it.each([
    ['24-104-01', { ratePercent: '2', article: 'PPh 23', name: 'Jasa Teknik' }],
    ['24-104-03', { ratePercent: '2', article: 'PPh 23', name: 'Jasa Konsultan' }],
    ['24-100-02', { ratePercent: '2', article: 'PPh 23' }],
    ['24-102-01', { ratePercent: '15', article: 'PPh 23' }],
    ['24-103-02', { ratePercent: '6', article: 'PPh 23' }],
    ['28-403-02', { ratePercent: '10', article: 'PPh 4(2) final' }],
    ['28-409-22', { ratePercent: '1.75', article: 'PPh 4(2) final' }],
    ['28-423-01', { ratePercent: '0.5', article: 'PPh final UMKM' }],
    [' 22-900-01 ', { ratePercent: '1.5', article: 'PPh 22' }],
  ])('%s', (code, expected) => {
    expect(findTaxObjectCode(code)).toMatchObject({ code: code.trim(), ...expected });
    expect(isTaxObjectCode(code)).toBe(true);
  });

  it.each(['24-104-70', '24-104-1', '', 'PPH23', '21-100-01'])('knows no code %j', (code) => {
    expect(findTaxObjectCode(code)).toBeUndefined();
    expect(isTaxObjectCode(code)).toBe(false);
  });

  it('defaults PPh 23 to a 2 % service code of the table', () => {
    expect(findTaxObjectCode(DEFAULT_PPH23_OBJECT_CODE)).toMatchObject({ code: '24-104-01', ratePercent: '2', article: 'PPh 23' });
  });
});
