import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { balanceDifferences } from '../modules/ledger/journal.repo.ts';
import type { Db } from '../platform/db.ts';
import { withTenant, withTx } from '../platform/tx.ts';

/** Journals of ten lines each; the seeded months run from January 2024 to December 2026. */
const LINES_PER_JOURNAL = 10;
const MONTHS = 36;
const FIRST_YEAR = 2024;
/** Journals per statement: big enough to be set-based, small enough to keep each transaction's memory modest. */
const BATCH_JOURNALS = 50_000;

export interface SeedPlan {
  tenantId: number;
  userid: number;
  /** Postable accounts the seeded lines spread over (the history account is left out of them). */
  glids: number[];
  departments: number[];
  projects: number[];
  /** The account that gets `historyLines` lines: five debit lines in each of the first historyLines/5 journals. */
  historyGlid: number;
  historyLines: number;
}

/** The seeded journal number `g` (1-based, over all stages) falls in month g mod 36 and on day 1..28. */
const sqlDate = (g: ReturnType<typeof sql.raw>) =>
  sql`make_date(${FIRST_YEAR} + ((${g} % ${MONTHS}) / 12)::int, 1 + (${g} % 12)::int, 1 + ((${g} * 7) % 28)::int)`;

/**
 * Adds journals `from`+1 … `to` (numbered over all stages) to the company, set-based: one statement for the
 * journals, one for their lines, one that adds the lines to the period balances, per batch. It runs as the
 * owner (the test database's superuser) with `session_replication_role = replica`, which skips the foreign-key
 * checks and the deferred per-row balance trigger that would otherwise fire ten million times; in exchange the
 * data is built to satisfy them (every journal's five debits equal its five credits, accounts and journals
 * exist) and `verifySeed` checks the invariants afterwards with set-based queries.
 */
export async function seedJournals(db: Db, plan: SeedPlan, from: number, to: number) {
  const accounts = `{${plan.glids.join(',')}}`;
  const departments = `{${plan.departments.join(',')}}`;
  const projects = `{${plan.projects.join(',')}}`;
  const historyJournals = Math.ceil(plan.historyLines / 5);
  for (let start = from; start < to; start += BATCH_JOURNALS) {
    const end = Math.min(to, start + BATCH_JOURNALS);
    const n = end - start;
    await withTx(db, async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`select set_config('app.tenant_id', ${String(plan.tenantId)}, true)`);
      // A block of journal ids taken from the shared sequence, so later postings continue after it.
      const base = Number(
        ((await tx.execute(sql`select nextval(pg_get_serial_sequence('journal', 'journalid')) as base`)) as unknown as { rows: { base: string | number }[] }).rows[0]!.base,
      );
      await tx.execute(sql`select setval(pg_get_serial_sequence('journal', 'journalid'), ${base + n})`);
      const g = sql.raw(`(${start - base + 1} + j)`);
      await tx.execute(sql`
        insert into journal (tenant_id, journalid, form, docid, docno, transdate, period, description, reversal_of, userid)
        select ${plan.tenantId}::bigint, j, 'bench-seed', ${g}, 'SEED/' || ${g}, d, extract(year from d)::int * 100 + extract(month from d)::int,
               'Jurnal seed ' || ${g}, null, ${plan.userid}::bigint
        from generate_series(${base}::bigint, ${base + n - 1}::bigint) as j, lateral (select ${sqlDate(g)} as d) as x`);
      // Line s (1..5) debits amount a(g, s) and line s+5 credits it, so every journal nets to zero. Account,
      // department and project vary independently of the month, so the balance table fills most of its
      // account × month × department × project cells, as a busy company's would.
      await tx.execute(sql`
        with acc as (select ${accounts}::bigint[] as glids, ${departments}::bigint[] as depts, ${projects}::bigint[] as projs)
        insert into journal_line (tenant_id, journalid, seq, transdate, glid, amount, primeamount, rate, currencyid, deptid, projectid, branchid, subsidiary, description)
        select ${plan.tenantId}::bigint, j, s, ${sqlDate(g)},
               case when s <= 5 and ${g} <= ${historyJournals} then ${plan.historyGlid}::bigint
                    else glids[(1 + ((${g} * 7 + s * 13) % cardinality(glids)))::int] end,
               amt, amt, 1, null,
               case when (${g} / 5 + s) % 5 = 0 then null else depts[(1 + ((${g} / 5 + s) % cardinality(depts)))::int] end,
               case when (${g} / 11) % 4 = 0 then null else projs[(1 + ((${g} / 11) % cardinality(projs)))::int] end,
               null, null, 'Baris ' || s
        from acc, generate_series(${base}::bigint, ${base + n - 1}::bigint) as j, generate_series(1, ${LINES_PER_JOURNAL}) as s,
             lateral (select (case when s <= 5 then 1 else -1 end) * ((((${g} * 31 + (1 + (s - 1) % 5) * 17) % 100000) + 1) * 1.25)::numeric(24, 6) as amt) as a`);
      await tx.execute(sql`
        insert into account_period_balance as b (tenant_id, glid, period, branchid, deptid, projectid, currencyid, debit, credit)
        select l.tenant_id, l.glid, j.period, coalesce(l.branchid, 0), coalesce(l.deptid, 0), coalesce(l.projectid, 0), coalesce(l.currencyid, 0),
               sum(greatest(l.amount, 0)), sum(greatest(-l.amount, 0))
        from journal_line l join journal j on j.tenant_id = l.tenant_id and j.journalid = l.journalid
        where l.tenant_id = ${plan.tenantId} and l.journalid between ${base} and ${base + n - 1}
        group by 1, 2, 3, 4, 5, 6, 7
        on conflict (tenant_id, glid, period, branchid, deptid, projectid, currencyid)
        do update set debit = b.debit + excluded.debit, credit = b.credit + excluded.credit`);
    });
  }
}

/**
 * What autovacuum would have done by the time a real ledger reached this size: statistics for every table
 * (small ones like glaccount too, or the planner guesses their size) and a visibility map for the bulk-loaded ones.
 */
export async function settle(db: Db) {
  const start = performance.now();
  await db.execute(sql`vacuum analyze`);
  return Math.round(performance.now() - start);
}

/**
 * The invariants the skipped triggers guard, checked set-based over the whole company: every journal
 * balances, every line's account and journal exist, and the balance table equals a recomputation from the lines.
 */
export async function verifySeed(db: Db, tenantId: number) {
  const start = performance.now();
  return withTenant(db, tenantId, async (tx) => {
    const rows = (await tx.execute(sql`
      select (select count(*) from (select journalid from journal_line where tenant_id = ${tenantId} group by journalid having sum(amount) <> 0) u) as unbalanced,
             (select count(*) from journal_line l where l.tenant_id = ${tenantId}
                and not exists (select 1 from glaccount g where g.tenant_id = l.tenant_id and g.glid = l.glid)) as unknown_accounts,
             (select count(*) from journal_line l where l.tenant_id = ${tenantId}
                and not exists (select 1 from journal j where j.tenant_id = l.tenant_id and j.journalid = l.journalid)) as orphan_lines,
             (select count(*) from journal_line where tenant_id = ${tenantId}) as lines`)) as unknown as {
      rows: { unbalanced: string | number; unknown_accounts: string | number; orphan_lines: string | number; lines: string | number }[];
    };
    const r = rows.rows[0]!;
    const differences = await balanceDifferences(tx, tenantId);
    const result = {
      lines: Number(r.lines),
      unbalancedJournals: Number(r.unbalanced),
      unknownAccounts: Number(r.unknown_accounts),
      orphanLines: Number(r.orphan_lines),
      balanceDifferences: differences.length,
      ms: Math.round(performance.now() - start),
    };
    if (result.unbalancedJournals || result.unknownAccounts || result.orphanLines || result.balanceDifferences) throw new Error(`seeded ledger breaks an invariant: ${JSON.stringify(result)}`);
    return result;
  });
}

/** The seeded journals cover these months; reports ask for the last year of them. */
export const SEEDED = { firstYear: FIRST_YEAR, lastYear: FIRST_YEAR + MONTHS / 12 - 1, linesPerJournal: LINES_PER_JOURNAL };
