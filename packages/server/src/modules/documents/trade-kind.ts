import { invoiceBalance, remainingLines, signOf, trimZeros, type Lang } from '@lontar/core';
import { and, eq, sql } from 'drizzle-orm';
import { transDocument, transLine } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { postingContext } from '../ledger/gl-document.repo.ts';
import { periodOf } from '../ledger/period.repo.ts';
import { anyKind, createContextOf, type Body, type DocumentKind } from './document-kind.ts';
import type { StockSettings } from './goods-context.repo.ts';
import { TRADE_CONTEXT_SETTINGS, tradeDocumentSettings, tradeDocumentSettingsFrom, type TradeSettings } from './trade-context.repo.ts';
import { isInvoiceStock, postsNow, sourceFieldsOf, type TradeForm } from './trade-forms.ts';
import { downPaymentSideOf } from './downpayment.repo.ts';
import { withDeliveredCosts } from './sales-invoice-cost.repo.ts';
import { withGroupDeliveredCosts } from './trade-group-prepare.ts';
import { prepareTrade, type PreparedTrade, type TradeLine } from './trade-prepare.ts';
import { checkKeepsPulled, checkNotAfterLater } from './trade-pull-check.ts';
import { lockSources, setStatus, sourcesOf } from './trade-pull.repo.ts';
import { settleTaxInvoiceNo } from './sales-taxinvoiceno.ts';
import { initialStatus, refreshStatus, remainingOf } from './trade-status.ts';
import { reverseDocumentJournals, writeDocumentJournal } from './document-journal.ts';
import { auditedOf, documentHead, documentState, lineItem, linePlace, listDeclared } from './document-view.ts';
import { settlementsOf } from './invoice-settlement.repo.ts';
import { preparePurchaseInvoice, refuseIfApplied } from './purchase-invoice-prepare.ts';
import { normalizePurchaseReturn } from './purchase-return-prepare.ts';
import { prepareSalesReturn } from './sales-return-prepare.ts';
import { receiptLinesPulledBy, type ReceiptLineRef } from './receipt-cost.repo.ts';
import { refuseOverCredit } from './sales-credit-check.ts';
import { numberedLines, postTrade } from './trade-stock.ts';
import { CREATED_TOKENS, finishTradeDocument, insertTradeDocument, storedLinesOfPrepared } from './trade-write.repo.ts';
import { auditChanges, createdAuditValues } from '../forms/audit.repo.ts';
import * as repo from './trans-document.repo.ts';
import { anyId } from '../../platform/sql-ids.ts';

/**
 * The trade documents' kind (document-kind.ts): purchasing and sales documents in `trans_document` / `trans_line`.
 * The header keeps the form's fields as entered and the totals of core `computeTradeTotals` (never the client's);
 * a line keeps its discount, tax codes, figures and the source line it was pulled from in `extra`. Requisitions and
 * purchase orders post nothing and move no stock; the documents that do will add their stock and posting here.
 */

type Settings = StockSettings & TradeSettings;
type Row = repo.TransDocRow;

const TOTAL_FIELDS = ['subtotal', 'discamount', 'taxbase', 'otherbase', 'tax1amount', 'tax2amount', 'freight'] as const;
const LINE_FIGURES = ['discamount', 'net', 'taxableamount1', 'taxableamount2', 'otherbase', 'tax1amount', 'tax2amount'] as const;

/** Header as stored: the form's fields, its totals, and whether it was closed by hand. */
function storedHeader(prepared: PreparedTrade, closedbyhand: boolean): Body {
  return { ...prepared.header, totals: prepared.totals, closedbyhand };
}

/** What a read answers of the stored header: the form's fields, and the totals when the form has prices. */
function presentHeader(form: TradeForm, header: Body): Body {
  const out: Body = {};
  for (const field of form.headerFields) if (header[field] !== undefined) out[field] = header[field];
  if (Array.isArray(header.costs)) out.costs = (header.costs as Body[]).map(({ glid: _g, ...cost }) => cost);
  if (Array.isArray(header.downpayments)) out.downpayments = (header.downpayments as Body[]).map(({ net: _n, base: _b, ...dp }) => dp);
  const totals = (header.totals ?? {}) as Record<string, string>;
  // Freight is answered by the forms that carry it (a receipt has none).
  if (form.priced) for (const field of TOTAL_FIELDS) if (field !== 'freight' || form.headerFields.includes('freight')) out[field] = trimZeros(totals[field] ?? '0');
  if (form.stock === 'invoice') out.costamount = trimZeros(totals.costamount ?? '0');
  if (isInvoiceStock(form)) out.dpamount = trimZeros(totals.dpamount ?? '0');
  return out;
}

/** Names of parties by id (a list page's vendors or customers, one query). */
async function partyNames(tx: Tx, tenantId: number, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (!wanted.length) return new Map();
  const rows = (await tx.execute(sql`select personid, name from person where tenant_id = ${tenantId} and personid = ${anyId(wanted)}`)) as unknown as { rows: { personid: number | string; name: string }[] };
  return new Map(rows.rows.map((r) => [Number(r.personid), r.name]));
}

async function partyName(tx: Tx, tenantId: number, personid: unknown): Promise<string> {
  const rows = (await tx.execute(sql`select name from person where tenant_id = ${tenantId} and personid = ${Number(personid)}`)) as unknown as { rows: { name: string }[] };
  return rows.rows[0]?.name ?? '';
}

/** A document created in this transaction as its save knows it: its party's name, its lines, approval and neighbours. */
interface Fresh {
  partyname: string;
  lines: repo.StoredLine[];
  approved: boolean;
  neighbours: { idnext: number | null; idprev: number | null };
}

/**
 * What a read answers. `fresh`: the document was created in this transaction, so nothing was pulled from it, nothing
 * settles it yet, and what else a read would look up its save already holds: no read is made.
 */
async function present(tx: Tx, tenantId: number, form: TradeForm, row: Row, fresh?: Fresh): Promise<Body> {
  const { decl } = form;
  const header = (row.header ?? {}) as Body;
  const lines = fresh ? fresh.lines : await repo.documentLines(tx, tenantId, decl.form, row.docid);
  const isSource = sourceFieldsOf(decl.form) !== undefined;
  const remaining = !isSource ? new Map() : fresh ? unpulled(lines) : await remainingOf(tx, tenantId, row.docid);
  const srcFields = decl.sourceFields ?? {};
  const downpayment = header.isdp === true;
  const settlement = decl.statusKind !== 'invoice' ? undefined : fresh ? settlementBody(invoiceBalance({ totalamount: row.totalamount })) : await settlementFields(tx, tenantId, row.docid);
  return {
    form: decl.form,
    ...documentHead(decl, row),
    ...presentHeader(form, header),
    ...(decl.party ? { [decl.party === 'vendorid' ? 'vendorname' : 'customername']: fresh ? fresh.partyname : await partyName(tx, tenantId, header[decl.party]) } : {}),
    ...(await documentState(tx, tenantId, decl.form, row, {
      status: row.status,
      posted: postsNow(form, header),
      extra: settlement,
      known: fresh && { approved: fresh.approved, neighbours: fresh.neighbours },
    })),
    details: lines.map((l) => {
      const figures = (l.extra.figures ?? {}) as Record<string, string>;
      const src = l.extra.srcform ? srcFields[String(l.extra.srcform)] : undefined;
      const left = remaining.get(l.seq) as { remaining: string } | undefined;
      return {
        ...lineItem(l),
        unitprice: trimZeros(l.unitprice),
        ...(form.priced ? { itemdiscpc: String(l.extra.itemdiscpc ?? ''), taxcodes: String(l.extra.taxcodes ?? '') } : {}),
        ...linePlace(l),
        amount: trimZeros(figures.amount ?? '0'),
        ...(form.priced ? Object.fromEntries(LINE_FIGURES.map((f) => [f, trimZeros(figures[f] ?? '0')])) : {}),
        ...(src ? { [src.id]: Number(l.extra.srcid), [src.seq]: Number(l.extra.srcseq) } : {}),
        ...(left ? { remaining: left.remaining } : {}),
      };
    }).map((line, i) => (downpayment ? downPaymentLine(line, lines[i]!.extra, downPaymentSideOf(decl.party).orderField) : line)),
  };
}

/** What remains of a source's lines when nothing has been pulled from them yet. */
const unpulled = (lines: readonly repo.StoredLine[]) =>
  new Map(remainingLines(lines.map((l) => ({ seq: l.seq, itemno: l.itemno, quantity: l.quantity, unitratio: l.unitratio })), []).map((r) => [r.seq, r]));

/** A down-payment invoice's line as read (API.md §7.8): no item, unit or warehouse; the order it is for (`poid`, `soid`). */
function downPaymentLine(line: Body, extra: Body, orderField: string): Body {
  const { itemno: _n, itemid: _i, itemdescription: _d, itemunit: _u, unitratio: _r, warehouseid: _w, whname: _h, ...rest } = line;
  const order = extra[`dp${orderField}`];
  return { ...rest, ...(order ? { [orderField]: Number(order) } : {}) };
}

/** An invoice with something paid or returned against it cannot go back to a Temporary Invoice (409). */
async function refuseIfSettled(tx: Tx, tenantId: number, docid: number) {
  const s = (await settlementsOf(tx, tenantId, [docid])).get(docid);
  if (s && (signOf(s.paid) !== 0 || signOf(s.returned) !== 0)) throw new AppError('INVOICE_PROCESSED', {}, { status: 409 });
}

/** An invoice's `owing` and `paid` (API.md §7.3). */
async function settlementFields(tx: Tx, tenantId: number, docid: number): Promise<Body> {
  const s = (await settlementsOf(tx, tenantId, [docid])).get(docid);
  return settlementBody(s ?? { owing: '0', paid: '0' });
}

const settlementBody = (s: { owing: string; paid: string }): Body => ({ owing: trimZeros(s.owing), paid: trimZeros(s.paid) });

/** What the audit trail compares: number, date, description, header fields, lines and total (not names or figures). */
const audited = auditedOf(['vendorname', 'customername', 'owing', 'paid'], { details: ['seq', 'itemid', 'itemdescription', 'whname', 'remaining'] });

/** Lines with the amount kept among their figures (a read answers it). */
const withAmount = (lines: readonly TradeLine[]) => lines.map((l) => ({ ...l, extra: { ...(l.extra as Body), figures: { ...(l.extra as { figures: Body }).figures, amount: l.amount } } }));

async function insertLines(tx: Tx, tenantId: number, docid: number, lines: readonly TradeLine[]) {
  if (lines.length) await tx.insert(transLine).values(withAmount(lines).map((l) => ({ ...l, tenantId, docid })));
}

async function writeLines(tx: Tx, tenantId: number, docid: number, lines: readonly TradeLine[]) {
  await tx.delete(transLine).where(and(eq(transLine.tenantId, tenantId), eq(transLine.docid, docid)));
  await insertLines(tx, tenantId, docid, lines);
}

async function setTotal(tx: Tx, tenantId: number, docid: number, totalamount: string, status: string, journalid: number | null, docno: string | null) {
  const [row] = await tx.update(transDocument).set({ totalamount, status, journalid, docno }).where(and(eq(transDocument.tenantId, tenantId), eq(transDocument.docid, docid))).returning();
  return row!;
}

/** Refreshes the status of every source a save or delete touched, and of the document itself when it is one. */
async function refreshStatuses(tx: Tx, tenantId: number, form: TradeForm, docid: number | null, sources: readonly { srcform: string; srcid: number }[]) {
  const byForm = new Map<string, number[]>();
  for (const s of sources) byForm.set(s.srcform, [...(byForm.get(s.srcform) ?? []), s.srcid]);
  for (const [srcform, ids] of byForm) await refreshStatus(tx, tenantId, srcform, ids);
  if (docid !== null) await refreshStatus(tx, tenantId, form.decl.form, [docid]);
}

/** The source documents a prepared document's lines were pulled from (`sourcesOf` before they are stored). */
function sourcesOfLines(lines: readonly TradeLine[]): { srcform: string; srcid: number }[] {
  const seen = new Map<string, { srcform: string; srcid: number }>();
  for (const l of lines) {
    const extra = l.extra as Body;
    if (extra.srcform && extra.srcid) seen.set(`${String(extra.srcform)}:${Number(extra.srcid)}`, { srcform: String(extra.srcform), srcid: Number(extra.srcid) });
  }
  return [...seen.values()];
}

/** The receipt lines a prepared invoice pulls from. */
const receiptsOf = (prepared: PreparedTrade): ReceiptLineRef[] =>
  prepared.lines.flatMap((l) => {
    const extra = l.extra as Body;
    return extra.srcform === 'goods-receipt' ? [{ docid: Number(extra.srcid), seq: Number(extra.srcseq) }] : [];
  });

/** The customer's credit terms as the check read them with the party (a customer: the form's party is `customerid`). */
const customerTerms = (form: TradeForm, prepared: PreparedTrade) => (form.decl.party === 'customerid' ? prepared.partyterms : undefined);

/** Checks and prepares a trade document; a sales order's credit after it is checked (`409 CREDIT_LIMIT` unless confirmed). */
async function prepare(tx: Tx, tenantId: number, form: TradeForm, body: Body, ctx: { settings: Settings; lang: Lang; self?: number }): Promise<PreparedTrade> {
  const prepared = await prepareOf(tx, tenantId, form, body, ctx);
  if (form.creditCheck && form.decl.party) {
    const { totalamount } = prepared.totals;
    await refuseOverCredit(tx, tenantId, { customerid: body[form.decl.party] as number, date: body[form.decl.fields.date] as string, totalamount, rate: prepared.rate, confirm: body.confirm === true, self: ctx.self, terms: customerTerms(form, prepared) });
  }
  return prepared;
}

/** An invoice's costs, down payments and due date first; a sales invoice's cost of goods delivered before after. */
async function prepareOf(tx: Tx, tenantId: number, form: TradeForm, body: Body, ctx: { settings: Settings; lang: Lang; self?: number }): Promise<PreparedTrade> {
  if (form.stock === 'return') return prepareTrade(tx, tenantId, form, normalizePurchaseReturn(body, ctx.lang), ctx);
  if (form.stock === 'sales-return') return prepareSalesReturn(tx, tenantId, form, body, ctx);
  if (!isInvoiceStock(form)) return prepareTrade(tx, tenantId, form, body, ctx);
  const invoice = await preparePurchaseInvoice(tx, tenantId, body, ctx.lang, ctx.self, downPaymentSideOf(form.decl.party));
  const prepared = await prepareTrade(tx, tenantId, form, { ...body, duedate: invoice.duedate }, {
    ...ctx,
    costs: invoice.costs.map((c) => c.amount),
    downpayments: invoice.downpayments.map((d) => ({ gross: d.amount, net: d.net })),
  });
  const header = { ...prepared.header, ...(form.stock === 'invoice' ? { costs: invoice.costs } : {}), downpayments: invoice.downpayments };
  if (form.stock !== 'sale') return { ...prepared, header };
  return withGroupDeliveredCosts(tx, tenantId, await withDeliveredCosts(tx, tenantId, { ...prepared, header }, ctx.self), ctx.self);
}

/** Locks the receipts an invoice pulled from before a save or delete (the ones it pulls now are locked by its pull check). */
async function receiptsBeforeOf(tx: Tx, tenantId: number, form: TradeForm, docid: number): Promise<ReceiptLineRef[]> {
  if (form.stock !== 'invoice') return [];
  const refs = await receiptLinesPulledBy(tx, tenantId, docid);
  await lockSources(tx, tenantId, 'goods-receipt', refs.map((r) => r.docid));
  return refs;
}

const numberField = (form: TradeForm, body: Body) => (form.decl.fields.number ? (body[form.decl.fields.number] as string | undefined) : undefined);

export function tradeKind(form: TradeForm) {
  const { decl } = form;
  const dateOf = (body: Body) => body[decl.fields.date] as string;
  const settings = (tx: Tx, tenantId: number): Promise<Settings> => tradeDocumentSettings(tx, tenantId);
  const kind: DocumentKind<Row, Settings> = {
    decl,
    lockTable: { name: decl.form, table: transDocument, idField: 'docid' },
    find: (tx, tenantId, id) => repo.findDocument(tx, tenantId, decl.form, id),
    present: (tx, tenantId, row) => present(tx, tenantId, form, row),
    audited,
    list: (tx, tenantId, q) =>
      listDeclared(tx, tenantId, decl, q, async (rows) => {
        const partyField = decl.party ? (decl.party === 'vendorid' ? 'vendorname' : 'customername') : null;
        const names = decl.party ? await partyNames(tx, tenantId, rows.map((r) => Number((r.header as Body | null)?.[decl.party!]))) : new Map<number, string>();
        const settled = decl.statusKind === 'invoice' ? await settlementsOf(tx, tenantId, rows.map((r) => r.docid)) : new Map();
        return (r) => {
          const header = (r.header ?? {}) as Body;
          const s = settled.get(r.docid);
          return {
            fields: { ...presentHeader(form, header), ...(partyField ? { [partyField]: names.get(Number(header[decl.party!])) ?? '' } : {}), status: r.status },
            after: s ? { owing: trimZeros(s.owing), paid: trimZeros(s.paid) } : undefined,
          };
        };
      }),
    async begin(tx, call, body, q) {
      // A trade document's own statements are prepared (platform/prepared-statement.ts) and keep their generic plans:
      // PostgreSQL's choice between generic and custom plans for the numbering and journal statement swung with the
      // statistics, and a custom plan cost ≈ 1 ms of planning an invoice (docs/performance.md).
      const c = await postingContext(tx, call.tenantId, { userId: call.userId, screen: q.screen, form: decl.form, period: periodOf(dateOf(body)), numbers: [], claim: q.claim, settings: TRADE_CONTEXT_SETTINGS, genericPlans: true });
      return createContextOf(c, tradeDocumentSettingsFrom(c.settings));
    },
    settings,
    async create(tx, call, body, s, lang, last) {
      const prepared = await prepare(tx, call.tenantId, form, body, { settings: s, lang });
      await settleTaxInvoiceNo(tx, call.tenantId, decl.form, prepared.header, lang);
      // Numbered after the stock engine ran: the type's counter is locked from its update to commit, and concurrent
      // documents of the type queue only for the journal and the last writes.
      const stored = withAmount(prepared.lines);
      const { row: inserted, idprev } = await insertTradeDocument(
        tx,
        { tenantId: call.tenantId, form: decl.form, transtype: decl.transtype, transdate: dateOf(body), description: (body.description as string | undefined) ?? '', header: storedHeader(prepared, false), createdBy: call.userId },
        stored,
      );
      const posting = postsNow(form, prepared.header) ? await postTrade(tx, call, form, { row: inserted, prepared, editing: false, receiptsBefore: [], receiptsNow: receiptsOf(prepared), settings: s, lang }) : null;
      // Numbered, posted and totalled in one last statement; lines without a description of their own are described by
      // the document's description, else by its number.
      const description = inserted.description;
      const status = initialStatus(decl);
      // The answer as a read would give it, from what the save holds: the lines as stored, no neighbour after it yet.
      const fresh = { partyname: prepared.partyname, lines: storedLinesOfPrepared(stored, prepared.names), neighbours: { idnext: null, idprev }, approved: true };
      // With `last`, the answer and the audit row are built now, the number and journal id as tokens, and written by the
      // last statement, which fills them in: after the items and the number are locked, only commit follows.
      const journaled = Boolean(posting?.length);
      const provisional = { ...inserted, docno: decl.transtype ? CREATED_TOKENS.number : null, totalamount: prepared.totals.totalamount, status, journalid: journaled ? (CREATED_TOKENS.journal as unknown as number) : null };
      const early = last ? await present(tx, call.tenantId, form, provisional, fresh) : undefined;
      // The sources it pulls from were locked and read by its pull check, which answered their statuses after it: those
      // are written first. When that is all of them and the answer is written by the last statement, nothing follows
      // it, and it carries the commit; a source whose status has to be worked out again is refreshed after it.
      const sources = sourcesOfLines(prepared.lines);
      for (const s of sources) if (prepared.sourceStatuses.has(s.srcid)) await setStatus(tx, call.tenantId, s.srcid, prepared.sourceStatuses.get(s.srcid)!);
      const refreshed = sources.filter((s) => !prepared.sourceStatuses.has(s.srcid));
      const { row, lines, neighbours } = await finishTradeDocument(tx, {
        tenantId: call.tenantId,
        docid: inserted.docid,
        form: decl.form,
        transtype: decl.transtype ?? null,
        typed: numberField(form, body),
        totalamount: prepared.totals.totalamount,
        status,
        transdate: inserted.transdate,
        description,
        userid: call.userId,
        posting: posting && description ? numberedLines(posting, description) : posting,
        roundingGlid: s.defaults.rounding,
        created:
          last && early
            ? {
                values: createdAuditValues(
                  { tenantId: call.tenantId, form: decl.form, recordid: inserted.docid, userid: call.userId, username: call.username, changes: auditChanges(undefined, last.audited(early)) },
                  last.key ? { key: last.key, response: JSON.stringify(early) } : undefined,
                ),
                answer: Boolean(last.key),
              }
            : undefined,
        commit: Boolean(last && early) && refreshed.length === 0,
      });
      await refreshStatuses(tx, call.tenantId, form, null, refreshed);
      if (last) return { data: await present(tx, call.tenantId, form, row, fresh), audited: true, answered: true };
      // With approval on, the document service answers it waiting (syncApproval) once its note is written.
      return { data: await present(tx, call.tenantId, form, row, { partyname: prepared.partyname, lines, neighbours, approved: true }), audited: false };
    },
    async update(tx, call, current, body, s, lang) {
      const docid = current.docid;
      // The document itself is locked first: an edit of a source and a pull from it queue behind each other.
      await lockSources(tx, call.tenantId, decl.form, [docid]);
      const prepared = await prepare(tx, call.tenantId, form, body, { settings: s, lang, self: docid });
      await settleTaxInvoiceNo(tx, call.tenantId, decl.form, prepared.header, lang, current);
      await checkKeepsPulled(tx, call.tenantId, decl.form, docid, prepared.lines.map((l) => ({ seq: l.seq, itemid: l.itemid ?? null, quantity: String(l.quantity), unitratio: String(l.unitratio) })));
      await checkNotAfterLater(tx, call.tenantId, docid, decl.fields.date, dateOf(body), lang);
      const before = await sourcesOf(tx, call.tenantId, docid);
      const receiptsBefore = await receiptsBeforeOf(tx, call.tenantId, form, docid);
      if (isInvoiceStock(form)) await refuseIfApplied(tx, call.tenantId, docid);
      // A Temporary Invoice is not payable: an invoice something was received or returned against stays posted.
      if (postsNow(form, current.header as Body | null) && !postsNow(form, prepared.header)) await refuseIfSettled(tx, call.tenantId, docid);
      if (form.stock) await reverseDocumentJournals(tx, call, decl.form, current);
      const typed = numberField(form, body);
      const docno = typed && typed !== current.docno && decl.transtype ? await repo.documentNumber(tx, call.tenantId, decl.transtype, typed) : current.docno;
      const closedbyhand = Boolean((current.header as Body | null)?.closedbyhand);
      const updated = await repo.updateDocument(tx, call.tenantId, docid, current.version, { docno, transdate: dateOf(body), description: (body.description as string | undefined) ?? '', header: storedHeader(prepared, closedbyhand) });
      if (!updated) throw new AppError('STALE_VERSION');
      await writeLines(tx, call.tenantId, docid, prepared.lines);
      // A Temporary Invoice (`posted: false`) keeps no stock move: what an earlier save moved is taken back.
      const posts = postsNow(form, prepared.header);
      const posting = form.stock ? await postTrade(tx, call, form, { row: updated, prepared: posts ? prepared : null, editing: true, receiptsBefore, receiptsNow: receiptsOf(prepared), settings: s, lang }) : null;
      const journalid = posting ? await writeDocumentJournal(tx, call, decl.form, updated, numberedLines(posting, updated.description || (updated.docno ?? '')), s.defaults.rounding) : null;
      await setTotal(tx, call.tenantId, docid, prepared.totals.totalamount, updated.status, journalid, updated.docno);
      await refreshStatuses(tx, call.tenantId, form, docid, [...before, ...(await sourcesOf(tx, call.tenantId, docid))]);
      return { row: (await repo.findDocument(tx, call.tenantId, decl.form, docid))! };
    },
    async remove(tx, call, current, s, lang) {
      await lockSources(tx, call.tenantId, decl.form, [current.docid]);
      await checkKeepsPulled(tx, call.tenantId, decl.form, current.docid, []);
      const before = await sourcesOf(tx, call.tenantId, current.docid);
      if (form.stock) {
        const receiptsBefore = await receiptsBeforeOf(tx, call.tenantId, form, current.docid);
        if (isInvoiceStock(form)) await refuseIfApplied(tx, call.tenantId, current.docid);
        await reverseDocumentJournals(tx, call, decl.form, current);
        // The lines go first: the receipts' costs are revised without this invoice's prices.
        await writeLines(tx, call.tenantId, current.docid, []);
        await postTrade(tx, call, form, { row: current, prepared: null, editing: true, receiptsBefore, receiptsNow: [], settings: s, lang });
      }
      await repo.deleteDocument(tx, call.tenantId, current.docid);
      await refreshStatuses(tx, call.tenantId, form, null, before);
    },
  };
  return anyKind(kind);
}
