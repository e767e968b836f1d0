import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupSelect } from '../masters/fields/LookupSelect.tsx';
import { Filter } from '../reports/report-ui.tsx';
import { useWorkspaceNav } from '../../ui/workspace-nav.ts';
import { DOCUMENT_SCREENS } from './payables-api.ts';

/** The vendor or customer filter of a payables or receivables report. */
export function PartyFilter({ tenantId, lookup = 'vendor', id, label, value, onChange }: { tenantId: number; lookup?: 'vendor' | 'customer'; id: string; label: string; value: number | null; onChange: (partyid: number | null) => void }) {
  return (
    <Filter label={label} wide>
      <LookupSelect tenantId={tenantId} lookup={lookup} id={id} aria-label={label} value={value} onChange={(next) => onChange(typeof next === 'number' ? next : null)} />
    </Filter>
  );
}

/** The vendor filter of a payables report. */
export const VendorFilter = (props: { tenantId: number; id: string; label: string; value: number | null; onChange: (vendorid: number | null) => void }) => <PartyFilter {...props} lookup="vendor" />;

/** A document's number, a link that opens it when the workspace has its screen. */
export function DocumentLink({ form, id, label }: { form: string; id: number; label: string }) {
  const { t } = useTranslation('payables');
  const nav = useWorkspaceNav();
  const screen = DOCUMENT_SCREENS[form];
  if (!screen) return <>{label}</>;
  return (
    <Button type="link" size="small" className="stock-report__link" aria-label={t('openDocument', { number: label })} onClick={() => nav.openRecord(screen, id)}>
      {label}
    </Button>
  );
}

/** Strong text of a heading or total row. */
export const strong = (text: ReactNode) => <Typography.Text strong>{text}</Typography.Text>;

/**
 * Rows that are headings span the whole table, and total rows span their label over the columns before `at`; the
 * other rows keep one cell per column.
 */
export function spanRows<R extends { kind: string }>(columns: ColumnsType<R>, at: number): ColumnsType<R> {
  return columns.map((c, i) => ({
    ...c,
    onCell: (row: R) => ({ colSpan: row.kind === 'heading' ? (i === 0 ? columns.length : 0) : row.kind === 'total' && i < at ? (i === 0 ? at : 0) : 1 }),
  }));
}

export const widthOf = <R,>(columns: ColumnsType<R>) => columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);
