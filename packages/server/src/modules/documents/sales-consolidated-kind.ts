import { PARTY_PERSONTYPE, SALES_CONSOLIDATED, translate, trimZeros, type Lang, type TSalesConsolidated } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { transDocument } from '../../db/schema/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { postingContext } from '../ledger/gl-document.repo.ts';
import { periodOf } from '../ledger/period.repo.ts';
import { anyKind, createContextOf, type Body, type DocumentKind } from './document-kind.ts';
import { auditedOf, documentHead, documentState, listDeclared } from './document-view.ts';
import { settlementsOf } from './invoice-settlement.repo.ts';
import { invoicesById, paymentLines, personNames } from './payment.repo.ts';
import { consolidatedElsewhere, receiptsOfConsolidated, refreshConsolidatedStatus } from './sales-payment.repo.ts';
import { personType } from './trade-context.repo.ts';
import { lockSources } from './trade-pull.repo.ts';
import * as repo from './trans-document.repo.ts';

/**
 * Tukar Faktur (AR CON, API.md §7.8): invoices of one customer gathered under one due date (default: the date + the
 * customer's term days), posting nothing. A header in `trans_document` (customer, due date, `consamount`: Σ what
 * its invoices owed when gathered, also its `totalamount`) and one `trans_line` per invoice (`extra.srcid`, no
 * `pay`: it settles nothing). Its status is `open` while any invoice owes, then `paid` (stored by every receipt,
 * sales-payment.repo.ts). An invoice belongs to one Tukar Faktur at most: the invoices are locked (docid order)
 * before the others holding them are read, so concurrent ones gathering an invoice queue and one wins (`409
 * ALREADY_CONSOLIDATED`).
 */

type Row = repo.TransDocRow;
type Settings = { startdate: string | null };
const decl = SALES_CONSOLIDATED;
const FORM = decl.form;
const trim = (v: unknown) => trimZeros(String(v ?? '0'));
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** What each invoice owed when this Tukar Faktur gathered it (`extra.gathered`), by invoice. */
const gatheredOf = async (tx: Tx, tenantId: number, docid: number) => new Map((await paymentLines(tx, tenantId, docid)).map((l) => [l.invoiceid, String(l.extra.gathered ?? '0')]));

async function present(tx: Tx, tenantId: number, row: Row): Promise<Body> {
  const header = (row.header ?? {}) as Body;
  const gathered = await gatheredOf(tx, tenantId, row.docid);
  const ids = [...gathered.keys()];
  const invoices = await invoicesById(tx, tenantId, ids, 'sales-invoice');
  const settled = await settlementsOf(tx, tenantId, ids);
  const customerid = Number(header.customerid);
  const owing = ids.reduce((a, id) => a.plus(settled.get(id)?.owing ?? '0'), new Decimal(0));
  return {
    form: FORM,
    ...documentHead(decl, row),
    duedate: header.duedate ?? null,
    customerid,
    customername: (await personNames(tx, tenantId, [customerid])).get(customerid) ?? '',
    consamount: trim(header.consamount),
    owing: trim(owing.toFixed()),
    details: ids.map((id, i) => {
      const inv = invoices.get(id);
      return { seq: i + 1, arinvoiceid: id, invoiceno: inv?.docno ?? '', invoicedate: inv?.invoicedate ?? null, duedate: inv?.duedate ?? null, totalamount: trim(inv?.totalamount), amount: trim(gathered.get(id)), owing: trim(settled.get(id)?.owing) };
    }),
    // Read from its invoices as they stand (a return settling one is seen at once; the stored status serves lists).
    ...(await documentState(tx, tenantId, FORM, row, { status: ids.some((id) => new Decimal(settled.get(id)?.owing ?? '0').greaterThan(0)) ? 'open' : 'paid', posted: false })),
  };
}

const audited = auditedOf(['customername', 'consamount', 'owing'], { details: ['seq', 'invoiceno', 'invoicedate', 'duedate', 'totalamount', 'amount', 'owing'] });

/** The due date: the one given, else the date + the customer's term days (`termsid` → `term_payment.netdays`). */
async function dueDate(tx: Tx, tenantId: number, doc: TSalesConsolidated): Promise<string> {
  if (doc.duedate) return doc.duedate;
  const [r] = rowsOf(
    await tx.execute(sql`
      select (${doc.consdate}::date + coalesce((select t.netdays from person p join term_payment t on t.tenant_id = p.tenant_id and t.termid = p.termsid
                                                 where p.tenant_id = ${tenantId} and p.personid = ${doc.customerid}), 0))::text as due`),
  );
  return String(r!.due);
}

/**
 * Checks and stores the Tukar Faktur's invoices: each a posted sales invoice of the customer, owing above zero when
 * newly gathered (one kept from before keeps what it owed then), in no other Tukar Faktur. Answers the stored row.
 */
async function save(tx: Tx, call: TenantCall, doc: TSalesConsolidated, lang: Lang, current?: Row): Promise<Row> {
  const { tenantId } = call;
  const problems: string[] = [];
  const notFound = (field: string) => problems.push(translate(lang, 'V_REF_NOT_FOUND', { field }));
  if ((await personType(tx, tenantId, doc.customerid)) !== PARTY_PERSONTYPE.customerid) notFound('customerid');
  const ids = doc.details.map((d) => d.arinvoiceid);
  await lockSources(tx, tenantId, 'sales-invoice', ids);
  const kept = current ? await gatheredOf(tx, tenantId, current.docid) : new Map<number, string>();
  const invoices = await invoicesById(tx, tenantId, ids, 'sales-invoice');
  const settled = await settlementsOf(tx, tenantId, ids);
  doc.details.forEach((d, i) => {
    const at = `details.${i}.arinvoiceid`;
    const inv = invoices.get(d.arinvoiceid);
    if (!inv) return notFound(at);
    if (inv.partyid !== doc.customerid) return problems.push(`${at}: ${translate(lang, 'INVOICE_NOT_OF_CUSTOMER', { number: inv.docno })}`);
    if (inv.temporary) return problems.push(`${at}: ${translate(lang, 'INVOICE_TEMPORARY', { number: inv.docno })}`);
    if (!kept.has(d.arinvoiceid) && !new Decimal(settled.get(d.arinvoiceid)?.owing ?? '0').greaterThan(0)) problems.push(`${at}: ${translate(lang, 'INVOICE_NOTHING_OWING', { number: inv.docno })}`);
  });
  if (problems.length) throw validationError(problems);
  const elsewhere = await consolidatedElsewhere(tx, tenantId, ids, current?.docid ?? 0);
  if (elsewhere.size) {
    const messages = doc.details.flatMap((d, i) => {
      const cons = elsewhere.get(d.arinvoiceid);
      return cons === undefined ? [] : [`details.${i}.arinvoiceid: ${translate(lang, 'ALREADY_CONSOLIDATED', { number: invoices.get(d.arinvoiceid)!.docno, cons })}`];
    });
    throw new AppError('ALREADY_CONSOLIDATED', { number: invoices.get([...elsewhere.keys()][0]!)!.docno, cons: [...elsewhere.values()][0]! }, { status: 409, messages });
  }
  const gathered = ids.map((id) => kept.get(id) ?? new Decimal(settled.get(id)?.owing ?? '0').toFixed(2));
  const consamount = gathered.reduce((a, g) => a.plus(g), new Decimal(0)).toFixed(2);
  const header = { customerid: doc.customerid, duedate: await dueDate(tx, tenantId, doc), consamount };
  let row: Row | undefined;
  if (current) {
    const typed = doc.consno;
    const docno = typed && typed !== current.docno ? await repo.documentNumber(tx, tenantId, decl.transtype!, typed) : current.docno;
    row = await repo.updateDocument(tx, tenantId, current.docid, current.version, { docno, transdate: doc.consdate, description: doc.description, header });
    if (!row) throw new AppError('STALE_VERSION');
  } else {
    const docno = await repo.documentNumber(tx, tenantId, decl.transtype!, doc.consno);
    if (!docno) throw new AppError('NUMBERING_MISSING', { type: decl.transtype! }, { status: 409 });
    row = await repo.insertDocument(tx, { tenantId, form: FORM, transtype: decl.transtype, docno, transdate: doc.consdate, description: doc.description, header, createdBy: call.userId });
  }
  const lines = ids.map((id, i) => ({ itemid: null, warehouseid: null, amount: gathered[i]!, extra: { srcform: 'sales-invoice', srcid: id, srcseq: 0, gathered: gathered[i]! } }));
  await repo.replaceLines(tx, tenantId, row.docid, lines);
  await repo.setPosting(tx, tenantId, row.docid, null, consamount);
  await refreshConsolidatedStatus(tx, tenantId, ids);
  return (await repo.findDocument(tx, tenantId, FORM, row.docid))!;
}

export function salesConsolidatedKind() {
  const kind: DocumentKind<Row, Settings> = {
    decl,
    lockTable: { name: FORM, table: transDocument, idField: 'docid' },
    find: (tx, tenantId, id) => repo.findDocument(tx, tenantId, FORM, id),
    present,
    audited,
    list: (tx, tenantId, q) =>
      listDeclared(tx, tenantId, decl, q, async (rows) => {
        const names = await personNames(tx, tenantId, rows.map((r) => Number((r.header as Body).customerid)));
        return (r) => {
          const header = r.header as Body;
          const customerid = Number(header.customerid);
          return { fields: { duedate: header.duedate ?? null, customerid, customername: names.get(customerid) ?? '', consamount: trim(header.consamount) }, after: { status: r.status || 'open' } };
        };
      }),
    async begin(tx, call, body, q) {
      const c = await postingContext(tx, call.tenantId, { userId: call.userId, screen: q.screen, form: decl.form, period: periodOf(body.consdate as string), numbers: [], claim: q.claim });
      return createContextOf(c, { startdate: c.startdate });
    },
    settings: async () => ({ startdate: null }),
    async create(tx, call, body, _s, lang) {
      const row = await save(tx, call, body as TSalesConsolidated, lang);
      return { data: await present(tx, call.tenantId, row), audited: false };
    },
    async update(tx, call, current, body, _s, lang) {
      return { row: await save(tx, call, body as TSalesConsolidated, lang, current) };
    },
    async remove(tx, call, current) {
      // A receipt that names it keeps it: delete or change the receipt first.
      const receipts = await receiptsOfConsolidated(tx, call.tenantId, current.docid);
      if (receipts.length) throw new AppError('CONSOLIDATED_USED', { number: current.docno ?? '', payments: receipts.join(', ') }, { status: 409 });
      await repo.deleteDocument(tx, call.tenantId, current.docid);
    },
  };
  return anyKind(kind);
}
