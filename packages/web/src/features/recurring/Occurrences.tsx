import { Button, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showAmount, showDate, useFormats } from '../../ui/document/formats.ts';
import { occurrenceStatus, type OccurrenceRow } from './recurring-values.ts';

interface OccurrencesProps {
  rows: OccurrenceRow[];
  /** The rows are computed from the values on screen, not yet saved. */
  estimate: boolean;
  /** Opens a created document in its form's tab. */
  onOpen: (invoiceid: number) => void;
}

const STATUS_COLORS = { estimated: 'default', created: 'green', failed: 'red' } as const;

/** The schedule's occurrences: date, amount, number, status (a failure with its error), the created document. */
export function Occurrences({ rows, estimate, onOpen }: OccurrencesProps) {
  const { t } = useTranslation('recurring');
  const formats = useFormats();
  return (
    <section className="recurring-occurrences" aria-label={t('occurrences')}>
      <Typography.Title level={5}>
        {t('occurrences')}
        {estimate && rows.length > 0 && (
          <Typography.Text type="secondary" className="recurring-occurrences__note">
            {' · '}
            {t('preview')}
          </Typography.Text>
        )}
      </Typography.Title>
      <Table<OccurrenceRow>
        size="small"
        rowKey="seq"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 560 }}
        data-testid="recurring-occurrences"
        columns={[
          { key: 'seq', title: t('seq'), width: 48, render: (_, row) => row.seq },
          { key: 'date', title: t('estimatedDate'), width: 120, render: (_, row) => showDate(row.estimateddate, formats) },
          { key: 'amount', title: t('amount'), width: 140, align: 'right', render: (_, row) => (row.estimatedamount === null ? '' : showAmount(row.estimatedamount, formats)) },
          {
            key: 'number',
            title: t('documentNo'),
            width: 170,
            render: (_, row) =>
              row.invoiceid !== null && row.invoiceno ? (
                <Button type="link" size="small" className="recurring-occurrences__link" onClick={() => onOpen(row.invoiceid!)}>
                  {row.invoiceno}
                </Button>
              ) : (
                row.estinvoiceno || <Typography.Text type="secondary">{t('numberFromNumbering')}</Typography.Text>
              ),
          },
          {
            key: 'status',
            title: t('status'),
            width: 200,
            render: (_, row) => {
              const status = occurrenceStatus(row.status);
              const tag = <Tag color={STATUS_COLORS[status]}>{t(`occurrenceStatuses.${status}`)}</Tag>;
              if (status !== 'failed' || !row.error) return tag;
              return (
                <span className="recurring-occurrences__failed">
                  <Tooltip title={row.error}>{tag}</Tooltip>
                  <Typography.Text type="danger" className="recurring-occurrences__error">
                    {row.error}
                  </Typography.Text>
                </span>
              );
            },
          },
        ]}
      />
    </section>
  );
}
