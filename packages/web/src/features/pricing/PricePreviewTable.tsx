import { Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { showAmount, useFormats } from '../../ui/document/formats.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { PHONE } from '../inventory/stock-report-ui.tsx';
import { fieldCaption } from './price-options.ts';
import type { PreviewLine } from './pricing-api.ts';

/** The preview: per item and field the old and the new value; changes marked, refused results in red with why. */
export function PricePreviewTable({ lines, loading }: { lines: PreviewLine[]; loading: boolean }) {
  const { t } = useTranslation('inventory');
  const formats = useFormats();
  const amount = (field: string, value: string | null) => (value === null ? '' : showAmount(value, formats, field === 'itemdiscpc' ? 0 : 2));
  // A sell price is named by its level and the item's unit (Harga Jual 2 · DUS); other fields by their target.
  const caption = (cell: PreviewLine['cell']) => {
    const of = fieldCaption(cell.field);
    if ('key' in of) return t(`prices.targets.${of.key}`);
    return `${t('prices.priceLevel', { n: of.level })} · ${cell.unitname || t('prices.unitN', { n: of.unit })}`;
  };
  // The item's number and name on its first line; its other lines leave them out.
  const itemCell = (line: PreviewLine) =>
    line.span === 0 ? (
      <span className="prices__continued">{line.itemno}</span>
    ) : (
      <span className="prices__stack">
        <span className="prices__itemno">{line.itemno}</span>
        {line.itemdescription && <span className="prices__sub prices__name">{line.itemdescription}</span>}
      </span>
    );
  const phone = useMediaQuery(PHONE);
  const newValue = (line: PreviewLine) => {
    if (line.problem) {
      return (
        <Tooltip title={line.problem}>
          <Typography.Text type="danger" data-testid="prices-problem">
            {line.problem}
          </Typography.Text>
        </Tooltip>
      );
    }
    if (line.cell.skipped) return <Typography.Text type="secondary">{t('prices.noSource')}</Typography.Text>;
    const text = amount(line.cell.field, line.cell.new);
    return line.cell.changed ? <strong className="prices__changed">{text}</strong> : <Typography.Text type="secondary">{text}</Typography.Text>;
  };
  // On a phone two columns: which price of which item, and its old value over the new one.
  const phoneColumns: ColumnsType<PreviewLine> = [
    {
      key: 'item',
      title: `${t('prices.item')} · ${t('prices.field')}`,
      render: (_v, line) => (
        <span className="prices__stack">
          <span className={line.span === 0 ? 'prices__continued' : undefined}>{line.span === 0 ? line.itemno : [line.itemno, line.itemdescription].filter(Boolean).join(' · ')}</span>
          <span className="prices__sub">{caption(line.cell)}</span>
        </span>
      ),
    },
    {
      key: 'values',
      title: `${t('prices.old')} → ${t('prices.new')}`,
      align: 'right',
      render: (_v, line) => (
        <span className="prices__stack prices__stack--end">
          <span className="prices__sub">{amount(line.cell.field, line.cell.old)}</span>
          {newValue(line)}
        </span>
      ),
    },
  ];
  const columns: ColumnsType<PreviewLine> = [
    {
      key: 'item',
      title: t('prices.item'),
      width: 240,
      ellipsis: true,
      render: (_v, line) => itemCell(line),
    },
    { key: 'field', title: t('prices.field'), ellipsis: true, render: (_v, line) => caption(line.cell) },
    { key: 'old', title: t('prices.old'), width: 130, align: 'right', render: (_v, line) => amount(line.cell.field, line.cell.old) },
    {
      key: 'new',
      title: t('prices.new'),
      width: 150,
      align: 'right',
      render: (_v, line) => newValue(line),
    },
  ];
  return (
    <Table<PreviewLine>
      size="small"
      className="prices__table stock-report__table"
      data-testid="prices-preview-table"
      aria-label={t('prices.previewTitle')}
      rowKey="key"
      columns={phone ? phoneColumns : columns}
      dataSource={lines}
      loading={loading}
      pagination={lines.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
      scroll={phone ? undefined : { x: 640 }}
    />
  );
}
