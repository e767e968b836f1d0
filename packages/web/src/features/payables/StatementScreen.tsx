import { isZeroAmount } from '@lontar/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { PHONE, StockTable, useStockFormat } from '../inventory/stock-report-ui.tsx';
import { DateRangeFilters, ExportButtons, ReportFilters, ReportFrame, useDayRange } from '../reports/report-ui.tsx';
import type { ScreenProps } from '../workspace/screens.ts';
import { fetchStatement, payablesKeys, type StatementLine, type StatementSection } from './payables-api.ts';
import { DocumentLink, PartyFilter, spanRows, strong, widthOf } from './payables-ui.tsx';
import type { TradeSideView } from './trade-side-view.ts';

/** A table row: a currency's heading, its opening, a document, or its closing with the range's totals. */
type Row = { key: string; kind: 'heading' | 'opening' | 'line' | 'closing'; section: StatementSection; line?: StatementLine };

/**
 * "Kartu Hutang" / "Kartu Piutang": a vendor's (customer's) opening balance, invoices, payments and returns with a
 * running balance (owed to a vendor on the credit side, by a customer on the debit side), and the closing.
 */
export function StatementScreen({ tenantId, rights, side }: ScreenProps & { side: TradeSideView }) {
  const id = side.statement;
  const { t } = useTranslation(['payables', 'menu']);
  const formats = useFormats();
  const show = useStockFormat();
  const phone = useMediaQuery(PHONE);
  const [partyid, setPartyid] = useState<number | null>(null);
  const range = useDayRange(`${new Date().getFullYear()}-01-01`);
  const ready = Boolean(partyid && range.from && range.to && !range.badRange);
  const query: Record<string, string> = { [side.party]: String(partyid ?? ''), fromdate: range.from ?? '', todate: range.to ?? '' };
  const statement = useQuery({ queryKey: [...payablesKeys.all(tenantId), id, query], enabled: ready, queryFn: () => fetchStatement(tenantId, side, query), placeholderData: keepPreviousData });
  const sections = ready ? (statement.data?.sections ?? []) : [];
  const rows: Row[] = sections.flatMap((section) => [
    ...(sections.length > 1 ? [{ key: `h-${section.currency}`, kind: 'heading' as const, section }] : []),
    { key: `o-${section.currency}`, kind: 'opening' as const, section },
    ...section.lines.map((line) => ({ key: `l-${line.form}-${line.id}`, kind: 'line' as const, section, line })),
    { key: `c-${section.currency}`, kind: 'closing' as const, section },
  ]);
  const money = (value: string) => (isZeroAmount(value) ? '' : show.money(value));
  const documentCell = (row: Row) => {
    if (row.kind === 'heading') return strong(row.section.currency);
    if (row.kind !== 'line') return strong(t(row.kind === 'opening' ? 'opening' : 'closing'));
    const l = row.line!;
    const label = `${t(`forms.${l.form}` as 'forms.purchase-invoice')} ${l.number}`;
    const link = <DocumentLink form={l.form} id={l.id} label={label} />;
    return phone ? (
      <div className="stock-report__stacked">
        <Typography.Text type="secondary">{showDate(l.date, formats)}</Typography.Text>
        {link}
      </div>
    ) : (
      link
    );
  };
  const amount = (key: 'debit' | 'credit') => ({
    key,
    title: t(key),
    width: phone ? 100 : 140,
    align: 'right' as const,
    render: (_v: unknown, row: Row) => (row.kind === 'line' ? money(row.line![key]) : row.kind === 'closing' ? strong(money(row.section[key])) : ''),
  });
  const balance = {
    key: 'balance',
    title: t('balance'),
    width: phone ? 110 : 150,
    align: 'right' as const,
    render: (_v: unknown, row: Row) =>
      row.kind === 'line' ? show.money(row.line!.balance) : row.kind === 'opening' ? strong(show.money(row.section.opening)) : row.kind === 'closing' ? strong(show.money(row.section.closing)) : '',
  };
  const base: ColumnsType<Row> = phone
    ? [{ key: 'document', title: t('document'), width: 140, render: (_v, row) => documentCell(row) }, balance, amount('debit'), amount('credit')]
    : [
        { key: 'date', title: t('date'), width: 110, render: (_v, row) => (row.line ? showDate(row.line.date, formats) : row.kind === 'opening' ? showDate(range.from, formats) : row.kind === 'closing' ? showDate(range.to, formats) : '') },
        { key: 'document', title: t('document'), width: 240, render: (_v, row) => documentCell(row) },
        { key: 'description', title: t('description'), width: 220, ellipsis: true, render: (_v, row) => row.line?.description ?? '' },
        amount('debit'),
        amount('credit'),
        balance,
      ];
  const columns = spanRows(base, 0);
  return (
    <ReportFrame title={t(`menu:items.${side.statementMenu}`)} testId={id}>
      <ReportFilters>
        <PartyFilter tenantId={tenantId} lookup={side.lookup} id={`${id}-${side.lookup}`} label={t(side.words.party)} value={partyid} onChange={setPartyid} />
        <DateRangeFilters idPrefix={id} range={range} />
        <div className="report__actions">
          <ExportButtons
            tenantId={tenantId}
            report={id}
            query={query}
            filename={`${t(side.words.statementFile)}-${statement.data?.partyno ?? ''}-${range.from ?? ''}-${range.to ?? ''}`}
            formats={['xlsx', 'csv']}
            allowed={rights.export}
            disabled={!ready}
          />
        </div>
      </ReportFilters>
      {partyid === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(side.words.choose)} />
      ) : (
        <StockTable<Row>
          aria-label={t(side.words.statement)}
          data-testid={`${id}-table`}
          columns={columns}
          dataSource={rows}
          rowKey="key"
          rowClassName={(row) => (row.kind === 'heading' ? 'stock-card__section' : row.kind === 'line' ? '' : 'stock-report__opening')}
          loading={statement.isFetching && !statement.data}
          scroll={{ x: widthOf(base) }}
          empty={t('noMovements')}
        />
      )}
    </ReportFrame>
  );
}
