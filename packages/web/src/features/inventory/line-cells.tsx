import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import { showAmount, useFormats } from '../../ui/document/formats.ts';
import { adjTypeForCount, itemUnits, type AdjType } from './goods-values.ts';
import { useItemByNo, useItemQty } from './inventory-api.ts';

interface UnitCellProps {
  tenantId: number;
  itemno: string | null | undefined;
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

/** One of the line's item's units (unit1, unit2, unit3 of the item master). */
export function UnitCell({ tenantId, itemno, id, value, onChange, disabled, 'aria-label': ariaLabel }: UnitCellProps) {
  const item = useItemByNo(tenantId, itemno);
  const units = itemUnits(item.data);
  const options = units.map((unit) => ({ value: unit.name, label: unit.name }));
  if (value && !units.some((unit) => unit.name === value)) options.unshift({ value, label: value });
  return <Select id={id} aria-label={ariaLabel} value={value ?? null} onChange={(next: string | undefined) => onChange?.(next ?? null)} options={options} disabled={disabled} showSearch={{ optionFilterProp: 'label' }} popupMatchSelectWidth={false} className="lookup-select" />;
}

/** The line's item and warehouse: what the stock holds now, in unit1 (the item's first unit). */
export function useLineStock(tenantId: number, itemno: string | null | undefined, warehouseid: number | null) {
  const item = useItemByNo(tenantId, itemno);
  const itemid = typeof item.data?.itemid === 'number' ? item.data.itemid : null;
  const qty = useItemQty(tenantId, itemid, warehouseid);
  const unit1 = typeof item.data?.unit1 === 'string' ? item.data.unit1 : '';
  const ratioOf = (unit: string | null | undefined) => itemUnits(item.data).find((u) => u.name === unit)?.ratio ?? '1';
  return { qty: itemid === null ? undefined : qty.data, unit1, ratioOf };
}

/** "Stok saat ini" of a line: the quantity in its warehouse, so a counted quantity can be checked against it. */
export function CurrentQty({ tenantId, itemno, warehouseid }: { tenantId: number; itemno: string | null | undefined; warehouseid: number | null }) {
  const formats = useFormats();
  const { qty, unit1 } = useLineStock(tenantId, itemno, warehouseid);
  if (qty === undefined) return null;
  return (
    <span className="goods-current" data-testid="current-qty">
      {showAmount(qty, formats, 0)} {unit1}
    </span>
  );
}

interface QuantityCellProps {
  tenantId: number;
  itemno: string | null | undefined;
  itemunit: string | null | undefined;
  warehouseid: number | null;
  /** The quantity is a counted one: typing it sets the line's adjustment type from the stock. */
  counted: boolean;
  onAdjType: (type: AdjType) => void;
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

/** A line's quantity (in its unit); a counted one says whether goods come in or go out. */
export function QuantityCell({ tenantId, itemno, itemunit, warehouseid, counted, onAdjType, onChange, ...input }: QuantityCellProps) {
  const stock = useLineStock(tenantId, counted ? itemno : null, warehouseid);
  return (
    <AmountInput
      {...input}
      minFraction={0}
      onChange={(next) => {
        onChange?.(next);
        const type = counted ? adjTypeForCount(next, stock.qty, stock.ratioOf(itemunit)) : null;
        if (type) onAdjType(type);
      }}
    />
  );
}

/** Penambahan (1) or Pengurangan (2). */
export function AdjTypeCell({ id, value, onChange, disabled, 'aria-label': ariaLabel }: { id?: string; value?: AdjType; onChange?: (value: AdjType) => void; disabled?: boolean; 'aria-label'?: string }) {
  const { t } = useTranslation('inventory');
  return (
    <Select<AdjType>
      id={id}
      aria-label={ariaLabel}
      value={value ?? 1}
      onChange={onChange}
      disabled={disabled}
      options={[
        { value: 1, label: t('increase') },
        { value: 2, label: t('decrease') },
      ]}
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={false}
      className="lookup-select"
    />
  );
}
