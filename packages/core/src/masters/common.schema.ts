import { z } from 'zod';
import { ZDecimalString } from '../company/preference.schema.ts';

/**
 * Fields the API returns and a client may send back (API.md §6): accepted on create and update, ignored.
 * `version` is the exception: on update it is the optimistic-concurrency check. The spec's names where it has
 * them (`locked_by`, `locked_time`, `userid` for who entered the record), one lowercase style for the rest.
 */
export const READ_ONLY_FIELDS = {
  id: z.unknown().optional(),
  idnext: z.unknown().optional(),
  idprev: z.unknown().optional(),
  lastid: z.unknown().optional(),
  creator: z.unknown().optional(),
  userid: z.unknown().optional(),
  createdat: z.unknown().optional(),
  updatedat: z.unknown().optional(),
  locked_by: z.unknown().optional(),
  locked_time: z.unknown().optional(),
  version: z.number().int().positive().optional(),
};

/**
 * Record property names of the storage layer → their names on the wire. Every record a read answers goes through
 * this one map, so a record never mixes camelCase and lowercase keys.
 */
export const WIRE_NAMES: Readonly<Record<string, string>> = {
  lockedBy: 'locked_by',
  lockedTime: 'locked_time',
  createdBy: 'userid',
  createdAt: 'createdat',
  updatedAt: 'updatedat',
};
export const READ_ONLY_KEYS = Object.keys(READ_ONLY_FIELDS).filter((k) => k !== 'version');

export const ZText = (max: number) => z.string().trim().max(max).default('');
export const ZName = (max = 100) => z.string().trim().min(1).max(max);
export const ZMoney = ZDecimalString.default('0');
export const ZRate = ZDecimalString.default('1');
export const ZRefId = z.number().int().positive().nullable().default(null);
export const ZFlag = z.boolean().default(false);
export const ZOptionalDate = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, { message: 'V_DATE' })
  .nullable()
  .transform((v) => (v ? v : null))
  .default(null);

/** Record limits shared by customers, vendors, items and accounts: all users, or listed users and branches. */
export const ACCESS_LIMIT_FIELDS = {
  allusers: z.boolean().default(true),
  detailuser: z.array(z.number().int().positive()).max(500).default([]),
  detailbranch: z.array(z.number().int().positive()).max(500).default([]),
};

/** link01…link20: free links/extra fields. */
export const LINK_FIELDS = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`link${String(i + 1).padStart(2, '0')}`, ZText(200)])) as Record<
  `link${string}`,
  ReturnType<typeof ZText>
>;
