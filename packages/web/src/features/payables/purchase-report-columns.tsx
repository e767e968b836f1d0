import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { showDate, type DisplayFormats } from '../../ui/document/formats.ts';
import type { useStockFormat } from '../inventory/stock-report-ui.tsx';
import { PARTY_PREFIX, type ByItemRow, type ByPartyRow, type GrniRow, type OpenOrderRow, type TradeReportKind } from './payables-api.ts';
import { DocumentLink } from './payables-ui.tsx';

interface Ctx {
  t: TFunction<'payables'>;
  show: ReturnType<typeof useStockFormat>;
  formats: DisplayFormats;
  phone: boolean;
}

const stacked = (main: React.ReactNode, ...rest: string[]) => (
  <div className="stock-report__stacked">
    {main}
    {rest.filter(Boolean).map((text, i) => (
      <Typography.Text key={i} type="secondary" ellipsis>
        {text}
      </Typography.Text>
    ))}
  </div>
);

/** Each purchasing or sales report's columns; a phone keeps the name and the figure that matters in view, the rest scrolls in. */
export function purchaseColumns(kind: TradeReportKind, { t, show, formats, phone }: Ctx): ColumnsType<never> {
  const qty = (value: string, unit: string) => `${show.qty(value)} ${unit}`;
  const num = <R,>(key: string, title: string, width: number, value: (row: R) => string) => ({ key, title, width, align: 'right' as const, render: (_v: unknown, row: R) => value(row) });
  const prefix = PARTY_PREFIX[kind];
  if (prefix) {
    // Invoices without a salesman are summed on a row of their own.
    const name = (r: ByPartyRow) => (r.partyid === null ? t('noSalesman') : (r.partyname ?? ''));
    const party = { key: 'party', title: t(prefix), width: phone ? 140 : 260, render: (_v: unknown, r: ByPartyRow) => (phone ? stacked(<Typography.Text strong>{name(r)}</Typography.Text>, r.partyno) : [r.partyno, name(r)].filter(Boolean).join(' · ')) };
    const total = num<ByPartyRow>('total', t('total'), phone ? 120 : 140, (r) => show.money(r.total));
    const rest = [
      num<ByPartyRow>('invoices', t('invoices'), 90, (r) => String(r.invoices)),
      num<ByPartyRow>('beforevat', t('beforeVat'), 140, (r) => show.money(r.beforevat)),
      num<ByPartyRow>('vat', t('vat'), 120, (r) => show.money(r.vat)),
    ];
    const cols: ColumnsType<ByPartyRow> = phone ? [party, total, ...rest] : [party, ...rest, total];
    return cols as ColumnsType<never>;
  }
  if (kind === 'byItem' || kind === 'salesByItem') {
    const cols: ColumnsType<ByItemRow> = [
      { key: 'item', title: t('item'), width: 130, render: (_v, r) => (phone ? stacked(<Typography.Text strong>{r.itemno}</Typography.Text>, r.itemdescription) : r.itemno) },
      ...(phone ? [] : [{ key: 'description', title: t('description'), width: 260, ellipsis: true, render: (_v: unknown, r: ByItemRow) => r.itemdescription }]),
      num<ByItemRow>('qty', t('quantity'), phone ? 90 : 140, (r) => qty(r.qty, r.unit1)),
      num<ByItemRow>('value', t('value'), phone ? 100 : 160, (r) => show.money(r.value)),
    ];
    return cols as ColumnsType<never>;
  }
  // The sales side's lines: orders to customers, delivered instead of received.
  const sales = kind === 'openSalesOrders' || kind === 'deliveredNotInvoiced';
  const party = { key: 'vendor', title: t(sales ? 'customer' : 'vendor') };
  const moved = t(sales ? 'delivered' : 'received');
  if (kind === 'openOrders' || kind === 'openSalesOrders') {
    const order = (r: OpenOrderRow) => <DocumentLink form={sales ? 'sales-order' : 'purchase-order'} id={r.poid} label={r.pono} />;
    const ordered = num<OpenOrderRow>('ordered', t('ordered'), 90, (r) => qty(r.ordered, r.unit1));
    const received = num<OpenOrderRow>('received', moved, 90, (r) => qty(r.received, r.unit1));
    const invoiced = num<OpenOrderRow>('invoiced', t('invoiced'), 90, (r) => qty(r.invoiced, r.unit1));
    const cols: ColumnsType<OpenOrderRow> = [
      { key: 'order', title: t('order'), width: phone ? 130 : 120, render: (_v, r) => (phone ? stacked(order(r), `${r.itemno} · ${r.vendorname}`) : order(r)) },
      ...(phone
        ? []
        : [
            { key: 'date', title: t('date'), width: 110, render: (_v: unknown, r: OpenOrderRow) => showDate(r.podate, formats) },
            { ...party, width: 180, ellipsis: true, render: (_v: unknown, r: OpenOrderRow) => r.vendorname },
            { key: 'item', title: t('item'), width: 180, ellipsis: true, render: (_v: unknown, r: OpenOrderRow) => `${r.itemno} · ${r.itemdescription}` },
          ]),
      ...(phone ? [] : [ordered, received, invoiced]),
      num<OpenOrderRow>('remaining', t('remaining'), 90, (r) => qty(r.remaining, r.unit1)),
      num<OpenOrderRow>('remainingvalue', t('remainingValue'), phone ? 100 : 140, (r) => show.money(r.remainingvalue)),
      ...(phone ? [ordered, received, invoiced] : []),
    ];
    return cols as ColumnsType<never>;
  }
  const receipt = (r: GrniRow) => <DocumentLink form={sales ? 'delivery-order' : 'goods-receipt'} id={r.receiveid} label={r.receiveno} />;
  const cols: ColumnsType<GrniRow> = [
    { key: 'receipt', title: t(sales ? 'delivery' : 'receipt'), width: 130, render: (_v, r) => (phone ? stacked(receipt(r), `${r.itemno} · ${r.vendorname}`) : receipt(r)) },
    ...(phone
      ? []
      : [
          { key: 'date', title: t('date'), width: 110, render: (_v: unknown, r: GrniRow) => showDate(r.receivedate, formats) },
          { ...party, width: 180, ellipsis: true, render: (_v: unknown, r: GrniRow) => r.vendorname },
          { key: 'item', title: t('item'), width: 180, ellipsis: true, render: (_v: unknown, r: GrniRow) => `${r.itemno} · ${r.itemdescription}` },
        ]),
    num<GrniRow>('notinvoiced', t('notInvoiced'), phone ? 90 : 110, (r) => qty(r.notinvoiced, r.unit1)),
    num<GrniRow>('value', t('value'), phone ? 100 : 130, (r) => show.money(r.value)),
    num<GrniRow>('received', moved, 90, (r) => qty(r.received, r.unit1)),
  ];
  return cols as ColumnsType<never>;
}
