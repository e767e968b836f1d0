import { showAmount } from '../../ui/document/formats.ts';
import type { Row } from '../../ui/document/record-api.ts';
import { amountColumn, lookupColumn, textColumn } from '../documents/common-columns.tsx';
import type { LineColumn, LineGridConfig } from '../documents/line-columns.ts';
import { goodsColumnShown, type GoodsColumn, type GoodsFormDef } from './goods-forms.ts';
import { emptyGoodsLine, lineValue, linesValue, type AdjType, type GoodsLineValues } from './goods-values.ts';
import type { StockSettings } from './inventory-api.ts';
import { ItemCell } from './ItemCell.tsx';
import { AdjTypeCell, CurrentQty, QuantityCell, UnitCell } from './line-cells.tsx';
import { SerialCell } from './SerialEntry.tsx';

/** What the goods documents' lines depend on while they are typed. */
export interface GoodsLinesCtx {
  tenantId: number;
  def: GoodsFormDef;
  settings: StockSettings;
  /** Item adjustment in counting mode: the quantities typed are counted ones. */
  counted: boolean;
  /** The company uses serial and batch numbers (preference feature usesn). */
  usesSerials: boolean;
  /** A transfer's source warehouse (its serial numbers are picked there). */
  fromWarehouse: number | null;
}

type GoodsLineColumn = LineColumn<GoodsLineValues, GoodsLinesCtx, 'inventory'>;

/** A line's warehouse: its own, else the company's default one. */
const warehouseOf = (ctx: GoodsLinesCtx, line: GoodsLineValues | undefined) => line?.warehouseid ?? ctx.settings.defaultWarehouse;

/**
 * Every goods column; a form lists the ones it has (`GoodsFormDef.columns`), in the order they are typed, and
 * `goodsColumnShown` says which of them show.
 */
const GOODS_COLUMNS: Record<GoodsColumn, GoodsLineColumn> = {
  itemno: {
    key: 'itemno',
    title: 'item',
    width: 240,
    required: true,
    card: 'title',
    editor: ({ ctx, input }) => <ItemCell tenantId={ctx.tenantId} {...input} />,
    clears: ['itemunit'],
    // A new item starts in its first unit.
    onChange: ({ extra, set }) => {
      const unit1 = (extra as Row | undefined)?.unit1;
      set('itemunit', typeof unit1 === 'string' ? unit1 : null);
    },
  },
  itemunit: {
    key: 'itemunit',
    title: 'unit',
    width: 100,
    card: 'amount',
    editor: ({ ctx, line, input }) => <UnitCell tenantId={ctx.tenantId} itemno={line?.itemno} {...input} />,
  },
  warehouseid: {
    ...lookupColumn('warehouseid', 'warehouse', 'warehouse'),
    width: 160,
    required: (ctx) => ctx.def.header === 'opening',
  },
  currentqty: {
    key: 'currentqty',
    title: 'currentQty',
    width: 120,
    align: 'right',
    card: 'amount',
    show: ({ ctx, line }) => <CurrentQty tenantId={ctx.tenantId} itemno={line?.itemno} warehouseid={warehouseOf(ctx, line)} />,
  },
  adjtype: {
    key: 'adjtype',
    title: 'adjType',
    width: 140,
    card: 'amount',
    editor: ({ input }) => <AdjTypeCell {...input} />,
    clears: ['unitprice'],
    // A decrease leaves at the stock's cost: a price typed for it goes.
    onChange: ({ value, set }) => {
      if (value === 2) set('unitprice', null);
    },
  },
  quantity: {
    key: 'quantity',
    title: (ctx) => (ctx.counted ? 'newQty' : 'quantity'),
    width: 120,
    align: 'right',
    required: true,
    card: 'amount',
    clears: ['newqty'],
    editor: ({ ctx, line, input, set }) => (
      <QuantityCell
        tenantId={ctx.tenantId}
        itemno={line?.itemno}
        itemunit={line?.itemunit}
        warehouseid={warehouseOf(ctx, line)}
        counted={ctx.counted}
        // A counted quantity sets the line's adjustment type from the stock.
        onAdjType={(type: AdjType) => set('adjtype', type)}
        {...input}
      />
    ),
  },
  // Serial and batch numbers, after the quantity.
  serials: {
    key: 'serials',
    title: 'snColumn',
    width: 120,
    card: 'amount',
    editor: ({ ctx, row, line, input, disabled }) => {
      const transfer = ctx.def.header === 'transfer';
      return (
        <SerialCell
          tenantId={ctx.tenantId}
          itemno={line?.itemno}
          itemunit={line?.itemunit}
          // A counted quantity is not the change: the dialog then does not say how many numbers are due.
          quantity={ctx.counted ? null : line?.quantity}
          outgoing={transfer || (ctx.def.header === 'adjustment' && line?.adjtype === 2)}
          warehouseid={transfer ? ctx.fromWarehouse : warehouseOf(ctx, line)}
          row={row}
          disabled={disabled}
          onChange={input.onChange}
        />
      );
    },
  },
  unitprice: {
    // Not disabled for a decrease (the keyboard could not pass a disabled cell): its price is not sent.
    ...amountColumn('unitprice', 'unitPrice', { width: 150, card: 'amount' }),
    required: (ctx) => ctx.def.header === 'opening',
  },
  amount: {
    key: 'amount',
    title: 'value',
    width: 150,
    align: 'right',
    show: ({ ctx, line, formats }) => showAmount(lineValue(line, ctx.counted) ?? undefined, formats),
    footer: ({ ctx, lines, formats }) => <span data-testid="goods-total">{showAmount(linesValue(lines, ctx.counted), formats)}</span>,
  },
  deptid: lookupColumn('deptid', 'department', 'department'),
  projectid: lookupColumn('projectid', 'project', 'project'),
  itemovdesc: textColumn('itemovdesc', 'lineNote', { width: 180, card: 'description' }),
};

/** A goods document's line grid: the columns its form declares, shown as the company's settings and the mode say. */
export function goodsLineGrid(def: GoodsFormDef): LineGridConfig<GoodsLineValues, GoodsLinesCtx, 'inventory'> {
  return {
    ns: 'inventory',
    columns: def.columns.map((column) => ({ ...GOODS_COLUMNS[column], shown: (ctx: GoodsLinesCtx) => goodsColumnShown(column, { ...ctx.settings, counted: ctx.counted, usesSerials: ctx.usesSerials }) })),
    newLine: emptyGoodsLine,
    label: () => 'lines',
    hint: (ctx) => (ctx.counted ? 'countedLinesHint' : 'keysHint'),
    className: 'goods-lines',
  };
}
