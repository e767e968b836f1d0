import { formatAmount, formatDate, type Lang } from '@lontar/core';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { formName } from '../ledger/report-export.ts';
import { renderPdf } from '../print/pdf.ts';
import { companySetup } from '../print/print.service.ts';
import type { StatementSection } from './payables.service.ts';

/** What the statement's PDF shows: the party, the period and a section per currency (`statementOf`). */
export interface PrintedStatement {
  partyno: string;
  partyname: string;
  fromdate: string;
  todate: string;
  sections: StatementSection[];
}

/** The captions it needs, in the user's language (the side's words: kartu hutang / piutang). */
export interface StatementCaptions {
  title: string;
  party: string;
  period: string;
  currency: string;
  date: string;
  number: string;
  form: string;
  description: string;
  debit: string;
  credit: string;
  balance: string;
  opening: string;
  closing: string;
  page: string;
}

/**
 * A party's statement as PDF (issue 13 item 8, "customer statement (PDF and Excel)") through the print module's
 * renderer: the company's letterhead (`companySetup`, as documents print), the party and period, then per currency a
 * table of the opening, each document with its running balance and the closing; amounts and dates in the company's
 * formats, A4 portrait, page numbers in the footer.
 */
export async function statementPdf(tx: Tx, call: TenantCall, s: PrintedStatement, words: StatementCaptions, lang: Lang): Promise<Buffer> {
  const setup = await companySetup(tx, call, lang);
  const money = (v: string | undefined) => (v === undefined || v === '' ? '' : formatAmount(v, setup.number, 2));
  const date = (v: string) => formatDate(v, setup.date, lang) || v;
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
  const section = (sec: StatementSection): Content[] => [
    { text: `${words.currency}: ${sec.currency}`, bold: true, margin: [0, 8, 0, 4] },
    {
      table: {
        headerRows: 1,
        widths: [52, 70, 70, '*', 62, 62, 66],
        body: [
          [words.date, words.number, words.form, words.description, words.debit, words.credit, words.balance].map((h, i) => ({ text: h, bold: true, alignment: i >= 4 ? 'right' : 'left' }) as TableCell),
          [date(s.fromdate), '', '', { text: words.opening, italics: true }, '', '', right(money(sec.opening))],
          ...sec.lines.map((l): TableCell[] => [date(l.date), l.number, formName(l.form, lang), l.description ?? '', right(money(l.debit)), right(money(l.credit)), right(money(l.balance))]),
          [date(s.todate), '', '', { text: words.closing, bold: true }, right(money(sec.debit), true), right(money(sec.credit), true), right(money(sec.closing), true)],
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 8,
    },
  ];
  return renderPdf({
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 40],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    footer: (current, total) => ({ text: `${words.page} ${current} / ${total}`, alignment: 'right', fontSize: 7, margin: [36, 12, 36, 0] }),
    content: [
      {
        columns: [
          { width: '*', stack: [{ text: setup.company.name, bold: true, fontSize: 12 }, ...setup.company.address.map((line) => ({ text: line, fontSize: 8 })), ...(setup.company.npwp ? [{ text: `NPWP: ${setup.company.npwp}`, fontSize: 8 }] : [])] },
          { width: 'auto', text: words.title, bold: true, fontSize: 14, alignment: 'right' },
        ],
      },
      { text: `${words.party}: ${[s.partyno, s.partyname].filter(Boolean).join(' — ')}`, margin: [0, 10, 0, 0] },
      { text: `${words.period}: ${date(s.fromdate)} – ${date(s.todate)}` },
      ...s.sections.flatMap(section),
    ],
  });
}
