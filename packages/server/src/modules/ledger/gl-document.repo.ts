import type { PostingLine } from '@lontar/core';
import { and, asc, desc, eq, getTableColumns, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { company, glaccount, glDocument, glDocumentLine, idempotencyKey, person, preference } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';
import { IS_PARENT_ACCOUNT } from './account-sql.ts';
import { rankedSearch } from '../forms/search-sql.ts';
import { passTypedNumberSql, takeNumberSql } from '../numbering/numbering.repo.ts';
import { journalValues, journalWrites, NEXT_JOURNAL_ID } from './journal.repo.ts';
import { executeStatement } from '../../platform/prepared-statement.ts';
import { decodeRow } from '../../platform/decode-row.ts';
import { approvalSetupColumn, approvalSetupOf, type ApprovalSetup } from '../approvals/approval.repo.ts';

export type GlDocRow = typeof glDocument.$inferSelect;

export async function accountsByNumber(tx: Tx, tenantId: number, numbers: string[]) {
  return tx
    .select({
      glid: glaccount.glid,
      glaccount: glaccount.glaccount,
      suspended: glaccount.suspended,
      accounttype: glaccount.accounttype,
      isParent: sql<boolean>`${IS_PARENT_ACCOUNT}`,
    })
    .from(glaccount)
    .where(and(eq(glaccount.tenantId, tenantId), inArray(glaccount.glaccount, numbers)));
}

/** Company start date and rounding account, read once per posting. */
export async function postingSettings(tx: Tx, tenantId: number) {
  const [row] = await tx
    .select({ startdate: company.startdate, pdefaccnt: preference.pdefaccnt })
    .from(company)
    .innerJoin(preference, eq(preference.tenantId, company.tenantId))
    .where(eq(company.tenantId, tenantId));
  return { startdate: row?.startdate ?? null, roundingGlid: (row?.pdefaccnt as { rounding?: number | null } | undefined)?.rounding ?? null };
}

export async function updateDocument(tx: Tx, tenantId: number, jvid: number, version: number, values: Partial<typeof glDocument.$inferInsert>) {
  const [row] = await tx
    .update(glDocument)
    .set({ ...values, version: version + 1, updatedAt: sql`now()`, lockedBy: null, lockedTime: null })
    .where(and(eq(glDocument.tenantId, tenantId), eq(glDocument.jvid, jvid), eq(glDocument.version, version)))
    .returning();
  return row;
}

export async function replaceLines(tx: Tx, tenantId: number, jvid: number, lines: Omit<typeof glDocumentLine.$inferInsert, 'tenantId' | 'jvid' | 'seq'>[]) {
  await tx.delete(glDocumentLine).where(and(eq(glDocumentLine.tenantId, tenantId), eq(glDocumentLine.jvid, jvid)));
  await tx.insert(glDocumentLine).values(lines.map((l, i) => ({ ...l, tenantId, jvid, seq: i + 1 })));
}

export async function findDocument(tx: Tx, tenantId: number, form: string, jvid: number) {
  const [row] = await tx.select().from(glDocument).where(and(eq(glDocument.tenantId, tenantId), eq(glDocument.form, form), eq(glDocument.jvid, jvid)));
  return row;
}

/** The number of the cash or bank account a cashier's document names in its header. */
export async function accountNumber(tx: Tx, tenantId: number, glid: number | null): Promise<string | null> {
  if (glid === null) return null;
  const [row] = await tx.select({ glaccount: glaccount.glaccount }).from(glaccount).where(and(eq(glaccount.tenantId, tenantId), eq(glaccount.glid, glid)));
  return row?.glaccount ?? null;
}

/** Whether a customer or vendor (person-data) is this company's. */
export async function personExists(tx: Tx, tenantId: number, personid: number): Promise<boolean> {
  const [row] = await tx.select({ id: person.personid }).from(person).where(and(eq(person.tenantId, tenantId), eq(person.personid, personid)));
  return Boolean(row);
}

export async function documentLines(tx: Tx, tenantId: number, jvid: number) {
  return tx
    .select({
      seq: glDocumentLine.seq,
      glid: glDocumentLine.glid,
      glaccount: glaccount.glaccount,
      accountname: glaccount.accountname,
      glamount: glDocumentLine.glamount,
      primeamount: glDocumentLine.primeamount,
      rate: glDocumentLine.rate,
      subsidiary: glDocumentLine.subsidiary,
      deptid: glDocumentLine.deptid,
      projectid: glDocumentLine.projectid,
      description: glDocumentLine.description,
    })
    .from(glDocumentLine)
    .innerJoin(glaccount, and(eq(glaccount.tenantId, glDocumentLine.tenantId), eq(glaccount.glid, glDocumentLine.glid)))
    .where(and(eq(glDocumentLine.tenantId, tenantId), eq(glDocumentLine.jvid, jvid)))
    .orderBy(asc(glDocumentLine.seq));
}

export async function deleteDocument(tx: Tx, tenantId: number, jvid: number) {
  await tx.delete(glDocument).where(and(eq(glDocument.tenantId, tenantId), eq(glDocument.jvid, jvid)));
}

export async function documentNeighbours(tx: Tx, tenantId: number, form: string, jvid: number) {
  const base = and(eq(glDocument.tenantId, tenantId), eq(glDocument.form, form));
  const [next] = await tx.select({ id: glDocument.jvid }).from(glDocument).where(and(base, gt(glDocument.jvid, jvid))).orderBy(asc(glDocument.jvid)).limit(1);
  const [prev] = await tx.select({ id: glDocument.jvid }).from(glDocument).where(and(base, lt(glDocument.jvid, jvid))).orderBy(desc(glDocument.jvid)).limit(1);
  return { idnext: next?.id ?? null, idprev: prev?.id ?? null };
}

export async function listDocuments(tx: Tx, tenantId: number, form: string, q: { page: number; size: number; search?: string }) {
  const search = rankedSearch({ code: glDocument.jvnumber, names: [glDocument.description] }, q.search);
  const where = and(eq(glDocument.tenantId, tenantId), eq(glDocument.form, form), search?.where);
  const rows = await tx
    .select({
      jvid: glDocument.jvid,
      jvnumber: glDocument.jvnumber,
      transdate: glDocument.transdate,
      description: glDocument.description,
      version: glDocument.version,
      // The document's total, as the list shows it: the sum of its debit lines. Spelled out, because drizzle
      // leaves column names unqualified in a one-table select, which would tie the subquery to itself.
      amount: sql<string>`(select coalesce(sum(l.glamount), 0)::text from gl_document_line l where l.tenant_id = "gl_document"."tenant_id" and l.jvid = "gl_document"."jvid" and l.glamount > 0)`,
    })
    .from(glDocument)
    .where(where)
    .orderBy(...(search ? [asc(search.rank)] : []), desc(glDocument.transdate), desc(glDocument.jvid))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(glDocument).where(where)) as [{ n: number }];
  return { rows, total: n };
}

export async function storeIdempotentResponse(tx: Tx, tenantId: number, key: string, response: unknown) {
  await tx.update(idempotencyKey).set({ response }).where(and(eq(idempotencyKey.tenantId, tenantId), eq(idempotencyKey.key, key)));
}

export interface PostingContext {
  /** The caller's privilege row on the form (null when there is none). */
  rights: { akses: boolean; tambah: boolean; ubah: boolean; hapus: boolean } | null;
  startdate: string | null;
  roundingGlid: number | null;
  pcompany: unknown;
  closed: boolean;
  accounts: { glid: number; glaccount: string; accountname: string; suspended: boolean; accounttype: number; isParent: boolean }[];
  /** Whether any of the document's accounts has a budget in its fiscal year (no budget, no warning to compute). */
  budgeted: boolean;
  /** With an idempotency claim: true when this transaction inserted the key. */
  claimed: boolean;
  /** Whether approval is on and the form's rules (the save's approval note needs no read of its own). */
  approval: ApprovalSetup;
  /** The row of the kind's `settings` columns, when it asked for them. */
  settings: Record<string, unknown> | undefined;
}

/**
 * A kind's own settings read with its posting context: `columns` is a select list over `company c` joined to
 * `preference p` of the tenant; `key` names the statement (prepared once per key).
 */
export interface ContextSettings {
  key: string;
  columns: SQL;
}

/**
 * Everything a new posting is checked against, in one round trip: the caller's rights on the form, company
 * start date, rounding account and period windows, whether the month is closed, the document's accounts, and
 * whether a budget could warn. With `claim`, the Idempotency-Key is claimed in the same statement (a
 * concurrent duplicate waits on the key's row until the first commits).
 */
export async function postingContext(
  tx: Tx,
  tenantId: number,
  q: {
    userId: number;
    screen: string;
    form: string;
    period: number;
    numbers: string[];
    claim?: { key: string; requestHash: string };
    settings?: ContextSettings;
    /** The rest of the transaction runs its prepared statements on their generic plans (see below). */
    genericPlans?: boolean;
  },
): Promise<PostingContext> {
  // The numbers travel as one JSON parameter, so the statement's text (and its prepared plan) is the same for every document.
  const P = (name: string) => sql.placeholder(name);
  const numbers = sql`select jsonb_array_elements_text(${P('numbers')}::jsonb)`;
  const result = await executeStatement<{
    rights: PostingContext['rights'];
    startdate: string | null;
    rounding: string | number | null;
    pcompany: unknown;
    closed: boolean;
    accounts: PostingContext['accounts'];
    budgeted: boolean;
    claimed: number | string;
    approval: unknown;
    settings: Record<string, unknown> | null;
  }>(
    tx,
    `postingContext${q.claim ? ':claim' : ''}${q.settings ? `:${q.settings.key}` : ''}${q.genericPlans ? ':generic' : ''}`,
    () => sql`
    ${q.claim ? sql`with claim as (insert into idempotency_key (tenant_id, key, request_hash) values (${P('tenant')}::bigint, ${P('key')}::text, ${P('hash')}::text) on conflict do nothing returning key)` : sql``}
    select
      (select jsonb_build_object('akses', p.akses, 'tambah', p.tambah, 'ubah', p.ubah, 'hapus', p.hapus)
         from privilege p where p.tenant_id = ${P('tenant')}::bigint and p.user_id = ${P('user')}::bigint and p.screen = ${P('screen')}::text) as rights,
      (select c.startdate::text from company c where c.tenant_id = ${P('tenant')}::bigint) as startdate,
      (select (pr.pdefaccnt ->> 'rounding')::bigint from preference pr where pr.tenant_id = ${P('tenant')}::bigint) as rounding,
      (select pr.pcompany from preference pr where pr.tenant_id = ${P('tenant')}::bigint) as pcompany,
      exists (select 1 from closed_period cp where cp.tenant_id = ${P('tenant')}::bigint and cp.period = ${P('period')}::integer) as closed,
      (select coalesce(jsonb_agg(jsonb_build_object('glid', glaccount.glid, 'glaccount', glaccount.glaccount, 'accountname', glaccount.accountname,
                                                    'suspended', glaccount.suspended, 'accounttype', glaccount.accounttype, 'isParent', ${IS_PARENT_ACCOUNT})), '[]'::jsonb)
         from glaccount where glaccount.tenant_id = ${P('tenant')}::bigint and glaccount.glaccount in (${numbers})) as accounts,
      exists (select 1 from budget_account b join glaccount g on g.tenant_id = b.tenant_id and g.glid = b.glid
              where b.tenant_id = ${P('tenant')}::bigint and b.fyear = ${P('fyear')}::integer and g.glaccount in (${numbers})) as budgeted,
      ${q.claim ? sql`(select count(*) from claim)` : sql`0`}::integer as claimed,
      ${approvalSetupColumn(sql`${P('tenant')}::bigint`, sql`${P('form')}::text`)} as approval,
      ${q.settings ? sql`(select to_jsonb(s) from (select ${q.settings.columns} from company c join preference p on p.tenant_id = c.tenant_id where c.tenant_id = ${P('tenant')}::bigint) s)` : sql`null::jsonb`} as settings,
      ${q.genericPlans ? sql`set_config('plan_cache_mode', 'force_generic_plan', true)` : sql`null::text`} as plans`,
    {
      tenant: tenantId,
      user: q.userId,
      screen: q.screen,
      form: q.form,
      period: q.period,
      fyear: Math.floor(q.period / 100),
      numbers: JSON.stringify(q.numbers),
      ...(q.claim ? { key: q.claim.key, hash: q.claim.requestHash } : {}),
    },
  );
  const row = result.rows[0]!;
  return {
    rights: row.rights,
    startdate: row.startdate,
    roundingGlid: row.rounding === null ? null : Number(row.rounding),
    pcompany: row.pcompany,
    closed: row.closed,
    accounts: row.accounts.map((a) => ({ ...a, glid: Number(a.glid) })),
    budgeted: row.budgeted,
    claimed: Number(row.claimed) > 0,
    approval: approvalSetupOf(row.approval),
    settings: row.settings ?? undefined,
  };
}

/** The stored key of a request that lost the claim: its request hash and, once committed, its response. */
export async function idempotencyRecord(tx: Tx, tenantId: number, key: string) {
  const [row] = await tx.select().from(idempotencyKey).where(and(eq(idempotencyKey.tenantId, tenantId), eq(idempotencyKey.key, key)));
  return { requestHash: row?.requestHash ?? '', response: row?.response ?? null };
}

export type DocumentLineInput = Omit<typeof glDocumentLine.$inferInsert, 'tenantId' | 'jvid' | 'seq'>;

export interface NewPostedDocument {
  tenantId: number;
  form: string;
  /** The numbering transaction type, used when no number is typed. */
  transtype: string;
  jvnumber?: string;
  transdate: string;
  description: string;
  currencyid: number | null;
  rate: string;
  cashglid: number | null;
  personid: number | null;
  payee: string;
  userid: number;
  username: string;
  lines: DocumentLineInput[];
  journal: PostingLine[];
  total: string;
}

/**
 * Posts a new document in one statement: takes the number (unless typed), inserts the document, its lines,
 * its journal with lines and period balances, and the audit row; returns the stored document with its lines
 * and neighbours. The numbering row lock, the slowest-moving lock of a company, is taken in this last
 * statement before commit, so concurrent postings of one company wait for each other as briefly as possible.
 */
export async function postDocument(tx: Tx, d: NewPostedDocument) {
  const docColumns = getTableColumns(glDocument);
  const P = (name: string) => sql.placeholder(name);
  const build = () => sql`
    with ${
      d.jvnumber
        ? // The counter row is locked before the number enters the unique index, in the same order as automatic numbers, so a
          // chosen and an automatic number of one company never wait for each other crosswise (deadlock).
          sql`typed_number as (${passTypedNumberSql(sql`${P('tenant')}::bigint`, sql`${P('transtype')}::text`, sql`${P('jvnumber')}::text`)} returning 1),
    doc_number as (select ${P('jvnumber')}::text as jvnumber from (select count(*) from typed_number) as passed),`
        : sql`doc_number as (${takeNumberSql(sql`${P('tenant')}::bigint`, sql`${P('transtype')}::text`)}),`
    }
    doc_ids as (select nextval(pg_get_serial_sequence('gl_document', 'jvid')) as jvid, ${NEXT_JOURNAL_ID} as journalid),
    doc_row as (
      insert into gl_document (tenant_id, jvid, form, jvnumber, transdate, description, currencyid, rate, cashglid, personid, payee, journalid, created_by)
      select ${P('tenant')}::bigint, i.jvid, ${P('form')}::text, n.jvnumber, ${P('transdate')}::date, ${P('description')}::text, ${P('currencyid')}::bigint, ${P('rate')}::numeric,
             ${P('cashglid')}::bigint, ${P('personid')}::bigint, ${P('payee')}::text, i.journalid, ${P('userid')}::bigint
      from doc_ids i, doc_number n
      returning *),
    doc_lines as (
      insert into gl_document_line (tenant_id, jvid, seq, glid, glamount, primeamount, rate, subsidiary, deptid, projectid, description)
      select ${P('tenant')}::bigint, (select jvid from doc_ids), x.seq, x.glid, x.glamount::numeric, x.primeamount::numeric, x.rate::numeric,
             x.subsidiary, x.deptid, x.projectid, x.description
      from jsonb_to_recordset(${P('lines')}::jsonb) as x(seq integer, glid bigint, glamount text, primeamount text, rate text, subsidiary bigint, deptid bigint, projectid bigint, description text)
      returning seq, glid, glamount, primeamount, rate, subsidiary, deptid, projectid, description),
    ${journalWrites({ journalid: sql`(select journalid from doc_ids)`, docid: sql`(select jvid from doc_ids)`, docno: sql`(select jvnumber from doc_number)` })},
    doc_audit as (
      insert into audit_log (tenant_id, form, recordid, action, userid, username, changes)
      select ${P('tenant')}::bigint, ${P('form')}::text, i.jvid, 'create', ${P('userid')}::bigint, ${P('username')}::text,
             jsonb_build_object('jvnumber', jsonb_build_array(null, n.jvnumber), 'total', jsonb_build_array(null, ${P('total')}::text))
      from doc_ids i, doc_number n)
    select ${sql.join(
      Object.entries(docColumns).map(([key, col]) => sql`r.${sql.identifier(col.name)} as ${sql.identifier(key)}`),
      sql`, `,
    )},
      -- the lines as one JSON value: one row comes back instead of one per line with the document repeated
      (select jsonb_agg(jsonb_build_object('seq', l.seq, 'glid', l.glid, 'glaccount', g.glaccount, 'accountname', g.accountname, 'glamount', l.glamount::text,
                                           'primeamount', l.primeamount::text, 'rate', l.rate::text, 'subsidiary', l.subsidiary, 'deptid', l.deptid,
                                           'projectid', l.projectid, 'description', l.description) order by l.seq)
         from doc_lines l join glaccount g on g.tenant_id = r.tenant_id and g.glid = l.glid) as lines,
      (select max(o.jvid) from gl_document o where o.tenant_id = r.tenant_id and o.form = r.form and o.jvid < r.jvid) as idprev,
      (select min(o.jvid) from gl_document o where o.tenant_id = r.tenant_id and o.form = r.form and o.jvid > r.jvid) as idnext
    from doc_row r`;
  const result = await executeStatement<Record<string, unknown>>(tx, d.jvnumber ? 'postDocument:typed' : 'postDocument:auto', build, {
    ...journalValues({ tenantId: d.tenantId, form: d.form, transdate: d.transdate, description: d.description, reversalOf: null, userid: d.userid }, d.journal),
    tenant: d.tenantId,
    transtype: d.transtype,
    ...(d.jvnumber ? { jvnumber: d.jvnumber } : {}),
    form: d.form,
    transdate: d.transdate,
    description: d.description,
    currencyid: d.currencyid,
    rate: d.rate,
    cashglid: d.cashglid,
    personid: d.personid,
    payee: d.payee,
    userid: d.userid,
    username: d.username,
    total: d.total,
    lines: JSON.stringify(d.lines.map((l, i) => ({ ...l, seq: i + 1 }))),
  });
  const first = result.rows[0]!;
  const id = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const stored = first.lines as { seq: number; glid: number; glaccount: string; accountname: string; glamount: string; primeamount: string; rate: string; subsidiary: number | null; deptid: number | null; projectid: number | null; description: string }[];
  return {
    row: decodeRow<GlDocRow>(docColumns, first),
    lines: stored.map((l) => ({ ...l, glid: Number(l.glid), subsidiary: id(l.subsidiary), deptid: id(l.deptid), projectid: id(l.projectid) })),
    neighbours: { idnext: id(first.idnext), idprev: id(first.idprev) },
  };
}
