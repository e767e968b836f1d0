import { Select } from 'antd';
import { useState } from 'react';
import './item-cell.css';
import { fromOptionValue, toOptionValue } from '../masters/fields/option-value.ts';
import { useServerSearch } from '../masters/fields/use-server-search.ts';
import type { Row } from '../../ui/document/record-api.ts';
import { matchesTyped } from './goods-values.ts';
import { useInventoryItems, useItemByNo, useItemGroups, type GroupComponentRow } from './inventory-api.ts';

interface ItemCellProps {
  tenantId: number;
  id?: string;
  /** The item number the API takes (`itemno`). */
  value?: string | null;
  /** The item chosen, with its row (units, ratios) when it came from the list. */
  onChange?: (value: string | null, item?: Row) => void;
  disabled?: boolean;
  'aria-label'?: string;
  /**
   * A sales line's document form (`sales-invoice`, …): item groups (Item Grouping) are offered too, listed under that
   * document's right, and a chosen group shows its components beneath.
   */
  groupsOf?: string;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
export const itemLabel = (row: Row) => [text(row.itemno), text(row.itemdescription)].filter(Boolean).join(' · ');

/**
 * An inventory item (only those move stock), searched on the server by number or name; the best match first, the
 * one Enter takes. The chosen item, when not among the matches, still shows its name.
 */
export function ItemCell({ tenantId, id, value, onChange, disabled, 'aria-label': ariaLabel, groupsOf }: ItemCellProps) {
  const { settled, searching, selectProps } = useServerSearch();
  const items = useInventoryItems(tenantId, settled);
  const groupRows = useItemGroups(tenantId, settled, groupsOf);
  const grouped: Row[] = (groupRows.data ?? []).map((row) => ({ ...row, isgroup: true }));
  const rows = { ...items, data: items.data && groupsOf ? [...items.data, ...grouped] : items.data };
  const shared = selectProps(rows);
  // What is typed narrows the rows at once: until the server's answer for it arrives, the rows of the text before
  // stay (no empty list) but only matching ones, so an Enter typed fast never takes another item.
  const [typed, setTyped] = useState('');
  const listed = (rows.data ?? []).filter((row) => !row.suspended || row.itemno === value);
  const missing = value && !listed.some((row) => row.itemno === value) ? value : null;
  const chosenGroup = grouped.find((row) => row.itemno === value);
  const chosen = useItemByNo(tenantId, missing);
  const options = listed.map((row) => ({ value: toOptionValue(text(row.itemno)), label: itemLabel(row) }));
  if (missing) {
    const kept = { value: toOptionValue(missing), label: chosen.data ? itemLabel(chosen.data) : missing };
    if (searching) options.push(kept);
    else options.unshift(kept);
  }
  const select = (
    <Select
      id={id}
      aria-label={ariaLabel}
      value={value ? toOptionValue(value) : null}
      onChange={(next: string | undefined) => {
        const itemno = next === undefined ? null : String(fromOptionValue(next));
        onChange?.(itemno, listed.find((row) => row.itemno === itemno));
      }}
      options={options}
      disabled={disabled}
      {...shared}
      onOpenChange={(open: boolean) => {
        if (!open) setTyped('');
        shared.onOpenChange(open);
      }}
      showSearch={{
        filterOption: (_input: string, option?: { label?: unknown }) => matchesTyped(String(option?.label ?? ''), typed),
        onSearch: (text: string) => {
          setTyped(text);
          shared.showSearch.onSearch(text);
        },
      }}
    />
  );
  if (!chosenGroup) return select;
  return (
    <div className="item-cell--group">
      {select}
      <GroupComponents components={(chosenGroup.components as GroupComponentRow[] | undefined) ?? []} />
    </div>
  );
}

/** A group's components beneath its line, read-only and indented: what the server moves out of stock for it. */
function GroupComponents({ components }: { components: readonly GroupComponentRow[] }) {
  return (
    <ul className="item-cell__components" data-testid="group-components">
      {components.map((c) => (
        <li key={text(c.itemno)}>
          {itemLabel(c)} — {text(c.quantity)} {text(c.itemunit)}
        </li>
      ))}
    </ul>
  );
}
