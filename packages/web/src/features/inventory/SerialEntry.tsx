import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { compareAmounts, isAmountText, sumAmounts, toBase } from '@lontar/core';
import { Button, Checkbox, Form, Grid, Input, Modal, Typography, type InputRef } from 'antd';
import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { showAmount, showDate, useFormats } from '../../ui/document/formats.ts';
import type { Row } from '../../ui/document/record-api.ts';
import { itemUnits, type SerialRowValues } from './goods-values.ts';
import { useItemByNo } from './inventory-api.ts';
import { SerialDocumentContext, useSerialsInStock } from './serial-api.ts';
import './serial-entry.css';

/** What the serial entry needs of the line's item (spec 002 §3.1 flags). */
interface SerialItemFlags {
  itemid: number;
  itemno: string;
  unit1: string;
  serial: boolean;
  forced: boolean;
  useexp: boolean;
}

function flagsOf(item: Row | null | undefined): SerialItemFlags | null {
  if (!item || item.usesn !== true || typeof item.itemid !== 'number') return null;
  return { itemid: item.itemid, itemno: String(item.itemno ?? ''), unit1: String(item.unit1 ?? ''), serial: Number(item.sntype ?? 0) === 0, forced: item.forcesn === true, useexp: item.useexp === true };
}

interface SerialCellProps {
  tenantId: number;
  itemno: string | null | undefined;
  itemunit: string | null | undefined;
  quantity: string | null | undefined;
  /** Goods go out (a decrease, a transfer): numbers are picked from the warehouse's stock. */
  outgoing: boolean;
  warehouseid: number | null;
  row: number;
  value?: SerialRowValues[];
  onChange?: (value: SerialRowValues[]) => void;
  disabled?: boolean;
}

/**
 * The line's serial or batch numbers (items with `usesn`): a button showing how many are entered that opens the
 * entry dialog (Space or a click). Items without serial numbers show a dash.
 */
export function SerialCell({ tenantId, itemno, itemunit, quantity, outgoing, warehouseid, row, value, onChange, disabled }: SerialCellProps) {
  const { t } = useTranslation('inventory');
  const item = useItemByNo(tenantId, itemno);
  const flags = flagsOf(item.data);
  const [open, setOpen] = useState(false);
  const rows = value ?? [];
  if (!flags) return <span className="goods-serial__none">{rows.length ? t('snCellCount', { n: rows.length }) : '—'}</span>;
  const ratio = itemUnits(item.data).find((u) => u.name === itemunit)?.ratio ?? '1';
  const needed = isAmountText(quantity) ? toBase(quantity!, ratio, 6) : null;
  return (
    <>
      <Button size="small" className="goods-serial__cell" aria-label={t('snCellLabel', { n: row + 1 })} onClick={() => setOpen(true)} disabled={disabled} data-testid="serial-cell">
        {rows.length ? t('snCellCount', { n: rows.length }) : t('snCellEmpty')}
      </Button>
      {open && (
        <SerialDialog
          tenantId={tenantId}
          item={flags}
          needed={needed}
          outgoing={outgoing}
          warehouseid={warehouseid}
          initial={rows}
          onCancel={() => setOpen(false)}
          onApply={(next) => {
            onChange?.(next);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

interface SerialDialogProps {
  tenantId: number;
  item: SerialItemFlags;
  /** The line's quantity in unit1 (what forced rows add up to), null while it is not a number. */
  needed: string | null;
  outgoing: boolean;
  warehouseid: number | null;
  initial: SerialRowValues[];
  onCancel: () => void;
  onApply: (rows: SerialRowValues[]) => void;
}

const blank = (serial: boolean): SerialRowValues => ({ serialno: '', quantity: serial ? '1' : '', expdate: null });

/**
 * Serial Number Entry (spec 002 §2.2) for one line: typed or scanned rows, and on an outgoing line the numbers to pick
 * from: in the warehouse's stock at the document's date, with what the edited document itself takes out offered back.
 */
function SerialDialog({ tenantId, item, needed, outgoing, warehouseid, initial, onCancel, onApply }: SerialDialogProps) {
  const { t } = useTranslation('inventory');
  const formats = useFormats();
  const phone = !Grid.useBreakpoint().md;
  const [rows, setRows] = useState<SerialRowValues[]>(() => (initial.length ? initial.map((r) => ({ ...r })) : [blank(item.serial)]));
  const [focusRow, setFocusRow] = useState<number | null>(initial.length ? null : 0);
  const inputs = useRef<(InputRef | null)[]>([]);
  const owner = useContext(SerialDocumentContext);
  const form = Form.useFormInstance();
  // The document's date cannot change while the dialog is open: read once as it opens.
  const [date] = useState(() => (owner ? ((form.getFieldValue(owner.dateField) as string | null | undefined) ?? null) : null));
  const stock = useSerialsInStock(tenantId, { itemid: item.itemid, warehouseid, date, form: owner?.form ?? null, invid: owner?.id ?? null }, outgoing);
  const numberLabel = item.serial ? t('snSerialNo') : t('snBatchNo');

  useEffect(() => {
    if (focusRow === null) return;
    inputs.current[focusRow]?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const update = (index: number, patch: Partial<SerialRowValues>) => setRows((all) => all.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const addRow = () => {
    setRows((all) => [...all, blank(item.serial)]);
    setFocusRow(rows.length);
  };
  const removeRow = (index: number) => setRows((all) => (all.length === 1 ? [blank(item.serial)] : all.filter((_, i) => i !== index)));
  const filledRows = rows.filter((r) => r.serialno.trim() !== '');
  const filled = sumAmounts(filledRows.map((r) => (isAmountText(r.quantity) ? r.quantity : null)));
  const mismatch = item.forced && needed !== null && compareAmounts(filled, needed) !== 0;

  const picked = new Set(filledRows.map((r) => r.serialno.trim()));
  const togglePick = (serialno: string, available: string, expdate: string | null, on: boolean) => {
    if (!on) return setRows((all) => (all.length === 1 && all[0]!.serialno === serialno ? [blank(item.serial)] : all.filter((r) => r.serialno.trim() !== serialno)));
    setRows((all) => [...all.filter((r) => r.serialno.trim() !== ''), { serialno, quantity: item.serial ? '1' : available, expdate }]);
  };

  const title = t(item.serial ? 'snTitleSerial' : 'snTitleBatch', { item: item.itemno });
  return (
    <Modal
      open
      title={title}
      onCancel={onCancel}
      width={phone ? '100%' : 640}
      className="goods-serial"
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('snCancel')}
        </Button>,
        <Button key="apply" type="primary" onClick={() => onApply(filledRows.map((r) => ({ ...r, serialno: r.serialno.trim() })))} data-testid="serial-apply">
          {t('snApply')}
        </Button>,
      ]}
    >
      <Typography.Paragraph className="goods-serial__status" type={mismatch ? 'danger' : 'secondary'} data-testid="serial-status">
        {needed !== null && item.forced
          ? t('snNeeded', { filled: showAmount(filled, formats, 0), needed: showAmount(needed, formats, 0), unit: item.unit1 })
          : t('snFilled', { filled: showAmount(filled, formats, 0), unit: item.unit1 })}
        {mismatch ? ` · ${t('snMismatch')}` : ''}
      </Typography.Paragraph>
      <div className="goods-serial__rows" role="table" aria-label={title}>
        <div className="goods-serial__row goods-serial__head" role="row">
          <span role="columnheader" className="goods-serial__no">
            {numberLabel}
          </span>
          <span role="columnheader" className="goods-serial__qty">
            {t('snQuantity')}
          </span>
          {item.useexp && (
            <span role="columnheader" className="goods-serial__exp">
              {t('snExpDate')}
            </span>
          )}
          <span className="goods-serial__del" />
        </div>
        {rows.map((r, i) => (
          <div className="goods-serial__row" role="row" key={i}>
            <span role="cell" className="goods-serial__no">
              <Input
                ref={(el) => {
                  inputs.current[i] = el;
                }}
                value={r.serialno}
                maxLength={60}
                autoComplete="off"
                aria-label={`${numberLabel} ${i + 1}`}
                onChange={(e) => update(i, { serialno: e.target.value })}
                onPressEnter={(e) => {
                  // A scanner ends each number with Enter: the next row is ready for the next one.
                  e.preventDefault();
                  if (i === rows.length - 1 && r.serialno.trim()) addRow();
                  else setFocusRow(i + 1);
                }}
              />
            </span>
            <span role="cell" className="goods-serial__qty">
              <AmountInput value={r.quantity} minFraction={0} disabled={item.serial} aria-label={`${t('snQuantity')} ${i + 1}`} onChange={(q) => update(i, { quantity: q ?? '' })} />
            </span>
            {item.useexp && (
              <span role="cell" className="goods-serial__exp" aria-label={`${t('snExpDate')} ${i + 1}`}>
                <DateInput value={r.expdate ?? null} onChange={(d) => update(i, { expdate: d })} />
              </span>
            )}
            <span role="cell" className="goods-serial__del">
              <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={t('snDeleteRow', { n: i + 1 })} onClick={() => removeRow(i)} />
            </span>
          </div>
        ))}
      </div>
      <div className="goods-serial__actions">
        <Button icon={<PlusOutlined />} onClick={addRow} size="small">
          {t('snAddRow')}
        </Button>
        <Typography.Text type="secondary">{t('snScanHint')}</Typography.Text>
      </div>
      {outgoing && (
        <section className="goods-serial__stock" aria-label={t('snPick')}>
          <Typography.Title level={5}>{t('snPick')}</Typography.Title>
          {stock.data && stock.data.length === 0 && <Typography.Text type="secondary">{t('snNoneInStock')}</Typography.Text>}
          <ul className="goods-serial__picks">
            {(stock.data ?? []).map((s) => (
              <li key={`${s.serialno}:${s.warehouseid}`}>
                <Checkbox checked={picked.has(s.serialno)} onChange={(e) => togglePick(s.serialno, s.quantity, s.expdate, e.target.checked)}>
                  <strong>{s.serialno}</strong>
                  {!item.serial && <span> · {t('snAvailable', { qty: showAmount(s.quantity, formats, 0) })}</span>}
                  {s.expdate && <span> · {t('snExpires', { date: showDate(s.expdate, formats) })}</span>}
                </Checkbox>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Modal>
  );
}
