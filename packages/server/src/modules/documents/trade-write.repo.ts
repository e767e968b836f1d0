import { balanceJournal, type PostingLine } from '@lontar/core';
import { getTableColumns, sql } from 'drizzle-orm';
import { transDocument } from '../../db/schema/index.ts';
import { decodeRow } from '../../platform/decode-row.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { journalValues, journalWrites, NEXT_JOURNAL_ID } from '../ledger/journal.repo.ts';
import { executeStatement } from '../../platform/prepared-statement.ts';
import { appendCtes, takeDeferredAppend } from '../stock/stock-append.repo.ts';
import { passTypedNumberSql, takeNumberSql } from '../numbering/numbering.repo.ts';
import { neighbourColumns, neighboursOf, storedLinesJson, storedLinesOf, type StoredLine, type TransDocRow } from './trans-document.repo.ts';
import type { TradeLine } from './trade-prepare.ts';

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
}

const P = (name: string) => sql.placeholder(name);

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

/**
 * Inserts a new trade document and its lines in one statement (quantities and amounts travel as JSON strings and
 * are read as numeric); answers the stored row.
 */
export async function insertTradeDocument(tx: Tx, d: NewTradeDocument, lines: readonly TradeLine[]): Promise<TransDocRow> {
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
    select ${select} from doc_row r`;
  const result = await executeStatement<Record<string, unknown>>(tx, 'insertTrade', build, {
    tenant: d.tenantId,
    form: d.form,
    transtype: d.transtype,
    transdate: d.transdate,
    description: d.description,
    header: JSON.stringify(d.header),
    userid: d.createdBy,
    lines: JSON.stringify(
      lines.map((l) => ({
        seq: l.seq,
        itemid: l.itemid ?? null,
        warehouseid: l.warehouseid ?? null,
        itemunit: l.itemunit ?? '',
        unitratio: String(l.unitratio ?? '1'),
        quantity: String(l.quantity ?? '0'),
        unitprice: String(l.unitprice ?? '0'),
        amount: String(l.amount ?? '0'),
        deptid: l.deptid ?? null,
        projectid: l.projectid ?? null,
        description: l.description ?? '',
        extra: l.extra ?? {},
      })),
    ),
  });
  return decodeRow<TransDocRow>(columns, result.rows[0]!);
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
  const build = () => sql`
    with ${stock ? sql`${appendCtes()},` : sql``} ${numberCte(numbering)},
    ${lines ? sql`journal_id as (select ${NEXT_JOURNAL_ID} as journalid), ${journalWrites({ journalid: sql`(select journalid from journal_id)`, docid: sql`${P('docid')}::bigint`, docno, blankDescription: docno })},` : sql``}
    doc_row as (
      update trans_document
      set docno = (select jvnumber from doc_number), totalamount = ${P('total')}::numeric, status = ${P('status')}::text,
          journalid = ${lines ? sql`(select journalid from journal_id)` : sql`null::bigint`}
      where tenant_id = ${P('tenant')}::bigint and docid = ${P('docid')}::bigint
      returning *)
    select ${select}, ${storedLinesJson(sql`${P('tenant')}::bigint`, sql`${P('docform')}::text`, sql`${P('docid')}::bigint`, stock ? 'stock_moved' : 'stock_move')} as "storedLines",
           ${neighbourColumns(sql`${P('tenant')}::bigint`, sql`${P('docform')}::text`, sql`${P('docid')}::bigint`)}
    from doc_row r`;
  const result = await executeStatement<Record<string, unknown>>(tx, `finishTrade:${numbering}:${lines ? 'posted' : 'plain'}${stock ? ':stock' : ''}`, build, {
    ...stock,
    ...(lines ? journalValues({ tenantId: d.tenantId, form: d.form, transdate: d.transdate, description: d.description, reversalOf: null, userid: d.userid }, lines) : {}),
    tenant: d.tenantId,
    docid: d.docid,
    docform: d.form,
    total: d.totalamount,
    status: d.status,
    ...(numbering !== 'none' ? { transtype: d.transtype } : {}),
    ...(numbering === 'typed' ? { typed: d.typed } : {}),
  });
  const answered = result.rows[0]!;
  const row = decodeRow<TransDocRow>(columns, answered);
  if (d.transtype !== null && row.docno === null) throw new AppError('NUMBERING_MISSING', { type: d.transtype }, { status: 409 });
  return { row, lines: storedLinesOf(answered.storedLines as Record<string, unknown>[]), neighbours: neighboursOf(answered) };
}
