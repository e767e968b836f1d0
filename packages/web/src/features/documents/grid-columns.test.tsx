import type { FormInstance } from 'antd';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMATS } from '../../ui/document/formats.ts';
import { gridColumnsOf } from './grid-columns.tsx';
import { clearedBy, requiredOf, shownLineColumns, titleOf, type LineColumn } from './line-columns.ts';

interface Line {
  item?: string | null;
  unit?: string | null;
  qty?: string | null;
}
interface Ctx {
  counted: boolean;
  opening: boolean;
}
type Column = LineColumn<Line, Ctx, 'inventory'>;

const columns: Column[] = [
  { key: 'item', title: 'item', width: 240, required: true, card: 'title', clears: ['unit'], editor: ({ input }) => <input {...input} />, onChange: ({ set }) => set('unit', 'PCS') },
  { key: 'qty', title: (ctx) => (ctx.counted ? 'newQty' : 'quantity'), width: 120, align: 'right', required: (ctx) => ctx.opening, editor: ({ input }) => <input {...input} /> },
  { key: 'unit', title: 'unit', width: 100, shown: (ctx) => !ctx.counted, editor: ({ input }) => <input {...input} /> },
  {
    key: 'amount',
    title: 'subtotal',
    titleValues: () => ({ name: 'IDR' }),
    width: 150,
    show: ({ line }) => line?.qty ?? '',
    footer: ({ lines }) => String(lines.length),
  },
];

const changing: Ctx = { counted: false, opening: false };
const counting: Ctx = { counted: true, opening: true };

describe('a form’s line columns', () => {
  it.each([
    { ctx: changing, shown: ['item', 'qty', 'unit', 'amount'], qtyTitle: 'quantity', qtyRequired: false },
    { ctx: counting, shown: ['item', 'qty', 'amount'], qtyTitle: 'newQty', qtyRequired: true },
  ])('shows, names and requires columns as the form’s state says ($shown)', ({ ctx, shown, qtyTitle, qtyRequired }) => {
    expect(shownLineColumns(columns, ctx).map((column) => column.key)).toEqual(shown);
    expect(titleOf(columns[1]!, ctx).key).toBe(qtyTitle);
    expect(requiredOf(columns[1]!, ctx)).toBe(qtyRequired);
    expect(requiredOf(columns[0]!, ctx)).toBe(true);
    expect(requiredOf(columns[2]!, ctx)).toBe(false);
  });

  it('clears the errors of the cell changed and of the fields it answers, each once', () => {
    expect(clearedBy({ key: 'debit', clears: ['debit', 'credit'] })).toEqual(['debit', 'credit']);
    expect(clearedBy({ key: 'note' })).toEqual(['note']);
  });
});

/** A form that records what the grid asks of it. */
function fakeForm(errors: Record<string, string[]>) {
  const calls: { set: [unknown, unknown][]; cleared: unknown[] } = { set: [], cleared: [] };
  const form = {
    getFieldError: (name: (string | number)[]) => errors[name.join('.')] ?? [],
    setFields: (fields: { name: unknown }[]) => calls.cleared.push(...fields.map((field) => field.name)),
    setFieldValue: (name: unknown, value: unknown) => calls.set.push([name, value]),
  } as unknown as FormInstance;
  return { form, calls };
}

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key}(${Object.values(values).join(',')})` : key);

describe('the grid columns of a form', () => {
  it('turns declared columns into grid columns: titles, widths, computed cells passed by, footers only where declared', () => {
    const { form } = fakeForm({});
    const grid = gridColumnsOf({ columns, ctx: changing, form, list: 'details', lines: [{ qty: '2' }], readOnly: false, formats: DEFAULT_FORMATS, t });
    expect(grid.map(({ key, title, width, align, required, display, card }) => ({ key, title, width, align, required, display, card }))).toEqual([
      { key: 'item', title: 'item', width: 240, align: undefined, required: true, display: undefined, card: 'title' },
      { key: 'qty', title: 'quantity', width: 120, align: 'right', required: false, display: undefined, card: undefined },
      { key: 'unit', title: 'unit', width: 100, align: undefined, required: false, display: undefined, card: undefined },
      { key: 'amount', title: 'subtotal(IDR)', width: 150, align: undefined, required: false, display: true, card: undefined },
    ]);
    expect(grid.map((column) => column.footer)).toEqual([undefined, undefined, undefined, '1']);
    expect(grid[3]!.render({ name: 0, key: 0 })).toBe('2');
  });

  it('puts an input in the Form.Item of its row, names it for its row, runs its effects and then clears stale errors', () => {
    const { form, calls } = fakeForm({ 'details.1.unit': ['Unit required'] });
    const grid = gridColumnsOf({ columns, ctx: changing, form, list: 'details', lines: [{}, { item: 'A' }], readOnly: false, formats: DEFAULT_FORMATS, t });
    const cell = grid[0]!.render({ name: 1, key: 7 }) as ReactElement<{ name: unknown; children: ReactElement<{ 'aria-label': string; onChange: (value: unknown) => void }> }>;
    expect(cell.props.name).toEqual([1, 'item']);
    const input = cell.props.children;
    expect(isValidElement(input)).toBe(true);
    expect(input.props['aria-label']).toBe('item row(2)');
    input.props.onChange('B');
    expect(calls.set).toEqual([[['details', 1, 'unit'], 'PCS']]);
    expect(calls.cleared).toEqual([['details', 1, 'unit']]);
  });
});
