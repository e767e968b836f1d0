import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { PHONE, StockTable, useStockFormat } from '../inventory/stock-report-ui.tsx';
import { ExportButtons, Filter, ReportFilters, ReportFrame } from '../reports/report-ui.tsx';
import { today } from '../reports/period-text.ts';
import type { ScreenProps } from '../workspace/screens.ts';
import { AGING_COLUMNS, fetchAging, payablesKeys, type AgingInvoice, type AgingParty, type AgingTotals } from './payables-api.ts';
import { DocumentLink, PartyFilter, spanRows, strong, widthOf } from './payables-ui.tsx';
import type { TradeSideView } from './trade-side-view.ts';

/** A table row: a party's heading, one of its open invoices, or its totals. */
type Row = { key: string; kind: 'heading' | 'invoice' | 'total'; party: AgingParty; invoice?: AgingInvoice };

/**
 * "Umur Hutang" / "Umur Piutang": each vendor's (customer's) open invoices at a date by days past due, with totals
 * and the payable (receivable) accounts' balance; one screen over a trade side.
 */
export function AgingScreen({ tenantId, rights, side }: ScreenProps & { side: TradeSideView }) {
  const { t } = useTranslation(['payables', 'menu']);
  const id = side.aging;
  const formats = useFormats();
  const show = useStockFormat();
  const phone = useMediaQuery(PHONE);
  const [asof, setAsof] = useState<string | null>(today());
  const [partyid, setPartyid] = useState<number | null>(null);
  const query: Record<string, string> = { ...(asof ? { asof } : {}), ...(partyid ? { [side.party]: String(partyid) } : {}) };
  const report = useQuery({ queryKey: [...payablesKeys.all(tenantId), id, query], enabled: asof !== null, queryFn: () => fetchAging(tenantId, side, query), placeholderData: keepPreviousData });
  const parties = report.data?.listdata ?? [];
  const currencies = new Set(parties.flatMap((v) => v.invoices.map((i) => i.currency)));
  const rows: Row[] = parties.flatMap((party) => [
    { key: `h-${party.partyid}`, kind: 'heading' as const, party },
    ...party.invoices.map((invoice) => ({ key: `i-${invoice.docid}`, kind: 'invoice' as const, party, invoice })),
    { key: `t-${party.partyid}`, kind: 'total' as const, party },
  ]);
  const money = (value: string) => show.money(value);
  const bucket = (b: (typeof AGING_COLUMNS)[number]) => ({
    key: b,
    title: t(b),
    width: 110,
    align: 'right' as const,
    render: (_v: unknown, row: Row) => (row.kind === 'invoice' ? (row.invoice!.bucket === b ? money(row.invoice!.baseowing) : '') : row.kind === 'total' ? strong(money(row.party.totals[b])) : ''),
  });
  const invoiceCell = (row: Row) => {
    if (row.kind === 'heading') return strong(`${row.party.partyno} · ${row.party.partyname}`);
    if (row.kind === 'total') return strong(t('totalOf', { name: row.party.partyname }));
    const inv = row.invoice!;
    const link = <DocumentLink form={side.invoice} id={inv.docid} label={inv.docno} />;
    if (!phone) return link;
    return (
      <div className="stock-report__stacked">
        {link}
        <Typography.Text type="secondary">
          {showDate(inv.duedate ?? inv.invoicedate, formats)} · {inv.days > 0 ? t('daysPastDue', { days: inv.days }) : t('notDue')}
        </Typography.Text>
      </div>
    );
  };
  const owingCell = (row: Row) => (row.kind === 'invoice' ? (currencies.size > 1 ? `${row.invoice!.currency} ${money(row.invoice!.owing)}` : money(row.invoice!.owing)) : '');
  const total = { key: 'total', title: t('total'), width: phone ? 120 : 125, align: 'right' as const, render: (_v: unknown, row: Row) => (row.kind === 'invoice' ? money(row.invoice!.baseowing) : row.kind === 'total' ? strong(money(row.party.totals.total)) : '') };
  const base: ColumnsType<Row> = phone
    ? [{ key: 'invoice', title: t('invoice'), width: 165, render: (_v, row) => invoiceCell(row) }, total, ...AGING_COLUMNS.map(bucket)]
    : [
        { key: 'invoice', title: t('invoice'), width: 120, render: (_v, row) => invoiceCell(row) },
        { key: 'invoicedate', title: t('invoiceDate'), width: 100, render: (_v, row) => (row.invoice ? showDate(row.invoice.invoicedate, formats) : '') },
        { key: 'duedate', title: t('dueDate'), width: 100, render: (_v, row) => (row.invoice ? showDate(row.invoice.duedate ?? row.invoice.invoicedate, formats) : '') },
        { key: 'days', title: t('days'), width: 56, align: 'right', render: (_v, row) => (row.invoice && row.invoice.days > 0 ? row.invoice.days : '') },
        { key: 'owing', title: t('owing'), width: 125, align: 'right', render: (_v, row) => owingCell(row) },
        ...AGING_COLUMNS.map(bucket),
        total,
      ];
  const at = base.findIndex((c) => c.key === (phone ? 'total' : 'current'));
  const columns = spanRows(base, at);
  const totals = report.data?.totals;
  const summaryCells = (values: AgingTotals) =>
    phone ? [values.total, ...AGING_COLUMNS.map((b) => values[b])] : [...AGING_COLUMNS.map((b) => values[b]), values.total];
  return (
    <ReportFrame title={t(`menu:items.${side.agingMenu}`)} testId={id}>
      <ReportFilters>
        <Filter label={t('asOf')}>
          <DateInput id={`${id}-asof`} value={asof} onChange={setAsof} />
        </Filter>
        <PartyFilter tenantId={tenantId} lookup={side.lookup} id={`${id}-${side.lookup}`} label={t(side.words.partyOptional)} value={partyid} onChange={setPartyid} />
        <div className="report__actions">
          <ExportButtons tenantId={tenantId} report={id} query={query} filename={`${t(side.words.agingFile)}-${asof ?? ''}`} formats={['xlsx', 'csv']} allowed={rights.export} disabled={asof === null} />
        </div>
      </ReportFilters>
      <StockTable<Row>
        aria-label={t(side.words.aging)}
        data-testid={`${id}-table`}
        columns={columns}
        dataSource={rows}
        rowKey="key"
        rowClassName={(row) => (row.kind === 'heading' ? 'stock-card__section' : row.kind === 'total' ? 'stock-report__opening' : '')}
        loading={report.isFetching && !report.data}
        scroll={{ x: widthOf(base) }}
        empty={t(side.words.noOpen)}
        summary={() =>
          totals && (
            <>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={at}>
                  {strong(t('grandTotal'))}
                </Table.Summary.Cell>
                {summaryCells(totals).map((value, i) => (
                  <Table.Summary.Cell key={i} index={i + 1} align="right">
                    <span data-testid={i === (phone ? 0 : AGING_COLUMNS.length) ? `${id}-total` : undefined}>{strong(money(value))}</span>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
              {report.data?.balance != null && (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={phone ? at : base.length - 1}>
                    <Typography.Text type="secondary">{t(side.words.balance)}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <span data-testid={`${id}-${side.key === 'purchase' ? 'payable' : 'receivable'}`}>{money(report.data.balance)}</span>
                  </Table.Summary.Cell>
                  {phone && <Table.Summary.Cell index={2} colSpan={AGING_COLUMNS.length} />}
                </Table.Summary.Row>
              )}
            </>
          )
        }
      />
    </ReportFrame>
  );
}
