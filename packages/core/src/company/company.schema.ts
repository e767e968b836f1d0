import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { ZEmail } from '../auth/auth.schema.ts';

/** Company (data-source) names: 4–64 printable characters, unique among all companies (API.md §6). */
export const ZTenantName = z
  .string()
  .trim()
  .min(4)
  .max(64)
  .regex(/^[^\p{Cc}]+$/u, { message: 'V_INVALID_VALUE' });

export const ZRoleId = z.union([z.literal(ROLES.ADMINISTRATOR), z.literal(ROLES.SUPERVISOR), z.literal(ROLES.USER)]);
export const ZTenantId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const ZTenantCreate = z.strictObject({ name: ZTenantName, sample: z.boolean().optional() });
export const ZTenantRename = z.strictObject({ tenantId: z.number().int().positive(), name: ZTenantName });
export const ZTenantStatus = z.strictObject({ tenantId: z.number().int().positive(), status: z.enum(['active', 'archived', 'deleted']) });
export const ZTenantNameQuery = z.strictObject({ 'data-source-schema-name': z.string().max(200) });
export const ZTenantUserAdd = z.strictObject({ tenantId: z.number().int().positive(), email: ZEmail, roleId: ZRoleId });
export const ZTenantUserRole = z.strictObject({ id: z.number().int().positive(), roleId: ZRoleId });
/** A member's id, or a pending invitation's negative id (as the member list gives it) to withdraw the invitation. */
export const ZTenantUserDeleteQuery = z.strictObject({
  id: z.coerce.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER).refine((n) => n !== 0, { message: 'V_INVALID_VALUE' }),
  datasourcekey: z.string().max(100).optional(),
});

export const ZTenantListItem = z.object({
  tenantId: z.number(),
  name: z.string(),
  datasourcekey: z.string(),
  status: z.enum(['active', 'archived']),
  roleId: z.number(),
  owner: z.boolean(),
  prepared: z.boolean(),
});
export type TTenantListItem = z.infer<typeof ZTenantListItem>;

export const ZTenantMember = z.object({ id: z.number(), userId: z.number().nullable(), name: z.string(), email: z.string(), roleId: z.number(), owner: z.boolean(), pending: z.boolean() });
export type TTenantMember = z.infer<typeof ZTenantMember>;

type RequiredKey = 'CO_NAME_REQUIRED' | 'CO_BUSINESSTYPE_REQUIRED' | 'CO_ADDRESS_REQUIRED' | 'CO_POSTALCODE_REQUIRED' | 'CO_PROVINCE_REQUIRED' | 'CO_STARTDATE_REQUIRED' | 'CO_FISCALYEAR_REQUIRED';

/** The spec's own message when the value is missing or empty; other problems keep their usual message. */
const missing = (key: RequiredKey) => (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? key : undefined);
const required = (key: RequiredKey, max: number) => z.string({ error: missing(key) }).trim().min(1, { error: key, abort: true }).max(max);

export const ZIsoDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'V_DATE' }).refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { message: 'V_DATE' });

/** Company profile, step 1 of the setup wizard (spec 000 §3, §5; API.md §6). */
export const ZCompanyProfile = z.strictObject({
  companyname: required('CO_NAME_REQUIRED', 100),
  businesstype: required('CO_BUSINESSTYPE_REQUIRED', 100),
  addressline1: required('CO_ADDRESS_REQUIRED', 100),
  addressline2: z.string().trim().max(100).default(''),
  addressline3: required('CO_ADDRESS_REQUIRED', 100),
  addressline4: z.string().trim().max(100).default(''),
  provinceid: required('CO_PROVINCE_REQUIRED', 10),
  cityid: z.string().trim().max(10).default(''),
  postalcode: required('CO_POSTALCODE_REQUIRED', 10),
  notelp: z.string().trim().max(30).default(''),
  faxno: z.string().trim().max(30).default(''),
  email: z.string().trim().max(254).default(''),
  npwp: z.string().trim().max(30).default(''),
  startdate: z.string({ error: missing('CO_STARTDATE_REQUIRED') }).min(1, { error: 'CO_STARTDATE_REQUIRED', abort: true }).pipe(ZIsoDate),
  fiscalyear: z
    .union([z.string(), z.number()], { error: missing('CO_FISCALYEAR_REQUIRED') })
    .transform(String)
    .pipe(z.string().min(1, { error: 'CO_FISCALYEAR_REQUIRED', abort: true }).regex(/^(19|20|21)\d{2}$/, { message: 'V_YEAR' })),
  version: z.number().int().optional(),
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfile>;
