import { READ_ONLY_FIELDS } from '@lontar/core';
import { z } from 'zod';
import { MAX_DATA_CHARS, MEMORIZED_FORMS } from './memorized-template.ts';

const ZForm = z.string().refine((form) => MEMORIZED_FORMS.includes(form), { message: 'MEMORIZED_FORM_UNKNOWN' });
const ZData = z.record(z.string(), z.unknown()).superRefine((data, ctx) => {
  if (JSON.stringify(data).length > MAX_DATA_CHARS) ctx.addIssue({ code: 'custom', message: 'MEMORIZED_DATA_TOO_LARGE', params: { max: String(MAX_DATA_CHARS / 1000) } });
});

/** A memorized transaction as a client sends it: the document (`data`) of form `transtype`, kept under `name`. */
export const ZMemorized = z.strictObject({
  ...READ_ONLY_FIELDS,
  transtype: ZForm,
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).default(''),
  data: ZData,
  closed: z.boolean().default(false),
  /** Read-only: the creator's name, as a read answers it. */
  username: z.unknown().optional(),
});
export type MemorizedBody = z.infer<typeof ZMemorized>;
