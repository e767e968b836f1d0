import { Input } from 'antd';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import type { LookupName } from '../masters/lookups.ts';
import { LookupSelect } from '../masters/fields/LookupSelect.tsx';
import type { CardSlot } from '../../ui/grid/LineGrid.tsx';
import type { DocumentNs, InputColumn, NsKey } from './line-columns.ts';

/**
 * Columns many documents' lines share (department, project, a line note, a money amount), declared once. A form
 * adds them to its `columns` beside its own; its context only needs the tenant.
 */

interface Tenant {
  tenantId: number;
}

/** A line's reference to another master (department, project, warehouse), chosen from the company's list. */
export function lookupColumn<L, C extends Tenant, N extends DocumentNs>(key: string, lookup: LookupName, title: NsKey<N>): InputColumn<L, C, N> {
  return {
    key,
    title,
    width: 145,
    editor: ({ ctx, input }) => <LookupSelect tenantId={ctx.tenantId} lookup={lookup} {...input} />,
  };
}

/** Free text of a line (up to 200 characters). */
export function textColumn<L, C, N extends DocumentNs>(key: string, title: NsKey<N>, options: { width: number; card?: CardSlot }): InputColumn<L, C, N> {
  return {
    key,
    title,
    width: options.width,
    card: options.card,
    editor: ({ input }) => <Input maxLength={200} autoComplete="off" {...input} />,
  };
}

/** A money amount of a line, typed in the company's number format and kept as a decimal string. */
export function amountColumn<L, C, N extends DocumentNs>(
  key: string,
  title: NsKey<N>,
  options: { width: number; card?: CardSlot; minFraction?: number },
): InputColumn<L, C, N> {
  return {
    key,
    title,
    width: options.width,
    align: 'right',
    card: options.card,
    editor: ({ input }) => <AmountInput minFraction={options.minFraction} {...input} />,
  };
}
