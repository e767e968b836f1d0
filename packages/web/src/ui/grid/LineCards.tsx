import { DeleteOutlined, DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, type FormListFieldData } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { focusCell } from './grid-focus.ts';
import type { CardSlot, GridColumn, GridLayoutProps } from './grid-types.ts';

/**
 * The lines on a phone: one card per line, its title (the account, the item) on top, the amounts under it, then
 * the description; the other columns show once the card is tapped (or when one of them holds an error). The
 * totals stay at the bottom of the screen while the lines are in view. The same inputs as the grid's cells.
 */
export function LineCards({ fields, add, remove, errors, columns, newRow, label, texts, disabled, totals }: GridLayoutProps) {
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const rows = fields.length;
  const inputColumns = columns.filter((column) => !column.display);
  const slotted = (slot: CardSlot | undefined) => columns.filter((column) => column.card === slot);
  const more = slotted(undefined);

  useEffect(() => {
    if (pending !== null && pending < rows) {
      focusCell(list.current, { row: pending, col: 0 });
      setPending(null);
    }
  }, [pending, rows]);

  const addRow = () => {
    add(newRow());
    setPending(rows);
  };

  const deleteRow = (row: number) => {
    const field = fields[row];
    if (!field) return;
    remove(field.name);
    // Like the grid, the cards always keep a line to type in.
    if (rows === 1) add(newRow());
  };

  const fieldOf = (column: GridColumn, field: FormListFieldData, row: number) => (
    <CardField key={column.key} column={column} field={field} row={row} col={inputColumns.indexOf(column)} />
  );

  const footers = columns.filter((column) => column.footer !== undefined);
  const bar =
    totals ??
    (footers.length > 0 && (
      <div className="line-grid__footers">
        {texts.footer && <span className="line-grid__footers-label">{texts.footer}</span>}
        <dl>
          {footers.map((column) => (
            <div key={column.key} className="line-grid__footer">
              <dt>{column.title}</dt>
              <dd>{column.footer}</dd>
            </div>
          ))}
        </dl>
      </div>
    ));

  return (
    <div className="line-grid line-grid--cards">
      <div ref={list} className="line-grid__cards" role="list" aria-label={label}>
        {fields.map((field, row) => {
          const expanded = open === field.key;
          return (
            <div
              key={field.key}
              role="listitem"
              aria-label={texts.row(row + 1)}
              data-testid="grid-row"
              className={`line-grid__card${expanded ? ' line-grid__card--open' : ''}`}
              onClick={() => setOpen(field.key)}
              onFocus={() => setOpen(field.key)}
            >
              <div className="line-grid__card-head">
                <span className="line-grid__card-no" aria-hidden="true">
                  {row + 1}
                </span>
                <div className="line-grid__card-title">{slotted('title').map((column) => fieldOf(column, field, row))}</div>
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={texts.deleteRow(row + 1)}
                  title={texts.deleteRow(row + 1)}
                  disabled={disabled}
                  onClick={(event) => {
                    event.stopPropagation();
                    deleteRow(row);
                  }}
                />
              </div>
              <div className="line-grid__card-amounts">{slotted('amount').map((column) => fieldOf(column, field, row))}</div>
              {slotted('description').map((column) => fieldOf(column, field, row))}
              {more.length > 0 && (
                <>
                  <div className="line-grid__card-more">{more.map((column) => fieldOf(column, field, row))}</div>
                  {!expanded && (
                    <button type="button" className="line-grid__card-toggle" aria-expanded={false} onClick={() => setOpen(field.key)}>
                      <DownOutlined aria-hidden="true" />
                      <span>{more.map((column) => column.title).join(' · ')}</span>
                    </button>
                  )}
                </>
              )}
            </div>
          );
        })}
      </div>
      {errors.length > 0 && <Form.ErrorList className="line-grid__errors" errors={errors} />}
      <div className="line-grid__actions">
        <Button icon={<PlusOutlined />} onClick={addRow} disabled={disabled} className="line-grid__add">
          {texts.addRow}
        </Button>
      </div>
      {bar && <div className="line-grid__totals line-grid__totals--sticky">{bar}</div>}
    </div>
  );
}

/** One column of a line in its card: the column's name over its input (or its shown value). */
function CardField({ column, field, row, col }: { column: GridColumn; field: FormListFieldData; row: number; col: number }) {
  const input = !column.display;
  return (
    <div
      className={`line-grid__field line-grid__field--${column.card ?? 'more'}${column.align === 'right' ? ' line-grid__right' : ''}`}
      data-grid-cell={input ? '' : undefined}
      data-row={row}
      data-col={input ? col : undefined}
      data-column={column.key}
    >
      <span className="line-grid__label">
        {column.title}
        {column.required && (
          <span className="line-grid__required" aria-hidden="true">
            *
          </span>
        )}
      </span>
      {column.render(field)}
    </div>
  );
}
