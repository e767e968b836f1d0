import { Checkbox, Form, Select, Tag, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { showAmount, showDate } from '../../ui/document/formats.ts';
import { sumAmounts } from '@lontar/core';
import { amountColumn, textColumn } from '../documents/common-columns.tsx';
import type { LineColumn, LineGridConfig, ShowArgs } from '../documents/line-columns.ts';
import { AccountCell } from '../ledger/line-cells.tsx';
import type { PaymentFormDef } from './payment-forms.ts';
import { invoiceTaxBase } from './payments-api.ts';
import { defaultPph23Base, emptyDiscountLine, emptyPaymentLine, isCredit, owingAfter, paysInFull, pph23AmountOf, type DiscountLineValues, type PaymentLineValues, type PaymentParty, type WithholdingTax } from './payment-values.ts';

/** What the payment's grids depend on while they are typed. */
export interface PaymentLinesCtx {
  tenantId: number;
  def: PaymentFormDef;
  form: FormInstance;
  /** The company's withholding taxes (PPh 23), offered per invoice. */
  taxes: readonly WithholdingTax[];
  /** The chosen party's tax numbers (its rate of withholding); null until read. */
  party: PaymentParty | null;
}

type InvoiceColumn = LineColumn<PaymentLineValues, PaymentLinesCtx, 'payments'>;

/** A row as the form holds it: the invoice's own fields have no input, so only the store has them. */
const rowOf = (ctx: PaymentLinesCtx, row: number) => (ctx.form.getFieldValue(['details', row]) as PaymentLineValues | undefined) ?? {};

const shown = (key: keyof PaymentLineValues, title: InvoiceColumn['title'], width: number, show: (args: ShowArgs<PaymentLineValues, PaymentLinesCtx> & { value: unknown }) => React.ReactNode, extra: Partial<InvoiceColumn> = {}): InvoiceColumn => ({
  key,
  title,
  width,
  ...extra,
  show: (args) => show({ ...args, value: rowOf(args.ctx, args.row)[key] }),
});

/** The invoice's number, and a "Kredit" mark when it owes below zero (the party's credit; its title the side's). */
function InvoiceNo({ number, credit, def }: { number: string; credit: boolean; def: PaymentFormDef }) {
  const { t } = useTranslation('payments');
  return (
    <span className="payment-invoice-no">
      <span data-testid="line-invoice">{number}</span>
      {credit && (
        <Tag color="green" className="payment-credit-tag" title={t(def.texts.creditTitle)} data-testid="line-credit">
          {t('credit')}
        </Tag>
      )}
    </span>
  );
}

// The widths add up to 1,127 px: a desktop of 1280 px shows the grid without scrolling sideways (payments.css narrows
// the read-only cells' padding; purchase-payment-credit.e2e.ts checks it).
const invoiceNo = shown('invoiceno', 'invoice', 124, ({ value, ctx, row }) => <InvoiceNo number={typeof value === 'string' ? value : ''} credit={isCredit(rowOf(ctx, row))} def={ctx.def} />, { card: 'title' });
const invoiceDate = shown('invoicedate', 'invoiceDate', 96, ({ value, formats }) => showDate(value, formats));
const dueDate = shown('duedate', 'dueDate', 98, ({ value, formats }) => showDate(value, formats), { card: 'description' });
const total = shown('totalamount', 'invoiceTotal', 115, ({ value, formats }) => showAmount(value, formats), { align: 'right' });
/** What the invoice owes after this payment ("Sisa": owing less the pay); its title says what it owed before. */
function OwingAfter({ line, formats }: { line: PaymentLineValues; formats: ShowArgs<PaymentLineValues, PaymentLinesCtx>['formats'] }) {
  const { t } = useTranslation('payments');
  const before = showAmount(line.owing ?? undefined, formats);
  return (
    <span className={isCredit(line) ? 'payment-credit-amount' : undefined} title={t('owingBefore', { amount: before })} data-testid="line-owing">
      {showAmount(owingAfter(line) ?? undefined, formats)}
    </span>
  );
}

const owing = shown('owing', 'owing', 118, ({ ctx, row, formats }) => <OwingAfter line={rowOf(ctx, row)} formats={formats} />, { align: 'right', card: 'amount' });

/** When the pay changes, a DPP that followed the old pay (or the invoice's DPP it stood for) follows the new one. */
function followPay(ctx: PaymentLinesCtx, row: number, before: PaymentLineValues, set: (key: keyof PaymentLineValues, value: unknown) => void) {
  const now = rowOf(ctx, row);
  if (!now.pph23taxid) return;
  if (now.pph23base && now.pph23base !== defaultPph23Base(before)) return;
  set('pph23base', defaultPph23Base(now));
  set('pph23amount', null);
}

interface FullCellProps {
  ctx: PaymentLinesCtx;
  row: number;
  onChange?: (value: boolean) => void;
  disabled: boolean;
  'aria-label'?: string;
}

/** The row's own values changed (a store's rows are replaced, never changed in place). */
const rowChanged = (row: number) => (before: Record<string, unknown>, after: Record<string, unknown>) =>
  (before.details as unknown[] | undefined)?.[row] !== (after.details as unknown[] | undefined)?.[row];

/**
 * The "Lunas" box: Space pays all the invoice owes (on a credit, sets off all of it: its negative owing), and again
 * clears the pay. Its own field holds nothing that is sent; it shows whether the pay is the owing, read from the
 * row whenever the row changes. The grid's cells are rebuilt only after Form.useWatch's notice (a task later), so a
 * box given its state by the grid would show the click undone until then; this one re-reads the row at once.
 */
function FullCell({ ctx, row, onChange, disabled, 'aria-label': ariaLabel }: FullCellProps) {
  return (
    <Form.Item noStyle shouldUpdate={rowChanged(row)}>
      {() => {
        const line = rowOf(ctx, row);
        // A receipt's pay stays above zero: a customer's credit row is not set off on the grid (its credit is used in the header).
        const credit = ctx.def.credit === 'receipt' && isCredit(line);
        return <Checkbox checked={paysInFull(line)} disabled={disabled || credit} aria-label={ariaLabel} onChange={(event) => onChange?.(event.target.checked)} />;
      }}
    </Form.Item>
  );
}

const full: InvoiceColumn = {
  key: 'full',
  title: 'payFull',
  width: 58,
  card: 'amount',
  editor: ({ ctx, row, input, disabled }) => <FullCell ctx={ctx} row={row} disabled={disabled} {...input} />,
  clears: ['pay'],
  onChange: ({ value, ctx, row, set }) => {
    const before = { ...rowOf(ctx, row) };
    set('pay', value === true ? (before.owing ?? null) : null);
    followPay(ctx, row, before, set);
  },
};

const pay: InvoiceColumn = {
  ...amountColumn<PaymentLineValues, PaymentLinesCtx, 'payments'>('pay', 'pay', { width: 122, card: 'amount' }),
  onChange: ({ ctx, row, line, set }) => followPay(ctx, row, { ...rowOf(ctx, row), pay: line?.pay ?? null }, set),
  footer: ({ lines, formats }) => <span data-testid="footer-pay">{showAmount(sumAmounts(lines.map((l) => l.pay)), formats)}</span>,
};

interface TaxCellProps {
  taxes: readonly WithholdingTax[];
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled: boolean;
  'aria-label'?: string;
}

/** A withholding tax of the company, found by its code or name. */
function TaxCell({ taxes, value, onChange, disabled, 'aria-label': ariaLabel }: TaxCellProps) {
  return (
    <Select
      value={value ?? null}
      onChange={(next: number | undefined) => onChange?.(next ?? null)}
      // The cell shows the code; the list and the search have the name too.
      options={taxes.map((tax) => ({ value: tax.taxid, label: tax.taxcode, title: [tax.taxcode, tax.taxname].filter(Boolean).join(' · '), search: `${tax.taxcode} ${tax.taxname ?? ''}` }))}
      optionRender={(option) => option.data.title}
      // The code fills the narrow cell (no arrow: the list opens on a key or a click); the list is as wide as its names.
      suffixIcon={null}
      popupMatchSelectWidth={false}
      allowClear
      showSearch={{ optionFilterProp: 'search' }}
      aria-label={ariaLabel}
      disabled={disabled}
      className="lookup-select"
    />
  );
}

const pph23Tax: InvoiceColumn = {
  key: 'pph23taxid',
  title: 'pph23Tax',
  width: 88,
  editor: ({ ctx, input, disabled }) => <TaxCell taxes={ctx.taxes} disabled={disabled} {...input} />,
  clears: ['pph23base'],
  // A tax chosen starts its DPP from the pay at once, then from the invoice's DPP once read (when it pays it all).
  onChange: ({ value, ctx, row, set }) => {
    set('pph23amount', null);
    if (typeof value !== 'number') {
      set('pph23base', null);
      return;
    }
    const start = rowOf(ctx, row);
    if (start.pph23base) return;
    set('pph23base', defaultPph23Base(start));
    if (!start.invoiceid) return;
    void invoiceTaxBase(ctx.tenantId, ctx.def, start.invoiceid).then((taxbase) => {
      const now = rowOf(ctx, row);
      if (!taxbase || now.invoiceid !== start.invoiceid || now.pph23base !== defaultPph23Base(start)) return;
      set('invoicetaxbase', taxbase);
      set('pph23base', defaultPph23Base({ ...now, invoicetaxbase: taxbase }));
    });
  },
};

const pph23Base: InvoiceColumn = {
  ...amountColumn<PaymentLineValues, PaymentLinesCtx, 'payments'>('pph23base', 'pph23Base', { width: 108 }),
  onChange: ({ set }) => set('pph23amount', null),
};

const pph23Amount: InvoiceColumn = {
  key: 'pph23amount',
  title: 'pph23Amount',
  width: 100,
  align: 'right',
  show: ({ ctx, row, formats }) => <span data-testid="line-pph23">{showAmount(pph23AmountOf(rowOf(ctx, row), ctx.taxes, ctx.party) ?? undefined, formats)}</span>,
  footer: ({ ctx, formats }) => {
    const rows = (ctx.form.getFieldValue('details') as PaymentLineValues[] | undefined) ?? [];
    return showAmount(sumAmounts(rows.map((l) => pph23AmountOf(l, ctx.taxes, ctx.party))), formats);
  },
};

/**
 * The invoices of the party a payment may pay (getListInvoiceCheque): each with its number (a vendor credit marked
 * "Kredit"), dates and what it owes after this payment (Sisa; its title what it owed before), then what is typed: "Lunas" (pays it all), the pay (negative on a credit), the
 * PPh 23 tax, its DPP, the PPh 23 as the server will compute it, the bukti potong number; the invoice's total last.
 */
export const INVOICE_GRID: LineGridConfig<PaymentLineValues, PaymentLinesCtx, 'payments'> = {
  ns: 'payments',
  // What is typed comes before the invoice's total, which a narrower screen scrolls to.
  columns: [invoiceNo, invoiceDate, dueDate, owing, full, pay, pph23Tax, pph23Base, pph23Amount, textColumn('bupotno', 'bupotNo', { width: 100 }), total],
  newLine: emptyPaymentLine,
  label: () => 'invoices',
  hint: (ctx) => ctx.def.texts.invoicesHint,
  className: 'payment-invoices',
};

type DiscountColumn = LineColumn<DiscountLineValues, PaymentLinesCtx, 'payments'>;

const discountAccount: DiscountColumn = {
  key: 'glaccount',
  title: 'discountAccount',
  width: 280,
  required: true,
  card: 'title',
  editor: ({ ctx, input }) => <AccountCell tenantId={ctx.tenantId} {...input} />,
};

/** Payment discounts (Diskon Pembayaran, `datadisc`): the account each is posted to, the amount, what it is. */
export const DISCOUNT_GRID: LineGridConfig<DiscountLineValues, PaymentLinesCtx, 'payments'> = {
  ns: 'payments',
  columns: [
    discountAccount,
    { ...amountColumn<DiscountLineValues, PaymentLinesCtx, 'payments'>('discount', 'discountAmount', { width: 160, card: 'amount' }), required: true },
    textColumn<DiscountLineValues, PaymentLinesCtx, 'payments'>('description', 'description', { width: 320, card: 'description' }),
  ],
  newLine: emptyDiscountLine,
  label: () => 'discounts',
  hint: (ctx) => ctx.def.texts.discountsHint,
  className: 'payment-discounts',
};
