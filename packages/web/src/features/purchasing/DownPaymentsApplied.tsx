import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Form, List, Modal, Spin, Typography, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import { showAmount, showDate, useFormats } from '../../ui/document/formats.ts';
import { useOpenDownPayments, useSourceNo } from './purchasing-api.ts';
import type { TradeSide } from './purchasing-forms.ts';
import { pickDownPayment, type DownPaymentValues, type OpenDownPayment } from './purchasing-downpayment.ts';

interface DownPaymentsAppliedProps {
  tenantId: number;
  side: TradeSide;
  form: FormInstance;
  readOnly: boolean;
  /** The invoice's id once saved: its own applications stay available to it. */
  self: number | null;
  /** The totals, under the section on a desktop. */
  children?: ReactNode;
}

/** A down-payment invoice's number: known when picked here, else read by its id. */
function DownPaymentNo({ tenantId, side, id, known }: { tenantId: number; side: TradeSide; id: number; known: string | null | undefined }) {
  const read = useSourceNo(tenantId, known ? null : side.invoiceForm, known ? null : id);
  return <>{known || read.data || ''}</>;
}

/**
 * The vendor's down payments (Uang Muka) an invoice applies (`downpayments`): "Pakai Uang Muka" lists the vendor's
 * down-payment invoices in the invoice's currency with something left, one picked takes what remains, and the clerk
 * types less where less is taken. The server refuses more than remains (409) and answers the totals after them.
 */
export function DownPaymentsApplied({ tenantId, side, form, readOnly, self, children }: DownPaymentsAppliedProps) {
  const { t } = useTranslation('purchasing');
  const formats = useFormats();
  const [open, setOpen] = useState(false);
  const vendorid = Form.useWatch(side.party, form) as number | null | undefined;
  const currencyid = Form.useWatch('currencyid', form) as number | null | undefined;
  // The store's down payments (their invoice has no input: a plain watch would leave it out).
  const applied = (Form.useWatch('downpayments', { form, preserve: true }) as DownPaymentValues[] | undefined) ?? [];
  const offers = useOpenDownPayments(tenantId, side, vendorid, currencyid, self, Boolean(vendorid));
  const byId = new Map((offers.data ?? []).map((dp) => [dp.apinvoiceid, dp]));
  const offered = (offers.data ?? []).filter((dp) => !applied.some((a) => a.apinvoiceid === dp.apinvoiceid));
  const pick = (dp: OpenDownPayment) => {
    form.setFieldValue('downpayments', pickDownPayment(form.getFieldValue('downpayments') as DownPaymentValues[] | undefined, dp));
    form.setFields([{ name: 'downpayments', errors: [] }]);
    setOpen(false);
  };
  if (!vendorid && !applied.length) return children ? <>{children}</> : null;
  return (
    <section className="purchase-dp" aria-label={t('downPaymentsApplied')} data-testid="purchase-downpayments">
      <div className="purchase-dp__head">
        <Typography.Title level={5} className="purchase-dp__title">
          {t('downPaymentsApplied')}
        </Typography.Title>
        <Button onClick={() => setOpen(true)} disabled={readOnly || !vendorid} data-testid="apply-downpayment">
          {t('applyDownPayment')}
        </Button>
      </div>
      <Form.List name="downpayments">
        {(fields, { remove }) =>
          fields.length === 0 ? (
            <Typography.Text type="secondary">{t('downPaymentsNone')}</Typography.Text>
          ) : (
            <div className="purchase-dp__rows" role="table" aria-label={t('downPaymentsApplied')}>
              <div className="purchase-dp__row purchase-dp__row--head" role="row">
                <span role="columnheader">{t('downPaymentInvoiceNo')}</span>
                <span role="columnheader" className="purchase-dp__num">
                  {t('downPaymentRemaining')}
                </span>
                <span role="columnheader" className="purchase-dp__num">
                  {t('downPaymentAmount')}
                </span>
                <span />
              </div>
              {fields.map((field) => {
                const dp = applied[field.name];
                const known = dp ? byId.get(dp.apinvoiceid) : undefined;
                const number = dp ? <DownPaymentNo tenantId={tenantId} side={side} id={dp.apinvoiceid} known={dp.invoiceno ?? known?.invoiceno} /> : null;
                const label = `${t('downPaymentAmount')} ${dp?.invoiceno ?? known?.invoiceno ?? ''}`.trim();
                return (
                  <div key={field.key} className="purchase-dp__row" role="row" data-testid="downpayment-row">
                    <span role="cell" data-testid="downpayment-number">
                      {number}
                    </span>
                    <span role="cell" className="purchase-dp__num" data-testid="downpayment-remaining">
                      {known ? showAmount(known.remaining, formats) : '—'}
                    </span>
                    <Form.Item name={[field.name, 'amount']} className="purchase-dp__amount">
                      <AmountInput aria-label={label} disabled={readOnly} onChange={() => form.setFields([{ name: ['downpayments', field.name, 'amount'], errors: [] }])} />
                    </Form.Item>
                    <Button type="text" icon={<DeleteOutlined />} aria-label={`${t('downPaymentRemove')} ${dp?.invoiceno ?? known?.invoiceno ?? ''}`.trim()} disabled={readOnly} onClick={() => remove(field.name)} />
                  </div>
                );
              })}
            </div>
          )
        }
      </Form.List>
      {children}
      <Modal open={open} title={t(side.name === 'sales' ? 'applyDownPaymentTitleSales' : 'applyDownPaymentTitle')} onCancel={() => setOpen(false)} footer={null} destroyOnHidden width={640}>
        {offers.isPending ? (
          <Spin />
        ) : !offered.length ? (
          <Empty description={t(side.name === 'sales' ? 'downPaymentsNoneOpenSales' : 'downPaymentsNoneOpen')} />
        ) : (
          <List
            dataSource={offered}
            rowKey={(dp) => dp.apinvoiceid}
            renderItem={(dp) => (
              <List.Item
                actions={[
                  <Button key="pick" type="primary" onClick={() => pick(dp)} aria-label={`${t('applyDownPaymentPick')} ${dp.invoiceno}`}>
                    {t('applyDownPaymentPick')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={`${dp.invoiceno} · ${showDate(dp.invoicedate, formats)}`}
                  description={
                    <>
                      <div>{dp.description}</div>
                      <div>
                        {t('downPaymentLeft', { left: showAmount(dp.remaining, formats), total: showAmount(dp.total, formats) })}
                      </div>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Modal>
    </section>
  );
}
