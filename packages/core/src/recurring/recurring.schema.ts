import { z } from 'zod';
import { ZIsoDate } from '../company/company.schema.ts';
import { READ_ONLY_FIELDS } from '../masters/common.schema.ts';
import { hasTrailingNumber, RECURRING_FORMS, RECURRING_MAX_TOTAL, RECURRING_PERIODS } from './schedule.ts';

/**
 * A recurring schedule (`master/recurring`): the document `recurringdata` (its form's create body, checked by that
 * form's own schema on the server) created every `perioda` from `recurringdate`, `recurringtotal` times.
 * `status`, `personid`, `glaccount` and `details` (the occurrences) are the server's: accepted back, ignored.
 */
export const ZRecurring = z
  .strictObject({
    ...READ_ONLY_FIELDS,
    recurringno: z.string().trim().max(40).default(''),
    description: z.string().trim().max(500).default(''),
    transtype: z.enum(RECURRING_FORMS),
    perioda: z.enum(RECURRING_PERIODS).default('Bulanan'),
    recurringtotal: z.number().int().min(1).max(RECURRING_MAX_TOTAL).default(2),
    recurringdate: ZIsoDate,
    isassigninvno: z.boolean().default(false),
    startinvno: z.string().trim().max(40).default(''),
    recurringdata: z.record(z.string(), z.unknown()),
    status: z.unknown().optional(),
    personid: z.unknown().optional(),
    glaccount: z.unknown().optional(),
    details: z.unknown().optional(),
  })
  .superRefine((r, ctx) => {
    if (r.isassigninvno && !hasTrailingNumber(r.startinvno)) ctx.addIssue({ code: 'custom', path: ['startinvno'], message: 'V_START_NUMBER', input: r.startinvno });
  });
export type TRecurring = z.infer<typeof ZRecurring>;

/** Schedule status: active, finished (every occurrence created), stopped by hand. */
export const RECURRING_STATUS = { ACTIVE: 0, FINISHED: 1, STOPPED: 2 } as const;
/** Occurrence status: estimated (not yet created), created, failed (`error` says why; tried again). */
export const OCCURRENCE_STATUS = { ESTIMATED: 0, CREATED: 1, FAILED: 2 } as const;
