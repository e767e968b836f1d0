import { ZCompanyProfile, type TCompanyProfile, type TMe } from '@lontar/core';
import type { CompanyProfile } from './api.ts';

/** The company information as its form holds it: no region chosen yet is no value, so the selects show their placeholder. */
export type ProfileValues = Omit<CompanyProfile, 'provinceid' | 'cityid'> & { provinceid?: string; cityid?: string };

const FIELDS = Object.keys(ZCompanyProfile.shape) as (keyof TCompanyProfile)[];

/** The form's starting values: the stored profile with the user's own phone and e-mail (read-only, spec 000 §3). */
export function toProfileValues(profile: CompanyProfile, me: TMe | null): ProfileValues {
  return {
    ...profile,
    provinceid: profile.provinceid || undefined,
    cityid: profile.cityid || undefined,
    notelp: me?.phone ?? profile.notelp,
    email: me?.email ?? profile.email,
  };
}

/** The PUT company body: only the profile's own fields, parsed (trimmed) by the schema the server uses. */
export function toProfileBody(values: Partial<Record<string, unknown>>): TCompanyProfile {
  return ZCompanyProfile.parse(Object.fromEntries(FIELDS.filter((field) => values[field] !== undefined).map((field) => [field, values[field]])));
}
