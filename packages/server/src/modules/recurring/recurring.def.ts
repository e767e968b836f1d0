import { formatDocNumber, occurrenceDates, occurrenceNumber, RECURRING_FORMS, ZRecurring, type RecurringPeriod } from '@lontar/core';
import Decimal from 'decimal.js';
import { recurring } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import type { FormDef, Row } from '../forms/form-def.ts';
import { lockNumbering, maxNumberWithPrefix } from '../forms/form.repo.ts';
import { checkTemplate, derivedFields, estimatedAmount, JOURNAL_FORMS, storedTemplate, templateIssues } from './recurring-template.ts';
import { numbersInUse, occurrencesOf, rewriteOccurrences, type NewOccurrence } from './recurring.repo.ts';

/** The body of a schedule: its own fields, and its template checked by the template form's own schema. */
const ZRecurringBody = ZRecurring.superRefine((r, ctx) => {
  if (!(RECURRING_FORMS as readonly string[]).includes(r.transtype)) return;
  for (const issue of templateIssues(r.transtype, r.recurringdata, r.recurringdate)) ctx.addIssue(issue as never);
});

/**
 * Checks a schedule being saved and works out what the server derives: the template checked by its form's schema,
 * the party and account the list shows, the number, the status, and the occurrences not yet created (`details`).
 */
async function prepare(tx: Tx, call: TenantCall, data: Row, current?: Row) {
  const transtype = String(data.transtype);
  const start = String(data.recurringdate);
  const { kind, parsed } = checkTemplate(transtype, data.recurringdata as Row, start);
  data.recurringdata = storedTemplate(kind, data.recurringdata as Row);
  Object.assign(data, await derivedFields(tx, call.tenantId, kind, parsed));

  const existing = current ? await occurrencesOf(tx, call.tenantId, Number(current.id)) : [];
  const created = existing.filter((o) => o.status === 1);
  const total = Number(data.recurringtotal);
  const lastCreated = Math.max(0, ...created.map((o) => o.seq));
  // The created documents are of the schedule's form: it keeps that form from then on.
  if (created.length && current && transtype !== current.transtype) throw new AppError('RECURRING_FORM_FIXED', {}, { status: 409 });
  if (total < lastCreated) throw new AppError('RECURRING_TOTAL_BELOW_CREATED', { n: String(lastCreated) }, { status: 400 });

  const dates = occurrenceDates(start, data.perioda as RecurringPeriod, total);
  const amount = await estimatedAmount(tx, call.tenantId, kind, parsed);
  const description = String(parsed.description ?? '') || String(data.description ?? '');
  const createdSeqs = new Set(created.map((o) => o.seq));
  const rows: NewOccurrence[] = dates
    .map((date, i) => ({
      seq: i + 1,
      estimateddate: date,
      estimatedamount: new Decimal(amount).toFixed(),
      estdescription: description,
      estinvoiceno: data.isassigninvno ? occurrenceNumber(String(data.startinvno), i + 1) : '',
    }))
    .filter((o) => !createdSeqs.has(o.seq));

  // A series of given numbers must not meet a number a document of the form already has.
  if (data.isassigninvno) {
    const used = await numbersInUse(tx, call.tenantId, transtype, JOURNAL_FORMS.includes(transtype), rows.map((o) => o.estinvoiceno));
    if (used.length) throw new AppError('RECURRING_NUMBER_USED', { number: used[0]! }, { status: 409 });
  } else data.startinvno = String(data.startinvno ?? '');

  if (!current) {
    data.userid = call.userId;
    data.status = 0;
  } else if (current.status === 2) data.status = 2;
  else data.status = rows.length === 0 ? 1 : 0;
  data.details = rows;
}

/** `recurring`: a schedule that creates a document every period (issue 14), on the generic master verbs. */
export const RECURRING_FORM: FormDef = {
  name: 'recurring',
  screen: () => 'recurring',
  table: recurring,
  idField: 'id',
  noField: 'recurringno',
  searchFields: ['recurringno', 'description', 'transtype'],
  sortFields: ['recurringno', 'recurringdate', 'description', 'id'],
  baseFields: ['recurringno', 'description', 'transtype', 'perioda', 'status'],
  schema: ZRecurringBody as never,
  nextNumber: { field: 'recurringno', prefix: () => 'RC-', digits: 5 },
  toApi: (row) => ({ ...row }),
  async validate(tx, call, data, current) {
    await prepare(tx, call, data, current);
    if (current) {
      if (!data.recurringno) data.recurringno = current.recurringno;
      return;
    }
    await lockNumbering(tx, RECURRING_FORM, call.tenantId);
    if (data.recurringno) return;
    const { field, prefix, digits } = RECURRING_FORM.nextNumber!;
    data.recurringno = formatDocNumber(prefix(''), digits, (await maxNumberWithPrefix(tx, RECURRING_FORM, call.tenantId, field, prefix(''))) + 1);
  },
  details: {
    read: async (tx, tenantId, id) =>
      (await occurrencesOf(tx, tenantId, id)).map((o) => ({
        seq: o.seq,
        estimateddate: o.estimateddate,
        estimatedamount: new Decimal(o.estimatedamount).toFixed(),
        estdescription: o.estdescription,
        estinvoiceno: o.estinvoiceno,
        invoiceid: o.invoiceid,
        invoiceno: o.invoiceno,
        status: o.status,
        error: o.error,
        createdat: o.createdAt ? new Date(o.createdAt).toISOString() : null,
      })),
    write: async (tx, tenantId, id, data) => rewriteOccurrences(tx, tenantId, id, (data.details as NewOccurrence[] | undefined) ?? []),
  },
};
