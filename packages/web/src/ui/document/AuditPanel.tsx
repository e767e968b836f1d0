import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, isApiFailure } from '../../app/api/api-failure.ts';
import { showDateTime, useFormats } from './formats.ts';
import { readAudit, type AuditRow, type RecordSource } from './record-api.ts';
import './entry-cards.css';

interface AuditPanelProps {
  source: RecordSource;
  recordId: number;
  /** The form's label for a field; a field without one (ids, version, derived values) is not shown. */
  labelOf: (field: string) => string | null | undefined;
  /** A value as the form shows it (a referenced record's name), or undefined for the plain value. */
  valueOf?: (field: string, value: unknown) => ReactNode | undefined;
}

type AuditAnswer = { rows: AuditRow[] } | { empty: string };

const ACTION_COLOR: Record<AuditRow['action'], string> = { create: 'green', update: 'blue', delete: 'red' };

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The audit trail of a record (getaudit): who created, changed or deleted it, when, and each field's old and new value. */
export function AuditPanel({ source, recordId, labelOf, valueOf }: AuditPanelProps) {
  const { t } = useTranslation(['document', 'list']);
  const formats = useFormats();
  const audit = useQuery({
    queryKey: ['audit', source.tenantId, source.form, recordId],
    queryFn: async (): Promise<AuditAnswer> => {
      try {
        return { rows: await readAudit(source, recordId) };
      } catch (error) {
        // 404 "Audit data is not yet available." is an answer, not a failure.
        if (isApiFailure(error) && error.statusCode === 404) return { empty: failureText(error) ?? '' };
        throw error;
      }
    },
    staleTime: 0,
  });

  const show = (field: string, value: unknown): ReactNode => {
    if (isBlank(value)) return t('document:empty');
    const shown = valueOf?.(field, value);
    if (shown !== undefined) return shown;
    if (typeof value === 'boolean') return value ? t('list:yes') : t('list:no');
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  const actionLabel = { create: t('document:auditCreate'), update: t('document:auditUpdate'), delete: t('document:auditDelete') };

  if (audit.isLoading) return <Spin className="audit__loading" />;
  const answer = audit.data;
  if (!answer) return null;
  if ('empty' in answer) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={answer.empty} />;

  return (
    <ol className="entry-cards">
      {[...answer.rows].reverse().map((row, index) => {
        // A new record lists every field it was created with; only the filled ones are worth reading. A field is
        // named by the form's caption, never by its key: one the form has no caption for means nothing to a user.
        const changes = Object.entries(row.changes)
          .filter(([, [, after]]) => row.action !== 'create' || !isBlank(after))
          .flatMap(([field, values]) => {
            const label = labelOf(field);
            return label ? [{ field, label, values }] : [];
          });
        // A print (update-printed) changes nothing but the count of prints: said as a print, with its number.
        const printed = row.action === 'update' && Object.keys(row.changes).length === 1 ? row.changes.printcount : undefined;
        return (
          <li key={`${row.at}-${index}`} className="entry-cards__card" data-testid="audit-entry">
            <div className="entry-cards__head">
              {printed ? <Tag>{t('document:auditPrinted')}</Tag> : <Tag color={ACTION_COLOR[row.action]}>{actionLabel[row.action]}</Tag>}
              <Typography.Text strong>{t('document:auditBy', { name: row.username })}</Typography.Text>
              <Typography.Text type="secondary" className="entry-cards__date">
                {showDateTime(row.at, formats)}
              </Typography.Text>
            </div>
            {printed ? (
              <Typography.Text type="secondary">{t('document:auditPrintNo', { n: String(printed[1]) })}</Typography.Text>
            ) : changes.length === 0 ? (
              <Typography.Text type="secondary">{t('document:auditNoChanges')}</Typography.Text>
            ) : (
              <table className="audit__changes">
                <thead>
                  <tr>
                    <th>{t('document:field')}</th>
                    {row.action !== 'create' && <th>{t('document:before')}</th>}
                    {row.action !== 'delete' && <th>{t('document:after')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {changes.map(({ field, label, values: [before, after] }) => (
                    <tr key={field}>
                      <td>{label}</td>
                      {row.action !== 'create' && <td className="audit__old">{show(field, before)}</td>}
                      {row.action !== 'delete' && <td>{show(field, after)}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </li>
        );
      })}
    </ol>
  );
}
