import type { PostingLine } from '@lontar/core';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { glaccount, journal, journalLine } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';
import { executeStatement } from '../../platform/prepared-statement.ts';
import { periodOf } from './period.repo.ts';

export interface JournalHeader {
  tenantId: number;
  form: string;
  docid: number;
  docno: string;
  transdate: string;
  description: string;
  reversalOf: number | null;
  userid: number;
  /** A correcting journal of a stock cost recompute (API.md §7.8). */
  correction?: boolean;
}


/** Where a journal's id, document id and number come from: expressions over earlier CTEs of the same statement, or placeholders. */
export interface JournalSource {
  journalid: SQL;
  docid: SQL;
  docno: SQL;
  /** What a line without a description of its own is described by (a document's number taken in the same statement). */
  blankDescription?: SQL;
}

const P = (name: string) => sql.placeholder(name);

/** The parameter values of `journalWrites`' placeholders for one journal. */
export function journalValues(h: Omit<JournalHeader, 'docid' | 'docno'>, lines: PostingLine[]): Record<string, unknown> {
  return {
    jw_tenant: h.tenantId,
    jw_form: h.form,
    jw_transdate: h.transdate,
    jw_period: periodOf(h.transdate),
    jw_description: h.description,
    jw_reversal: h.reversalOf,
    jw_userid: h.userid,
    jw_correction: h.correction ?? false,
    jw_lines: JSON.stringify(
      lines.map((l, i) => ({
        seq: i + 1,
        glid: l.glid,
        amount: l.amount,
        primeamount: l.primeamount,
        rate: l.rate,
        currencyid: l.currencyid,
        deptid: l.deptid,
        projectid: l.projectid,
        branchid: l.branchid,
        subsidiary: l.subsidiary,
        description: l.description,
      })),
    ),
  };
}

/**
 * The CTEs that write one journal (`journal_input`, `journal_row`, `journal_lines`, `journal_balances`), for a
 * `with` clause: header, lines and the period-balance upsert go to the server as one statement instead of
 * four round trips. Values are placeholders filled from `journalValues`, so the text is built once per shape.
 * Balances are computed from the same rounded amounts the lines store, and upserted in key order so concurrent
 * postings lock balance rows in the same order. The deferred trigger still checks at commit that the journal
 * balances.
 */
export function journalWrites(h: JournalSource): SQL {
  return sql`
    journal_input as (
      -- amounts travel as JSON strings and are read as numeric: never a float on the way
      select x.seq, x.glid, x.amount::numeric(24, 6) as amount, x.primeamount::numeric(24, 6) as primeamount, x.rate::numeric(24, 10) as rate,
             x.currencyid, x.deptid, x.projectid, x.branchid, x.subsidiary, ${h.blankDescription ? sql`coalesce(nullif(x.description, ''), ${h.blankDescription})` : sql`x.description`} as description
      from jsonb_to_recordset(${P('jw_lines')}::jsonb) as x(seq integer, glid bigint, amount text, primeamount text, rate text, currencyid bigint, deptid bigint,
                                                     projectid bigint, branchid bigint, subsidiary bigint, description text)),
    journal_row as (
      insert into journal (tenant_id, journalid, form, docid, docno, transdate, period, description, reversal_of, userid, correction)
      values (${P('jw_tenant')}::bigint, ${h.journalid}, ${P('jw_form')}::text, ${h.docid}, ${h.docno}, ${P('jw_transdate')}::date, ${P('jw_period')}::integer,
              ${P('jw_description')}::text, ${P('jw_reversal')}::bigint, ${P('jw_userid')}::bigint, ${P('jw_correction')}::boolean)
      returning journalid),
    journal_lines as (
      insert into journal_line (tenant_id, journalid, seq, transdate, glid, amount, primeamount, rate, currencyid, deptid, projectid, branchid, subsidiary, description)
      select ${P('jw_tenant')}::bigint, ${h.journalid}, seq, ${P('jw_transdate')}::date, glid, amount, primeamount, rate, currencyid, deptid, projectid, branchid, subsidiary, description
      from journal_input),
    journal_balances as (
      insert into account_period_balance as b (tenant_id, glid, period, branchid, deptid, projectid, currencyid, debit, credit, corrected)
      select ${P('jw_tenant')}::bigint, glid, ${P('jw_period')}::integer, coalesce(branchid, 0), coalesce(deptid, 0), coalesce(projectid, 0), coalesce(currencyid, 0),
             sum(greatest(amount, 0)), sum(greatest(-amount, 0)),
             -- a reversal (same date and dimensions as its journal, lines negated): the pair's share of both columns
             case when ${P('jw_reversal')}::bigint is null then 0 else sum(abs(amount)) end
      from journal_input
      group by glid, coalesce(branchid, 0), coalesce(deptid, 0), coalesce(projectid, 0), coalesce(currencyid, 0)
      order by 2, 4, 5, 6, 7
      on conflict (tenant_id, glid, period, branchid, deptid, projectid, currencyid)
      do update set debit = b.debit + excluded.debit, credit = b.credit + excluded.credit, corrected = b.corrected + excluded.corrected)`;
}

/** A new journal id, taken once per statement (a CTE with a volatile function is evaluated once). */
export const NEXT_JOURNAL_ID = sql`nextval(pg_get_serial_sequence('journal', 'journalid'))`;

/** Writes one journal with its lines and adds them to the period balances, in one statement of the caller's transaction. */
export async function writeJournal(tx: Tx, header: JournalHeader, lines: PostingLine[]): Promise<number> {
  const result = await executeStatement<{ journalid: number | string }>(
    tx,
    'writeJournal',
    () => sql`
    with journal_id as (select ${NEXT_JOURNAL_ID} as journalid),
    ${journalWrites({ journalid: sql`(select journalid from journal_id)`, docid: sql`${P('docid')}::bigint`, docno: sql`${P('docno')}::text` })}
    select journalid from journal_row`,
    { ...journalValues(header, lines), docid: header.docid, docno: header.docno },
  );
  return Number(result.rows[0]!.journalid);
}

export async function journalLines(tx: Tx, tenantId: number, journalid: number): Promise<PostingLine[]> {
  const rows = await tx.select().from(journalLine).where(and(eq(journalLine.tenantId, tenantId), eq(journalLine.journalid, journalid))).orderBy(asc(journalLine.seq));
  return rows.map((r) => ({
    glid: r.glid,
    amount: r.amount,
    primeamount: r.primeamount,
    rate: r.rate,
    currencyid: r.currencyid,
    deptid: r.deptid,
    projectid: r.projectid,
    branchid: r.branchid,
    subsidiary: r.subsidiary,
    description: r.description,
  }));
}

/** Every line a document ever posted (postings and reversals), for general-ledger-history. */
export async function documentHistory(tx: Tx, tenantId: number, form: string, docid: number) {
  return tx
    .select({
      journalid: journal.journalid,
      transdate: journal.transdate,
      reversalOf: journal.reversalOf,
      correction: journal.correction,
      glid: journalLine.glid,
      glaccount: glaccount.glaccount,
      accountname: glaccount.accountname,
      amount: journalLine.amount,
      primeamount: journalLine.primeamount,
      rate: journalLine.rate,
    })
    .from(journal)
    .innerJoin(journalLine, and(eq(journalLine.tenantId, journal.tenantId), eq(journalLine.journalid, journal.journalid)))
    .innerJoin(glaccount, and(eq(glaccount.tenantId, journalLine.tenantId), eq(glaccount.glid, journalLine.glid)))
    .where(and(eq(journal.tenantId, tenantId), eq(journal.form, form), eq(journal.docid, docid)))
    .orderBy(asc(journal.journalid), asc(journalLine.seq));
}

/**
 * A movement column of the balance table `b`: by default the current state, without the corrections (a reversed
 * posting and its reversal, which cancel out in the row); with `corrections` the whole trail.
 */
export const movement = (side: 'debit' | 'credit', corrections: boolean): SQL =>
  corrections ? sql.raw(`b.${side}`) : sql.raw(`(b.${side} - b.corrected)`);

/** Balances of every postable account for a fiscal year, from the balance table only (movements: see `movement`). */
export async function yearBalances(tx: Tx, tenantId: number, fyear: number, corrections = false) {
  const from = fyear * 100 + 1;
  const to = fyear * 100 + 12;
  const result = (await tx.execute(sql`
    select g.glid, g.glaccount, g.accountname, g.accounttype,
           coalesce(sum(b.debit - b.credit) filter (where b.period < ${from}), 0)::text as openingbal,
           coalesce(sum(${movement('debit', corrections)}) filter (where b.period between ${from} and ${to}), 0)::text as debit,
           coalesce(sum(${movement('credit', corrections)}) filter (where b.period between ${from} and ${to}), 0)::text as credit,
           coalesce(sum(b.debit - b.credit) filter (where b.period <= ${to}), 0)::text as balance
    from glaccount g
    left join account_period_balance b on b.tenant_id = g.tenant_id and b.glid = g.glid
    where g.tenant_id = ${tenantId}
      and not exists (select 1 from glaccount c where c.tenant_id = g.tenant_id and c.parentaccount = g.glid)
    group by g.glid, g.glaccount, g.accountname, g.accounttype
    order by g.glaccount`)) as unknown as { rows: { glid: number; glaccount: string; accountname: string; accounttype: number; openingbal: string; debit: string; credit: string; balance: string }[] };
  return result.rows.map((r) => ({ ...r, glid: Number(r.glid), accounttype: Number(r.accounttype) }));
}

/** Trial balance for a range of months: opening, movements and ending per postable account with activity. */
export async function trialBalance(tx: Tx, tenantId: number, from: number, to: number, corrections = false) {
  const result = (await tx.execute(sql`
    select g.glid, g.glaccount, g.accountname, g.accounttype,
           coalesce(sum(b.debit - b.credit) filter (where b.period < ${from}), 0)::text as opening,
           coalesce(sum(${movement('debit', corrections)}) filter (where b.period between ${from} and ${to}), 0)::text as debit,
           coalesce(sum(${movement('credit', corrections)}) filter (where b.period between ${from} and ${to}), 0)::text as credit,
           coalesce(sum(b.debit - b.credit) filter (where b.period <= ${to}), 0)::text as ending
    from account_period_balance b
    join glaccount g on g.tenant_id = b.tenant_id and g.glid = b.glid
    where b.tenant_id = ${tenantId} and b.period <= ${to}
    group by g.glid, g.glaccount, g.accountname, g.accounttype
    order by g.glaccount`)) as unknown as { rows: { glid: number; glaccount: string; accountname: string; accounttype: number; opening: string; debit: string; credit: string; ending: string }[] };
  return result.rows.map((r) => ({ ...r, glid: Number(r.glid), accounttype: Number(r.accounttype) }));
}

/** Differences between the balance table and a recomputation from the lines (empty when consistent). */
export async function balanceDifferences(tx: Tx, tenantId: number) {
  const result = (await tx.execute(sql`
    with recomputed as (
      select l.glid, j.period, coalesce(l.branchid, 0) as branchid, coalesce(l.deptid, 0) as deptid, coalesce(l.projectid, 0) as projectid,
             coalesce(l.currencyid, 0) as currencyid, sum(greatest(l.amount, 0)) as debit, sum(greatest(-l.amount, 0)) as credit,
             coalesce(sum(abs(l.amount)) filter (where j.reversal_of is not null), 0) as corrected
      from journal_line l join journal j on j.tenant_id = l.tenant_id and j.journalid = l.journalid
      where l.tenant_id = ${tenantId}
      group by 1, 2, 3, 4, 5, 6)
    select coalesce(r.glid, b.glid) as glid, coalesce(r.period, b.period) as period,
           coalesce(b.debit, 0)::text as stored_debit, coalesce(r.debit, 0)::text as line_debit,
           coalesce(b.credit, 0)::text as stored_credit, coalesce(r.credit, 0)::text as line_credit,
           coalesce(b.corrected, 0)::text as stored_corrected, coalesce(r.corrected, 0)::text as line_corrected
    from recomputed r
    full join (select * from account_period_balance where tenant_id = ${tenantId}) b
      on b.glid = r.glid and b.period = r.period and b.branchid = r.branchid and b.deptid = r.deptid and b.projectid = r.projectid and b.currencyid = r.currencyid
    where coalesce(b.debit, 0) <> coalesce(r.debit, 0) or coalesce(b.credit, 0) <> coalesce(r.credit, 0) or coalesce(b.corrected, 0) <> coalesce(r.corrected, 0)`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** One journal of a batch: its header and balanced lines. */
export interface BatchJournal extends Omit<JournalHeader, 'tenantId' | 'userid'> {
  lines: PostingLine[];
}

/**
 * Writes many journals in one statement (a cost recompute's correcting journals can be thousands): headers,
 * lines and the period-balance upsert, set-based, the balances in key order as in `journalWrites`. The deferred
 * trigger still checks every journal at commit. Answers the new journal ids in the order given.
 */
export async function writeJournals(tx: Tx, tenantId: number, userid: number, journals: readonly BatchJournal[]): Promise<number[]> {
  if (!journals.length) return [];
  const headers = JSON.stringify(journals.map((j, ord) => ({ ord, form: j.form, docid: j.docid, docno: j.docno, transdate: j.transdate, period: periodOf(j.transdate), description: j.description, reversal: j.reversalOf, correction: j.correction ?? false })));
  const lines = JSON.stringify(
    journals.flatMap((j, ord) =>
      j.lines.map((l, i) => ({ ord, seq: i + 1, glid: l.glid, amount: l.amount, primeamount: l.primeamount, rate: l.rate, currencyid: l.currencyid, deptid: l.deptid, projectid: l.projectid, branchid: l.branchid, subsidiary: l.subsidiary, description: l.description })),
    ),
  );
  const result = (await tx.execute(sql`
    with head as (
      select x.ord, x.form, x.docid, x.docno, x.transdate, x.period, x.description, x.reversal, x.correction, ${NEXT_JOURNAL_ID} as journalid
      from jsonb_to_recordset(${headers}::jsonb) as x(ord integer, form text, docid bigint, docno text, transdate date, period integer, description text, reversal bigint, correction boolean)),
    body as (
      select x.ord, x.seq, x.glid, x.amount::numeric(24, 6) as amount, x.primeamount::numeric(24, 6) as primeamount, x.rate::numeric(24, 10) as rate,
             x.currencyid, x.deptid, x.projectid, x.branchid, x.subsidiary, x.description
      from jsonb_to_recordset(${lines}::jsonb) as x(ord integer, seq integer, glid bigint, amount text, primeamount text, rate text, currencyid bigint, deptid bigint,
                                                 projectid bigint, branchid bigint, subsidiary bigint, description text)),
    journal_rows as (
      insert into journal (tenant_id, journalid, form, docid, docno, transdate, period, description, reversal_of, userid, correction)
      select ${tenantId}::bigint, h.journalid, h.form, h.docid, h.docno, h.transdate, h.period, h.description, h.reversal, ${userid}::bigint, h.correction from head h
      returning journalid),
    line_rows as (
      insert into journal_line (tenant_id, journalid, seq, transdate, glid, amount, primeamount, rate, currencyid, deptid, projectid, branchid, subsidiary, description)
      select ${tenantId}::bigint, h.journalid, b.seq, h.transdate, b.glid, b.amount, b.primeamount, b.rate, b.currencyid, b.deptid, b.projectid, b.branchid, b.subsidiary, b.description
      from body b join head h on h.ord = b.ord),
    balances as (
      insert into account_period_balance as bal (tenant_id, glid, period, branchid, deptid, projectid, currencyid, debit, credit, corrected)
      select ${tenantId}::bigint, b.glid, h.period, coalesce(b.branchid, 0), coalesce(b.deptid, 0), coalesce(b.projectid, 0), coalesce(b.currencyid, 0),
             sum(greatest(b.amount, 0)), sum(greatest(-b.amount, 0)), sum(case when h.reversal is null then 0 else abs(b.amount) end)
      from body b join head h on h.ord = b.ord
      group by b.glid, h.period, coalesce(b.branchid, 0), coalesce(b.deptid, 0), coalesce(b.projectid, 0), coalesce(b.currencyid, 0)
      order by 2, 3, 4, 5, 6, 7
      on conflict (tenant_id, glid, period, branchid, deptid, projectid, currencyid)
      do update set debit = bal.debit + excluded.debit, credit = bal.credit + excluded.credit, corrected = bal.corrected + excluded.corrected)
    select h.journalid from head h order by h.ord`)) as unknown as { rows: { journalid: string | number }[] };
  return result.rows.map((r) => Number(r.journalid));
}
