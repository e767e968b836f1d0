import { balanceJournal, type PostingLine } from '@lontar/core';
import Decimal from 'decimal.js';
import { randomUUID } from 'node:crypto';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { transDocument } from '../../db/schema/index.ts';
import { decodeRow } from '../../platform/decode-row.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { journalValues, journalWrites, NEXT_JOURNAL_ID } from '../ledger/journal.repo.ts';
import { commitWith } from '../../platform/pg-transaction.ts';
import { executeStatement } from '../../platform/prepared-statement.ts';
import { appendCtes, takeDeferredAppend } from '../stock/stock-append.repo.ts';
import { createdAuditCtes } from '../forms/audit.repo.ts';
import { passTypedNumberSql, takeNumberSql } from '../numbering/numbering.repo.ts';
import { neighbourColumns, neighboursOf, storedLinesJson, storedLinesOf, type StoredLine, type TransDocRow } from './trans-document.repo.ts';
import type { PreparedTrade, TradeLine } from './trade-prepare.ts';

/** A new trade document's header row, before its stock runs (no number, total or journal yet). */
export interface NewTradeDocument {
  tenantId: number;
  form: string;
  transtype: string | null;
  transdate: string;
  description: string;
  header: unknown;
  createdBy: number;
}

/** What a new trade document's last statement writes once its stock ran and its posting is known. */
export interface TradeFinish {
  tenantId: number;
  docid: number;
  form: string;
  /** The numbering type; null when the form is not numbered. */
  transtype: string | null;
  /** A number the clerk chose (its counter moves past it); else the next automatic one is taken. */
  typed?: string;
  totalamount: string;
  status: string;
  transdate: string;
  description: string;
  userid: number;
  /** The posting (rounded and balanced here); a line without a description is described by the number. Null: nothing posts. */
  posting: PostingLine[] | null;
  roundingGlid: number | null;
  /**
   * The audit row and the Idempotency-Key's answer of the new document, built before this statement with the number
   * and the journal id as tokens (`CREATED_TOKENS`) that the statement fills in (`createdAuditValues`); the statement
   * then answers no lines and no neighbours (the caller has them).
   */
  created?: { values: Record<string, unknown>; answer: boolean };
  /** Nothing of the transaction follows: the statement carries the commit (platform/pg-transaction.ts `commitWith`). */
  commit?: boolean;
}

const P = (name: string) => sql.placeholder(name);

/** Stand-ins for the number and the journal id in a new document's answer built before its last statement. */
export const CREATED_TOKENS = { number: `lontar:number:${randomUUID()}`, journal: `lontar:journal:${randomUUID()}` };

/** The row as drizzle answers it: every column of `r` under its property name. */
const columnsOf = () => {
  const columns = getTableColumns(transDocument);
  return {
    columns,
    select: sql.join(
      Object.entries(columns).map(([key, col]) => sql`r.${sql.identifier(col.name)} as ${sql.identifier(key)}`),
      sql`, `,
    ),
  };
};

/** A line's values as `insertTradeDocument` writes them (the amount aside). */
const lineValues = (l: TradeLine) => ({
  seq: l.seq,
  itemid: l.itemid ?? null,
  warehouseid: l.warehouseid ?? null,
  itemunit: l.itemunit ?? '',
  unitratio: String(l.unitratio ?? '1'),
  quantity: String(l.quantity ?? '0'),
  unitprice: String(l.unitprice ?? '0'),
  deptid: l.deptid ?? null,
  projectid: l.projectid ?? null,
  description: l.description ?? '',
  extra: l.extra ?? {},
});

/** A decimal as a numeric(24, 6) column keeps it (PostgreSQL rounds half away from zero, as ROUND_HALF_UP does). */
const column6 = (v: string) => new Decimal(v).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(6);

/**
 * A new document's lines as a read of them answers (`documentLines`), from what its save wrote (`lines` as given
 * to `insertTradeDocument`, `names` from its check): the values as their columns keep them, the extra as JSON keeps it, the names read by its check. A
 * trade document answers no line's stock cost, so none is given.
 */
export function storedLinesOfPrepared(lines: readonly TradeLine[], names: PreparedTrade['names']): StoredLine[] {
  return lines.map((l, i) => {
    const v = lineValues(l);
    return {
      ...v,
      ...names[i]!,
      unitratio: column6(v.unitratio),
      quantity: column6(v.quantity),
      unitprice: column6(v.unitprice),
      extra: JSON.parse(JSON.stringify(v.extra)) as Record<string, unknown>,
      cost: null,
    };
  }).sort((a, b) => a.seq - b.seq);
}

/**
 * Inserts a new trade document and its lines in one statement (quantities and amounts travel as JSON strings and
 * are read as numeric); answers the stored row and the document of the form before it (`idprev`).
 */
export async function insertTradeDocument(tx: Tx, d: NewTradeDocument, lines: readonly TradeLine[]): Promise<{ row: TransDocRow; idprev: number | null }> {
  const { columns, select } = columnsOf();
  const build = () => sql`
    with doc_row as (
      insert into trans_document (tenant_id, form, transtype, docno, transdate, description, header, created_by)
      values (${P('tenant')}::bigint, ${P('form')}::text, ${P('transtype')}::text, null, ${P('transdate')}::date, ${P('description')}::text, ${P('header')}::jsonb, ${P('userid')}::bigint)
      returning *),
    line_rows as (
      insert into trans_line (tenant_id, docid, seq, itemid, warehouseid, itemunit, unitratio, quantity, unitprice, amount, deptid, projectid, description, extra)
      select ${P('tenant')}::bigint, (select docid from doc_row), x.seq, x.itemid, x.warehouseid, x.itemunit, x.unitratio::numeric, x.quantity::numeric, x.unitprice::numeric,
             x.amount::numeric, x.deptid, x.projectid, x.description, x.extra
      from jsonb_to_recordset(${P('lines')}::jsonb) as x(seq integer, itemid bigint, warehouseid bigint, itemunit text, unitratio text, quantity text, unitprice text, amount text,
                                                    deptid bigint, projectid bigint, description text, extra jsonb))
    select ${select}, (select max(d.docid) from trans_document d where d.tenant_id = r.tenant_id and d.form = r.form and d.docid < r.docid) as idprev from doc_row r`;
  const result = await executeStatement<Record<string, unknown>>(tx, 'insertTrade', build, {
    tenant: d.tenantId,
    form: d.form,
    transtype: d.transtype,
    transdate: d.transdate,
    description: d.description,
    header: JSON.stringify(d.header),
    userid: d.createdBy,
    lines: JSON.stringify(lines.map((l) => ({ ...lineValues(l), amount: String(l.amount ?? '0') }))),
  });
  const answered = result.rows[0]!;
  return { row: decodeRow<TransDocRow>(columns, answered), idprev: answered.idprev === null || answered.idprev === undefined ? null : Number(answered.idprev) };
}

/** The `doc_number` CTE: the typed number passed, the next automatic one taken, or none. */
function numberCte(kind: 'typed' | 'auto' | 'none') {
  const tenant = sql`${P('tenant')}::bigint`;
  const transtype = sql`${P('transtype')}::text`;
  if (kind === 'typed') {
    // As postDocument: the counter row is locked before the number enters the unique index.
    return sql`typed_number as (${passTypedNumberSql(tenant, transtype, sql`${P('typed')}::text`)} returning 1),
      doc_number as (select ${P('typed')}::text as jvnumber from (select count(*) from typed_number) as passed)`;
  }
  if (kind === 'auto') return sql`taken_number as (${takeNumberSql(tenant, transtype)}), doc_number as (select (select jvnumber from taken_number) as jvnumber)`;
  return sql`doc_number as (select null::text as jvnumber)`;
}

/**
 * Numbers a new trade document, writes its journal (lines, period balances) and sets its number, total, status and
 * journal, in one statement: the shape of the journal voucher's `postDocument`. The numbering row lock, the one all
 * documents of the type queue on, is taken in this last statement before commit. Answers the stored row, with its
 * lines as a read answers them and its neighbours (`idprev`, `idnext`), so the new document's answer needs no read;
 * a numbered form whose company has no counter for it is refused (409 `NUMBERING_MISSING`, nothing stays written).
 */
export async function finishTradeDocument(tx: Tx, d: TradeFinish): Promise<{ row: TransDocRow; lines: StoredLine[]; neighbours: { idnext: number | null; idprev: number | null } }> {
  const { columns, select } = columnsOf();
  const numbering = d.transtype === null ? 'none' : d.typed ? 'typed' : 'auto';
  const lines = d.posting?.length ? balanceJournal(d.posting, { roundingGlid: d.roundingGlid }).lines : null;
  const docno = sql`coalesce((select jvnumber from doc_number), '')`;
  // The stock engine's append for this document (deferred by its run), written first in this statement: the items
  // stay locked one round trip less, and the lines answer the costs the statement wrote.
  const stock = takeDeferredAppend(tx);
  const created = d.created;
  // A token is a JSON string in the texts: it becomes the number as a JSON string (null when none) and the journal id.
  const fill = (text: SQL) => {
    const numbered = sql`replace(${text}, ${P('token_number')}::text, coalesce((select to_jsonb(jvnumber) from doc_number)::text, 'null'))`;
    return lines ? sql`replace(${numbered}, ${P('token_journal')}::text, coalesce((select journalid from journal_id)::text, 'null'))` : numbered;
  };
  const build = () => sql`
    with ${stock ? sql`${appendCtes()},` : sql``} ${numberCte(numbering)},
    ${lines ? sql`journal_id as (select ${NEXT_JOURNAL_ID} as journalid), ${journalWrites({ journalid: sql`(select journalid from journal_id)`, docid: sql`${P('docid')}::bigint`, docno, blankDescription: docno })},` : sql``}
    doc_row as (
      update trans_document
      set docno = (select jvnumber from doc_number), totalamount = ${P('total')}::numeric, status = ${P('status')}::text,
          journalid = ${lines ? sql`(select journalid from journal_id)` : sql`null::bigint`}
      where tenant_id = ${P('tenant')}::bigint and docid = ${P('docid')}::bigint
      returning *)
    ${created ? sql`, ${createdAuditCtes(fill, created.answer)}` : sql``}
    select ${select}${
      created
        ? sql``
        : sql`, ${storedLinesJson(sql`${P('tenant')}::bigint`, sql`${P('docform')}::text`, sql`${P('docid')}::bigint`, stock ? 'stock_moved' : 'stock_move')} as "storedLines",
           ${neighbourColumns(sql`${P('tenant')}::bigint`, sql`${P('docform')}::text`, sql`${P('docid')}::bigint`)}`
    }
    from doc_row r`;
  const run = () => executeStatement<Record<string, unknown>>(tx, `finishTrade:${numbering}:${lines ? 'posted' : 'plain'}${stock ? ':stock' : ''}${created ? (created.answer ? ':answered' : ':audited') : ''}`, build, {
    ...stock,
    ...(created ? { ...created.values, token_number: JSON.stringify(CREATED_TOKENS.number), ...(lines ? { token_journal: JSON.stringify(CREATED_TOKENS.journal) } : {}) } : {}),
    ...(lines ? journalValues({ tenantId: d.tenantId, form: d.form, transdate: d.transdate, description: d.description, reversalOf: null, userid: d.userid }, lines) : {}),
    tenant: d.tenantId,
    docid: d.docid,
    docform: d.form,
    total: d.totalamount,
    status: d.status,
    ...(numbering !== 'none' ? { transtype: d.transtype } : {}),
    ...(numbering === 'typed' ? { typed: d.typed } : {}),
  });
  const result = d.commit ? (await commitWith(tx, [run]))[0]! : await run();
  const answered = result.rows[0]!;
  const row = decodeRow<TransDocRow>(columns, answered);
  if (d.transtype !== null && row.docno === null) throw new AppError('NUMBERING_MISSING', { type: d.transtype }, { status: 409 });
  return { row, lines: created ? [] : storedLinesOf(answered.storedLines as Record<string, unknown>[]), neighbours: neighboursOf(answered) };
}
