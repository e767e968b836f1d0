import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useChart } from '../masters/accounts/chart-api.ts';
import { AccountSelect } from '../masters/fields/AccountSelect.tsx';
import { fromOptionValue, toOptionValue } from '../masters/fields/option-value.ts';
import { useServerSearch } from '../masters/fields/use-server-search.ts';
import { usePerson, usePersons } from './ledger-api.ts';

interface AccountCellProps {
  tenantId: number;
  id?: string;
  /** The account number the API takes (`glaccount`). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Account types offered; all when left out. */
  types?: readonly number[];
  disabled?: boolean;
  'aria-label'?: string;
}

/** The chart's account selector (parents refused with "Parent account cannot be selected!") holding the account number. */
export function AccountCell({ tenantId, id, value, onChange, types, disabled, 'aria-label': ariaLabel }: AccountCellProps) {
  const chart = useChart(tenantId);
  const { byNo, byId } = useMemo(() => {
    const accounts = chart.data ?? [];
    return { byNo: new Map(accounts.map((a) => [a.glaccount, a.glid])), byId: new Map(accounts.map((a) => [a.glid, a.glaccount])) };
  }, [chart.data]);
  return (
    <AccountSelect
      tenantId={tenantId}
      id={id}
      aria-label={ariaLabel}
      value={value ? (byNo.get(value) ?? null) : null}
      onChange={(glid) => onChange?.(glid === null ? null : (byId.get(glid) ?? null))}
      types={types}
      disabled={disabled}
    />
  );
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

interface SubsidiaryCellProps {
  tenantId: number;
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

/** A customer or a vendor (the line's `subsidiary`), searched on the server, customers and vendors apart. */
export function SubsidiaryCell({ tenantId, id, value, onChange, disabled, 'aria-label': ariaLabel }: SubsidiaryCellProps) {
  const { t } = useTranslation('ledger');
  const { settled, searching, selectProps } = useServerSearch();
  const rows = usePersons(tenantId, settled);
  const listed = (rows.data ?? []).some((row) => row.personid === value);
  const chosen = usePerson(tenantId, value != null && !listed ? value : null);
  const label = (row: Record<string, unknown>) => [text(row.personno), text(row.name)].filter(Boolean).join(' · ');
  // In the server's order (best match first) within each group.
  const group = (type: number) =>
    (rows.data ?? []).filter((row) => row.persontype === type).map((row) => ({ value: toOptionValue(Number(row.personid)), label: label(row) }));
  const options: { label: string; options: { value: string; label: string }[] }[] = [
    { label: t('customers'), options: group(0) },
    { label: t('vendors'), options: group(1) },
  ].filter((entry) => entry.options.length > 0);
  // The chosen one, when not among the rows, still shows its name; while searching it goes last, below the matches Enter takes.
  if (value != null && !listed) {
    const kept = { label: '', options: [{ value: toOptionValue(value), label: chosen.data ? label(chosen.data) : `#${value}` }] };
    if (searching) options.push(kept);
    else options.unshift(kept);
  }

  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      value={value == null ? null : toOptionValue(value)}
      onChange={(next: string | undefined) => onChange?.(next === undefined ? null : Number(fromOptionValue(next)))}
      options={options}
      disabled={disabled}
      {...selectProps(rows)}
    />
  );
}
