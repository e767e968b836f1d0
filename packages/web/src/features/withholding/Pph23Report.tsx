import { FileTextOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../../app/api/api-failure.ts';
import { handleApiError } from '../../app/api/error-handler.ts';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { PHONE, StockTable, useStockFormat } from '../inventory/stock-report-ui.tsx';
import { ExportButtons, ReportFilters } from '../reports/report-ui.tsx';
import { downloadReport } from '../reports/reports-api.ts';
import { LedgerCheck } from './LedgerCheck.tsx';
import { fetchPph23, monthQuery, withholdingKeys, type Pph23Row } from './withholding-api.ts';

interface Props {
  tenantId: number;
  /** "YYYY-MM". */
  month: string;
  period: ReactNode;
  canExport: boolean;
}

/** "PPh 23 Dipotong": the month's payment lines with PPh 23, exported to Excel and as the Coretax e-Bupot BPPU file. */
export function Pph23Report({ tenantId, month, period, canExport }: Props) {
  const { t } = useTranslation(['withholding', 'reports']);
  const show = useStockFormat();
  const formats = useFormats();
  const phone = useMediaQuery(PHONE);
  const report = useQuery({ queryKey: [...withholdingKeys.all(tenantId), 'pph23', month], queryFn: () => fetchPph23(tenantId, month), placeholderData: keepPreviousData });
  const [problems, setProblems] = useState<{ month: string; messages: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const downloadXml = async () => {
    setBusy(true);
    setProblems(null);
    try {
      await downloadReport(tenantId, 'ebupot-bppu', monthQuery(month), `ebupot-bppu-${month}.xml`);
    } catch (error) {
      // The file's problems name each payment: listed above the table until the month changes or the file is made.
      if (isApiFailure(error) && error.statusCode === 400 && Array.isArray(error.message)) setProblems({ month, messages: error.message });
      else handleApiError(error);
    } finally {
      setBusy(false);
    }
  };
  const tin = (row: Pph23Row) => (row.tin ? `${row.tinkind === 'NIK' ? 'NIK ' : ''}${row.tin}` : <Typography.Text type="danger">{t('noTin')}</Typography.Text>);
  const columns: ColumnsType<Pph23Row> = phone
    ? [
        {
          key: 'payment',
          title: t('vendor'),
          width: 180,
          render: (_v, row) => (
            <div className="tax-report__stacked">
              <Typography.Text strong ellipsis>
                {row.vendorname}
              </Typography.Text>
              <Typography.Text type="secondary">{tin(row)}</Typography.Text>
              <Typography.Text type="secondary">
                {showDate(row.paymentdate, formats)} · {row.chequeno}
              </Typography.Text>
            </div>
          ),
        },
        {
          key: 'amount',
          title: t('amount'),
          width: 135,
          align: 'right',
          render: (_v, row) => (
            <div className="tax-report__stacked">
              <span>{show.money(row.amount)}</span>
              <Typography.Text type="secondary">
                {row.ratepercent}% × {show.money(row.base)}
              </Typography.Text>
            </div>
          ),
        },
        { key: 'code', title: t('taxObjectCode'), width: 110, dataIndex: 'taxobjectcode' },
        { key: 'bupotno', title: t('bupotNo'), width: 130, dataIndex: 'bupotno' },
        { key: 'invoiceno', title: t('invoiceNo'), width: 120, dataIndex: 'invoiceno' },
      ]
    : [
        { key: 'paymentdate', title: t('paymentDate'), width: 105, render: (_v, row) => showDate(row.paymentdate, formats) },
        { key: 'chequeno', title: t('paymentNo'), width: 110, dataIndex: 'chequeno' },
        { key: 'vendor', title: t('vendor'), width: 170, dataIndex: 'vendorname', ellipsis: true },
        { key: 'tin', title: t('tin'), width: 160, render: (_v, row) => tin(row) },
        { key: 'code', title: t('taxObjectCode'), width: 110, dataIndex: 'taxobjectcode' },
        { key: 'base', title: t('dpp'), width: 130, align: 'right', render: (_v, row) => show.money(row.base) },
        { key: 'rate', title: t('rate'), width: 70, align: 'right', render: (_v, row) => `${row.ratepercent}%` },
        { key: 'amount', title: t('amount'), width: 110, align: 'right', render: (_v, row) => show.money(row.amount) },
        { key: 'bupotno', title: t('bupotNo'), width: 120, dataIndex: 'bupotno' },
        { key: 'invoiceno', title: t('invoiceNo'), width: 110, dataIndex: 'invoiceno' },
      ];
  const width = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);
  const data = report.data;
  const at = columns.findIndex((c) => c.key === (phone ? 'amount' : 'base'));
  const shownProblems = problems?.month === month ? problems.messages : null;
  return (
    <>
      <ReportFilters>
        {period}
        <div className="report__actions">
          <ExportButtons tenantId={tenantId} report="pph23-withheld" query={monthQuery(month)} filename={`${t('files.pph23')}-${month}`} formats={['xlsx']} allowed={canExport} />
          <Tooltip title={canExport ? undefined : t('reports:noExportRight')}>
            <Button icon={<FileTextOutlined />} loading={busy} disabled={!canExport || !data?.listdata.length} onClick={() => void downloadXml()} data-testid="ebupot-xml">
              {t('ebupot')}
            </Button>
          </Tooltip>
        </div>
      </ReportFilters>
      {shownProblems && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setProblems(null)}
          className="tax-report__problems"
          data-testid="ebupot-problems"
          message={t('ebupotRefused')}
          description={
            <ul>
              {shownProblems.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          }
        />
      )}
      <StockTable<Pph23Row>
        aria-label={t('pph23')}
        data-testid="pph23-table"
        columns={columns}
        dataSource={data?.listdata ?? []}
        rowKey={(row) => `${row.paymentid}-${row.seq}`}
        loading={report.isFetching && !data}
        scroll={{ x: width }}
        empty={t('noPph23')}
        summary={() =>
          data &&
          data.listdata.length > 0 && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={at}>
                {t('total')}
              </Table.Summary.Cell>
              {!phone && (
                <>
                  <Table.Summary.Cell index={1} align="right">
                    {show.money(data.totals.base)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} />
                </>
              )}
              <Table.Summary.Cell index={3} align="right">
                <strong data-testid="pph23-total">{show.money(data.totals.amount)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} colSpan={columns.length - at - (phone ? 1 : 3)} />
            </Table.Summary.Row>
          )
        }
      />
      {data && <LedgerCheck text={t('ledgerPph23', { amount: show.money(data.ledger) })} differs={data.ledger !== data.totals.amount} />}
    </>
  );
}
