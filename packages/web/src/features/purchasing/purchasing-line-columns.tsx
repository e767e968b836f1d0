import { Input, type FormInstance } from 'antd';
import { showAmount } from '../../ui/document/formats.ts';
import type { Row } from '../../ui/document/record-api.ts';
import { amountColumn, lookupColumn, textColumn } from '../documents/common-columns.tsx';
import type { LineColumn, LineGridConfig } from '../documents/line-columns.ts';
import { ItemCell } from '../inventory/ItemCell.tsx';
import { UnitCell } from '../inventory/line-cells.tsx';
import { AccountCell } from '../ledger/line-cells.tsx';
import { useSourceNo } from './purchasing-api.ts';
import { DownPaymentOrderCell } from './purchasing-dp-order-cell.tsx';
import { PriceInput, refreshPrice } from './purchasing-price-cell.tsx';
import type { PullSourceDef, PurchaseFormDef } from './purchasing-forms.ts';
import type { PriceOrigin } from './purchasing-price.ts';
import { emptyCostLine, emptyPurchaseLine, typedLineAmount, type CostLineValues, type PurchaseLineValues } from './purchasing-values.ts';

/** What a purchasing document's lines depend on while they are typed. */
export interface PurchaseLinesCtx {
  tenantId: number;
  def: PurchaseFormDef;
  multiUnit: boolean;
  multiWarehouse: boolean;
  /** The form: a pulled line's source fields have no input, so the watched lines leave them out; the store has them. */
  form: FormInstance;
}

type PurchaseColumn = LineColumn<PurchaseLineValues, PurchaseLinesCtx, 'purchasing'>;

const item: PurchaseColumn = {
  key: 'itemno',
  title: 'item',
  width: 240,
  required: true,
  card: 'title',
  // A sales line may sell an item group (its components move stock; shown beneath it).
  editor: ({ ctx, input }) => <ItemCell tenantId={ctx.tenantId} groupsOf={ctx.def.side.name === 'sales' ? ctx.def.form : undefined} {...input} />,
  clears: ['itemunit'],
  // A new item starts in its first unit, and its price from the vendor's, the last purchase or the item's.
  onChange: ({ value, extra, set, ctx, row }) => {
    const unit1 = (extra as Row | undefined)?.unit1;
    set('itemunit', typeof unit1 === 'string' ? unit1 : null);
    refreshPrice(ctx, row, value, unit1);
  },
};

const unit: PurchaseColumn = {
  key: 'itemunit',
  title: 'unit',
  width: 100,
  card: 'amount',
  shown: (ctx) => ctx.multiUnit,
  editor: ({ ctx, line, input }) => <UnitCell tenantId={ctx.tenantId} itemno={line?.itemno} {...input} />,
  // Another unit: the price in that unit, unless it was typed by hand.
  onChange: ({ value, line, ctx, row }) => refreshPrice(ctx, row, line?.itemno, value),
};

/** A priced line's price: typed by hand it stays (no longer filled on a new item or unit); its title says where a filled one came from. */
const unitPrice: PurchaseColumn = {
  key: 'unitprice',
  title: 'unitPrice',
  width: 150,
  align: 'right',
  card: 'amount',
  editor: ({ ctx, row, input }) => <PriceInput origin={ctx.form.getFieldValue(['details', row, 'priceorigin']) as PriceOrigin | null | undefined} {...input} />,
  onChange: ({ set }) => set('priceorigin', null),
};

const quantity: PurchaseColumn = { ...amountColumn('quantity', 'quantity', { width: 110, card: 'amount', minFraction: 0 }), required: true };

const discount: PurchaseColumn = {
  key: 'itemdiscpc',
  title: 'lineDiscount',
  width: 100,
  align: 'right',
  editor: ({ input }) => <Input maxLength={60} autoComplete="off" placeholder="10+5" {...input} />,
};

const taxCodes: PurchaseColumn = {
  key: 'taxcodes',
  title: 'taxCodes',
  width: 120,
  editor: ({ input }) => <Input maxLength={60} autoComplete="off" placeholder="PPN" {...input} />,
};

const amount: PurchaseColumn = {
  key: 'amount',
  title: 'amount',
  width: 150,
  align: 'right',
  show: ({ line, formats }) => showAmount(typedLineAmount(line) ?? undefined, formats),
};

/** The number of the document a line was pulled from: known when pulled here, else read by its id. */
function SourceNo({ tenantId, form, id, known }: { tenantId: number; form: PullSourceDef['form'] | null; id: number | null; known: string | null | undefined }) {
  const read = useSourceNo(tenantId, known ? null : form, known ? null : id);
  return <span data-testid="line-source">{known ?? (id ? (read.data ?? '') : '')}</span>;
}

/** The document a line was pulled from (read-only: a pulled line keeps its source; the store has its fields). */
const source: PurchaseColumn = {
  key: 'srcno',
  title: 'fromSource',
  width: 140,
  show: ({ ctx, row }) => {
    const at = (field: keyof PurchaseLineValues) => ctx.form.getFieldValue(['details', row, field]) as unknown;
    const form = at('srcform') as PullSourceDef['form'] | null | undefined;
    return <SourceNo tenantId={ctx.tenantId} form={form ?? null} id={(at('srcid') as number | null | undefined) ?? null} known={at('srcno') as string | null | undefined} />;
  },
};

const warehouse: PurchaseColumn = { ...lookupColumn('warehouseid', 'warehouse', 'warehouse'), width: 160, shown: (ctx) => ctx.multiWarehouse };

/** The vendor's purchase order a down payment is for (`poid`), chosen among its open orders. */
const downPaymentOrder: PurchaseColumn = {
  key: 'poid',
  title: 'downPaymentOrder',
  width: 150,
  card: 'description',
  editor: ({ ctx, input, disabled }) => <DownPaymentOrderCell tenantId={ctx.tenantId} side={ctx.def.side} form={ctx.form} disabled={disabled} {...input} />,
};

/** The grid of a down-payment invoice (Uang Muka): what the down payment is for, its amount and taxes, the order it is for; no item. */
function downPaymentGrid(): LineGridConfig<PurchaseLineValues, PurchaseLinesCtx, 'purchasing'> {
  const what: PurchaseColumn = { ...textColumn<PurchaseLineValues, PurchaseLinesCtx, 'purchasing'>('itemovdesc', 'downPaymentFor', { width: 320, card: 'title' }), required: true };
  const value: PurchaseColumn = { ...amountColumn<PurchaseLineValues, PurchaseLinesCtx, 'purchasing'>('unitprice', 'amount', { width: 180, card: 'amount' }), required: true };
  const dims = [lookupColumn<PurchaseLineValues, PurchaseLinesCtx, 'purchasing'>('deptid', 'department', 'department'), lookupColumn<PurchaseLineValues, PurchaseLinesCtx, 'purchasing'>('projectid', 'project', 'project')];
  return { ns: 'purchasing', columns: [what, value, taxCodes, downPaymentOrder, ...dims], newLine: emptyPurchaseLine, label: () => 'downPaymentLines', hint: () => 'keysHint', className: 'purchase-lines purchase-lines--dp' };
}

/**
 * A purchasing document's line grid: a requisition lists items and quantities; an order, a receipt and an invoice add
 * prices, discounts, taxes and the line's source; a receipt's and an invoice's lines name their warehouse; a
 * down-payment invoice's lines are a description and an amount (`downPaymentGrid`).
 */
export function purchaseLineGrid(def: PurchaseFormDef, isdp = false): LineGridConfig<PurchaseLineValues, PurchaseLinesCtx, 'purchasing'> {
  if (isdp && def.header.includes('downPayment')) return downPaymentGrid();
  const note = textColumn<PurchaseLineValues, PurchaseLinesCtx, 'purchasing'>('itemovdesc', 'lineNote', { width: 180, card: 'description' });
  const dims = [lookupColumn<PurchaseLineValues, PurchaseLinesCtx, 'purchasing'>('deptid', 'department', 'department'), lookupColumn<PurchaseLineValues, PurchaseLinesCtx, 'purchasing'>('projectid', 'project', 'project')];
  const price = def.pricesOnEntry ? unitPrice : amountColumn<PurchaseLineValues, PurchaseLinesCtx, 'purchasing'>('unitprice', 'unitPrice', { width: 150, card: 'amount' });
  const stock = def.moves ? [warehouse] : [];
  const from = def.sources.length ? [source] : [];
  const columns = def.priced ? [item, unit, quantity, price, discount, taxCodes, amount, ...from, ...stock, ...dims, note] : [item, unit, quantity, ...(def.party ? [] : [price]), ...from, ...stock, ...dims, note];
  return { ns: 'purchasing', columns, newLine: emptyPurchaseLine, label: () => 'lines', hint: () => 'keysHint', className: 'purchase-lines' };
}

type CostColumn = LineColumn<CostLineValues, PurchaseLinesCtx, 'purchasing'>;

const costAccount: CostColumn = {
  key: 'glaccount',
  title: 'costAccount',
  width: 280,
  required: true,
  card: 'title',
  editor: ({ ctx, input }) => <AccountCell tenantId={ctx.tenantId} {...input} />,
};

/** An invoice's extra costs (Biaya Lain, `costs`): the account each is posted to, its amount and what it is. */
export const COST_LINE_GRID: LineGridConfig<CostLineValues, PurchaseLinesCtx, 'purchasing'> = {
  ns: 'purchasing',
  columns: [
    costAccount,
    { ...amountColumn<CostLineValues, PurchaseLinesCtx, 'purchasing'>('amount', 'amount', { width: 160, card: 'amount' }), required: true },
    textColumn<CostLineValues, PurchaseLinesCtx, 'purchasing'>('description', 'description', { width: 320, card: 'description' }),
  ],
  newLine: emptyCostLine,
  label: () => 'costs',
  hint: () => 'costsHint',
  className: 'purchase-costs',
};
