import type { Region } from '../../company/region-api.ts';

export interface RegionOption {
  value: string;
  label: string;
}

const folded = (text: unknown) => (typeof text === 'string' ? text.trim().toLocaleLowerCase('id') : '');

/**
 * A person's province and city are picked from the lists when the address is in Indonesia: the country is
 * Indonesia or left empty. Any other country keeps them free text (a supplier in Singapore has no Indonesian province).
 */
export function usesRegionLists(country: unknown): boolean {
  const name = folded(country);
  return name === '' || name === 'indonesia';
}

/** The entry of a list named `name` (case and surrounding spaces aside): the province whose cities are offered. */
export function regionNamed(list: readonly Region[] | undefined, name: unknown): Region | undefined {
  const wanted = folded(name);
  return wanted ? list?.find((region) => folded(region.name) === wanted) : undefined;
}

/**
 * The options of a province or city select, by name (the record keeps the text, spec 002 §3.2). A value the list
 * does not hold as it is (typed before the lists, "Surabaya" for "Kota Surabaya") comes first, so it still shows
 * and a save keeps it unless the user picks another.
 */
export function regionOptions(list: readonly Region[] | undefined, current: unknown): RegionOption[] {
  const options = (list ?? []).map((region) => ({ value: region.name, label: region.name }));
  if (typeof current === 'string' && current !== '' && !options.some((option) => option.value === current)) options.unshift({ value: current, label: current });
  return options;
}
