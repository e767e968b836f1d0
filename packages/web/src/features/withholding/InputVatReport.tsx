import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { PHONE, StockTable, useStockFormat } from '../inventory/stock-report-ui.tsx';
import { ExportButtons, ReportFilters } from '../reports/report-ui.tsx';
import { LedgerCheck } from './LedgerCheck.tsx';
import { fetchInputVat, monthQuery, withholdingKeys, type InputVatRow } from './withholding-api.ts';

interface Props {
  tenantId: number;
  /** "YYYY-MM". */
  month: string;
  period: ReactNode;
  canExport: boolean;
}

/** "PPN Masukan": the month's purchase invoices with VAT and the returns giving it back, with the input VAT account's movement. */
export function InputVatReport({ tenantId, month, period, canExport }: Props) {
  const { t } = useTranslation('withholding');
  const show = useStockFormat();
  const formats = useFormats();
  const phone = useMediaQuery(PHONE);
  const report = useQuery({ queryKey: [...withholdingKeys.all(tenantId), 'input-vat', month], queryFn: () => fetchInputVat(tenantId, month), placeholderData: keepPreviousData });
  const number = (row: InputVatRow) => (
    <>
      {row.docno}
      {row.form === 'purchase-return' && (
        <Tag color="orange" className="tax-report__return">
          {t('return')}
        </Tag>
      )}
    </>
  );
  const npwp = (row: InputVatRow) => row.npwp || <Typography.Text type="secondary">{t('noTin')}</Typography.Text>;
  const columns: ColumnsType<InputVatRow> = phone
    ? [
        {
          key: 'doc',
          title: t('vendor'),
          width: 190,
          render: (_v, row) => (
            <div className="tax-report__stacked">
              <Typography.Text strong ellipsis>
                {row.vendorname}
              </Typography.Text>
              <Typography.Text type="secondary">{row.taxinvoiceno || row.npwp}</Typography.Text>
              <Typography.Text type="secondary">
                {showDate(row.transdate, formats)} · {number(row)}
              </Typography.Text>
            </div>
          ),
        },
        { key: 'ppn', title: t('ppn'), width: 120, align: 'right', render: (_v, row) => show.money(row.ppn) },
        { key: 'dpp', title: t('dpp'), width: 130, align: 'right', render: (_v, row) => show.money(row.dpp) },
        { key: 'otherbase', title: t('otherBase'), width: 130, align: 'right', render: (_v, row) => show.money(row.otherbase) },
        { key: 'npwp', title: t('npwp'), width: 160, render: (_v, row) => npwp(row) },
      ]
    : [
        { key: 'transdate', title: t('date'), width: 105, render: (_v, row) => showDate(row.transdate, formats) },
        { key: 'docno', title: t('number'), width: 150, render: (_v, row) => number(row) },
        { key: 'vendor', title: t('vendor'), width: 190, dataIndex: 'vendorname', ellipsis: true },
        { key: 'npwp', title: t('npwp'), width: 160, render: (_v, row) => npwp(row) },
        { key: 'taxinvoiceno', title: t('taxInvoiceNo'), width: 170, dataIndex: 'taxinvoiceno' },
        { key: 'dpp', title: t('dpp'), width: 140, align: 'right', render: (_v, row) => show.money(row.dpp) },
        { key: 'otherbase', title: t('otherBase'), width: 140, align: 'right', render: (_v, row) => show.money(row.otherbase) },
        { key: 'ppn', title: t('ppn'), width: 130, align: 'right', render: (_v, row) => show.money(row.ppn) },
      ];
  const width = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);
  const data = report.data;
  const totals = data?.totals;
  // Each figure's total under its own column.
  const totalOf = (key: string) => (key === 'dpp' ? totals?.dpp : key === 'otherbase' ? totals?.otherbase : key === 'ppn' ? totals?.ppn : undefined);
  return (
    <>
      <ReportFilters>
        {period}
        <div className="report__actions">
          <ExportButtons tenantId={tenantId} report="input-vat" query={monthQuery(month)} filename={`${t('files.inputVat')}-${month}`} formats={['xlsx']} allowed={canExport} />
        </div>
      </ReportFilters>
      <StockTable<InputVatRow>
        aria-label={t('inputVat')}
        data-testid="input-vat-table"
        columns={columns}
        dataSource={data?.listdata ?? []}
        rowKey={(row) => `${row.form}-${row.docid}`}
        loading={report.isFetching && !data}
        scroll={{ x: width }}
        empty={t('noVat')}
        summary={() =>
          data &&
          data.listdata.length > 0 && (
            <Table.Summary.Row>
              {columns.map((c, i) => {
                const total = totalOf(String(c.key));
                return (
                  <Table.Summary.Cell key={String(c.key)} index={i} align={total === undefined ? undefined : 'right'}>
                    {i === 0 ? t('total') : total === undefined ? null : <strong data-testid={`vat-total-${String(c.key)}`}>{show.money(total)}</strong>}
                  </Table.Summary.Cell>
                );
              })}
            </Table.Summary.Row>
          )
        }
      />
      {data && <LedgerCheck text={t('ledgerVat', { amount: show.money(data.ledger) })} differs={data.ledger !== data.totals.ppn} />}
    </>
  );
}
