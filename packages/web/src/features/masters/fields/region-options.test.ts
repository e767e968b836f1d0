import { describe, expect, it } from 'vitest';
import { regionNamed, regionOptions, usesRegionLists } from './region-options.ts';

const PROVINCES = [
  { id: '35', name: 'Jawa Timur' },
  { id: '31', name: 'DKI Jakarta' },
];

describe('person province and city options', () => {
  it('offers the list by name', () => {
    expect(regionOptions(PROVINCES, 'Jawa Timur')).toEqual([
      { value: 'Jawa Timur', label: 'Jawa Timur' },
      { value: 'DKI Jakarta', label: 'DKI Jakarta' },
    ]);
  });

  it('keeps a value typed before the list, first and as it is', () => {
    expect(regionOptions([{ id: '35.78', name: 'Kota Surabaya' }], 'Surabaya')).toEqual([
      { value: 'Surabaya', label: 'Surabaya' },
      { value: 'Kota Surabaya', label: 'Kota Surabaya' },
    ]);
    expect(regionOptions(undefined, 'Jatim')).toEqual([{ value: 'Jatim', label: 'Jatim' }]);
    expect(regionOptions(PROVINCES, '')).toHaveLength(2);
  });

  it('finds the chosen province whatever its case and spaces, so its cities are offered', () => {
    expect(regionNamed(PROVINCES, ' jawa timur ')?.id).toBe('35');
    expect(regionNamed(PROVINCES, 'Jatim')).toBeUndefined();
    expect(regionNamed(PROVINCES, '')).toBeUndefined();
    expect(regionNamed(undefined, 'Jawa Timur')).toBeUndefined();
  });

  it('uses the lists for an address in Indonesia only', () => {
    for (const country of ['Indonesia', ' indonesia ', '', undefined, null]) expect(usesRegionLists(country), String(country)).toBe(true);
    for (const country of ['Singapore', 'Malaysia']) expect(usesRegionLists(country), country).toBe(false);
  });
});
