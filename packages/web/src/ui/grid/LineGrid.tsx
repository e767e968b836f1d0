import { DeleteOutlined, PlusOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Form, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useMediaQuery } from '../use-media-query.ts';
import { caretOf, focusCell } from './grid-focus.ts';
import { gridMove, type CellPos } from './grid-keys.ts';
import type { GridLayoutProps, LineGridProps } from './grid-types.ts';
import { LineCards } from './LineCards.tsx';
import './line-grid.css';

export type { CardSlot, GridColumn, LineGridProps } from './grid-types.ts';

/** Narrower than antd's `md`: the lines are stacked cards instead of a table that would need a sideways scroll. */
export const CARDS_QUERY = '(max-width: 767px)';

/**
 * A keyboard-first grid of document lines over a Form.List (DESIGN.md "Grids"): Tab and Enter walk the cells,
 * Enter on the last cell adds a row, arrows change rows, Ctrl+Delete removes a row, Esc undoes the edit of the cell
 * (after closing its list, if one is open). Errors of a cell show under it.
 */
export function LineGrid({ name, ...props }: LineGridProps) {
  const cards = useMediaQuery(CARDS_QUERY);
  return (
    <Form.List name={name}>
      {(fields, { add, remove }, { errors }) =>
        cards ? <LineCards fields={fields} add={add} remove={remove} errors={errors} {...props} /> : <GridTable listName={name} fields={fields} add={add} remove={remove} errors={errors} {...props} />
      }
    </Form.List>
  );
}

/** Keys that leave a closing list as it is; any other key (typing a new search) may open it again. */
const NAV_KEYS = new Set(['Enter', 'Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
const NO_WIDTH = 36;
const ACTION_WIDTH = 36;

/** A line as it was when the cursor came into one of its cells: Esc there puts it back. */
interface CellEntry {
  row: number;
  col: number;
  line: string;
}

function GridTable({ listName, fields, add, remove, errors, columns, newRow, label, texts, disabled, totals }: GridLayoutProps & { listName: string }) {
  const form = Form.useFormInstance();
  const table = useRef<HTMLTableElement>(null);
  const entered = useRef<CellEntry | null>(null);
  const [pending, setPending] = useState<CellPos | null>(null);
  const closing = useRef<EventTarget | null>(null);
  const afterList = useRef<CellPos | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = afterList.current;
    afterList.current = null;
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    focusCell(table.current, move);
  };
  const rows = fields.length;
  // Keyboard positions count the columns that take input only.
  const inputCols = columns.filter((column) => !column.display).length;
  const colOf = (key: string) => columns.filter((column) => !column.display).findIndex((column) => column.key === key);

  useEffect(() => {
    if (pending && pending.row < rows) {
      focusCell(table.current, pending);
      setPending(null);
    }
  }, [pending, rows]);

  const addRow = () => {
    add(newRow());
    setPending({ row: rows, col: 0 });
  };

  const deleteRow = (row: number, col: number) => {
    const field = fields[row];
    if (!field) return;
    remove(field.name);
    // A grid always keeps a row to type in.
    if (rows === 1) add(newRow());
    setPending({ row: Math.max(0, Math.min(row, rows - 2)), col });
  };

  const linePath = (row: number) => [listName, fields[row]?.name ?? row];

  // Coming into another cell: the line as it is now, which Esc in that cell brings back.
  const onFocusCapture = (event: FocusEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-grid-cell]');
    if (!cell) return;
    const at = { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
    if (entered.current?.row === at.row && entered.current.col === at.col) return;
    entered.current = { ...at, line: JSON.stringify(form.getFieldValue(linePath(at.row)) ?? null) };
  };

  /** Esc with no list open: the cell's edit is undone (the whole line as it was when the cell was entered). */
  const undoCellEdit = (at: CellPos): boolean => {
    const before = entered.current;
    if (!before || before.row !== at.row || before.col !== at.col) return false;
    if (JSON.stringify(form.getFieldValue(linePath(at.row)) ?? null) === before.line) return false;
    form.setFieldValue(linePath(at.row), JSON.parse(before.line));
    return true;
  };

  const onKeyDownCapture = (event: KeyboardEvent<HTMLTableElement>) => {
    afterList.current = null;
    if (disabled || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-grid-cell]');
    if (!cell) return;
    const at = { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
    // A selector closes its list a moment after an option is chosen; until then it still says expanded.
    const expanded = target.getAttribute('aria-expanded') === 'true';
    const popupOpen = expanded && closing.current !== target;
    if (event.key === 'Escape' && !popupOpen && undoCellEdit(at)) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (!expanded || !NAV_KEYS.has(event.key)) closing.current = null;
    const move = gridMove(
      {
        key: event.key,
        shift: event.shiftKey,
        ctrl: event.ctrlKey || event.metaKey,
        alt: event.altKey,
        caret: caretOf(target),
        popupOpen,
      },
      at,
      { rows, cols: inputCols },
    );
    if (!move) {
      // Enter in an open list chooses its option and closes it: the next Enter is the grid's again.
      if (event.key === 'Enter' && popupOpen) closing.current = target;
      return;
    }
    // Tab or Enter in a selector whose list is open: the selector takes the highlighted option first (typing an
    // account number and Tab or Enter is how it is entered), then the grid moves, once the key has reached it.
    if ((event.key === 'Tab' || event.key === 'Enter') && popupOpen) {
      if (move.kind === 'cell') afterList.current = move;
      return;
    }
    if (move.kind === 'leave') return;
    // The grid's key: neither the input (a closed selector would open) nor the form's shortcuts see it.
    event.preventDefault();
    event.stopPropagation();
    if (move.kind === 'cell') focusCell(table.current, move);
    else if (move.kind === 'add-row') addRow();
    else deleteRow(move.row, at.col);
  };

  const width = NO_WIDTH + ACTION_WIDTH + columns.reduce((sum, column) => sum + column.width, 0);
  const hasFooter = columns.some((column) => column.footer !== undefined);

  return (
    <div className="line-grid">
      <div className="line-grid__scroll">
        <table ref={table} className="line-grid__table" aria-label={label} style={{ minWidth: width }} onKeyDownCapture={onKeyDownCapture} onKeyDown={onKeyDown} onFocusCapture={onFocusCapture}>
          <colgroup>
            <col style={{ width: NO_WIDTH }} />
            {columns.map((column) => (
              <col key={column.key} style={{ width: column.width }} />
            ))}
            <col style={{ width: ACTION_WIDTH }} />
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className="line-grid__no">
                #
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.align === 'right' ? 'line-grid__right' : undefined}>
                  {column.title}
                  {column.required && <span className="line-grid__required" aria-hidden="true">*</span>}
                </th>
              ))}
              <th aria-hidden="true" />
            </tr>
          </thead>
          <tbody>
            {fields.map((field, row) => (
              <tr key={field.key} data-testid="grid-row">
                <th scope="row" className="line-grid__no" aria-label={texts.row(row + 1)}>
                  {row + 1}
                </th>
                {columns.map((column) =>
                  column.display ? (
                    <td key={column.key} data-row={row} data-column={column.key} className={`line-grid__display${column.align === 'right' ? ' line-grid__right' : ''}`}>
                      {column.render(field)}
                    </td>
                  ) : (
                    <td key={column.key} data-grid-cell="" data-row={row} data-col={colOf(column.key)} data-column={column.key} className={column.align === 'right' ? 'line-grid__right' : undefined}>
                      {column.render(field)}
                    </td>
                  ),
                )}
                <td className="line-grid__delete">
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined />}
                    tabIndex={-1}
                    aria-label={texts.deleteRow(row + 1)}
                    title={`${texts.deleteRow(row + 1)} (Ctrl+Delete)`}
                    disabled={disabled}
                    onClick={() => deleteRow(row, 0)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
          {hasFooter && (
            <tfoot>
              <tr>
                <th scope="row" className="line-grid__no" />
                {columns.map((column, col) => (
                  <td key={column.key} className={column.align === 'right' ? 'line-grid__right' : undefined}>
                    {column.footer ?? (col === 0 ? texts.footer : null)}
                  </td>
                ))}
                <td />
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {errors.length > 0 && <Form.ErrorList className="line-grid__errors" errors={errors} />}
      <div className="line-grid__actions">
        <Button icon={<PlusOutlined />} onClick={addRow} disabled={disabled} className="line-grid__add" title={`${texts.addRow} (Enter)`}>
          {texts.addRow}
        </Button>
        <KeyMap />
      </div>
      {totals && <div className="line-grid__totals">{totals}</div>}
    </div>
  );
}

/** The grid's and the form's keys, one click away (the document namespace holds them for every document). */
function KeyMap() {
  const { t } = useTranslation('document');
  const keys = t('keys', { returnObjects: true }) as unknown;
  const rows = Array.isArray(keys) ? (keys as [string, string][]) : [];
  const title = t('keysTitle');
  return (
    <Popover
      trigger="click"
      title={title}
      content={
        <table className="line-grid__keys" data-testid="grid-keys">
          <tbody>
            {rows.map(([key, what]) => (
              <tr key={key}>
                <th scope="row">
                  <kbd>{key}</kbd>
                </th>
                <td>{what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <Button type="text" icon={<QuestionCircleOutlined />} aria-label={title} title={title} />
    </Popover>
  );
}
