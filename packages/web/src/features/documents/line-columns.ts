import type { ReactElement, ReactNode } from 'react';
import type { Catalogue } from '../../app/i18n/locales/id.ts';
import type { DisplayFormats } from '../../ui/document/formats.ts';
import type { CardSlot } from '../../ui/grid/LineGrid.tsx';

/** The namespaces a document's line grid takes its strings from (row names, titles, hints). */
export type DocumentNs = 'ledger' | 'inventory' | 'purchasing' | 'payments';

/** A message of the grid's namespace. */
export type NsKey<N extends DocumentNs> = Extract<keyof Catalogue[N], string>;

/** What a cell's input is given: its accessible name ("Akun Baris 1") and the change handler to call. */
export interface CellInput {
  'aria-label': string;
  /** Runs the column's effects on its line, then clears the errors the change answers. */
  onChange: (value: unknown, extra?: unknown) => void;
}

/** A cell being drawn: the form's context, the line (as typed so far) and the props its input takes. */
export interface CellArgs<L, C> {
  ctx: C;
  /** The line's index in the list (the Form.List field name). */
  row: number;
  line: L | undefined;
  input: CellInput;
  /** Writes another field of the same line (what the cell's own input tells beside its value). */
  set: (key: Extract<keyof L, string>, value: unknown) => void;
  /** The document cannot be changed (most inputs follow the form's own `disabled`; a button cell needs telling). */
  disabled: boolean;
}

/** A cell was changed: `set` writes another field of the same line (a new item's unit, the other side's amount). */
export interface LineChange<L, C> {
  value: unknown;
  /** What the input gives beside the value (an item cell: the item's row). */
  extra: unknown;
  row: number;
  line: L | undefined;
  ctx: C;
  set: (key: Extract<keyof L, string>, value: unknown) => void;
}

export interface ShowArgs<L, C> {
  ctx: C;
  row: number;
  line: L | undefined;
  formats: DisplayFormats;
}

export interface FooterArgs<L, C> {
  ctx: C;
  lines: readonly L[];
  formats: DisplayFormats;
}

interface ColumnBase<C, N extends DocumentNs> {
  /** The line field the cell edits (the Form.Item name under the row); a computed column's own name. */
  key: string;
  /** Its title, a message of the grid's namespace; also the start of each cell's accessible name. */
  title: NsKey<N> | ((ctx: C) => NsKey<N>);
  /** Values the title's message takes ("Nilai {{currency}}"). */
  titleValues?: (ctx: C) => Record<string, string>;
  width: number;
  align?: 'left' | 'right';
  required?: boolean | ((ctx: C) => boolean);
  /** Its place in a line's card on a phone; any other column shows once the card is opened. */
  card?: CardSlot;
  /** Whether the form shows it (a company setting, a mode of the document); always when left out. */
  shown?: (ctx: C) => boolean;
}

/** A column typed into: the keyboard stops in it. */
export interface InputColumn<L, C, N extends DocumentNs> extends ColumnBase<C, N> {
  /** The cell's input, inside a Form.Item named by the column's key; it must take `input` (or its `onChange`). */
  editor: (cell: CellArgs<L, C>) => ReactElement;
  /** Other fields of the line whose errors go when this cell changes. */
  clears?: readonly string[];
  /** What changing the cell does to the rest of its line. */
  onChange?: (change: LineChange<L, C>) => void;
  footer?: (args: FooterArgs<L, C>) => ReactNode;
}

/** A computed, read-only column (a line's value, the stock on hand): the keyboard passes it by. */
export interface ComputedColumn<L, C, N extends DocumentNs> extends ColumnBase<C, N> {
  show: (args: ShowArgs<L, C>) => ReactNode;
  footer?: (args: FooterArgs<L, C>) => ReactNode;
}

export type LineColumn<L, C, N extends DocumentNs> = InputColumn<L, C, N> | ComputedColumn<L, C, N>;

/**
 * One form's line grid: its columns in the order they are typed, what a new line holds, and its texts. The
 * context `C` is what the form knows while it is being typed (tenant, settings, the document's currency or mode).
 */
export interface LineGridConfig<L, C, N extends DocumentNs> {
  ns: N;
  columns: readonly LineColumn<L, C, N>[];
  newLine: (ctx: C) => L;
  /** The lines' name (the section and the table). */
  label: (ctx: C) => NsKey<N>;
  /** The keys hint under the grid. */
  hint: (ctx: C) => NsKey<N>;
  /** A class beside `gl-lines` on the section. */
  className?: string;
}

export const isComputed = <L, C, N extends DocumentNs>(column: LineColumn<L, C, N>): column is ComputedColumn<L, C, N> => 'show' in column;

/** The columns the form shows in its present state, in their order. */
export function shownLineColumns<L, C, N extends DocumentNs>(columns: readonly LineColumn<L, C, N>[], ctx: C): LineColumn<L, C, N>[] {
  return columns.filter((column) => column.shown?.(ctx) ?? true);
}

/** The message and values of a column's title. */
export function titleOf<C, K extends string>(column: { title: K | ((ctx: C) => K); titleValues?: (ctx: C) => Record<string, string> }, ctx: C): { key: K; values: Record<string, string> | undefined } {
  return { key: typeof column.title === 'function' ? column.title(ctx) : column.title, values: column.titleValues?.(ctx) };
}

export function requiredOf<C>(column: { required?: boolean | ((ctx: C) => boolean) }, ctx: C): boolean {
  return typeof column.required === 'function' ? column.required(ctx) : column.required === true;
}

/** The fields whose errors a change of the column's cell clears: its own first, each once. */
export function clearedBy(column: { key: string; clears?: readonly string[] }): string[] {
  return [...new Set([column.key, ...(column.clears ?? [])])];
}
