import { trimZeros, type DocumentDecl } from '@lontar/core';
import type { Tx } from '../../platform/tx.ts';
import { approvedFor } from '../approvals/approval-sync.ts';
import type { Body, ListQuery } from './document-kind.ts';
import * as repo from './trans-document.repo.ts';

/**
 * What the declared documents stored in `trans_document` / `trans_line` (goods-kind.ts, trade-kind.ts,
 * payment-kind.ts) answer alike (API.md §7.1): the head their declaration names, the list page, the state after
 * their own fields, a line's item and place, and what the audit trail leaves out.
 */

type Row = repo.TransDocRow;
/** A row of a list page (repo.listDocuments). */
type ListRow = Awaited<ReturnType<typeof repo.listDocuments>>['rows'][number];

/** A document's identity under the names its form declares: id, number (forms that have one), date and description. */
export const documentHead = (decl: DocumentDecl, row: Pick<Row, 'docid' | 'docno' | 'transdate' | 'description'>): Body => ({
  id: row.docid,
  [decl.fields.id]: row.docid,
  ...(decl.fields.number ? { [decl.fields.number]: row.docno } : {}),
  [decl.fields.date]: row.transdate,
  description: row.description,
});

/** A list row's own fields (after the head) and those that follow its total (before the version). */
export interface ListFields {
  fields: Body;
  after?: Body;
}

/**
 * A page of the form's documents: each row its head, the form's own fields, the total, what follows it and the
 * version. `page` reads what the whole page needs once (names, settlements) and answers each row's fields.
 */
export async function listDeclared(
  tx: Tx,
  tenantId: number,
  decl: DocumentDecl,
  q: ListQuery,
  page: (rows: readonly ListRow[]) => Promise<(row: ListRow) => ListFields> | ((row: ListRow) => ListFields),
): Promise<{ listdata: Body[]; total: number }> {
  const { rows, total } = await repo.listDocuments(tx, tenantId, decl.form, q);
  const fieldsOf = await page(rows);
  const listdata = rows.map((r) => {
    const { fields, after } = fieldsOf(r);
    return { ...documentHead(decl, r), ...fields, totalamount: trimZeros(r.totalamount), ...after, version: r.version };
  });
  return { listdata, total };
}

/**
 * What a read answers after the document's own fields: its status, whether it posted (then its journal), approved,
 * the total, what the form adds (`extra`), the version and the neighbours in the form's list. `known`: a new
 * document's approval and neighbours as its save already knows them (no read).
 */
export async function documentState(
  tx: Tx,
  tenantId: number,
  form: string,
  row: Row,
  state: { status: string; posted: boolean; extra?: Body; known?: { approved: boolean; neighbours: { idnext: number | null; idprev: number | null } } },
): Promise<Body> {
  return {
    status: state.status,
    posted: state.posted,
    approved: state.known ? state.known.approved : await approvedFor(tx, tenantId, form, row.docid),
    totalamount: trimZeros(row.totalamount),
    ...(state.posted ? { journalid: row.journalid } : {}),
    ...state.extra,
    version: row.version,
    ...(state.known ? state.known.neighbours : await repo.documentNeighbours(tx, tenantId, form, row.docid)),
  };
}

/** A stored line's item, unit and quantity as a read answers them. */
export const lineItem = (l: repo.StoredLine): Body => ({
  seq: l.seq,
  itemno: l.itemno,
  itemid: l.itemid,
  itemdescription: l.itemdescription,
  itemunit: l.itemunit,
  unitratio: trimZeros(l.unitratio),
  quantity: trimZeros(l.quantity),
});

/** Where a stored line stands: its warehouse, department and project, and its own description. */
export const linePlace = (l: repo.StoredLine): Body => ({
  warehouseid: l.warehouseid,
  whname: l.whname,
  deptid: l.deptid,
  projectid: l.projectid,
  itemovdesc: l.description,
});

/** What no audit compares of a read: the identity, state, journal, version and neighbours. */
const UNAUDITED = ['idnext', 'idprev', 'version', 'journalid', 'id', 'form', 'status', 'posted', 'approved'];

const without = (body: Body, keys: ReadonlySet<string>): Body => Object.fromEntries(Object.entries(body).filter(([k]) => !keys.has(k)));

/**
 * What the audit trail compares of a presented document: all but its state, names and figures read from elsewhere
 * (`drop`), with each list of lines (`lines`, e.g. details) stripped of the line fields named for it. Keys keep the
 * order of the read.
 */
export function auditedOf(drop: readonly string[], lines: Record<string, readonly string[]>): (doc: Body) => Body {
  const dropped = new Set([...UNAUDITED, ...drop]);
  const lineDrops = Object.entries(lines).map(([list, keys]) => [list, new Set(keys)] as const);
  return (doc) => {
    const out = without(doc, dropped);
    for (const [list, keys] of lineDrops) out[list] = (doc[list] as Body[]).map((l) => without(l, keys));
    return out;
  };
}
