import { Form, type FormInstance } from 'antd';
import type { DisplayFormats } from '../../ui/document/formats.ts';
import type { GridColumn } from '../../ui/grid/LineGrid.tsx';
import { clearedBy, isComputed, requiredOf, shownLineColumns, titleOf, type DocumentNs, type InputColumn, type LineColumn, type LineChange } from './line-columns.ts';

/** A message of the grid's namespace, its key checked where the column is declared. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

interface GridColumnsArgs<L, C, N extends DocumentNs> {
  columns: readonly LineColumn<L, C, N>[];
  ctx: C;
  form: FormInstance;
  /** The Form.List the lines live in. */
  list: string;
  lines: readonly L[] | undefined;
  readOnly: boolean;
  formats: DisplayFormats;
  t: Translate;
}

/**
 * A form's declared columns → the keyboard grid's columns: each input in a Form.Item named `[row, key]`, named
 * "<title> <row>" for screen readers and tests, its change running the column's effects on the line and then
 * clearing the errors shown under the cells it answers (these inputs have no rules that would revalidate).
 */
export function gridColumnsOf<L, C, N extends DocumentNs>({ columns, ctx, form, list, lines, readOnly, formats, t }: GridColumnsArgs<L, C, N>): GridColumn[] {
  const lineOf = (row: number) => lines?.[row];
  const clearErrors = (row: number, keys: readonly string[]) => {
    const stale = keys.map((key) => [list, row, key]).filter((name) => form.getFieldError(name).length > 0);
    if (stale.length) form.setFields(stale.map((name) => ({ name, errors: [] })));
  };
  const set = (row: number) => (key: string, value: unknown) => form.setFieldValue([list, row, key], value);

  const inputRender = (column: InputColumn<L, C, N>, title: string): GridColumn['render'] => {
    const cleared = clearedBy(column);
    return (field) => {
      const row = field.name;
      const onChange = (value: unknown, extra?: unknown) => {
        const change: LineChange<L, C> = { value, extra, row, line: lineOf(row), ctx, set: set(row) };
        column.onChange?.(change);
        clearErrors(row, cleared);
      };
      const input = { 'aria-label': `${title} ${t('row', { n: row + 1 })}`, onChange };
      return <Form.Item name={[row, column.key]}>{column.editor({ ctx, row, line: lineOf(row), input, set: set(row), disabled: readOnly })}</Form.Item>;
    };
  };

  return shownLineColumns(columns, ctx).map((column) => {
    const { key, values } = titleOf(column, ctx);
    const title = t(key, values);
    const shared: GridColumn = {
      key: column.key,
      title,
      width: column.width,
      align: column.align,
      required: requiredOf(column, ctx),
      card: column.card,
      render: () => null,
    };
    if (column.footer) shared.footer = column.footer({ ctx, lines: lines ?? [], formats });
    if (isComputed(column)) return { ...shared, display: true, render: (field) => column.show({ ctx, row: field.name, line: lineOf(field.name), formats }) };
    return { ...shared, render: inputRender(column, title) };
  });
}
