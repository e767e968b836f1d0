import type { Row } from '../../ui/document/record-api.ts';
import type { ListColumn } from '../../ui/list/ListView.tsx';
import './document-card.css';

/**
 * Which of a document list's columns a phone's card shows, by column key: the number and date, the party (or,
 * without one, the description), the total and the status. Left out, the date is the column whose key names a
 * date, the number the first other column that is not an amount, and the total the last amount (right-aligned).
 */
export interface DocumentCardKeys {
  number?: string;
  date?: string;
  party?: string;
  total?: string;
  status?: string;
}

/** The card's parts as columns of the list (a part whose column is not in the list is left out). */
function cardParts(columns: readonly ListColumn<Row>[], keys: DocumentCardKeys | undefined) {
  const byKey = (key: string | undefined) => (key === undefined ? undefined : columns.find((column) => column.key === key));
  const amounts = columns.filter((column) => column.align === 'right');
  const date = keys?.date ? byKey(keys.date) : columns.find((column) => column.key.includes('date'));
  const number = keys?.number ? byKey(keys.number) : columns.find((column) => column !== date && column.align !== 'right');
  const description = byKey('description');
  return {
    number,
    date,
    party: byKey(keys?.party) ?? (description !== number ? description : undefined),
    total: keys?.total ? byKey(keys.total) : amounts[amounts.length - 1],
    status: byKey(keys?.status),
  };
}

/**
 * A phone's document list: one column whose cell is a two-line card, the number with the status and the total on
 * the first line, the date and the party under them; the same row opens the document as on a desktop.
 */
export function cardColumns(columns: readonly ListColumn<Row>[], keys: DocumentCardKeys | undefined, width: number): ListColumn<Row>[] {
  const parts = cardParts(columns, keys);
  const shown = [parts.number, parts.date, parts.party, parts.total, parts.status].filter((part): part is ListColumn<Row> => part !== undefined);
  return [
    {
      key: parts.number?.key ?? 'document',
      title: shown.map((part) => part.title).join(' · '),
      width,
      render: (row) => (
        <div className="document-card" data-testid="document-card">
          <div className="document-card__line">
            <span className="document-card__number" data-testid="card-number">
              {parts.number?.render(row)}
            </span>
            {parts.status && <span className="document-card__status">{parts.status.render(row)}</span>}
            <span className="document-card__total" data-testid="card-total">
              {parts.total?.render(row)}
            </span>
          </div>
          <div className="document-card__line document-card__line--sub">
            <span className="document-card__date">{parts.date?.render(row)}</span>
            <span className="document-card__party" data-testid="card-party">
              {parts.party?.render(row)}
            </span>
          </div>
        </div>
      ),
    },
  ];
}
