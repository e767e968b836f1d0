import { EditOutlined, FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Segmented, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../../app/api/api-failure.ts';
import { handleApiError } from '../../app/api/error-handler.ts';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { PHONE, StockTable, useStockFormat } from '../inventory/stock-report-ui.tsx';
import { ExportButtons, ReportFilters } from '../reports/report-ui.tsx';
import { LedgerCheck } from './LedgerCheck.tsx';
import { fetchEfakturXml, fetchOutputVat, importTaxInvoiceNos, monthQuery, saveTaxInvoiceNo, withholdingKeys, type OutputVatKind, type OutputVatRow } from './withholding-api.ts';

interface Props {
  tenantId: number;
  /** "YYYY-MM". */
  month: string;
  period: ReactNode;
  canExport: boolean;
  /** The sales invoice screen's edit right: recording tax invoice numbers. */
  canEdit: boolean;
}

/** Saves a text as a file the browser downloads. */
function saveFile(text: string, filename: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "PPN Keluaran / Faktur Pajak": the month's sales invoices with VAT (all with returns and the output VAT account's
 * movement, or the local or foreign tax invoices), the Coretax e-Faktur file of the invoices ticked, and the tax
 * invoice numbers Coretax assigned, typed per invoice or imported from its CSV.
 */
export function OutputVatReport({ tenantId, month, period, canExport, canEdit }: Props) {
  const { t } = useTranslation('withholding');
  const show = useStockFormat();
  const formats = useFormats();
  const phone = useMediaQuery(PHONE);
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<OutputVatKind>('all');
  const key = [...withholdingKeys.all(tenantId), 'output-vat', month, kind];
  const report = useQuery({ queryKey: key, queryFn: () => fetchOutputVat(tenantId, month, kind), placeholderData: keepPreviousData });
  const [selected, setSelected] = useState<number[]>([]);
  const [problems, setProblems] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: withholdingKeys.all(tenantId) });
  /** Runs a call; its 400 problems are listed above the table, anything else goes to the shared handler. */
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setProblems(null);
    try {
      await fn();
    } catch (error) {
      if (isApiFailure(error) && error.statusCode === 400) setProblems(Array.isArray(error.message) ? error.message : [String(error.message)]);
      else handleApiError(error);
    } finally {
      setBusy(false);
    }
  };
  const exportEfaktur = () =>
    run(async () => {
      saveFile(await fetchEfakturXml(tenantId, selected), `efaktur-${month}.xml`, 'application/xml');
    });
  const importCsv = (file: File) =>
    run(async () => {
      const { data } = await importTaxInvoiceNos(tenantId, await file.text());
      void message.success(t('importDone', { updated: data.updated, rows: data.rows }));
      await refresh();
    });
  const editNumber = (row: OutputVatRow) => {
    let value = row.taxinvoiceno;
    modal.confirm({
      title: t('taxInvoiceNoOf', { number: row.docno }),
      icon: null,
      content: <Input autoFocus defaultValue={value} maxLength={40} inputMode="numeric" aria-label={t('taxInvoiceNo')} data-testid="taxinvoiceno-input" onChange={(e) => (value = e.target.value)} />,
      okText: t('save'),
      onOk: () => run(async () => {
        await saveTaxInvoiceNo(tenantId, row.docid, value);
        await refresh();
      }),
    });
  };
  const number = (row: OutputVatRow) => (
    <>
      {row.docno}
      {row.form === 'sales-return' && (
        <Tag color="orange" className="tax-report__return">
          {t('return')}
        </Tag>
      )}
    </>
  );
  const taxNo = (row: OutputVatRow) =>
    row.form === 'sales-return' ? (
      row.taxinvoiceno
    ) : (
      <span className="tax-report__taxno">
        {row.taxinvoiceno || <Typography.Text type="secondary">{t('notAssigned')}</Typography.Text>}
        {canEdit && <Button type="link" size="small" icon={<EditOutlined />} aria-label={t('taxInvoiceNoOf', { number: row.docno })} onClick={() => editNumber(row)} />}
      </span>
    );
  const npwp = (row: OutputVatRow) => row.npwp || <Typography.Text type="secondary">{t('noTin')}</Typography.Text>;
  const columns: ColumnsType<OutputVatRow> = phone
    ? [
        {
          key: 'doc',
          title: t('customer'),
          width: 200,
          render: (_v, row) => (
            <div className="tax-report__stacked">
              <Typography.Text strong ellipsis>
                {row.customername}
              </Typography.Text>
              <Typography.Text type="secondary">
                {showDate(row.transdate, formats)} · {number(row)}
              </Typography.Text>
              {taxNo(row)}
            </div>
          ),
        },
        { key: 'ppn', title: t('ppn'), width: 115, align: 'right', render: (_v, row) => show.money(row.ppn) },
        { key: 'dpp', title: t('dpp'), width: 130, align: 'right', render: (_v, row) => show.money(row.dpp) },
        { key: 'otherbase', title: t('otherBase'), width: 130, align: 'right', render: (_v, row) => show.money(row.otherbase) },
        { key: 'npwp', title: t('npwp'), width: 160, render: (_v, row) => npwp(row) },
      ]
    : [
        { key: 'transdate', title: t('date'), width: 100, render: (_v, row) => showDate(row.transdate, formats) },
        { key: 'docno', title: t('number'), width: 130, render: (_v, row) => number(row) },
        { key: 'customer', title: t('customer'), width: 160, dataIndex: 'customername', ellipsis: true },
        { key: 'npwp', title: t('npwp'), width: 150, render: (_v, row) => npwp(row) },
        { key: 'trxcode', title: t('trxCode'), width: 60, dataIndex: 'trxcode' },
        { key: 'taxinvoiceno', title: t('taxInvoiceNo'), width: 175, render: (_v, row) => taxNo(row) },
        { key: 'dpp', title: t('dpp'), width: 130, align: 'right', render: (_v, row) => show.money(row.dpp) },
        { key: 'otherbase', title: t('otherBase'), width: 130, align: 'right', render: (_v, row) => show.money(row.otherbase) },
        { key: 'ppn', title: t('ppn'), width: 120, align: 'right', render: (_v, row) => show.money(row.ppn) },
      ];
  const width = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) + 40;
  const data = report.data;
  const totals = data?.totals;
  const totalOf = (k: string) => (k === 'dpp' ? totals?.dpp : k === 'otherbase' ? totals?.otherbase : k === 'ppn' ? totals?.ppn : undefined);
  const chosen = selected.filter((id) => data?.listdata.some((r) => r.docid === id && r.form === 'sales-invoice'));
  return (
    <>
      <ReportFilters>
        {period}
        <Segmented<OutputVatKind>
          value={kind}
          onChange={(k) => {
            setKind(k);
            setSelected([]);
          }}
          options={(['all', 'local', 'foreign'] as const).map((value) => ({ value, label: t(`vatKinds.${value}`) }))}
          data-testid="output-vat-kind"
        />
        <div className="report__actions">
          <Button icon={<FileTextOutlined />} loading={busy} disabled={!canExport || chosen.length === 0} onClick={() => void exportEfaktur()} data-testid="efaktur-xml">
            {t('efaktur', { count: chosen.length })}
          </Button>
          <Button icon={<UploadOutlined />} disabled={!canEdit || busy} onClick={() => fileInput.current?.click()} data-testid="taxno-import">
            {t('importTaxNos')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            hidden
            data-testid="taxno-import-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void importCsv(file);
            }}
          />
          <ExportButtons tenantId={tenantId} report={kind === 'all' ? 'output-vat' : 'tax-invoices'} query={{ ...monthQuery(month), ...(kind === 'all' ? {} : { kind }) }} filename={`${t(`files.${kind === 'all' ? 'outputVat' : 'taxInvoices'}`)}-${month}`} formats={['xlsx']} allowed={canExport} />
        </div>
      </ReportFilters>
      {problems && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setProblems(null)}
          className="tax-report__problems"
          data-testid="efaktur-problems"
          message={t('efakturRefused')}
          description={
            <ul>
              {problems.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          }
        />
      )}
      <StockTable<OutputVatRow>
        aria-label={t('outputVat')}
        data-testid="output-vat-table"
        columns={columns}
        dataSource={data?.listdata ?? []}
        rowKey={(row) => `${row.form}-${row.docid}`}
        rowSelection={{
          selectedRowKeys: chosen.map((id) => `sales-invoice-${id}`),
          onChange: (_keys, rows) => setSelected(rows.filter((r) => r.form === 'sales-invoice').map((r) => r.docid)),
          getCheckboxProps: (row) => ({ disabled: row.form !== 'sales-invoice', 'aria-label': row.docno }),
        }}
        loading={report.isFetching && !data}
        scroll={{ x: width }}
        empty={t('noOutputVat')}
        summary={() =>
          data &&
          data.listdata.length > 0 && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} />
              {columns.map((c, i) => {
                const total = totalOf(String(c.key));
                return (
                  <Table.Summary.Cell key={String(c.key)} index={i + 1} align={total === undefined ? undefined : 'right'}>
                    {i === 0 ? t('total') : total === undefined ? null : <strong data-testid={`output-vat-total-${String(c.key)}`}>{show.money(total)}</strong>}
                  </Table.Summary.Cell>
                );
              })}
            </Table.Summary.Row>
          )
        }
      />
      {data?.ledger !== undefined && <LedgerCheck text={t('ledgerOutputVat', { amount: show.money(data.ledger) })} differs={data.ledger !== data.totals.ppn} />}
      {data?.withoutnumber !== undefined && data.withoutnumber > 0 && <p className="tax-report__ledger">{t('withoutNumber', { count: data.withoutnumber })}</p>}
    </>
  );
}
