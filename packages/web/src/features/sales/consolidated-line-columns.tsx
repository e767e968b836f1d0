import { Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { showAmount, showDate, useFormats } from '../../ui/document/formats.ts';
import type { LineColumn, LineGridConfig, ShowArgs } from '../documents/line-columns.ts';
import type { OpenInvoice } from '../payments/payment-values.ts';
import { billedOf, consolidatedTotals, emptyConsolidatedLine, invoiceToLine, type ConsolidatedLineValues } from './consolidated-values.ts';

/** What the Tukar Faktur's grid depends on while it is typed. */
export interface ConsolidatedLinesCtx {
  form: FormInstance;
  /** The customer's invoices still owing (none until a customer is chosen). */
  invoices: readonly OpenInvoice[];
  loading: boolean;
  /** No customer chosen yet: nothing to offer. */
  noCustomer: boolean;
}

type Column = LineColumn<ConsolidatedLineValues, ConsolidatedLinesCtx, 'purchasing'>;

/** A row as the form holds it: the invoice's own fields have no input, so only the store has them. */
const rowOf = (ctx: ConsolidatedLinesCtx, row: number) => (ctx.form.getFieldValue(['details', row]) as ConsolidatedLineValues | undefined) ?? {};

interface InvoiceCellProps {
  ctx: ConsolidatedLinesCtx;
  row: number;
  value?: number | null;
  onChange?: (value: number | null, invoice?: OpenInvoice) => void;
  disabled: boolean;
  'aria-label'?: string;
}

/**
 * The invoice of a row, chosen by its number among the customer's invoices still owing that no other row holds; a
 * saved row's invoice (paid since, or no longer offered) keeps showing its number.
 */
function InvoiceCell({ ctx, row, value, onChange, disabled, 'aria-label': ariaLabel }: InvoiceCellProps) {
  const { t } = useTranslation('purchasing');
  const formats = useFormats();
  const lines = (ctx.form.getFieldValue('details') as ConsolidatedLineValues[] | undefined) ?? [];
  const elsewhere = new Set(lines.filter((_, i) => i !== row).map((line) => line.arinvoiceid));
  const offered = ctx.invoices.filter((invoice) => !elsewhere.has(invoice.invoiceid));
  const own = rowOf(ctx, row);
  const kept = typeof value === 'number' && !offered.some((invoice) => invoice.invoiceid === value) ? [{ value, label: own.invoiceno ?? '', title: own.invoiceno ?? '' }] : [];
  const options = offered.map((invoice) => ({
    value: invoice.invoiceid,
    label: invoice.invoiceno,
    title: [invoice.invoiceno, showDate(invoice.invoicedate, formats), showAmount(invoice.owing, formats)].join(' · '),
  }));
  return (
    <Select
      value={typeof value === 'number' ? value : null}
      onChange={(next: number | undefined) => onChange?.(next ?? null, ctx.invoices.find((invoice) => invoice.invoiceid === next))}
      options={[...kept, ...options]}
      // The cell shows the number; its list has the date and what each owes too.
      optionRender={(option) => option.data.title}
      popupMatchSelectWidth={false}
      showSearch={{ optionFilterProp: 'label' }}
      loading={ctx.loading}
      notFoundContent={ctx.noCustomer ? t('downPaymentOrderNoCustomer') : t('noOpenInvoices')}
      aria-label={ariaLabel}
      disabled={disabled}
      className="lookup-select"
      data-testid="cons-invoice"
    />
  );
}

const invoice: Column = {
  key: 'arinvoiceid',
  title: 'invoiceNo',
  width: 170,
  required: true,
  card: 'title',
  editor: ({ ctx, row, input, disabled }) => <InvoiceCell ctx={ctx} row={row} disabled={disabled} {...input} />,
  // The invoice chosen fills its number, dates, total and owing; it is billed at what it owes when saved.
  onChange: ({ extra, set }) => {
    const line = extra ? invoiceToLine(extra as OpenInvoice) : emptyConsolidatedLine();
    for (const key of ['invoiceno', 'invoicedate', 'duedate', 'totalamount', 'owing', 'amount'] as const) set(key, line[key]);
  },
};

const shown = (key: keyof ConsolidatedLineValues, title: Column['title'], width: number, show: (value: ConsolidatedLineValues, args: ShowArgs<ConsolidatedLineValues, ConsolidatedLinesCtx>) => React.ReactNode, extra: Partial<Column> = {}): Column => ({
  key,
  title,
  width,
  ...extra,
  show: (args) => show(rowOf(args.ctx, args.row), args),
});

const invoiceDate = shown('invoicedate', 'invoiceDate', 110, (line, { formats }) => showDate(line.invoicedate, formats));
const dueDate = shown('duedate', 'dueDate', 110, (line, { formats }) => showDate(line.duedate, formats), { card: 'description' });
const total = shown('totalamount', 'invoiceTotal', 150, (line, { formats }) => showAmount(line.totalamount ?? undefined, formats), { align: 'right' });
const owing = shown('owing', 'owing', 150, (line, { formats }) => <span data-testid="line-owing">{showAmount(line.owing ?? undefined, formats)}</span>, { align: 'right' });
const billed: Column = {
  ...shown('amount', 'consAmount', 160, (line, { formats }) => <span data-testid="line-billed">{showAmount(billedOf(line) ?? undefined, formats)}</span>, { align: 'right', card: 'amount' }),
  // From the store: the invoice's own fields have no input.
  footer: ({ ctx, formats }) => <span data-testid="footer-billed">{showAmount(consolidatedTotals(ctx.form.getFieldValue('details') as ConsolidatedLineValues[] | undefined).billed, formats)}</span>,
};

/** The Tukar Faktur's invoices: the one chosen on each row, its dates, total, what it owes and what is billed of it. */
export const CONSOLIDATED_GRID: LineGridConfig<ConsolidatedLineValues, ConsolidatedLinesCtx, 'purchasing'> = {
  ns: 'purchasing',
  columns: [invoice, invoiceDate, dueDate, total, owing, billed],
  newLine: emptyConsolidatedLine,
  label: () => 'consInvoices',
  hint: () => 'consInvoicesHint',
  className: 'cons-invoices',
};
