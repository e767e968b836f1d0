import { Form, Input, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import { showAmount, useFormats } from '../../ui/document/formats.ts';
import { LineGrid, type GridColumn } from '../../ui/grid/LineGrid.tsx';
import { LookupSelect } from '../masters/fields/LookupSelect.tsx';
import { shownColumns, type GoodsColumn, type GoodsFormDef } from './goods-forms.ts';
import { emptyGoodsLine, lineValue, linesValue, type GoodsLineValues } from './goods-values.ts';
import type { StockSettings } from './inventory-api.ts';
import { ItemCell } from './ItemCell.tsx';
import { AdjTypeCell, CurrentQty, QuantityCell, UnitCell } from './line-cells.tsx';
import { useSerialFeature } from './serial-api.ts';
import { SerialCell } from './SerialEntry.tsx';

interface GoodsLinesProps {
  tenantId: number;
  def: GoodsFormDef;
  form: FormInstance;
  settings: StockSettings;
  readOnly: boolean;
}

/** The goods lines in the keyboard grid (cards on a phone), the columns the form declares, and their total value. */
export function GoodsLines({ tenantId, def, form, settings, readOnly }: GoodsLinesProps) {
  const { t } = useTranslation('inventory');
  const formats = useFormats();
  const lines = Form.useWatch('details', form) as GoodsLineValues[] | undefined;
  const counted = (Form.useWatch('counted', form) as boolean | undefined) === true;
  const clearErrors = (row: number, ...keys: string[]) => {
    const stale = keys.map((key) => ['details', row, key]).filter((name) => form.getFieldError(name).length > 0);
    if (stale.length) form.setFields(stale.map((name) => ({ name, errors: [] })));
  };
  const label = (key: string, row: number) => `${t(key as 'item')} ${t('row', { n: row + 1 })}`;
  const lineOf = (row: number) => lines?.[row];
  const warehouseOf = (row: number) => lineOf(row)?.warehouseid ?? settings.defaultWarehouse;
  const set = (row: number, key: keyof GoodsLineValues, value: unknown) => form.setFieldValue(['details', row, key], value);
  const quantityTitle = counted ? t('newQty') : t('quantity');
  // Serial and batch numbers only when the company uses them (preference feature usesn), after the quantity.
  const usesSerials = useSerialFeature(tenantId);
  const fromWarehouse = Form.useWatch('fromwhid', form) as number | null | undefined;
  const serialColumn = (): GridColumn => ({
    key: 'serials',
    title: t('snColumn'),
    width: 120,
    card: 'amount',
    render: (field) => {
      const line = lineOf(field.name);
      const transfer = def.header === 'transfer';
      return (
        <Form.Item name={[field.name, 'serials']}>
          <SerialCell
            tenantId={tenantId}
            itemno={line?.itemno}
            itemunit={line?.itemunit}
            // A counted quantity is not the change: the dialog then does not say how many numbers are due.
            quantity={counted ? null : line?.quantity}
            outgoing={transfer || (def.header === 'adjustment' && line?.adjtype === 2)}
            warehouseid={transfer ? (fromWarehouse ?? null) : warehouseOf(field.name)}
            row={field.name}
            disabled={readOnly}
            onChange={() => clearErrors(field.name, 'serials')}
          />
        </Form.Item>
      );
    },
  });

  const COLUMNS: Record<GoodsColumn, () => GridColumn> = {
    itemno: () => ({
      key: 'itemno',
      title: t('item'),
      width: 240,
      required: true,
      card: 'title',
      render: (field) => (
        <Form.Item name={[field.name, 'itemno']}>
          <ItemCell
            tenantId={tenantId}
            aria-label={label('item', field.name)}
            onChange={(_itemno, item) => {
              // A new item starts in its first unit.
              set(field.name, 'itemunit', typeof item?.unit1 === 'string' ? item.unit1 : null);
              clearErrors(field.name, 'itemno', 'itemunit');
            }}
          />
        </Form.Item>
      ),
    }),
    itemunit: () => ({
      key: 'itemunit',
      title: t('unit'),
      width: 100,
      card: 'amount',
      render: (field) => (
        <Form.Item name={[field.name, 'itemunit']}>
          <UnitCell tenantId={tenantId} itemno={lineOf(field.name)?.itemno} aria-label={label('unit', field.name)} onChange={() => clearErrors(field.name, 'itemunit')} />
        </Form.Item>
      ),
    }),
    warehouseid: () => ({
      key: 'warehouseid',
      title: t('warehouse'),
      width: 160,
      required: def.header === 'opening',
      render: (field) => (
        <Form.Item name={[field.name, 'warehouseid']}>
          <LookupSelect tenantId={tenantId} lookup="warehouse" aria-label={label('warehouse', field.name)} onChange={() => clearErrors(field.name, 'warehouseid')} />
        </Form.Item>
      ),
    }),
    currentqty: () => ({
      key: 'currentqty',
      title: t('currentQty'),
      width: 120,
      align: 'right',
      display: true,
      card: 'amount',
      render: (field) => <CurrentQty tenantId={tenantId} itemno={lineOf(field.name)?.itemno} warehouseid={warehouseOf(field.name)} />,
    }),
    adjtype: () => ({
      key: 'adjtype',
      title: t('adjType'),
      width: 140,
      card: 'amount',
      render: (field) => (
        <Form.Item name={[field.name, 'adjtype']}>
          <AdjTypeCell
            aria-label={label('adjType', field.name)}
            onChange={(type) => {
              // A decrease leaves at the stock's cost: a price typed for it goes.
              if (type === 2) set(field.name, 'unitprice', null);
              clearErrors(field.name, 'adjtype', 'unitprice');
            }}
          />
        </Form.Item>
      ),
    }),
    quantity: () => ({
      key: 'quantity',
      title: quantityTitle,
      width: 120,
      align: 'right',
      required: true,
      card: 'amount',
      render: (field) => {
        const line = lineOf(field.name);
        return (
          <Form.Item name={[field.name, 'quantity']}>
            <QuantityCell
              tenantId={tenantId}
              itemno={line?.itemno}
              itemunit={line?.itemunit}
              warehouseid={warehouseOf(field.name)}
              counted={counted}
              onAdjType={(type) => set(field.name, 'adjtype', type)}
              aria-label={`${quantityTitle} ${t('row', { n: field.name + 1 })}`}
              onChange={() => clearErrors(field.name, 'quantity', 'newqty')}
            />
          </Form.Item>
        );
      },
    }),
    unitprice: () => ({
      key: 'unitprice',
      title: t('unitPrice'),
      width: 150,
      align: 'right',
      required: def.header === 'opening',
      card: 'amount',
      render: (field) => (
        <Form.Item name={[field.name, 'unitprice']}>
          {/* Not disabled for a decrease (the keyboard could not pass a disabled cell): its price is not sent. */}
          <AmountInput aria-label={label('unitPrice', field.name)} onChange={() => clearErrors(field.name, 'unitprice')} />
        </Form.Item>
      ),
    }),
    amount: () => ({
      key: 'amount',
      title: t('value'),
      width: 150,
      align: 'right',
      display: true,
      render: (field) => showAmount(lineValue(lineOf(field.name), counted) ?? undefined, formats),
      footer: <span data-testid="goods-total">{showAmount(linesValue(lines, counted), formats)}</span>,
    }),
    deptid: () => ({
      key: 'deptid',
      title: t('department'),
      width: 145,
      render: (field) => (
        <Form.Item name={[field.name, 'deptid']}>
          <LookupSelect tenantId={tenantId} lookup="department" aria-label={label('department', field.name)} onChange={() => clearErrors(field.name, 'deptid')} />
        </Form.Item>
      ),
    }),
    projectid: () => ({
      key: 'projectid',
      title: t('project'),
      width: 145,
      render: (field) => (
        <Form.Item name={[field.name, 'projectid']}>
          <LookupSelect tenantId={tenantId} lookup="project" aria-label={label('project', field.name)} onChange={() => clearErrors(field.name, 'projectid')} />
        </Form.Item>
      ),
    }),
    itemovdesc: () => ({
      key: 'itemovdesc',
      title: t('lineNote'),
      width: 180,
      card: 'description',
      render: (field) => (
        <Form.Item name={[field.name, 'itemovdesc']}>
          <Input maxLength={200} autoComplete="off" aria-label={label('lineNote', field.name)} onChange={() => clearErrors(field.name, 'itemovdesc')} />
        </Form.Item>
      ),
    }),
  };

  const linesLabel = t('lines');
  return (
    <section className="gl-lines goods-lines" aria-label={linesLabel}>
      <LineGrid
        name="details"
        // Counted quantities are costed by the server: their value is not known while typing.
        columns={shownColumns(def, settings)
          .filter((column) => !(counted && column === 'amount'))
          .flatMap((column) => (column === 'quantity' && usesSerials ? [COLUMNS[column](), serialColumn()] : [COLUMNS[column]()]))}
        newRow={emptyGoodsLine as () => Record<string, unknown>}
        label={linesLabel}
        texts={{ row: (n) => t('row', { n }), deleteRow: (n) => t('deleteRow', { n }), addRow: t('addRow'), footer: t('total') }}
        disabled={readOnly}
      />
      <Typography.Text type="secondary" className="gl-lines__hint">
        {counted ? t('countedLinesHint') : t('keysHint')}
      </Typography.Text>
    </section>
  );
}
