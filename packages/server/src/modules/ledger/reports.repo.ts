import { isZeroAmount, type LedgerAccountRef, type LedgerLine, type StatementAccount } from '@lontar/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';
import { movement } from './journal.repo.ts';
import { periodOf } from './period.repo.ts';

export interface HistoryQuery {
  glaccount: string;
  from: string;
  to: string;
  personid?: number;
  userid?: number;
  /** Keyset: continue after this (transdate, journalid, seq). */
  after?: { transdate: string; journalid: number; seq: number };
  size: number;
  /** Bank book: only cash and bank accounts. */
  cashOnly?: boolean;
  /** The whole trail: reversed postings and their reversals too (marked `reversal`). By default they are left out. */
  corrections?: boolean;
}

/**
 * Lines of `l` that are the current state: neither a reversal nor a posting that was reversed (the pair cancels
 * out and is dated the same day, so leaving both out changes no balance after that day).
 */
export const CURRENT_LINE = sql.raw(`not exists (select 1 from journal c where c.tenant_id = l.tenant_id and c.journalid = l.journalid and c.reversal_of is not null)
      and not exists (select 1 from journal c where c.tenant_id = l.tenant_id and c.reversal_of = l.journalid)`);


/**
 * An account's balance before `date` (or through it): whole months from the balance table, the days of date's
 * own month from the lines (read from the history index, so at most one month of lines).
 */
export function balanceAtSql(tenantId: number, glid: number | SQL, date: string, through = false): SQL {
  return sql`(coalesce((select sum(b.debit - b.credit) from account_period_balance b where b.tenant_id = ${tenantId} and b.glid = ${glid} and b.period < ${periodOf(date)}), 0)
    + coalesce((select sum(l.amount) from journal_line l where l.tenant_id = ${tenantId} and l.glid = ${glid}
                and l.transdate >= ${`${date.slice(0, 7)}-01`}::date and l.transdate ${through ? sql`<=` : sql`<`} ${date}::date), 0))`;
}

/**
 * Account history: opening balance at `from` and the lines in the range with a running balance, one keyset
 * page at a time. The page is read first from the history index (account, date, journal, line); the balance
 * before it comes from the balance table plus at most one month of lines, or — when filtered by person or
 * user, where the running balance counts only the shown lines — from the shown lines before the cursor.
 */
export async function accountHistory(tx: Tx, tenantId: number, q: HistoryQuery) {
  const [account] = ((await tx.execute(sql`select glid, glaccount, accountname from glaccount where tenant_id = ${tenantId} and glaccount = ${q.glaccount} ${q.cashOnly ? sql`and accounttype = 1` : sql``}`)) as unknown as {
    rows: LedgerAccountRef[];
  }).rows;
  if (!account) return undefined;
  const glid = Number(account.glid);
  const opening = ((await tx.execute(sql`select ${balanceAtSql(tenantId, glid, q.from)}::text as opening`)) as unknown as { rows: { opening: string }[] }).rows[0]!.opening;
  const current = q.corrections ? sql`` : sql`and ${CURRENT_LINE}`;
  const shown = (upTo: SQL) => sql`
    from journal_line l ${q.userid ? sql`join journal u on u.tenant_id = l.tenant_id and u.journalid = l.journalid and u.userid = ${q.userid}` : sql``}
    where l.tenant_id = ${tenantId} and l.glid = ${glid} and l.transdate between ${q.from}::date and ${q.to}::date
      ${q.personid ? sql`and l.subsidiary = ${q.personid}` : sql``} ${current} ${upTo}`;
  const cursor = q.after ? sql`(${q.after.transdate}::date, ${q.after.journalid}::bigint, ${q.after.seq}::int)` : undefined;
  const filtered = Boolean(q.personid || q.userid);
  // The balance after the cursor's line, i.e. before this page's first line.
  const start = !cursor
    ? sql`${opening}::numeric`
    : filtered
      ? sql`(${opening}::numeric + coalesce((select sum(l.amount) ${shown(sql`and (l.transdate, l.journalid, l.seq) <= ${cursor}`)}), 0))`
      : sql`(${balanceAtSql(tenantId, glid, q.after!.transdate)} + coalesce((select sum(l.amount) from journal_line l where l.tenant_id = ${tenantId} and l.glid = ${glid}
              and l.transdate = ${q.after!.transdate}::date and (l.journalid, l.seq) <= (${q.after!.journalid}::bigint, ${q.after!.seq}::int) ${current}), 0))`;
  const rows = ((await tx.execute(sql`
    with page as (
      select l.transdate, l.journalid, l.seq, l.subsidiary, l.amount, l.description
      ${shown(cursor ? sql`and (l.transdate, l.journalid, l.seq) > ${cursor}` : sql``)}
      order by l.transdate, l.journalid, l.seq
      limit ${q.size + 1})
    select p.transdate::text as transdate, p.journalid, p.seq, j.form, j.docid, j.docno, coalesce(nullif(p.description, ''), j.description) as description,
           j.userid, p.subsidiary, greatest(p.amount, 0)::text as debit, greatest(-p.amount, 0)::text as credit, j.reversal_of is not null as reversal,
           (${start} + sum(p.amount) over (order by p.transdate, p.journalid, p.seq))::text as balance
    from page p join journal j on j.tenant_id = ${tenantId} and j.journalid = p.journalid
    order by p.transdate, p.journalid, p.seq`)) as unknown as { rows: Record<string, string | number | boolean | null>[] }).rows;
  const more = rows.length > q.size;
  // node-postgres returns bigint as text in raw queries; ids travel as numbers.
  const ids = (r: Record<string, string | number | boolean | null>): LedgerLine => ({
    transdate: String(r.transdate),
    journalid: Number(r.journalid),
    seq: Number(r.seq),
    form: String(r.form),
    docid: Number(r.docid),
    docno: String(r.docno),
    description: String(r.description),
    userid: Number(r.userid),
    subsidiary: r.subsidiary === null ? null : Number(r.subsidiary),
    debit: String(r.debit),
    credit: String(r.credit),
    balance: String(r.balance),
    reversal: r.reversal === true || r.reversal === 't',
  });
  return { account: { ...account, glid }, opening, rows: rows.slice(0, q.size).map(ids), more };
}

/** Kept under this name for the statement service. */
export type StatementRow = StatementAccount;

/**
 * Profit and loss (movements of PL accounts within each column's months) or balance sheet (BS balances at
 * each column's end, with the year's unclosed profit as a line of its own), from the balance table only.
 */
export async function financialStatement(tx: Tx, tenantId: number, kind: 'PL' | 'BS', columns: { from: number; to: number }[]): Promise<StatementRow[]> {
  const amountCols = columns.map((c, i) =>
    kind === 'PL'
      ? sql`coalesce(sum(b.debit - b.credit) filter (where b.period between ${c.from} and ${c.to}), 0)::text as ${sql.identifier(`c${i}`)}`
      : sql`coalesce(sum(b.debit - b.credit) filter (where b.period <= ${c.to}), 0)::text as ${sql.identifier(`c${i}`)}`,
  );
  const result = (await tx.execute(sql`
    select g.glid, g.glaccount, g.accountname, g.accounttype, t.typename, t.normal, ${sql.join(amountCols, sql`, `)}
    from glaccount g
    join glaccount_type t on t.tenant_id = g.tenant_id and t.typeid = g.accounttype
    left join account_period_balance b on b.tenant_id = g.tenant_id and b.glid = g.glid
    where g.tenant_id = ${tenantId} and t.statement = ${kind}
    group by g.glid, g.glaccount, g.accountname, g.accounttype, t.typename, t.normal
    order by g.accounttype, g.glaccount`)) as unknown as { rows: Record<string, string | number>[] };
  return result.rows
    .map((r) => ({
      glid: Number(r.glid),
      glaccount: String(r.glaccount),
      accountname: String(r.accountname),
      accounttype: Number(r.accounttype),
      typename: String(r.typename),
      normal: r.normal as 'D' | 'C',
      amounts: columns.map((_c, i) => String(r[`c${i}`])),
    }))
    .filter((r) => r.amounts.some((a) => !isZeroAmount(a)));
}

/** Profit up to a month not yet closed into retained earnings (closed years were zeroed by their year-end journal). */
export async function unclosedProfit(tx: Tx, tenantId: number, to: number): Promise<string> {
  const result = (await tx.execute(sql`
    select coalesce(sum(b.credit - b.debit), 0)::text as profit
    from account_period_balance b
    join glaccount g on g.tenant_id = b.tenant_id and g.glid = b.glid
    join glaccount_type t on t.tenant_id = g.tenant_id and t.typeid = g.accounttype
    where b.tenant_id = ${tenantId} and t.statement = 'PL' and b.period <= ${to}`)) as unknown as { rows: { profit: string }[] };
  return result.rows[0]!.profit;
}

/** An account by its number, or undefined. */
export async function accountByNumber(tx: Tx, tenantId: number, glaccount: string): Promise<LedgerAccountRef | undefined> {
  const [row] = ((await tx.execute(sql`select glid, glaccount, accountname from glaccount where tenant_id = ${tenantId} and glaccount = ${glaccount}`)) as unknown as { rows: LedgerAccountRef[] }).rows;
  return row ? { ...row, glid: Number(row.glid) } : undefined;
}

/**
 * Accounts with postings in the months of [from, to], in account-number order, read from the balance table
 * (never the lines). `startGlid` resumes a keyset page at that account; `glaccount` keeps one account.
 */
export async function accountsWithActivity(tx: Tx, tenantId: number, q: { from: string; to: string; glaccount?: string; startGlid?: number; corrections?: boolean }): Promise<LedgerAccountRef[]> {
  const rows = ((await tx.execute(sql`
    select g.glid, g.glaccount, g.accountname
    from glaccount g
    where g.tenant_id = ${tenantId}
      and exists (select 1 from account_period_balance b
                  where b.tenant_id = g.tenant_id and b.glid = g.glid and b.period between ${periodOf(q.from)} and ${periodOf(q.to)}
                    and (${movement('debit', Boolean(q.corrections))} <> 0 or ${movement('credit', Boolean(q.corrections))} <> 0))
      ${q.glaccount ? sql`and g.glaccount = ${q.glaccount}` : sql``}
      ${q.startGlid ? sql`and g.glaccount >= (select s.glaccount from glaccount s where s.tenant_id = ${tenantId} and s.glid = ${q.startGlid})` : sql``}
    order by g.glaccount`)) as unknown as { rows: LedgerAccountRef[] }).rows;
  return rows.map((r) => ({ ...r, glid: Number(r.glid) }));
}

/**
 * Balance of each account at the end of `to`: the balance table up to and including to's month, less the
 * lines of that month dated after `to` (so at most one month of lines is read).
 */
export async function closingBalances(tx: Tx, tenantId: number, glids: number[], to: string): Promise<Map<number, string>> {
  if (glids.length === 0) return new Map();
  const ids = sql.join(glids.map((g) => sql`${g}`), sql`, `);
  const rows = ((await tx.execute(sql`
    select g.glid, ${balanceAtSql(tenantId, sql`g.glid`, to, true)}::text as closing
    from glaccount g
    where g.tenant_id = ${tenantId} and g.glid in (${ids})`)) as unknown as { rows: { glid: number | string; closing: string }[] }).rows;
  return new Map(rows.map((r) => [Number(r.glid), r.closing]));
}
