import { formatAmount, terbilang, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Row } from '../forms/form-def.ts';
import { TEXT } from './print-labels.ts';
import type { PrintTemplate } from './print-template.ts';
import { fieldLabel, formatField, type ValueFormats } from './print-values.ts';

/** The party a document is addressed to, as printed in its "Kepada" block. */
export interface PrintParty {
  name: string;
  /** Address lines, empty ones left out. */
  address: string[];
  npwp: string;
  /** The language the party reads (docs/decisions.md): the amount in words is printed in it. */
  lang: Lang;
  /** Where "Kirim e-mail" sends the document by default. */
  email: string;
}

/** A down payment applied on an invoice, as `?withDP` lists it. */
export interface PrintDownPayment {
  number: string;
  date: string;
  amount: string;
}

export function isZero(value: unknown): boolean {
  return /^-?0*(\.0*)?$/.test(String(value ?? '0'));
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Kepada Yth." (or "Telah terima dari") and the party's name, address and NPWP. */
export function partyBlock(party: PrintParty, lang: Lang, caption: 'to' | 'receivedFrom' = 'to'): Content {
  return {
    stack: [
      { text: TEXT[caption][lang], style: 'label' },
      { text: party.name, bold: true },
      ...party.address.map((line) => ({ text: line })),
      ...(party.npwp ? [{ text: `${TEXT.npwp[lang]}: ${party.npwp}` }] : []),
    ],
  };
}

/** The totals under the lines: label and amount per summary field, zero ones left out where the template says so. */
export function summaryTable(template: PrintTemplate, record: Row, formats: ValueFormats): Content | undefined {
  const rows = template.summary.filter((f) => !(f.hideZero && isZero(record[f.field])));
  if (rows.length === 0) return undefined;
  return {
    table: {
      widths: ['*', 'auto'],
      body: rows.map((f) => [
        { text: fieldLabel(f, formats.lang), style: f.strong ? 'total' : 'label' },
        { text: formatField({ ...f, kind: 'money' }, record[f.field] ?? '0', formats), alignment: 'right', style: f.strong ? 'total' : undefined },
      ]) as TableCell[][],
    },
    layout: { hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === node.table.body.length - 1 && rows.at(-1)?.strong ? 0.8 : 0), vLineWidth: () => 0, paddingTop: () => 1, paddingBottom: () => 1 },
  };
}

/** Currency words of amounts in words, by the currency master's name (ISO code); another code is printed as it is. */
const CURRENCY_WORDS: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  IDR: { id: 'rupiah', en: 'rupiah' },
  RP: { id: 'rupiah', en: 'rupiah' },
  RUPIAH: { id: 'rupiah', en: 'rupiah' },
  USD: { id: 'dolar Amerika Serikat', en: 'US dollars' },
  SGD: { id: 'dolar Singapura', en: 'Singapore dollars' },
  AUD: { id: 'dolar Australia', en: 'Australian dollars' },
  EUR: { id: 'euro', en: 'euros' },
  JPY: { id: 'yen', en: 'yen' },
  CNY: { id: 'yuan', en: 'yuan' },
  MYR: { id: 'ringgit', en: 'ringgit' },
};

/** The word after the number in "Terbilang" for a currency (rupiah when none is named). */
export function currencyWord(currency: string | undefined, lang: Lang): string {
  const code = (currency ?? '').trim();
  return CURRENCY_WORDS[code.toUpperCase()]?.[lang] ?? (code || 'rupiah');
}

/** "Terbilang: …" of an amount, in the given language (capitalised, with the currency word). */
export function amountInWords(amount: string, label: Lang, words: Lang, currency: string | undefined): Content {
  return { text: [{ text: `${TEXT.inWords[label]}: `, style: 'label' }, { text: `${capitalise(terbilang(new Decimal(amount || '0').toFixed(), words, currencyWord(currency, words)))}`, italics: true }], margin: [0, 0, 0, 4] };
}

/** `?withDP`: the down-payment invoices applied, with their numbers, dates and the amounts taken from each. */
export function downPaymentList(rows: readonly PrintDownPayment[], formats: ValueFormats): Content {
  const lang = formats.lang;
  return {
    margin: [0, 0, 0, 4],
    table: {
      widths: ['auto', 'auto', 'auto'],
      body: [
        [{ text: TEXT.downPayments[lang], style: 'label', colSpan: 3 }, '', ''],
        ...rows.map((r) => [r.number, formatField({ field: 'date', kind: 'date', blankZero: false }, r.date, formats), { text: formatAmount(r.amount, formats.number, 2), alignment: 'right' }]),
      ] as TableCell[][],
    },
    layout: 'noBorders',
  };
}

/** Signature boxes, and the stamp-duty (meterai) box beside them when the document needs one. */
export function signatureBoxes(keys: PrintTemplate['signatures'], lang: Lang, stamp: { duty: string; number: Lang } | undefined): Content | undefined {
  if (keys.length === 0 && !stamp) return undefined;
  const head: TableCell[] = keys.map((k) => ({ text: TEXT[k][lang], alignment: 'center', style: 'label' }));
  const body: TableCell[] = keys.map(() => ({ text: '\n\n(                              )', alignment: 'center' }));
  const widths: (string | number)[] = keys.map(() => '*');
  if (stamp) {
    head.push({ text: TEXT.stampDuty[lang], alignment: 'center', style: 'label' });
    body.push({ text: `\n${TEXT.stampDutyBox[lang]}\nRp ${formatAmount(stamp.duty, stamp.number)}\n`, alignment: 'center', fontSize: 7, color: '#555555' });
    widths.push(78);
  }
  return { margin: [0, 8, 0, 0], unbreakable: true, table: { widths, body: [head, body] } } as Content;
}
