import { ZCompanyProfile, type TCompanyProfile, type TMe } from '@lontar/core';
import type { CompanyProfile } from './api.ts';

const FIELDS = Object.keys(ZCompanyProfile.shape) as (keyof TCompanyProfile)[];

/** The form's starting values: the stored profile with the user's own phone and e-mail (read-only, spec 000 §3). */
export function toProfileValues(profile: CompanyProfile, me: TMe | null): CompanyProfile {
  return { ...profile, notelp: me?.phone ?? profile.notelp, email: me?.email ?? profile.email };
}

/** The PUT company body: only the profile's own fields, parsed (trimmed) by the schema the server uses. */
export function toProfileBody(values: Partial<Record<string, unknown>>): TCompanyProfile {
  return ZCompanyProfile.parse(Object.fromEntries(FIELDS.filter((field) => values[field] !== undefined).map((field) => [field, values[field]])));
}
