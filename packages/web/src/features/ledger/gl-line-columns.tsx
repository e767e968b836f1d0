import { showAmount } from '../../ui/document/formats.ts';
import { amountColumn, lookupColumn, textColumn } from '../documents/common-columns.tsx';
import type { InputColumn, LineGridConfig } from '../documents/line-columns.ts';
import { baseAmountOf, emptyLine, otherSide, type GlLineValues, type GlTotals } from './gl-values.ts';
import { AccountCell, SubsidiaryCell } from './line-cells.tsx';

/** What the journal documents' lines depend on while they are typed. */
export interface GlLinesCtx {
  tenantId: number;
  /** Amounts are typed in a foreign currency and turned into the base one by each line's rate. */
  foreign: boolean;
  docRate: string | null | undefined;
  /** The base currency's name (IDR). */
  baseName: string;
  /** A cashier's document: one column of positive amounts instead of debit and credit. */
  cashier: { side: 'payment' | 'receipt'; account: string | null } | null;
  totals: GlTotals;
}

type GlColumn = InputColumn<GlLineValues, GlLinesCtx, 'ledger'>;

/** Debit or credit: a line is one or the other, so typing one side clears the other. */
const sideColumn = (side: 'debit' | 'credit'): GlColumn => ({
  ...amountColumn<GlLineValues, GlLinesCtx, 'ledger'>(side, side, { width: 140, card: 'amount' }),
  shown: (ctx) => !ctx.cashier,
  clears: ['debit', 'credit'],
  onChange: ({ value, set }) => {
    if (value) set(otherSide(side), null);
  },
  footer: ({ ctx, formats }) => <span data-testid={`total-${side}`}>{showAmount(ctx.totals[side], formats)}</span>,
});

/** A cashier types one positive amount per line; it lives in the debit slot, which the body turns into `glamount`. */
const cashColumn: GlColumn = {
  ...amountColumn<GlLineValues, GlLinesCtx, 'ledger'>('debit', 'lineAmount', { width: 160, card: 'amount' }),
  shown: (ctx) => ctx.cashier !== null,
  footer: ({ ctx, formats }) => <span data-testid="total-debit">{showAmount(ctx.totals.debit, formats)}</span>,
};

/** The journal voucher's, other payment's and other receipt's lines (spec 001 §3). */
export const GL_LINE_GRID: LineGridConfig<GlLineValues, GlLinesCtx, 'ledger'> = {
  ns: 'ledger',
  columns: [
    {
      key: 'glaccount',
      title: 'account',
      width: 220,
      required: true,
      card: 'title',
      editor: ({ ctx, input }) => <AccountCell tenantId={ctx.tenantId} {...input} />,
    },
    cashColumn,
    sideColumn('debit'),
    sideColumn('credit'),
    textColumn('description', 'description', { width: 170, card: 'description' }),
    {
      key: 'subsidiary',
      title: 'subsidiary',
      width: 170,
      editor: ({ ctx, input }) => <SubsidiaryCell tenantId={ctx.tenantId} {...input} />,
    },
    lookupColumn('deptid', 'department', 'department'),
    lookupColumn('projectid', 'project', 'project'),
    { ...amountColumn('rate', 'rate', { width: 130, minFraction: 0 }), shown: (ctx) => ctx.foreign },
    {
      key: 'base',
      title: 'baseAmount',
      titleValues: (ctx) => ({ currency: ctx.baseName }),
      width: 170,
      align: 'right',
      card: 'amount',
      shown: (ctx) => ctx.foreign,
      show: ({ ctx, line, formats }) => (line ? showAmount(baseAmountOf(line, true, ctx.docRate), formats) : null),
    },
  ],
  newLine: (ctx) => emptyLine(ctx.foreign ? (ctx.docRate ?? '1') : null),
  label: (ctx) => (ctx.cashier ? (ctx.cashier.side === 'payment' ? 'cashLines' : 'cashLinesReceipt') : 'lines'),
  hint: () => 'keysHint',
};
