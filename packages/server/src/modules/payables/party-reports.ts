import { ZIsoDate, type Lang } from '@lontar/core';
import { z } from 'zod';
import { formName, ZPrintableReportFormat, ZReportFormat, type ReportName } from '../ledger/report-export.ts';
import { declareReport, wholeList, type ReportCells } from '../ledger/report-route.ts';
import { today } from './payables-query.ts';
import { agingOf, agingSummaryOf, statementOf } from './payables.service.ts';
import { statementPdf } from './statement-pdf.ts';
import type { TradeSide } from './trade-side.ts';
import type { Tx } from '../../platform/tx.ts';

/**
 * The aging, its per-party summary and the statement of a trade side, declared once (issue 13 item 4): the AP aging
 * and vendor statement (payables) and the AR aging, its summary and the customer statement (receivables) are these
 * over `PURCHASE_SIDE` and `SALES_SIDE`. What differs is naming: the party's fields (`vendorid`/`vendorno`/`vendorname`
 * or `customer…`), the ledger balance's key and the export's words.
 */
export interface PartyNaming<W extends string> {
  side: TradeSide;
  tags: readonly string[];
  /** `vendor` or `customer`: the prefix of the party's fields in the answers. */
  party: 'vendor' | 'customer';
  /** The answer's key for the side's accounts' balance (`payablebalance`, `receivablebalance`). */
  balance: string;
  words: (key: W, lang: Lang) => string;
  /** The words of the party's number and name columns and of the balance row. */
  word: { partyNo: W; party: W; balance: W };
  aging: ReportName;
  statement: ReportName;
  /** The statement's title on its PDF (kartu hutang, kartu piutang). */
  statementTitle: Readonly<Record<Lang, string>>;
}

type AgingWord = 'invoiceNo' | 'invoiceDate' | 'dueDate' | 'daysPastDue' | 'currency' | 'owing' | 'current' | 'days1to30' | 'days31to60' | 'days61to90' | 'over90' | 'total' | 'grandTotal';
type StatementWord = 'currency' | 'date' | 'number' | 'form' | 'description' | 'debit' | 'credit' | 'balance' | 'opening' | 'closing' | 'period' | 'page';
type SummaryWord = 'invoiceCount';

const id = z.coerce.number().int().positive();
const BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
const buckets = (totals: Record<string, string>): ReportCells => Object.fromEntries(BUCKETS.map((b) => [b, totals[b] ?? '0']));
const BUCKET_COLUMNS = BUCKETS.map((b) => [b, b, 'money'] as const);
/** Opened with the Reports screen's right and downloaded with its export right (spec 002 §6), like the ledger reports. */
const SCREEN = 'reports';

/** A party's fields under the side's names: `{vendorid, vendorno, vendorname}` or `{customerid, …}`. */
function named<T extends { partyid: number; partyno: string; partyname: string }>(n: { party: string }, { partyid, partyno, partyname, ...rest }: T) {
  return { [`${n.party}id`]: partyid, [`${n.party}no`]: partyno, [`${n.party}name`]: partyname, ...(rest as Omit<T, 'partyid' | 'partyno' | 'partyname'>) };
}

/** The aging (umur hutang / piutang) at a date, by party and column of days past due, beside the side's accounts' balance. */
export function agingReport<W extends string>(n: PartyNaming<W | AgingWord>) {
  const { party: partyField } = n.side;
  return declareReport({
    tags: n.tags,
    screen: SCREEN,
    name: n.aging,
    // The party's field is the side's (`vendorid`, `customerid`): a computed key, so the query's type is said here.
    query: z.strictObject({ asof: ZIsoDate.optional(), [partyField]: id.optional(), format: ZReportFormat }) as unknown as z.ZodType<{ asof?: string; format: 'json' | 'csv' | 'xlsx' } & Record<string, unknown>>,
    read: (tx, tenantId, q) => agingOf(tx, tenantId, n.side, q.asof ?? today(), q[partyField] as number | undefined),
    json: (r) => wholeList(r.parties.map((p) => ({ ...named(n, p), invoices: p.invoices.map((i) => named(n, i)) })), { asof: r.asof, totals: r.totals, [n.balance]: r.balance }),
    export: {
      words: n.words,
      columns: [
        ['partyno', n.word.partyNo, 'text'],
        ['partyname', n.word.party, 'text'],
        ['docno', 'invoiceNo', 'text'],
        ['invoicedate', 'invoiceDate', 'date'],
        ['duedate', 'dueDate', 'date'],
        ['days', 'daysPastDue', 'integer'],
        ['currency', 'currency', 'text'],
        ['owing', 'owing', 'money'],
        ...BUCKET_COLUMNS,
      ],
      rows: (r, say) => [
        ...r.parties.flatMap((p) => [
          ...p.invoices.map((i) => ({ ...i, duedate: i.duedate ?? i.invoicedate, [i.bucket]: i.baseowing })),
          { partyno: p.partyno, partyname: `${say('total')} ${p.partyname}`, ...buckets(p.totals) },
        ]),
        { partyname: say('grandTotal'), ...buckets(r.totals) },
        // The side's accounts' balance stands in the last column, under the grand total's.
        ...(r.balance === null ? [] : [{ partyname: say(n.word.balance), over90: r.balance }]),
      ],
      file: (r) => [r.asof],
    },
  });
}

/** The aging's totals per party (no invoices), for a company with very many open invoices. */
export function agingSummaryReport<W extends string>(n: PartyNaming<W | AgingWord | SummaryWord>, name: ReportName) {
  return declareReport({
    tags: n.tags,
    screen: SCREEN,
    name,
    query: z.strictObject({ asof: ZIsoDate.optional(), format: ZReportFormat }),
    read: (tx, tenantId, q) => agingSummaryOf(tx, tenantId, n.side, q.asof ?? today()),
    json: (r) => wholeList(r.parties.map((p) => named(n, p)), { asof: r.asof, totals: r.totals, [n.balance]: r.balance }),
    export: {
      words: n.words,
      columns: [['partyno', n.word.partyNo, 'text'], ['partyname', n.word.party, 'text'], ['invoicecount', 'invoiceCount', 'integer'], ...BUCKET_COLUMNS, ['total', 'total', 'money']],
      rows: (r, say) => [
        ...r.parties.map(({ totals, ...p }) => ({ ...p, ...totals })),
        { partyname: say('grandTotal'), ...r.totals },
        { partyname: say(n.word.balance), total: r.balance },
      ],
      file: (r) => [r.asof],
    },
  });
}

/** The party's statement (kartu hutang / piutang): per currency, the opening, each document with the running balance, the closing. */
export function statementReport<W extends string>(n: PartyNaming<W | StatementWord>) {
  const { party: partyField } = n.side;
  const query = z
    .strictObject({ fromdate: ZIsoDate, todate: ZIsoDate, format: ZPrintableReportFormat })
    .extend({ [partyField]: id })
    .superRefine((q, check) => {
      if (String(q.todate) < String(q.fromdate)) check.addIssue({ code: 'custom', path: ['todate'], message: 'V_RANGE' });
    }) as unknown as z.ZodType<{ fromdate: string; todate: string; format: 'json' | 'csv' | 'xlsx' | 'pdf' } & Record<string, unknown>>;
  const read = async (tx: Tx, tenantId: number, q: { fromdate: string; todate: string } & Record<string, unknown>) =>
    named(n, await statementOf(tx, tenantId, n.side, q[partyField] as number, q.fromdate, q.todate));
  return declareReport({
    tags: n.tags,
    screen: SCREEN,
    name: n.statement,
    read,
    // format=pdf: the statement printed (the print module's renderer and letterhead).
    pdf: (tx, call, s: Awaited<ReturnType<typeof read>>, _q, lang) => {
      const say = (key: W | StatementWord) => n.words(key, lang);
      const captions = {
        title: n.statementTitle[lang],
        party: say(n.word.party),
        ...Object.fromEntries((['period', 'currency', 'date', 'number', 'form', 'description', 'debit', 'credit', 'balance', 'opening', 'closing', 'page'] as const).map((k) => [k, say(k)])),
      } as Parameters<typeof statementPdf>[3];
      return statementPdf(tx, call, { ...s, partyno: String(s[`${n.party}no`]), partyname: String(s[`${n.party}name`]) }, captions, lang);
    },
    query,
    json: (data) => ({ data }),
    export: {
      words: n.words,
      columns: [
        ['currency', 'currency', 'text'],
        ['date', 'date', 'date'],
        ['number', 'number', 'text'],
        ['form', 'form', 'text'],
        ['description', 'description', 'text'],
        ['debit', 'debit', 'money'],
        ['credit', 'credit', 'money'],
        ['balance', 'balance', 'money'],
      ],
      rows: (s, say, lang) =>
        s.sections.flatMap(({ currency, ...sec }) => [
          { currency, date: s.fromdate, description: say('opening'), balance: sec.opening },
          ...sec.lines.map((l) => ({ ...l, currency, form: formName(l.form, lang) })),
          { currency, date: s.todate, description: say('closing'), debit: sec.debit, credit: sec.credit, balance: sec.closing },
        ]),
      file: (s) => [String(s[`${n.party}no`]), s.fromdate, s.todate],
    },
  });
}
