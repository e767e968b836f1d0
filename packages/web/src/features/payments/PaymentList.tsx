import { useTranslation } from 'react-i18next';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import type { Row } from '../../ui/document/record-api.ts';
import type { ListColumn } from '../../ui/list/ListView.tsx';
import { listedAmount, useForeignCurrency } from '../documents/document-currency.ts';
import { DocumentList, type DocumentListProps } from '../documents/document-life.tsx';
import type { PaymentFormDef } from './payment-forms.ts';

type PaymentListProps = Omit<DocumentListProps, 'columns'> & { def: PaymentFormDef };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The payments, newest first: number, date, party, Σ pay and what left the bank (a foreign one's marked with its currency), description; searched on the server. */
export function PaymentList({ def, source, onOpen, selected, actions, label }: PaymentListProps) {
  const { t } = useTranslation('payments');
  const formats = useFormats();
  const currencyOf = useForeignCurrency(source.tenantId);
  // A foreign payment's amounts carry its currency ("USD 150,00"), so they are not read as rupiah.
  const amount = (row: Row, field: string) => listedAmount(row[field], currencyOf(row.currencyid), formats);
  const number: ListColumn<Row> = { key: def.numberField, title: t('number'), width: 150, render: (row) => text(row[def.numberField]) };
  const date: ListColumn<Row> = { key: def.dateField, title: t('date'), width: 120, render: (row) => showDate(row[def.dateField], formats) };
  const party: ListColumn<Row> = { key: 'partyname', title: t(def.party.lookup as 'vendor'), width: 220, render: (row) => text(row.vendorname ?? row.customername) };
  const paid: ListColumn<Row> = { key: 'totalpay', title: t('totalPay'), width: 160, align: 'right', render: (row) => amount(row, 'totalpay') };
  const cash: ListColumn<Row> = { key: 'totalamount', title: t(def.texts.totalCash), width: 160, align: 'right', render: (row) => amount(row, 'totalamount') };
  const description: ListColumn<Row> = { key: 'description', title: t('description'), width: 260, render: (row) => text(row.description) };
  // A phone's card: number and what left the bank; date and party.
  const card = { number: def.numberField, date: def.dateField, party: 'partyname', total: 'totalamount' };
  return <DocumentList source={source} columns={[number, date, party, paid, cash, description]} onOpen={onOpen} selected={selected} actions={actions} label={label} card={card} />;
}
