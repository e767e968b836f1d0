import type { FormListFieldData } from 'antd';
import type { ReactNode } from 'react';

/** Where a column sits in a line's card on a phone; any other column shows once the card is tapped open. */
export type CardSlot = 'title' | 'amount' | 'description';

export interface GridColumn {
  key: string;
  title: string;
  width: number;
  align?: 'left' | 'right';
  required?: boolean;
  /** The cell's input in a Form.Item named `[field.name, …]`. */
  render: (field: FormListFieldData) => ReactNode;
  /** The column's footer (a total). */
  footer?: ReactNode;
  /** Shows a value and takes no input: the keyboard passes it by. */
  display?: boolean;
  /** Its place in the line's card on a phone (the account or item on top, the amounts, the description). */
  card?: CardSlot;
}

export interface LineGridProps {
  /** The Form.List the rows live in. */
  name: string;
  columns: GridColumn[];
  /** Values of a new, empty row. */
  newRow: () => Record<string, unknown>;
  /** Accessible name of the table. */
  label: string;
  /** Texts of the row number, the row's delete button and the add button ("Baris 1", "Hapus baris 1", "Tambah baris"). */
  texts: { row: (n: number) => string; deleteRow: (n: number) => string; addRow: string; footer?: string };
  disabled?: boolean;
  /**
   * The document's totals under the lines. On a phone they stay at the bottom of the screen while the lines are in
   * view; without them the columns' footers do.
   */
  totals?: ReactNode;
}

export interface GridLayoutProps extends Omit<LineGridProps, 'name'> {
  fields: FormListFieldData[];
  add: (value: Record<string, unknown>) => void;
  remove: (index: number) => void;
  /** Errors of the whole list ("at least two lines"). */
  errors: ReactNode[];
}

