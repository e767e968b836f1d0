import { Input, type FormInstance } from 'antd';
import { showAmount } from '../../ui/document/formats.ts';
import type { Row } from '../../ui/document/record-api.ts';
import { amountColumn, lookupColumn, textColumn } from '../documents/common-columns.tsx';
import type { LineColumn, LineGridConfig } from '../documents/line-columns.ts';
import { ItemCell } from '../inventory/ItemCell.tsx';
import { UnitCell } from '../inventory/line-cells.tsx';
import { useRequisitionNo } from './purchasing-api.ts';
import type { PurchaseFormDef } from './purchasing-forms.ts';
import { emptyPurchaseLine, typedLineAmount, type PurchaseLineValues } from './purchasing-values.ts';

/** What a purchasing document's lines depend on while they are typed. */
export interface PurchaseLinesCtx {
  tenantId: number;
  def: PurchaseFormDef;
  multiUnit: boolean;
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
  editor: ({ ctx, input }) => <ItemCell tenantId={ctx.tenantId} {...input} />,
  clears: ['itemunit'],
  // A new item starts in its first unit.
  onChange: ({ extra, set }) => {
    const unit1 = (extra as Row | undefined)?.unit1;
    set('itemunit', typeof unit1 === 'string' ? unit1 : null);
  },
};

const unit: PurchaseColumn = {
  key: 'itemunit',
  title: 'unit',
  width: 100,
  card: 'amount',
  shown: (ctx) => ctx.multiUnit,
  editor: ({ ctx, line, input }) => <UnitCell tenantId={ctx.tenantId} itemno={line?.itemno} {...input} />,
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

/** The number of the requisition a line was pulled from: known when pulled here, else read by its id. */
function RequisitionNo({ tenantId, reqid, known }: { tenantId: number; reqid: number | null; known: string | null | undefined }) {
  const read = useRequisitionNo(tenantId, known ? null : reqid);
  return <span data-testid="line-source">{known ?? (reqid ? (read.data ?? '') : '')}</span>;
}

/** The requisition a line was pulled from (read-only: a pulled line keeps its source). */
const source: PurchaseColumn = {
  key: 'reqno',
  title: 'fromRequisition',
  width: 140,
  show: ({ ctx, row }) => (
    <RequisitionNo tenantId={ctx.tenantId} reqid={(ctx.form.getFieldValue(['details', row, 'reqid']) as number | null | undefined) ?? null} known={ctx.form.getFieldValue(['details', row, 'reqno']) as string | null | undefined} />
  ),
};

/** A purchasing document's line grid: a requisition lists items and quantities, an order adds prices and taxes. */
export function purchaseLineGrid(def: PurchaseFormDef): LineGridConfig<PurchaseLineValues, PurchaseLinesCtx, 'purchasing'> {
  const note = textColumn<PurchaseLineValues, PurchaseLinesCtx, 'purchasing'>('itemovdesc', 'lineNote', { width: 180, card: 'description' });
  const dims = [lookupColumn<PurchaseLineValues, PurchaseLinesCtx, 'purchasing'>('deptid', 'department', 'department'), lookupColumn<PurchaseLineValues, PurchaseLinesCtx, 'purchasing'>('projectid', 'project', 'project')];
  const price = amountColumn<PurchaseLineValues, PurchaseLinesCtx, 'purchasing'>('unitprice', 'unitPrice', { width: 150, card: 'amount' });
  const columns = def.priced ? [item, unit, quantity, price, discount, taxCodes, amount, source, ...dims, note] : [item, unit, quantity, price, ...dims, note];
  return { ns: 'purchasing', columns, newLine: emptyPurchaseLine, label: () => 'lines', hint: () => 'keysHint', className: 'purchase-lines' };
}
