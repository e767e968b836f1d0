import { postStockMoves, trimZeros, type DocMove, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import { transDocument } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { postingContext } from '../ledger/gl-document.repo.ts';
import { periodOf } from '../ledger/period.repo.ts';
import { anyKind, createContextOf, type Body, type DocumentKind } from './document-kind.ts';
import { reverseDocumentJournals, writeDocumentJournal } from './document-journal.ts';
import { runStock } from './document-stock.ts';
import { auditedOf, documentHead, documentState, lineItem, linePlace, listDeclared } from './document-view.ts';
import { documentMoveItems, STOCK_CONTEXT_SETTINGS, stockSettings, stockSettingsFrom, type StockSettings } from './goods-context.repo.ts';
import type { GoodsForm } from './goods-forms.ts';
import { prepareGoods } from './goods-prepare.ts';
import * as repo from './trans-document.repo.ts';

/**
 * The goods documents' kind (document-kind.ts): rows in `trans_document` / `trans_line`, lines through the stock
 * engine, and the posting of `postStockMoves`. Each goods form only says what is particular to it (`GoodsForm`).
 */

type AnyForm = GoodsForm<never>;

/** A document as a read answers it, and as an update accepts it back (API.md §7.1). */
async function present(tx: Tx, tenantId: number, form: AnyForm, row: repo.TransDocRow) {
  const lines = await repo.documentLines(tx, tenantId, form.decl.form, row.docid);
  return {
    form: form.decl.form,
    ...documentHead(form.decl, row),
    ...(row.header as Body),
    ...(await documentState(tx, tenantId, form.decl.form, row, { status: 'posted', posted: true })),
    details: lines.map((l) => {
      const qtyunit1 = new Decimal(l.quantity).times(l.unitratio);
      return {
        ...lineItem(l),
        qtyunit1: trimZeros(qtyunit1.toFixed()),
        ...linePlace(l),
        cost: l.cost === null ? null : trimZeros(l.cost),
        unitcost: l.cost === null || qtyunit1.isZero() ? null : trimZeros(new Decimal(l.cost).dividedBy(qtyunit1).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed()),
        ...form.presentLine(l),
      };
    }),
  };
}

/** What the audit trail compares of a document: its number, date, description, header fields, lines and total. */
const audited = auditedOf([], { details: ['seq', 'itemid', 'itemdescription', 'whname', 'unitcost', 'qtyunit1'] });

/** Runs the document's stock and writes its posting: answers the stored row with its journal (none when it posts nothing) and total. */
async function postGoods(tx: Tx, call: TenantCall, form: AnyForm, row: repo.TransDocRow, moves: DocMove[], removeItems: number[], settings: StockSettings, lang: Lang) {
  const own = await runStock(tx, call.tenantId, { form: form.decl.form, docid: row.docid, moves, removeItems, settings, userid: call.userId, lang });
  const total = Decimal.sum(0, ...own.filter((m) => m.kind !== 'transfer-in').map((m) => m.cost)).toFixed(2);
  let journalid: number | null = null;
  if (form.decl.posts) journalid = await writeDocumentJournal(tx, call, form.decl.form, row, postStockMoves(own, row.description || (row.docno ?? form.decl.form)), settings.defaults.rounding);
  return repo.setPosting(tx, call.tenantId, row.docid, journalid, total);
}

const numberField = (form: AnyForm, body: Body) => (form.decl.fields.number ? (body[form.decl.fields.number] as string | undefined) : undefined);

export function goodsKind(form: AnyForm) {
  const { decl } = form;
  const dateOf = (body: Body) => body[decl.fields.date] as string;
  const kind: DocumentKind<repo.TransDocRow, StockSettings> = {
    decl,
    lockTable: { name: decl.form, table: transDocument, idField: 'docid' },
    find: (tx, tenantId, id) => repo.findDocument(tx, tenantId, decl.form, id),
    present: (tx, tenantId, row) => present(tx, tenantId, form, row),
    audited,
    list: (tx, tenantId, q) => listDeclared(tx, tenantId, decl, q, () => (r) => ({ fields: r.header as Body })),
    async begin(tx, call, body, q) {
      const c = await postingContext(tx, call.tenantId, { userId: call.userId, screen: q.screen, form: decl.form, period: periodOf(dateOf(body)), numbers: [], claim: q.claim, settings: STOCK_CONTEXT_SETTINGS });
      return createContextOf(c, stockSettingsFrom(c.settings));
    },
    settings: stockSettings,
    async create(tx, call, body, settings, lang) {
      const date = dateOf(body);
      const prepared = await prepareGoods(tx, call.tenantId, form, body as never, { date, settings, lang });
      const docno = decl.transtype ? await repo.documentNumber(tx, call.tenantId, decl.transtype, numberField(form, body)) : undefined;
      if (decl.transtype && !docno) throw new AppError('NUMBERING_MISSING', { type: decl.transtype }, { status: 409 });
      const inserted = await repo.insertDocument(tx, {
        tenantId: call.tenantId,
        form: decl.form,
        transtype: decl.transtype,
        docno: docno ?? null,
        transdate: date,
        description: (body.description as string | undefined) ?? '',
        header: prepared.header,
        createdBy: call.userId,
      });
      await repo.insertLines(tx, call.tenantId, inserted.docid, prepared.lines);
      const row = await postGoods(tx, call, form, inserted, prepared.moves(inserted.docid), [], settings, lang);
      return { data: await present(tx, call.tenantId, form, row), audited: false };
    },
    async update(tx, call, current, body, settings, lang) {
      const docid = current.docid;
      const prepared = await prepareGoods(tx, call.tenantId, form, body as never, { date: dateOf(body), settings, lang, self: { form: decl.form, docid } });
      const typed = numberField(form, body);
      const docno = typed && typed !== current.docno && decl.transtype ? await repo.documentNumber(tx, call.tenantId, decl.transtype, typed) : current.docno;
      await reverseDocumentJournals(tx, call, decl.form, current);
      const updated = await repo.updateDocument(tx, call.tenantId, docid, current.version, { docno, transdate: dateOf(body), description: (body.description as string | undefined) ?? '', header: prepared.header });
      if (!updated) throw new AppError('STALE_VERSION');
      await repo.replaceLines(tx, call.tenantId, docid, prepared.lines);
      return { row: await postGoods(tx, call, form, updated, prepared.moves(docid), await documentMoveItems(tx, call.tenantId, decl.form, docid), settings, lang) };
    },
    async remove(tx, call, current, settings, lang) {
      await reverseDocumentJournals(tx, call, decl.form, current);
      await runStock(tx, call.tenantId, { form: decl.form, docid: current.docid, moves: [], removeItems: await documentMoveItems(tx, call.tenantId, decl.form, current.docid), settings, userid: call.userId, lang });
      await repo.deleteDocument(tx, call.tenantId, current.docid);
    },
  };
  return anyKind(kind);
}
