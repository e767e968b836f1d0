import { terbilang, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Row } from '../forms/form-def.ts';
import { amountInWords, capitalise, downPaymentList, isZero, partyBlock, signatureBoxes, summaryTable, type PrintDownPayment, type PrintParty } from './print-blocks.ts';
import { TEXT } from './print-labels.ts';
import type { PrintTemplate } from './print-template.ts';
import { fieldLabel, fieldShown, fieldValue, formatField, type ValueFormats } from './print-values.ts';

export interface PrintCompany {
  name: string;
  /** Address lines, already joined per line; empty lines are left out. */
  address: string[];
  /** The company's NPWP, printed under its address when it has one. */
  npwp?: string;
}

export interface PrintInput {
  template: PrintTemplate;
  title: string;
  /** The document or record number, repeated at the top of continuation pages. */
  number: string;
  company: PrintCompany;
  formats: ValueFormats;
  record: Row;
  lines: Row[];
  /** When the document was printed, already formatted. */
  printedAt: string;
  /** The party the document is addressed to (templates with `party`). */
  party?: PrintParty;
  /** `?withDP`: the down payments applied, listed under the lines. */
  downPayments?: readonly PrintDownPayment[];
  /** The document's currency (the currency master's name, e.g. USD) for its amount in words; none: rupiah. */
  currency?: string;
}

/** Folio (F4) is the common Indonesian office paper: 8.5 × 13 inches. */
const PAGE_SIZE = { A4: 'A4', A5: 'A5', LETTER: 'LETTER', LEGAL: 'LEGAL', FOLIO: { width: 612, height: 936 } } as const;

function header(input: PrintInput): Content {
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: input.company.name, style: 'company' },
          ...input.company.address.map((line) => ({ text: line, style: 'small' })),
          ...(input.company.npwp ? [{ text: `${TEXT.npwp[input.formats.lang]}: ${input.company.npwp}`, style: 'small' }] : []),
        ],
      },
      { width: 'auto', stack: [{ text: input.title, style: 'title', alignment: 'right' }, ...(input.party ? [{ text: input.number, alignment: 'right' as const, bold: true }] : [])] },
    ],
    margin: [0, 0, 0, 8],
  };
}

/** Header fields as label : value pairs in two columns, the way the form shows them. */
function fieldGrid(input: PrintInput): Content | undefined {
  const { template, formats, record } = input;
  const shown = template.fields.filter((f) => fieldShown(f, record));
  const fields = template.hideEmptyFields ? shown.filter((f) => formatField(f, fieldValue(f, record), formats) !== '') : shown;
  if (fields.length === 0) return undefined;
  const pairs = fields.map((f) => [{ text: fieldLabel(f, formats.lang), style: 'label' }, { text: formatField(f, fieldValue(f, record), formats) }] as TableCell[]);
  const perColumn = fields.length > 6 && !input.party ? Math.ceil(pairs.length / 2) : pairs.length;
  const body: TableCell[][] = [];
  for (let i = 0; i < perColumn; i++) {
    const right = perColumn < pairs.length ? (pairs[i + perColumn] ?? ['', '']) : [];
    body.push([...pairs[i]!, ...right]);
  }
  const widths = perColumn < pairs.length ? ['auto', '*', 'auto', '*'] : ['auto', '*'];
  const grid: Content = { table: { widths, body }, layout: 'noBorders' };
  if (!input.party) return { ...grid, margin: [0, 0, 0, 8] };
  return { columns: [{ width: '*', stack: [partyBlock(input.party, formats.lang, template.partyCaption)] }, { width: '*', stack: [grid] }], columnGap: 12, margin: [0, 0, 0, 8] };
}

/** Lines in pages of `linesPerPage` (all in one table when the template sets none). */
function chunks<T>(rows: readonly T[], size: number | undefined): T[][] {
  if (!size || rows.length <= size) return [[...rows]];
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * The detail lines: one table per page of `linesPerPage` lines, each with its column heads, a page break between
 * them; the total row (summed columns) and the amount in words of a summed column under the last one.
 */
function detailTable(input: PrintInput): Content[] {
  const details = input.template.details;
  if (!details) return [];
  const { formats, lines } = input;
  // Amounts and quantities line up on the right.
  const money = (field: string) => ['money', 'number'].includes(details.columns.find((c) => c.field === field)?.kind ?? '');
  const head = details.columns.map((c) => ({ text: fieldLabel(c, formats.lang), style: 'tableHeader', alignment: money(c.field) ? 'right' : 'left' }) as TableCell);
  const row = (line: Row) => details.columns.map((c) => ({ text: c.blankZero && isZero(line[c.field]) ? '' : formatField(c, fieldValue(c, line), formats), alignment: money(c.field) ? 'right' : 'left' }) as TableCell);
  const totals = new Map(details.totals.map((field) => [field, lines.reduce((sum, l) => sum.plus(new Decimal(String(l[field] ?? '0') || '0')), new Decimal(0))]));
  const totalRow = () => {
    const firstTotal = details.columns.findIndex((c) => totals.has(c.field));
    return details.columns.map((c, i) => {
      if (totals.has(c.field)) return { text: c.blankZero && totals.get(c.field)!.isZero() ? '' : formatField(c, totals.get(c.field)!.toFixed(), formats), style: 'total', alignment: 'right' } as TableCell;
      if (i === 0) return { text: TEXT.total[formats.lang], style: 'total', colSpan: Math.max(firstTotal, 1) } as TableCell;
      return '';
    });
  };
  const pages = chunks(lines, input.template.linesPerPage);
  const out: Content[] = pages.map((page, p) => {
    const last = p === pages.length - 1;
    const body: TableCell[][] = [head, ...page.map(row)];
    const withTotal = last && details.totals.length > 0;
    if (withTotal) body.push(totalRow());
    return {
      ...(p > 0 ? { pageBreak: 'before' as const } : {}),
      table: { headerRows: 1, widths: details.columns.map((c) => c.width ?? '*'), body },
      layout: { hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === 1 || i >= node.table.body.length - (withTotal ? 1 : 0) ? 0.8 : 0.2), vLineWidth: () => 0.2, paddingTop: () => 2, paddingBottom: () => 2 },
    } as Content;
  });
  if (pages.length > 1) {
    // Each page but the last says that the lines carry on.
    for (let p = pages.length - 2; p >= 0; p--) out.splice(p + 1, 0, { text: TEXT.continued[formats.lang], alignment: 'right', italics: true, fontSize: 7, margin: [0, 2, 0, 0] });
  }
  if (details.inWords && totals.has(details.inWords)) {
    out.push({ text: [{ text: `${TEXT.inWords[formats.lang]}: `, style: 'label' }, { text: capitalise(terbilang(totals.get(details.inWords)!.toFixed(), formats.lang)), italics: true }], margin: [0, 6, 0, 0] });
  }
  return out;
}

/** Whether the document needs a stamp-duty box: its amount is over the template's threshold (TAX.md). */
function stampDuty(input: PrintInput): { duty: string; number: Lang } | undefined {
  const rule = input.template.stampDuty;
  if (!rule) return undefined;
  const amount = new Decimal(String(input.record[rule.field] ?? '0') || '0');
  return amount.greaterThan(rule.over) ? { duty: rule.duty, number: input.formats.number } : undefined;
}

/**
 * What follows the lines: with a summary, the amount in words, down payments and signatures on the left and the
 * totals on the right, kept together on one page; otherwise the signatures alone.
 */
function closing(input: PrintInput): Content[] {
  const { template, formats, record } = input;
  const left: Content[] = [];
  if (template.amountInWords) left.push(amountInWords(String(record[template.amountInWords] ?? '0'), formats.lang, input.party?.lang ?? formats.lang, input.currency));
  if (input.downPayments?.length) left.push(downPaymentList(input.downPayments, formats));
  const signatures = signatureBoxes(template.signatures, formats.lang, stampDuty(input));
  const summary = summaryTable(template, record, formats);
  if (!summary) return [...left, ...(signatures ? [signatures] : [])];
  if (signatures) left.push(signatures);
  return [{ unbreakable: true, margin: [0, 6, 0, 0], columns: [{ width: '*', stack: left }, { width: 190, stack: [summary] }], columnGap: 14 } as Content];
}

/**
 * The pdfmake document of one record: company and title, header fields (beside the party it is addressed to),
 * detail lines with totals in pages of `linesPerPage`, the totals, the total in words, signature boxes and the
 * stamp-duty box, and a footer with the print time and page numbers. Pure, so it can be tested without rendering.
 */
export function printDocument(input: PrintInput): TDocumentDefinitions {
  const { template, formats } = input;
  const content: Content[] = [header(input)];
  const grid = fieldGrid(input);
  if (grid) content.push(grid);
  else if (input.party) content.push({ stack: [partyBlock(input.party, formats.lang, template.partyCaption)], margin: [0, 0, 0, 8] });
  content.push(...detailTable(input));
  content.push(...closing(input));
  return {
    info: { title: input.title, creator: 'Lontar', producer: 'Lontar' },
    pageSize: PAGE_SIZE[template.paper],
    pageOrientation: template.orientation,
    pageMargins: [template.margins[0], template.margins[1], template.margins[2], template.margins[3] + 12],
    defaultStyle: { font: 'Roboto', fontSize: template.fontSize },
    styles: {
      company: { fontSize: template.fontSize + 3, bold: true },
      title: { fontSize: template.fontSize + 5, bold: true },
      small: { fontSize: template.fontSize - 1 },
      label: { bold: true },
      tableHeader: { bold: true },
      total: { bold: true },
    },
    // Continuation pages say whose lines they carry on.
    header: (page: number) => (page > 1 ? { text: `${input.title} ${input.number}`, alignment: 'right', fontSize: 7, margin: [template.margins[0], 12, template.margins[2], 0] } : null),
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `${TEXT.printed[formats.lang]} ${input.printedAt}`, fontSize: 7 },
        { text: `${TEXT.page[formats.lang]} ${page} ${TEXT.of[formats.lang]} ${pages}`, alignment: 'right', fontSize: 7 },
      ],
      margin: [template.margins[0], 4, template.margins[2], 0],
    }),
    content,
  };
}
