import { trimZeros, type Lang } from '@lontar/core';
import { transDocument } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { postingContext } from '../ledger/gl-document.repo.ts';
import { periodOf } from '../ledger/period.repo.ts';
import { anyKind, createContextOf, type Body, type DocumentKind } from './document-kind.ts';
import { reverseDocumentJournals, writeDocumentJournal } from './document-journal.ts';
import { auditedOf, documentHead, documentState, listDeclared } from './document-view.ts';
import type { StockSettings } from './goods-context.repo.ts';
import { refreshInvoiceStatus, settlementsOf } from './invoice-settlement.repo.ts';
import type { PaymentSide, SidePrepared } from './payment-side.ts';
import { accountsById, invoicesById, paidInvoiceIds, paymentLines, personNames, taxesById } from './payment.repo.ts';
import { TRADE_CONTEXT_SETTINGS, tradeDocumentSettings, tradeDocumentSettingsFrom, type TradeSettings } from './trade-context.repo.ts';
import { lockSources } from './trade-pull.repo.ts';
import * as repo from './trans-document.repo.ts';

/**
 * The payment kind of both sides (AP CHQ and AR PMT, API.md §7.5, §7.8; payment-side.ts): a header in
 * `trans_document` (party, bank account, currency, rate, branch, discount lines, what the side adds) and one
 * `trans_line` per invoice paid, in the convention of invoice-settlement.repo.ts, so each invoice's `paid`, `owing`
 * and status are read from the payments. Posts with the side's core posting; an edit or delete reverses its
 * journals and refreshes every invoice it touched.
 */

type Settings = StockSettings & TradeSettings;
type Row = repo.TransDocRow;

const TOTALS = ['totalpay', 'totaldiscount', 'totalpph23'] as const;
const trim = (v: unknown) => trimZeros(String(v ?? '0'));

export function paymentKind(side: PaymentSide) {
  const decl = side.decl;
  const FORM = decl.form;

  /** The payment as read answers it and update accepts it back; a line's `owing` is what the invoice owes apart from this payment. */
  async function present(tx: Tx, tenantId: number, row: Row): Promise<Body> {
    const header = (row.header ?? {}) as Body;
    const lines = await paymentLines(tx, tenantId, row.docid);
    const ids = lines.map((l) => l.invoiceid);
    const invoices = await invoicesById(tx, tenantId, ids, side.invoiceForm);
    const owing = await settlementsOf(tx, tenantId, ids, row.docid);
    const taxes = await taxesById(tx, tenantId, lines.flatMap((l) => (l.extra.pph23taxid ? [Number(l.extra.pph23taxid)] : [])));
    const datadisc = (header.datadisc ?? []) as Body[];
    const accounts = await accountsById(tx, tenantId, datadisc.map((d) => Number(d.glid)));
    const partyid = Number(header[side.party]);
    const totals = (header.totals ?? {}) as Record<string, string>;
    return {
      form: FORM,
      ...documentHead(decl, row),
      [side.party]: partyid,
      [side.partyName]: (await personNames(tx, tenantId, [partyid])).get(partyid) ?? '',
      [side.bank]: header[side.bank],
      currencyid: header.currencyid ?? null,
      ...(header.rate !== undefined ? { rate: header.rate } : {}),
      branchid: header.branchid ?? null,
      ...(side.present ? await side.present(tx, tenantId, header) : {}),
      datadisc: datadisc.map((d, i) => {
        const account = accounts.get(Number(d.glid));
        return { seq: i + 1, glaccount: account?.glaccount ?? d.glaccount, accountname: account?.accountname ?? '', discount: trim(d.discount), deptid: d.deptid ?? null, projectid: d.projectid ?? null, description: d.description ?? '' };
      }),
      details: lines.map((l) => {
        const invoice = invoices.get(l.invoiceid);
        const taxid = l.extra.pph23taxid ? Number(l.extra.pph23taxid) : null;
        return {
          seq: l.seq,
          [side.invoiceId]: l.invoiceid,
          invoiceno: invoice?.docno ?? '',
          invoicedate: invoice?.invoicedate ?? null,
          duedate: invoice?.duedate ?? null,
          totalamount: trim(invoice?.totalamount),
          owing: trim(owing.get(l.invoiceid)?.owing),
          pay: trim(l.extra.pay),
          pph23taxid: taxid,
          ...(taxid ? { pph23base: trim(l.extra.pph23base), pph23amount: trim(l.extra.pph23amount), pph23rate: trim((l.extra.pph23rate as string | undefined) ?? taxes.get(taxid)?.rate) } : {}),
          bupotno: String(l.extra.bupotno ?? ''),
        };
      }),
      ...Object.fromEntries(TOTALS.map((f) => [f, trim(totals[f])])),
      ...(await documentState(tx, tenantId, FORM, row, { status: 'posted', posted: true })),
    };
  }

  /** What the audit trail compares: what was entered and the total (not names, the invoices' figures or the neighbours). */
  const audited = auditedOf([side.partyName, 'consno'], {
    details: ['seq', 'invoiceno', 'invoicedate', 'duedate', 'totalamount', 'owing', 'pph23rate'],
    datadisc: ['seq', 'accountname'],
  });

  /** Stores the lines, posts the journal and sets the total; answers the stored row. */
  async function store(tx: Tx, call: TenantCall, row: Row, prepared: SidePrepared, settings: Settings): Promise<Row> {
    await repo.replaceLines(tx, call.tenantId, row.docid, prepared.lines.map(({ seq: _seq, ...line }) => line));
    const lines = side.post(prepared, row.description || (row.docno ?? FORM));
    const journalid = await writeDocumentJournal(tx, call, FORM, row, lines, settings.defaults.rounding);
    return repo.setPosting(tx, call.tenantId, row.docid, journalid, prepared.totalamount);
  }

  const numberOf = (body: Body) => body[decl.fields.number!] as string | undefined;
  const dateOf = (body: Body) => body[decl.fields.date] as string;
  const description = (body: Body) => (body.description as string | undefined) ?? '';
  const settings = (tx: Tx, tenantId: number): Promise<Settings> => tradeDocumentSettings(tx, tenantId);
  const kind: DocumentKind<Row, Settings> = {
    decl,
    lockTable: { name: FORM, table: transDocument, idField: 'docid' },
    find: (tx, tenantId, id) => repo.findDocument(tx, tenantId, FORM, id),
    present,
    audited,
    list: (tx, tenantId, q) =>
      listDeclared(tx, tenantId, decl, q, async (rows) => {
        const names = await personNames(tx, tenantId, rows.map((r) => Number((r.header as Body)[side.party])));
        return (r) => {
          const header = r.header as Body;
          const partyid = Number(header[side.party]);
          const totalpay = trim((header.totals as Body | undefined)?.totalpay);
          return { fields: { [side.party]: partyid, [side.partyName]: names.get(partyid) ?? '', [side.bank]: header[side.bank], currencyid: header.currencyid ?? null, totalpay } };
        };
      }),
    async begin(tx, call, body, q) {
      const c = await postingContext(tx, call.tenantId, { userId: call.userId, screen: q.screen, form: decl.form, period: periodOf(dateOf(body)), numbers: [], claim: q.claim, settings: TRADE_CONTEXT_SETTINGS });
      return createContextOf(c, tradeDocumentSettingsFrom(c.settings));
    },
    settings,
    async create(tx, call, body, s, lang: Lang) {
      const prepared = await side.prepare(tx, call.tenantId, body, { settings: s, lang });
      const docno = await repo.documentNumber(tx, call.tenantId, decl.transtype!, numberOf(body));
      if (!docno) throw new AppError('NUMBERING_MISSING', { type: decl.transtype! }, { status: 409 });
      const inserted = await repo.insertDocument(tx, {
        tenantId: call.tenantId,
        form: FORM,
        transtype: decl.transtype,
        docno,
        transdate: dateOf(body),
        description: description(body),
        header: prepared.header,
        createdBy: call.userId,
      });
      const row = await store(tx, call, inserted, prepared, s);
      const paid = [...prepared.invoices.keys()];
      await refreshInvoiceStatus(tx, call.tenantId, paid);
      await side.afterSave?.(tx, call.tenantId, prepared.header, null, paid);
      return { data: await present(tx, call.tenantId, row), audited: false };
    },
    async update(tx, call, current, body, s, lang) {
      const before = await paidInvoiceIds(tx, call.tenantId, current.docid);
      const prepared = await side.prepare(tx, call.tenantId, body, { settings: s, lang, self: current.docid, alsoLock: before });
      const typed = numberOf(body);
      const docno = typed && typed !== current.docno ? await repo.documentNumber(tx, call.tenantId, decl.transtype!, typed) : current.docno;
      await reverseDocumentJournals(tx, call, FORM, current);
      const updated = await repo.updateDocument(tx, call.tenantId, current.docid, current.version, { docno, transdate: dateOf(body), description: description(body), header: prepared.header });
      if (!updated) throw new AppError('STALE_VERSION');
      const row = await store(tx, call, updated, prepared, s);
      const touched = [...before, ...prepared.invoices.keys()];
      await refreshInvoiceStatus(tx, call.tenantId, touched);
      await side.afterSave?.(tx, call.tenantId, prepared.header, current.header as Body, touched);
      return { row };
    },
    async remove(tx, call, current) {
      const before = await paidInvoiceIds(tx, call.tenantId, current.docid);
      await lockSources(tx, call.tenantId, side.invoiceForm, before);
      await reverseDocumentJournals(tx, call, FORM, current);
      await repo.deleteDocument(tx, call.tenantId, current.docid);
      await refreshInvoiceStatus(tx, call.tenantId, before);
      await side.afterSave?.(tx, call.tenantId, null, current.header as Body, before);
    },
  };
  return anyKind(kind);
}
