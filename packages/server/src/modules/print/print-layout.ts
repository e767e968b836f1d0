import { terbilang, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Row } from '../forms/form-def.ts';
import { TEXT } from './print-labels.ts';
import type { PrintTemplate } from './print-template.ts';
import { fieldLabel, formatField, type ValueFormats } from './print-values.ts';

export interface PrintCompany {
  name: string;
  /** Address lines, already joined per line; empty lines are left out. */
  address: string[];
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
}

/** Folio (F4) is the common Indonesian office paper: 8.5 × 13 inches. */
const PAGE_SIZE = { A4: 'A4', A5: 'A5', LETTER: 'LETTER', LEGAL: 'LEGAL', FOLIO: { width: 612, height: 936 } } as const;

function header(input: PrintInput): Content {
  return {
    columns: [
      { width: '*', stack: [{ text: input.company.name, style: 'company' }, ...input.company.address.map((line) => ({ text: line, style: 'small' }))] },
      { width: 'auto', text: input.title, style: 'title', alignment: 'right' },
    ],
    margin: [0, 0, 0, 8],
  };
}

/** Header fields as label : value pairs in two columns, the way the form shows them. */
function fieldGrid(input: PrintInput): Content | undefined {
  const { template, formats, record } = input;
  if (template.fields.length === 0) return undefined;
  const pairs = template.fields.map((f) => [{ text: fieldLabel(f, formats.lang), style: 'label' }, { text: formatField(f, record[f.field], formats) }] as TableCell[]);
  const perColumn = template.fields.length > 6 ? Math.ceil(pairs.length / 2) : pairs.length;
  const body: TableCell[][] = [];
  for (let i = 0; i < perColumn; i++) {
    const right = perColumn < pairs.length ? (pairs[i + perColumn] ?? ['', '']) : [];
    body.push([...pairs[i]!, ...right]);
  }
  const widths = perColumn < pairs.length ? ['auto', '*', 'auto', '*'] : ['auto', '*'];
  return { table: { widths, body }, layout: 'noBorders', margin: [0, 0, 0, 8] };
}

function detailTable(input: PrintInput): Content[] {
  const details = input.template.details;
  if (!details) return [];
  const { formats, lines } = input;
  // Amounts and quantities line up on the right.
  const money = (field: string) => ['money', 'number'].includes(details.columns.find((c) => c.field === field)?.kind ?? '');
  const head = details.columns.map((c) => ({ text: fieldLabel(c, formats.lang), style: 'tableHeader', alignment: money(c.field) ? 'right' : 'left' }) as TableCell);
  const body: TableCell[][] = [head];
  for (const line of lines) {
    body.push(details.columns.map((c) => ({ text: c.blankZero && isZero(line[c.field]) ? '' : formatField(c, line[c.field], formats), alignment: money(c.field) ? 'right' : 'left' }) as TableCell));
  }
  const totals = new Map(details.totals.map((field) => [field, lines.reduce((sum, l) => sum.plus(new Decimal(String(l[field] ?? '0') || '0')), new Decimal(0))]));
  if (details.totals.length > 0) {
    const firstTotal = details.columns.findIndex((c) => totals.has(c.field));
    body.push(
      details.columns.map((c, i) => {
        if (totals.has(c.field)) return { text: formatField(c, totals.get(c.field)!.toFixed(), formats), style: 'total', alignment: 'right' } as TableCell;
        if (i === 0) return { text: TEXT.total[formats.lang], style: 'total', colSpan: Math.max(firstTotal, 1) } as TableCell;
        return '';
      }),
    );
  }
  const out: Content[] = [
    {
      table: { headerRows: 1, widths: details.columns.map((c) => c.width ?? '*'), body },
      layout: { hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === 1 || i >= node.table.body.length - (details.totals.length ? 1 : 0) ? 0.8 : 0.2), vLineWidth: () => 0.2, paddingTop: () => 2, paddingBottom: () => 2 },
    },
  ];
  if (details.inWords && totals.has(details.inWords)) {
    out.push({ text: [{ text: `${TEXT.inWords[formats.lang]}: `, style: 'label' }, { text: capitalise(terbilang(totals.get(details.inWords)!.toFixed(), formats.lang)), italics: true }], margin: [0, 6, 0, 0] });
  }
  return out;
}

function isZero(value: unknown): boolean {
  return /^-?0*(\.0*)?$/.test(String(value ?? '0'));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function signatureBoxes(keys: PrintTemplate['signatures'], lang: Lang): Content | undefined {
  if (keys.length === 0) return undefined;
  return {
    margin: [0, 16, 0, 0],
    unbreakable: true,
    table: {
      widths: keys.map(() => '*'),
      body: [keys.map((k) => ({ text: TEXT[k][lang], alignment: 'center', style: 'label' })), keys.map(() => ({ text: '\n\n\n(                                   )', alignment: 'center' }))],
    },
  } as Content;
}

/**
 * The pdfmake document of one record: company and title, header fields, detail lines with totals and the
 * total in words, signature boxes, and a footer with the print time and page numbers. Pure, so it can be
 * tested without rendering.
 */
export function printDocument(input: PrintInput): TDocumentDefinitions {
  const { template, formats } = input;
  const content: Content[] = [header(input)];
  const grid = fieldGrid(input);
  if (grid) content.push(grid);
  content.push(...detailTable(input));
  const signatures = signatureBoxes(template.signatures, formats.lang);
  if (signatures) content.push(signatures);
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
