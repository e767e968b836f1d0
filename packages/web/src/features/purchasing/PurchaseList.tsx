import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecordSource, Row } from '../../ui/document/record-api.ts';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import type { ListColumn } from '../../ui/list/ListView.tsx';
import { listedAmount, useForeignCurrency } from '../documents/document-currency.ts';
import { DocumentList } from '../documents/document-life.tsx';
import { useLookupRow } from '../masters/masters-api.ts';
import type { PurchaseFormDef, StatusKind } from './purchasing-forms.ts';

interface PurchaseListProps {
  def: PurchaseFormDef;
  source: RecordSource;
  onOpen: (id: number) => void;
  selected: number | null;
  actions: React.ReactNode;
  label: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
type StatusLabel = 'statusOpen' | 'statusPartial' | 'statusClosed' | 'statusInvoiced' | 'statusUnpaid' | 'statusPartlyPaid' | 'statusPaid';
const STATUS: Record<StatusKind, Record<string, readonly [StatusLabel, string]>> = {
  order: { open: ['statusOpen', 'blue'], partial: ['statusPartial', 'gold'], closed: ['statusClosed', 'default'] },
  delivery: { open: ['statusOpen', 'blue'], invoiced: ['statusInvoiced', 'green'] },
  invoice: { unpaid: ['statusUnpaid', 'red'], partial: ['statusPartlyPaid', 'gold'], paid: ['statusPaid', 'green'] },
};

/**
 * A document's status in its kind's words (API.md §7.4): a requisition or order open, partly pulled or closed; a
 * receipt open or invoiced; an invoice unpaid, partly paid or paid.
 */
export function StatusTag({ kind, status }: { kind: StatusKind | null; status: unknown }) {
  const { t } = useTranslation('purchasing');
  const known = kind && typeof status === 'string' ? STATUS[kind][status] : undefined;
  if (!known) return null;
  return (
    <Tag color={known[1]} data-testid="doc-status" data-status={String(status)}>
      {t(known[0])}
    </Tag>
  );
}

/** A listed document's party (vendor or customer): its name when the list answers it, else read by its id (once per party, cached). */
function VendorName({ tenantId, side, row }: { tenantId: number; side: PurchaseFormDef['side']; row: Row }) {
  const known = text(row[side.partyName]);
  const id = row[side.party];
  const read = useLookupRow(tenantId, side.partyLookup, known || typeof id !== 'number' ? null : id);
  return <>{known || text(read.data?.name)}</>;
}

/** The documents of one purchasing form, newest first: number, date, (vendor), status, description and total; searched on the server. */
export function PurchaseList({ def, source, onOpen, selected, actions, label }: PurchaseListProps) {
  const { t } = useTranslation('purchasing');
  const formats = useFormats();
  const currencyOf = useForeignCurrency(source.tenantId);
  // A foreign document's amounts carry its currency ("USD 150,00"), so they are not read as rupiah.
  const amount = (row: Row, field: string) => listedAmount(row[field], currencyOf(row.currencyid), formats);
  const number: ListColumn<Row> = { key: def.numberField, title: t('number'), width: 150, render: (row) => text(row[def.numberField]) };
  const date: ListColumn<Row> = { key: def.dateField, title: t('date'), width: 120, render: (row) => showDate(row[def.dateField], formats) };
  const status: ListColumn<Row>[] = !def.statusKind ? [] : [{ key: 'status', title: t('status'), width: def.statusKind === 'order' ? 110 : 160, render: (row) => <StatusTag kind={def.statusKind} status={row.status} /> }];
  const vendor: ListColumn<Row>[] = def.party ? [{ key: def.side.partyName, title: t(def.side.partyLabel), width: 200, render: (row) => <VendorName tenantId={source.tenantId} side={def.side} row={row} /> }] : [];
  // An invoice's list also says what is still owed on it (Sisa); its description is narrower so a desktop shows all.
  const owes = def.statusKind === 'invoice';
  const description: ListColumn<Row> = { key: 'description', title: t('description'), width: owes ? 220 : 280, render: (row) => text(row.description) };
  const total: ListColumn<Row>[] = def.priced ? [{ key: 'totalamount', title: t('total'), width: 160, align: 'right', render: (row) => amount(row, 'totalamount') }] : [];
  const owing: ListColumn<Row>[] = owes ? [{ key: 'owing', title: t('owing'), width: 160, align: 'right', render: (row) => amount(row, 'owing') }] : [];
  const columns = [number, date, ...vendor, ...status, description, ...total, ...owing];
  // A phone's card: number, status and total; date and vendor (or, without one, the description).
  const card = { number: def.numberField, date: def.dateField, party: def.party ? def.side.partyName : 'description', total: 'totalamount', status: 'status' };
  return (
    <DocumentList source={source} columns={columns} onOpen={onOpen} selected={selected} actions={actions} label={label} card={card} />
  );
}
