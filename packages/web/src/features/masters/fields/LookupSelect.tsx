import { Select } from 'antd';
import { LOOKUPS, type LookupName } from '../lookups.ts';
import { useLookupRow, useLookupRows } from '../masters-api.ts';
import { fromOptionValue, toOptionValue } from './option-value.ts';
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

/**
 * A selector over another master (readallBase), searched on the server, showing the chosen row's name. While text
 * is typed the server's best match comes first (Enter takes it); the chosen row, when not among the matches, is
 * kept at the end so its name still shows.
 */
export function LookupSelect({ tenantId, lookup, id, value, onChange, multiple, disabled, exclude, 'aria-label': ariaLabel }: LookupSelectProps) {
  const def = LOOKUPS[lookup];
  const { settled, searching, selectProps } = useServerSearch();
  const rows = useLookupRows(tenantId, lookup, settled);
  const listed = (rows.data ?? [])
    .map((row) => ({ value: row[def.valueField] as Value, label: def.label(row) }))
    .filter((option) => option.value !== exclude);
  const single = !multiple && typeof value === 'number' && def.valueField === def.idField ? value : null;
  const missing = single !== null && !listed.some((option) => option.value === single) ? single : null;
  const chosen = useLookupRow(tenantId, lookup, missing);
  const kept: { value: Value; label: string }[] = [];
  if (missing !== null && chosen.data) kept.push({ value: missing, label: def.label(chosen.data) });
  if (!multiple && typeof value === 'string' && value && !listed.some((option) => option.value === value)) kept.push({ value, label: value });
  const options = (searching ? [...listed, ...kept] : [...kept, ...listed]).map((option) => ({ ...option, value: toOptionValue(option.value) }));
  const keys = value == null ? (multiple ? [] : null) : Array.isArray(value) ? value.map(toOptionValue) : toOptionValue(value);

  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      mode={multiple ? 'multiple' : undefined}
      value={keys}
      onChange={(next: string | string[] | undefined) => onChange?.(next === undefined ? null : Array.isArray(next) ? next.map(fromOptionValue) : fromOptionValue(next))}
      options={options}
      disabled={disabled}
      {...selectProps(rows)}
    />
  );
}
