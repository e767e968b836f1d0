import { Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { showAmount, showDate, useFormats } from '../../ui/document/formats.ts';
import type { Row } from '../../ui/document/record-api.ts';
import type { ListColumn } from '../../ui/list/ListView.tsx';
import { DocumentList, type DocumentListProps } from '../documents/document-life.tsx';
import type { PaymentFormDef } from './payment-forms.ts';

type PaymentListProps = Omit<DocumentListProps, 'columns'> & { def: PaymentFormDef };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The payments, newest first: number, date, party, description, Σ pay and what left the bank; searched on the server. */
export function PaymentList({ def, source, onOpen, selected, actions, label }: PaymentListProps) {
  const { t } = useTranslation('payments');
  const formats = useFormats();
  const phone = !Grid.useBreakpoint().md;
  const number: ListColumn<Row> = { key: def.numberField, title: t('number'), width: phone ? 110 : 150, render: (row) => text(row[def.numberField]) };
  const date: ListColumn<Row> = { key: def.dateField, title: t('date'), width: phone ? 100 : 120, render: (row) => showDate(row[def.dateField], formats) };
  const party: ListColumn<Row> = { key: 'partyname', title: t(def.party.lookup as 'vendor'), width: 220, render: (row) => text(row.vendorname ?? row.customername) };
  const paid: ListColumn<Row> = { key: 'totalpay', title: t('totalPay'), width: phone ? 130 : 160, align: 'right', render: (row) => showAmount(row.totalpay, formats) };
  const cash: ListColumn<Row> = { key: 'totalamount', title: t('totalCash'), width: phone ? 130 : 160, align: 'right', render: (row) => showAmount(row.totalamount, formats) };
  const description: ListColumn<Row> = { key: 'description', title: t('description'), width: 260, render: (row) => text(row.description) };
  // A phone shows what left the bank beside the number and date; the party and the rest scroll in.
  const columns = phone ? [number, date, cash, party, paid, description] : [number, date, party, paid, cash, description];
  return <DocumentList source={source} columns={columns} onOpen={onOpen} selected={selected} actions={actions} label={label} />;
}
