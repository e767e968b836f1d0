import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Row } from '../../ui/document/record-api.ts';
import type { ListColumn } from '../../ui/list/ListView.tsx';
import { cardColumns } from './document-card.tsx';

const col = (key: string, title: string, align?: 'right'): ListColumn<Row> => ({ key, title, width: 120, align, render: (row) => String(row[key] ?? '') });

const row: Row = { invoiceno: 'PI/00007', invoicedate: '27/11/2026', vendorname: 'PT Pemasok Kopi', status: 'Belum Lunas', description: 'Kopi', totalamount: '1.110.000,00', owing: '500.000,00' };
const columns = [col('invoiceno', 'Nomor'), col('invoicedate', 'Tanggal'), col('vendorname', 'Pemasok'), col('status', 'Status'), col('description', 'Keterangan'), col('totalamount', 'Total', 'right'), col('owing', 'Sisa', 'right')];

/** The card's text by part: the number, status and total on its first line; the date and party on its second. */
function parts(html: string) {
  const lines = [...html.matchAll(/<div class="document-card__line[^"]*">(.*?)<\/div>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, '|').split('|').filter(Boolean));
  return lines;
}

describe('a phone document card', () => {
  it('shows the number, status and total, then the date and party, in one column titled by them', () => {
    const [card] = cardColumns(columns, { number: 'invoiceno', date: 'invoicedate', party: 'vendorname', total: 'totalamount', status: 'status' }, 320);
    expect(card).toMatchObject({ key: 'invoiceno', title: 'Nomor · Tanggal · Pemasok · Total · Status', width: 320 });
    expect(parts(renderToStaticMarkup(<>{card!.render(row)}</>))).toEqual([
      ['PI/00007', 'Belum Lunas', '1.110.000,00'],
      ['27/11/2026', 'PT Pemasok Kopi'],
    ]);
  });

  it('without keys takes the date column, the first other text column and the last amount; the description stands for a missing party', () => {
    const goods = [col('adjno', 'Nomor'), col('adjdate', 'Tanggal'), col('totalamount', 'Nilai', 'right'), col('description', 'Keterangan')];
    const [card] = cardColumns(goods, undefined, 320);
    expect(card!.title).toBe('Nomor · Tanggal · Keterangan · Nilai');
    expect(parts(renderToStaticMarkup(<>{card!.render({ adjno: 'ADJ/1', adjdate: '01/11/2026', totalamount: '5.000,00', description: 'Opname' })}</>))).toEqual([
      ['ADJ/1', '5.000,00'],
      ['01/11/2026', 'Opname'],
    ]);
    // A list without a number (opening balances): the date is not taken for the number too.
    const [opening] = cardColumns([col('obdate', 'Tanggal'), col('totalamount', 'Nilai', 'right'), col('description', 'Keterangan')], undefined, 320);
    expect(opening!.title).toBe('Keterangan · Tanggal · Nilai');
  });
});
