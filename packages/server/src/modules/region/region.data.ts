import { getProvinces, getRegencies } from 'idn-area-data';

export interface Region {
  id: string;
  name: string;
}

const KEEP_UPPER = new Set(['DKI', 'DI']);

/** The source writes names in capitals ("KABUPATEN ACEH SELATAN"); forms show "Kabupaten Aceh Selatan". */
export function titleCase(name: string): string {
  return name
    .split(' ')
    .map((w) => (KEEP_UPPER.has(w) ? w : w.charAt(0) + w.slice(1).toLowerCase()))
    .join(' ');
}

let cache: Promise<{ provinces: Region[]; cities: Map<string, Region[]> }> | undefined;

/** Indonesian provinces and regencies/cities from the idn-area-data package, loaded once. */
export function regions() {
  cache ??= (async () => {
    const provinces = (await getProvinces()).map((p) => ({ id: p.code, name: titleCase(p.name) }));
    const cities = new Map<string, Region[]>();
    for (const r of await getRegencies({ transform: true })) {
      const list = cities.get(r.provinceCode) ?? [];
      list.push({ id: r.code, name: titleCase(r.name) });
      cities.set(r.provinceCode, list);
    }
    return { provinces, cities };
  })();
  return cache;
}
