import { checkPull, checkSourceEdit, TradeError, translate, type Lang } from '@lontar/core';
import { AppError, validationError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { unapprovedAmong } from '../approvals/approval.repo.ts';
import { documentsFrom, lockSources, sourceState } from './trade-pull.repo.ts';
import { statusAfter } from './trade-status.ts';

/** One line of a document that names a source line (API.md §7.2 `<source>`). */
export interface PullRequest {
  /** The line's position in the body. */
  line: number;
  srcform: string;
  srcid: number;
  srcseq: number;
  idField: string;
  seqField: string;
  /** Null on a line naming an item group (`groupno`): the source line names the same group. */
  itemid: number | null;
  groupno?: string;
  quantity: string;
  unitratio: string;
}

/** A pull refused by core: more than remains or a closed source → 409 with the spec's message. */
const conflict = (e: unknown) => {
  if (e instanceof TradeError) return new AppError(e.code, e.params, { status: 409 });
  return e;
};

/**
 * Checks what a document pulls, source by source, with the sources locked (so concurrent documents pulling the same
 * source queue and each sees what the others took): the source is the company's, of the declared form, its line
 * exists and is of the same item, and a source with a party is the document's party's (a customer's quotation is
 * pulled into that customer's orders only); nothing beyond what remains and nothing from a source closed by hand (unless this
 * document already pulled from it). Answers, by source id, the status each source has once this document's pulls
 * are saved (as `refreshStatus` would find it then; none for an invoice, whose status comes from what settles it).
 */
export async function checkPulls(tx: Tx, tenantId: number, pulls: readonly PullRequest[], ctx: { self?: number; lang: Lang; partyid?: number; posted?: boolean; approval?: boolean }): Promise<Map<number, string>> {
  const after = new Map<number, string>();
  if (!pulls.length) return after;
  const { lang } = ctx;
  const problems: string[] = [];
  const byForm = new Map<string, PullRequest[]>();
  for (const p of pulls) byForm.set(p.srcform, [...(byForm.get(p.srcform) ?? []), p]);
  const checks: (() => void)[] = [];
  for (const [srcform, list] of byForm) {
    const docs = await lockSources(tx, tenantId, srcform, list.map((p) => p.srcid));
    const ids = [...docs.keys()];
    const { lines, pulled: all } = await sourceState(tx, tenantId, ids);
    const others = all.filter((r) => r.docid !== ctx.self);
    for (const p of list) {
      const doc = docs.get(p.srcid);
      if (!doc || (doc.partyid !== null && ctx.partyid !== undefined && doc.partyid !== ctx.partyid)) {
        problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: `details.${p.line}.${p.idField}` }));
        continue;
      }
      const line = lines.find((l) => l.docid === p.srcid && l.seq === p.srcseq);
      if (!line || line.itemid !== p.itemid || (p.groupno !== undefined && line.itemno !== p.groupno)) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: `details.${p.line}.${p.seqField}` }));
    }
    for (const doc of docs.values()) {
      const asked = list.filter((p) => p.srcid === doc.docid);
      const alreadyMine = all.some((r) => r.docid === ctx.self && r.srcid === doc.docid);
      const mine = asked.map((p) => ({ docid: ctx.self ?? 0, srcid: p.srcid, srcseq: p.srcseq, quantity: p.quantity, unitratio: p.unitratio, posted: ctx.posted }));
      const status = statusAfter(srcform, doc, lines, [...others, ...mine]);
      if (status !== undefined) after.set(doc.docid, status);
      checks.push(() =>
        checkPull({
          form: srcform,
          source: lines.filter((l) => l.docid === doc.docid).map((l) => ({ seq: l.seq, itemno: l.itemno, quantity: l.quantity, unitratio: l.unitratio })),
          pulled: others.filter((r) => r.srcid === doc.docid).map((r) => ({ seq: r.srcseq, quantity: r.quantity, unitratio: r.unitratio })),
          requested: asked.map((p) => ({ seq: p.srcseq, quantity: p.quantity, unitratio: p.unitratio })),
          closed: doc.closedbyhand && !alreadyMine,
        }),
      );
    }
  }
  if (problems.length) throw validationError(problems);
  // With approval off (as the save's settings read it) nothing waits, so nothing is asked.
  if (ctx.approval !== false) await refuseUnapproved(tx, tenantId, pulls, ctx.self);
  try {
    for (const check of checks) check();
  } catch (e) {
    throw conflict(e);
  }
  return after;
}

/**
 * With approval on, a source not yet approved cannot be pulled (issue 14): 409 NOT_APPROVED naming the line's source
 * field and the source's number. What this document already pulled stays pullable on its edit.
 */
async function refuseUnapproved(tx: Tx, tenantId: number, pulls: readonly PullRequest[], self?: number) {
  const waiting = await unapprovedAmong(tx, tenantId, [...new Set(pulls.map((p) => p.srcform))], pulls.map((p) => p.srcid));
  if (!waiting.length) return;
  const kept = self ? new Set((await sourceState(tx, tenantId, waiting.map((w) => w.transid))).pulled.filter((r) => r.docid === self).map((r) => r.srcid)) : new Set<number>();
  for (const w of waiting) {
    const p = kept.has(w.transid) ? undefined : pulls.find((q) => q.srcform === w.form && q.srcid === w.transid);
    if (p) throw new AppError('NOT_APPROVED', { field: `details.${p.line}.${p.idField}`, number: w.transno || String(w.transid) }, { status: 409 });
  }
}

/**
 * A source with documents made from it keeps what they pulled: it cannot be deleted (`lines` empty) or have a
 * pulled line removed, given another item, or reduced below what was pulled → 409 "This request has been processed." / "This order has
 * already been processed.".
 */
export async function checkKeepsPulled(tx: Tx, tenantId: number, form: string, docid: number, lines: readonly { seq: number; itemid?: number | null; quantity: string; unitratio: string }[]) {
  const state = await sourceState(tx, tenantId, [docid]);
  const pulled = state.pulled;
  if (!pulled.length) return;
  // A pulled line keeps its item: the documents made from it name this line for that item.
  const items = new Map(lines.map((l) => [l.seq, l.itemid]));
  const taken = new Map(state.lines.map((l) => [l.seq, l.itemid]));
  const changed = pulled.some((p) => items.has(p.srcseq) && taken.has(p.srcseq) && items.get(p.srcseq) !== undefined && items.get(p.srcseq) !== taken.get(p.srcseq));
  try {
    if (changed) checkSourceEdit(form, [], pulled.map((r) => ({ seq: r.srcseq, quantity: r.quantity, unitratio: r.unitratio })));
    checkSourceEdit(
      form,
      lines.map((l) => ({ seq: l.seq, itemno: '', quantity: l.quantity, unitratio: l.unitratio })),
      pulled.map((r) => ({ seq: r.srcseq, quantity: r.quantity, unitratio: r.unitratio })),
    );
  } catch (e) {
    throw conflict(e);
  }
}

/**
 * A document with documents made from it (a delivery's invoice, an invoice's return or receipt) is not dated after
 * the earliest of them: goods cannot come back, or be billed or paid, before they left or were billed. 400 naming
 * the date field and that document.
 */
export async function checkNotAfterLater(tx: Tx, tenantId: number, docid: number, dateField: string, date: string, lang: Lang) {
  const later = (await documentsFrom(tx, tenantId, docid)).find((d) => d.id !== docid && d.date < date);
  if (later) throw validationError([`${dateField}: ${translate(lang, 'DATED_AFTER_LATER', { number: later.number, date: later.date })}`]);
}
