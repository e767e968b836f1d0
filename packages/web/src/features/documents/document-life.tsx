import { periodWindow, type PeriodWindowSettings } from '@lontar/core';
import { Grid } from 'antd';
import { coreMessage } from '../../app/i18n/i18n.ts';
import { listRecords, recordKeys, type RecordSource, type Row } from '../../ui/document/record-api.ts';
import { ListView, type ListColumn } from '../../ui/list/ListView.tsx';
import { notify } from '../../ui/notices.ts';
import { cardColumns, type DocumentCardKeys } from './document-card.tsx';

/**
 * What every transaction document's life shares beyond useDocument: the period window checked before a save, where
 * "previous" goes from a new document, and the list of a form's documents. A document's hook and list use these
 * instead of writing them again.
 */

/** The date of a body checked against the company's period windows: refused outside, asked about in the warning window. */
export function periodCheck(window: PeriodWindowSettings, dateField: string, askYesNo: (question: string) => Promise<boolean>) {
  return async (body: Row): Promise<boolean> => {
    const verdict = periodWindow(String(body[dateField]), window);
    if (verdict === 'refuse') {
      notify.warning(coreMessage('PERIOD_ERROR_WINDOW'));
      return false;
    }
    return verdict === 'ok' || (await askYesNo(coreMessage('PERIOD_WARNING_WINDOW')));
  };
}

/** The newest document of a form: its list comes newest first, so "previous" from a new document is its first row. */
export async function newestRecordId(source: RecordSource): Promise<number | null> {
  const id = Number((await listRecords(source, { page: 1, size: 1 })).listdata[0]?.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export interface DocumentListProps {
  source: RecordSource;
  columns: ListColumn<Row>[];
  onOpen: (id: number) => void;
  selected: number | null;
  actions: React.ReactNode;
  label: string;
  /** Which columns a phone's card shows (document-card.tsx); left out, the date, the number and the last amount. */
  card?: DocumentCardKeys;
}

/** The width of a phone's card: the screen less the workspace's padding (a 375 px phone has 336 px). */
const CARD_WIDTH = 320;

/**
 * A form's documents, newest first, searched and paged on the server; a row opens its document. A desktop shows the
 * columns as a table; a phone one two-line card per document (number, status and total; date and party).
 */
export function DocumentList({ source, columns, onOpen, selected, actions, label, card }: DocumentListProps) {
  const phone = !Grid.useBreakpoint().md;
  return (
    <ListView<Row>
      queryKey={recordKeys.list(source)}
      fetchPage={(query) => listRecords(source, query)}
      columns={phone ? cardColumns(columns, card, CARD_WIDTH) : columns}
      rowKey={(row) => Number(row.id)}
      onOpen={(row) => onOpen(Number(row.id))}
      selectedKey={selected}
      actions={actions}
      label={label}
    />
  );
}
