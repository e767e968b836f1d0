import type { ApprovalRuleLike, DiscountFigures } from '@lontar/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';

/**
 * Approval storage (migration 0051): authorization per form, rules, and each document's approval note with the
 * decisions of its levels. SQL only; the rules live in approval.service.ts and approval-note.service.ts.
 */

const rowsOf = async <T>(tx: Tx, q: SQL): Promise<T[]> => ((await tx.execute(q)) as unknown as { rows: T[] }).rows;

/** Whether the company approves its transactions (preference `approval`), with its print settings. */
const APPROVAL_ON = sql`coalesce((pr.pcompany ->> 'approval')::boolean, false)`;

export interface ApprovalPrefs {
  on: boolean;
  typeapproval: number;
  approvalprint: boolean;
}

export async function approvalPrefs(tx: Tx, tenantId: number): Promise<ApprovalPrefs> {
  const [row] = await rowsOf<ApprovalPrefs>(
    tx,
    sql`select ${APPROVAL_ON} as "on", coalesce((pr.pcompany ->> 'typeapproval')::int, 0) as typeapproval,
               coalesce((pr.pcompany ->> 'approvalprint')::boolean, false) as approvalprint
        from preference pr where pr.tenant_id = ${tenantId}`,
  );
  return row ?? { on: false, typeapproval: 0, approvalprint: false };
}

export interface RuleRow extends ApprovalRuleLike {
  form: string;
  description: string;
  version: number;
}

const RULE_COLUMNS = sql`r.id::int as id, r.form, r.description, r.branchid::int as branchid, r.minamount::text as minamount,
  r.mindiscount::text as mindiscount, r.approvers, r.allowself, r.version`;

export interface ApprovalSetup {
  on: boolean;
  rules: RuleRow[];
}

/** Whether approval is on and, when it is, the form's rules: one JSON column, of `approvalSetup` or of a save's first statement. */
export const approvalSetupColumn = (tenant: SQL, form: SQL) => sql`
  (select jsonb_build_object('on', ${APPROVAL_ON},
                             'rules', case when ${APPROVAL_ON} then (select coalesce(jsonb_agg(to_jsonb(x)), '[]'::jsonb) from (select ${RULE_COLUMNS} from approval_rule r where r.tenant_id = ${tenant} and r.form = ${form}) x) end)
   from preference pr where pr.tenant_id = ${tenant})`;

/** The setup from the column of `approvalSetupColumn` (no preference row: approval off). */
export const approvalSetupOf = (value: unknown): ApprovalSetup => {
  const v = (value ?? {}) as { on?: boolean; rules?: RuleRow[] | null };
  return { on: v.on === true, rules: v.rules ?? [] };
};

/** One round trip: whether approval is on and, when it is, the form's rules (a save reads it with its context). */
export async function approvalSetup(tx: Tx, tenantId: number, form: string): Promise<ApprovalSetup> {
  const [row] = await rowsOf<{ setup: unknown }>(tx, sql`select ${approvalSetupColumn(sql`${tenantId}::bigint`, sql`${form}::text`)} as setup`);
  return approvalSetupOf(row?.setup);
}

/** What a rule is matched against and the note shows: number, date, total, discounts, branch and creator. */
export interface Subject {
  transno: string;
  transdate: string;
  amount: string;
  /** The figures of its effective discount percentage (core effectiveDiscountPercent), from the totals stored with it. */
  discount: DiscountFigures;
  branchid: number | null;
  creator: number;
}

/** A stored figure as a number, zero when it is not one (totals are the server's, but a read never fails on them). */
const figure = (text: SQL) => sql`(case when (${text}) ~ '^-?[0-9]{1,30}([.][0-9]{1,30})?$' then (${text})::numeric else 0 end)`;
/** The line figures of a trade document's stored totals (core computeTradeTotals: `gross`, `discount` per line). */
const totalsLines = sql`jsonb_array_elements(case when jsonb_typeof(d.header #> '{totals,lines}') = 'array' then d.header #> '{totals,lines}' else '[]'::jsonb end) x`;

export async function documentSubject(tx: Tx, tenantId: number, table: 'trans_document' | 'gl_document', form: string, id: number): Promise<Subject | undefined> {
  const q =
    table === 'gl_document'
      ? sql`select d.jvnumber as transno, d.transdate::text as transdate, d.created_by::int as creator, null::int as branchid,
               json_build_object('gross', '0', 'lines', '0', 'document', '0') as discount,
               coalesce((select sum(greatest(l.glamount, 0)) from gl_document_line l where l.tenant_id = d.tenant_id and l.jvid = d.jvid), 0)::text as amount
             from gl_document d where d.tenant_id = ${tenantId} and d.form = ${form} and d.jvid = ${id}`
      : sql`select coalesce(d.docno, '') as transno, d.transdate::text as transdate, d.created_by::int as creator, d.totalamount::text as amount,
               case when (d.header ->> 'branchid') ~ '^[0-9]{1,18}$' then (d.header ->> 'branchid')::bigint end::int as branchid,
               json_build_object(
                 'gross', (select coalesce(sum(${figure(sql`x ->> 'gross'`)}), 0)::text from ${totalsLines}),
                 'lines', (select coalesce(sum(${figure(sql`x ->> 'discount'`)}), 0)::text from ${totalsLines}),
                 'document', ${figure(sql`d.header #>> '{totals,discamount}'`)}::text
               ) as discount
             from trans_document d where d.tenant_id = ${tenantId} and d.form = ${form} and d.docid = ${id}`;
  const [row] = await rowsOf<Subject>(tx, q);
  return row;
}

export interface NoteRow {
  form: string;
  transid: number;
  transno: string;
  transdate: string;
  amount: string;
  creator: number;
  ruleid: number | null;
  allowself: boolean;
  levels: (number | null)[];
  status: number;
  nextlevel: number;
  round: number;
}

const NOTE_COLUMNS = sql`n.form, n.transid::int as transid, n.transno, n.transdate::text as transdate, n.amount::text as amount, n.creator::int as creator,
  n.ruleid::int as ruleid, n.allowself, n.levels, n.status, n.nextlevel, n.round`;

/** The note of a document, locked for a decision when `lock`. */
export async function findNote(tx: Tx, tenantId: number, form: string, transid: number, lock = false): Promise<NoteRow | undefined> {
  const [row] = await rowsOf<NoteRow>(
    tx,
    sql`select ${NOTE_COLUMNS} from approval_note n where n.tenant_id = ${tenantId} and n.form = ${form} and n.transid = ${transid} ${lock ? sql`for update` : sql``}`,
  );
  return row;
}

/** A saved document's approval starts (again): waiting for its first level; an edit counts a new round. */
export async function upsertNote(tx: Tx, tenantId: number, n: Omit<NoteRow, 'status' | 'nextlevel' | 'round'>) {
  await tx.execute(sql`
    insert into approval_note (tenant_id, form, transid, transno, transdate, amount, creator, ruleid, allowself, levels, status, nextlevel, round)
    values (${tenantId}, ${n.form}, ${n.transid}, ${n.transno}, ${n.transdate}::date, ${n.amount}::numeric, ${n.creator}, ${n.ruleid}, ${n.allowself}, ${JSON.stringify(n.levels)}::jsonb, 0, 1, 1)
    on conflict (tenant_id, form, transid) do update set transno = excluded.transno, transdate = excluded.transdate, amount = excluded.amount,
      ruleid = excluded.ruleid, allowself = excluded.allowself, levels = excluded.levels, status = 0, nextlevel = 1,
      round = approval_note.round + 1, updated_at = now()`);
}

export async function deleteNote(tx: Tx, tenantId: number, form: string, transid: number) {
  await tx.execute(sql`delete from approval_note where tenant_id = ${tenantId} and form = ${form} and transid = ${transid}`);
}

/** Records one level's decision and moves the note on; false when that level of this round was already decided. */
export async function recordDecision(
  tx: Tx,
  tenantId: number,
  note: NoteRow,
  d: { level: number; userid: number; username: string; approved: boolean; note: string },
): Promise<boolean> {
  const inserted = await rowsOf<{ level: number }>(
    tx,
    sql`insert into approval_note_detail (tenant_id, form, transid, round, level, userid, username, approved, note)
        values (${tenantId}, ${note.form}, ${note.transid}, ${note.round}, ${d.level}, ${d.userid}, ${d.username}, ${d.approved}, ${d.note})
        on conflict do nothing returning level`,
  );
  if (inserted.length === 0) return false;
  const last = d.level >= note.levels.length;
  const status = !d.approved ? 2 : last ? 1 : 0;
  await tx.execute(sql`update approval_note set status = ${status}, nextlevel = ${d.approved && !last ? d.level + 1 : d.level}, updated_at = now()
    where tenant_id = ${tenantId} and form = ${note.form} and transid = ${note.transid}`);
  return true;
}

/** The decisions of a note's current round, by level. */
export async function noteDetails(tx: Tx, tenantId: number, form: string, transid: number, round: number) {
  return rowsOf<{ level: number; userid: number; username: string; approved: boolean; note: string; approvedate: string }>(
    tx,
    sql`select level, userid::int as userid, username, approved, note, approvedate from approval_note_detail
        where tenant_id = ${tenantId} and form = ${form} and transid = ${transid} and round = ${round} order by level`,
  );
}

/** Whether a document counts as approved: approval off, no note (saved before approval was on), or its note approved. */
export async function isApproved(tx: Tx, tenantId: number, form: string, transid: number): Promise<boolean> {
  const [row] = await rowsOf<{ approved: boolean }>(
    tx,
    sql`select not ${APPROVAL_ON} or coalesce((select n.status = 1 from approval_note n where n.tenant_id = ${tenantId} and n.form = ${form} and n.transid = ${transid}), true) as approved
        from preference pr where pr.tenant_id = ${tenantId}`,
  );
  return row?.approved ?? true;
}

/** Of the given documents (any forms), those not approved while approval is on, with their numbers. */
export async function unapprovedAmong(tx: Tx, tenantId: number, forms: readonly string[], ids: readonly number[]): Promise<{ form: string; transid: number; transno: string }[]> {
  if (ids.length === 0) return [];
  return rowsOf(
    tx,
    sql`select n.form, n.transid::int as transid, n.transno from approval_note n join preference pr on pr.tenant_id = n.tenant_id
        where n.tenant_id = ${tenantId} and ${APPROVAL_ON} and n.status <> 1
          and n.form = any(${`{${forms.join(',')}}`}::text[]) and n.transid = any(${`{${ids.map((i) => Math.trunc(i)).join(',')}}`}::bigint[])
        order by n.transid`,
  );
}

/** SQL that is true when document `idColumn` of `form` may be pulled or paid (for list filters). */
export const approvedSql = (tenantId: number | SQL, form: string | SQL, idColumn: SQL): SQL =>
  sql`not exists (select 1 from approval_note an join preference apr on apr.tenant_id = an.tenant_id
        where an.tenant_id = ${tenantId} and an.form = ${form} and an.transid = ${idColumn} and an.status <> 1
          and coalesce((apr.pcompany ->> 'approval')::boolean, false))`;

/** Waiting for `userid`: notes at a level naming them, or at an open level of a form they are authorized for. */
const waitingFor = (tenantId: number, userid: number, form?: string, search?: string) => sql`
  from approval_note n join preference pr on pr.tenant_id = n.tenant_id
  where n.tenant_id = ${tenantId} and ${APPROVAL_ON} and n.status = 0
    and exists (select 1 from approval_authorization a where a.tenant_id = n.tenant_id and a.form = n.form and a.userid = ${userid})
    and (n.levels -> (n.nextlevel - 1) = to_jsonb(${userid}::bigint) or jsonb_typeof(n.levels -> (n.nextlevel - 1)) = 'null')
    and (n.creator <> ${userid} or n.allowself)
    ${form ? sql`and n.form = ${form}` : sql``}
    ${search ? sql`and n.transno ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``}`;

export async function waitingNotes(tx: Tx, tenantId: number, userid: number, q: { form?: string; search?: string; page: number; size: number }) {
  const where = waitingFor(tenantId, userid, q.form, q.search);
  const rows = await rowsOf<NoteRow & { total: number }>(
    tx,
    sql`select ${NOTE_COLUMNS}, count(*) over ()::int as total ${where} order by n.transdate, n.form, n.transid limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The forms with documents waiting for `userid`, and how many. */
export async function waitingForms(tx: Tx, tenantId: number, userid: number) {
  return rowsOf<{ form: string; total: number }>(tx, sql`select n.form, count(*)::int as total ${waitingFor(tenantId, userid)} group by n.form order by n.form`);
}
