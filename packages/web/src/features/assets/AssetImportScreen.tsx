import { DownloadOutlined, EyeOutlined, ImportOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, type ApiFailure } from '../../app/api/api-failure.ts';
import { showAmount, showDate, useFormats } from '../../ui/document/formats.ts';
import type { ScreenProps } from '../workspace/screens.ts';
import { downloadAssetTemplate, importAssets, rowErrorsOf, type ImportAnswer, type ImportedAsset, type ImportRowError } from './asset-import-api.ts';
import './assets.css';

type Outcome = { kind: 'answer'; answer: ImportAnswer } | { kind: 'refused'; message: string; errors: ImportRowError[] };

/**
 * "Impor Aktiva Tetap" (spec 002 §2.6): the template, a file chosen, a preview (the server's dry run: every row checked
 * and written, then rolled back) listing the assets or every bad row and column, then the import itself.
 */
export default function AssetImportScreen({ tenantId, rights }: ScreenProps) {
  const { t } = useTranslation('assets');
  const formats = useFormats();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | 'template' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async (dryrun: boolean) => {
    if (!file) return;
    setBusy(dryrun ? 'preview' : 'import');
    try {
      const answer = await importAssets(tenantId, file, dryrun);
      setOutcome({ kind: 'answer', answer });
      if (!dryrun) await queryClient.invalidateQueries();
    } catch (failure) {
      setOutcome({ kind: 'refused', message: failureText(failure as ApiFailure) ?? '', errors: rowErrorsOf(failure) });
    } finally {
      setBusy(null);
    }
  };
  const template = async () => {
    setBusy('template');
    try {
      await downloadAssetTemplate(tenantId, `${t('importer.title')}.xlsx`);
    } catch (failure) {
      setOutcome({ kind: 'refused', message: failureText(failure as ApiFailure) ?? '', errors: [] });
    } finally {
      setBusy(null);
    }
  };

  const errorColumns: ColumnsType<ImportRowError> = [
    { key: 'row', title: t('importer.row'), dataIndex: 'row', width: 80 },
    { key: 'column', title: t('importer.column'), dataIndex: 'column', width: 200 },
    { key: 'message', title: t('importer.problem'), dataIndex: 'message' },
  ];
  const assetColumns: ColumnsType<ImportedAsset> = [
    { key: 'assetcode', title: t('importer.columns.assetcode'), dataIndex: 'assetcode', width: 130 },
    { key: 'assetname', title: t('importer.columns.assetname'), dataIndex: 'assetname' },
    { key: 'purchasedate', title: t('importer.columns.purchasedate'), width: 130, render: (_v, row) => showDate(row.purchasedate, formats) },
    { key: 'cost', title: t('importer.columns.cost'), align: 'right', width: 160, render: (_v, row) => showAmount(row.cost, formats) },
  ];
  const allowed = rights.tambah;
  const headline = outcome?.kind === 'answer' ? t(outcome.answer.dryrun ? 'importer.ready' : 'importer.done', { count: outcome.answer.count }) : outcome?.message;

  return (
    <div className="asset-import" data-testid="asset-import">
      <Typography.Title level={4}>{t('importer.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('importer.intro')}</Typography.Paragraph>
      <Space wrap className="asset-import__actions">
        <Button icon={<DownloadOutlined />} onClick={() => void template()} loading={busy === 'template'} disabled={!allowed}>
          {t('importer.template')}
        </Button>
        <Upload
          accept=".xlsx,.csv"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(chosen) => {
            setFile(chosen);
            setOutcome(null);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} disabled={!allowed} data-testid="asset-import-choose">
            {t('importer.choose')}
          </Button>
        </Upload>
        <Typography.Text data-testid="asset-import-file">{file ? file.name : t('importer.noFile')}</Typography.Text>
      </Space>
      <Space wrap className="asset-import__actions">
        <Button icon={<EyeOutlined />} onClick={() => void send(true)} loading={busy === 'preview'} disabled={!file || !allowed || busy !== null}>
          {t('importer.preview')}
        </Button>
        <Button type="primary" icon={<ImportOutlined />} onClick={() => void send(false)} loading={busy === 'import'} disabled={!file || !allowed || busy !== null}>
          {t('importer.run')}
        </Button>
      </Space>
      {outcome && <Alert className="asset-import__result" type={outcome.kind === 'answer' ? 'success' : 'error'} showIcon title={headline} data-testid="asset-import-result" />}
      {outcome?.kind === 'refused' && outcome.errors.length > 0 && (
        <Table<ImportRowError>
          size="small"
          data-testid="asset-import-errors"
          columns={errorColumns}
          dataSource={outcome.errors}
          rowKey={(e) => `${e.row}:${e.field}:${e.message}`}
          pagination={{ pageSize: 20, showSizeChanger: false, size: 'small' }}
          scroll={{ x: 560 }}
        />
      )}
      {outcome?.kind === 'answer' && (
        <Table<ImportedAsset>
          size="small"
          data-testid="asset-import-records"
          columns={assetColumns}
          dataSource={outcome.answer.records}
          rowKey={(r) => `${r.assetcode}`}
          pagination={{ pageSize: 20, showSizeChanger: false, size: 'small' }}
          scroll={{ x: 560 }}
        />
      )}
    </div>
  );
}
