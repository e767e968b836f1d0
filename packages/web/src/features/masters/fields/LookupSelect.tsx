import { Select } from 'antd';
import { LOOKUPS, type LookupName } from '../lookups.ts';
import { useLookupRow, useLookupRows } from '../masters-api.ts';
import { useServerSearch } from './use-server-search.ts';

type Value = string | number;

interface LookupSelectProps {
  tenantId: number;
  lookup: LookupName;
  id?: string;
  value?: Value | Value[] | null;
  onChange?: (value: Value | Value[] | null) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** Leaves a value out of the options (an item cannot be its own parent). */
  exclude?: Value | null;
  'aria-label'?: string;
}

/** A selector over another master (readallBase), searched on the server, showing the chosen row's name. */
export function LookupSelect({ tenantId, lookup, id, value, onChange, multiple, disabled, exclude, 'aria-label': ariaLabel }: LookupSelectProps) {
  const def = LOOKUPS[lookup];
  const { settled, selectProps } = useServerSearch();
  const rows = useLookupRows(tenantId, lookup, settled);
  const options = (rows.data ?? [])
    .map((row) => ({ value: row[def.valueField] as Value, label: def.label(row) }))
    .filter((option) => option.value !== exclude);
  const single = !multiple && typeof value === 'number' && def.valueField === def.idField ? value : null;
  const missing = single !== null && !options.some((option) => option.value === single) ? single : null;
  const chosen = useLookupRow(tenantId, lookup, missing);
  if (missing !== null && chosen.data) options.unshift({ value: missing, label: def.label(chosen.data) });
  if (!multiple && typeof value === 'string' && value && !options.some((option) => option.value === value)) options.unshift({ value, label: value });

  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? (multiple ? [] : null)}
      onChange={(next: Value | Value[] | undefined) => onChange?.(next ?? null)}
      options={options}
      disabled={disabled}
      {...selectProps(rows)}
    />
  );
}
