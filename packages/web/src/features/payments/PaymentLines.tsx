import { DownloadOutlined } from '@ant-design/icons';
import { compareAmounts, negateAmount } from '@lontar/core';
import { Button, Form, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { showAmount, useFormats } from '../../ui/document/formats.ts';
import { DocumentLines } from '../documents/DocumentLines.tsx';
import { DISCOUNT_GRID, INVOICE_GRID, type PaymentLinesCtx } from './payment-line-columns.tsx';
import { paymentTotals, type PaymentValues } from './payment-values.ts';

interface PaymentLinesProps {
  ctx: PaymentLinesCtx;
  form: FormInstance;
  readOnly: boolean;
  /** "Ambil Faktur": the party's invoices still owing, added to those on the grid (off until a party is chosen). */
  onFetch: (() => void) | null;
  fetching: boolean;
}

/**
 * The invoices paid ("Ambil Faktur" fills them), the payment discounts under them, and the totals: Σ pay, Σ
 * discounts, Σ PPh 23 and what leaves the bank (or, below zero, what comes in: a refund of the vendor's credit); on
 * a receipt what reaches the bank, with the customer credit used and an overpayment kept as credit.
 */
export function PaymentLines({ ctx, form, readOnly, onFetch, fetching }: PaymentLinesProps) {
  const { t } = useTranslation('payments');
  return (
    <div className="payment-lines">
      <div className="payment-fetch">
        <Typography.Title level={5} className="payment-section__title">
          {t('invoices')}
        </Typography.Title>
        <Button icon={<DownloadOutlined />} onClick={onFetch ?? undefined} disabled={readOnly || !onFetch} loading={fetching} data-testid="fetch-invoices">
          {t('fetchInvoices')}
        </Button>
      </div>
      {/* One totals bar for both grids (payments.css keeps it in view on a phone while either is): the invoices keep
          their footer row on a desktop, and neither grid has a bar of its own. */}
      <DocumentLines config={INVOICE_GRID} ctx={ctx} form={form} readOnly={readOnly} totals={false} />
      <Typography.Title level={5} className="payment-section__title">
        {t('discounts')}
      </Typography.Title>
      <DocumentLines config={DISCOUNT_GRID} ctx={ctx} form={form} readOnly={readOnly} list="datadisc" totals={false} />
      <div className="payment-lines__totals">
        <PaymentTotals ctx={ctx} form={form} />
      </div>
    </div>
  );
}

/** The rows set apart: what reaches or leaves the bank; a receipt's credit rows (a whole line on a phone), short in red. */
const ROW_CLASS: Partial<Record<string, string>> = {
  cash: 'purchase-totals__row purchase-totals__row--total',
  credit: 'purchase-totals__row payment-totals__wide',
  overpay: 'purchase-totals__row payment-totals__wide',
  short: 'purchase-totals__row payment-totals__wide payment-totals__short',
};

/** The totals as typed; the server's answer on saving is what counts. */
function PaymentTotals({ ctx, form }: { ctx: PaymentLinesCtx; form: FormInstance }) {
  const { t } = useTranslation('payments');
  const formats = useFormats();
  // The whole store: the invoice rows' saved PPh 23 amounts have no input, so a watch of the inputs would miss them.
  Form.useWatch([], form);
  const totals = paymentTotals(form.getFieldsValue(true) as PaymentValues, ctx.taxes, ctx.party);
  // Below zero, the vendor pays back more of its credit than the invoices take: cash comes in (a refund).
  const refund = ctx.def.credit === 'setOff' && compareAmounts(totals.cash, '0') < 0;
  const shown = (amount: string) => compareAmounts(amount, '0') !== 0;
  // A receipt's customer credit used, what was received beyond the invoices (kept as credit) or short of them.
  const rows = [
    ['pay', t('totalPay'), totals.pay],
    ['discount', t('totalDiscount'), totals.discount],
    ['pph23', t('totalPph23'), totals.pph23],
    ...(shown(totals.credit) ? [['credit', t('totalCredit'), totals.credit] as const] : []),
    ...(shown(totals.overpay) ? [['overpay', t('totalOverpay'), totals.overpay] as const] : []),
    ...(shown(totals.short) ? [['short', t('totalShort'), totals.short] as const] : []),
    ['cash', refund ? t('totalRefund') : t(ctx.def.texts.totalCash), refund ? negateAmount(totals.cash) : totals.cash],
  ] as const;
  return (
    <dl className="purchase-totals" data-testid="payment-totals" title={t('totalsEstimate')}>
      {rows.map(([key, label, value]) => (
        <div key={key} className={ROW_CLASS[key] ?? 'purchase-totals__row'}>
          <dt>{label}</dt>
          <dd data-testid={`total-${key}`}>{showAmount(value, formats)}</dd>
        </div>
      ))}
    </dl>
  );
}
