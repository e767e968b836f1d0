import { checkSerials, isSerialNumber, translate, type DocMove, type Lang, type TSerialRow } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { companyUsesSerials, deleteSerialMoves, firstSerialConflict, insertSerialMoves, lineSerials, serialItems, type SerialMoveInput, type StoredSerial } from './serial.repo.ts';

/** A goods line as the serial check sees it, once its item and quantity are known (goods-prepare.ts). */
export interface SerialLineInput {
  itemid: number;
  direction: 'in' | 'out';
  /** Quantity × unit ratio. */
  qtyUnit1: string;
  serials: readonly TSerialRow[];
}

/**
 * Checks the serial rows of a document's lines against the company's `usesn` preference and each item's flags
 * (core `checkSerials`): answers the problems as `details.{i}.{field}: text` in the user's language, and each line's
 * rows as the line stores them (`trans_line.extra.serials`; empty when it has none).
 */
export async function prepareSerials(tx: Tx, tenantId: number, lines: readonly SerialLineInput[], lang: Lang): Promise<{ problems: string[]; rows: StoredSerial[][] }> {
  const rows = lines.map((l) => l.serials.map((s) => ({ serialno: s.serialno, quantity: new Decimal(s.quantity).toFixed(), ...(s.expdate ? { expdate: s.expdate } : {}) })));
  const items = await serialItems(tx, tenantId, lines.map((l) => l.itemid));
  // Nothing to check when no line has rows and no item is tracked (the usual document): no preference read.
  if (lines.every((l) => !l.serials.length && !items.get(l.itemid)?.usesn)) return { problems: [], rows };
  const uses = await companyUsesSerials(tx, tenantId);
  const problems = checkSerials(
    lines.map((l) => ({ item: items.get(l.itemid)!, direction: l.direction, qtyUnit1: l.qtyUnit1, serials: l.serials })),
    uses,
  ).map((p) => `details.${p.line}.${p.field}: ${translate(lang, p.key, p.params)}`);
  return { problems, rows };
}

const isIncoming = (m: DocMove) => new Decimal(m.qtyin).gt(0);

/**
 * Writes a document's serial rows with its stock moves, in the same transaction and after the stock engine has
 * locked its items: the rows it had are removed, each move takes its line's numbers in (or out of) the move's
 * warehouse — a transfer out of the source and into the destination — and every number touched is checked to
 * be in stock where it goes out and, for a serial number, in stock at most once (409 naming the number).
 */
export async function applySerials(tx: Tx, tenantId: number, run: { form: string; docid: number; moves: readonly DocMove[]; lang: Lang }): Promise<void> {
  const removed = await deleteSerialMoves(tx, tenantId, run.form, run.docid);
  const byLine = run.moves.length ? await lineSerials(tx, tenantId, run.docid) : new Map<number, StoredSerial[]>();
  const rows: SerialMoveInput[] = run.moves.flatMap((m) =>
    (byLine.get(m.lineseq) ?? []).map((s) => ({
      form: run.form,
      docid: run.docid,
      lineseq: m.lineseq,
      itemid: m.itemid,
      warehouseid: m.warehouseid,
      serialno: s.serialno,
      transdate: m.transdate,
      qtyin: isIncoming(m) ? s.quantity : '0',
      qtyout: isIncoming(m) ? '0' : s.quantity,
      expdate: s.expdate ?? null,
    })),
  );
  if (!removed.length && !rows.length) return;
  await insertSerialMoves(tx, tenantId, rows);
  const conflict = await firstSerialConflict(tx, tenantId, [...removed, ...rows.map((r) => ({ itemid: r.itemid, serialno: r.serialno }))]);
  if (!conflict) return;
  const params = { serial: conflict.serialno, item: conflict.itemno, warehouse: conflict.whname, date: conflict.date };
  if (conflict.problem === 'twice') throw new AppError('SERIAL_IN_STOCK', params, { status: 409 });
  throw new AppError(isSerialNumber(conflict) ? 'SERIAL_NOT_IN_STOCK' : 'BATCH_INSUFFICIENT', params, { status: 409 });
}
