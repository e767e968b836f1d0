import { negateAmount } from '@lontar/core';
import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { showAmount, useFormats } from '../../ui/document/formats.ts';
import type { Row } from '../../ui/document/record-api.ts';
import { useOpenDownPayments } from './purchasing-api.ts';
import { downPaymentInputs, type DownPaymentValues } from './purchasing-downpayment.ts';
import type { PurchaseFormDef } from './purchasing-forms.ts';
import { typedTotals, type PurchaseValues, type TaxRow } from './purchasing-values.ts';

interface PurchaseTotalsProps {
  def: PurchaseFormDef;
  form: FormInstance;
  taxes: readonly TaxRow[];
  /** The saved invoice as the server read it (what was paid and what is owed), null while new. */
  saved: Row | null;
  tenantId: number;
  /** The saved invoice's id (its own down payments stay open to it), null while new. */
  self: number | null;
}

type TotalRow = [key: string, label: string, value: unknown];

/**
 * The document's totals as typed, in the accountant's terms: subtotal, discount, DPP (and DPP Nilai Lain when a
 * tax's factor makes it differ), PPN, freight and extra costs where the form has them, total; and for a saved
 * invoice the server's Terbayar (paid) and Sisa (owing). With down payments applied (Uang Muka) their gross is
 * shown taken off before the total, which is then what is left to owe after them (API.md §7.3: DPP and PPN are those of what
 * is left). Nothing is shown for a figure that cannot be computed yet.
 */
export function PurchaseTotals({ def, form, taxes, saved, tenantId, self }: PurchaseTotalsProps) {
  const { t } = useTranslation('purchasing');
  const formats = useFormats();
  const values = Form.useWatch([], form) as PurchaseValues | undefined;
  // The down payments as stored (their invoice has no input, so the plain watch leaves it out).
  const applied = Form.useWatch('downpayments', { form, preserve: true }) as DownPaymentValues[] | undefined;
  const withDp = def.header.includes('downPayment') && values?.isdp !== true && Boolean(applied?.length);
  const open = useOpenDownPayments(tenantId, def.side, values?.[def.side.party] as number | null | undefined, values?.currencyid, self, withDp);
  const downpayments = withDp ? downPaymentInputs(applied, open.data ?? []) : [];
  const totals = values && downpayments ? typedTotals(values, taxes, downpayments) : null;
  const rows: TotalRow[] = [
    ['subtotal', t('subtotal'), totals?.subtotal],
    ['discount', t('discount'), totals?.discamount],
    ['taxbase', t('taxBase'), totals?.taxbase],
    ...(totals && totals.otherbase !== totals.taxbase && totals.otherbase !== '0.00' ? [['otherbase', t('otherBase'), totals.otherbase] as TotalRow] : []),
    ['tax1amount', t('vat'), totals?.tax1amount],
    ...(totals && totals.tax2amount !== '0.00' ? [['tax2amount', t('otherTax'), totals.tax2amount] as TotalRow] : []),
    ...(def.header.includes('freight') && values?.isdp !== true ? [['freight', t('freight'), totals?.freight] as TotalRow] : []),
    ...(def.costs && values?.isdp !== true ? [['costamount', t('costs'), totals?.costamount] as TotalRow] : []),
    // Taken off: the total after it is what the vendor is owed for this invoice.
    ...(withDp ? [['dpamount', t('lessDownPayment'), totals ? negateAmount(totals.dpamount) : undefined] as TotalRow] : []),
    ['totalamount', t('total'), totals?.totalamount],
    ...(def.statusKind === 'invoice' && saved ? [['paid', t('paid'), saved.paid] as TotalRow, ['owing', t('owing'), saved.owing] as TotalRow] : []),
  ];
  return (
    <dl className="purchase-totals" data-testid="purchase-totals" title={t('totalsEstimate')}>
      {rows.map(([key, label, value]) => (
        <div key={key} className={key === 'totalamount' || key === 'owing' ? 'purchase-totals__row purchase-totals__row--total' : 'purchase-totals__row'}>
          <dt>{label}</dt>
          <dd data-testid={`total-${key}`}>{value === undefined || value === null ? '—' : showAmount(value, formats)}</dd>
        </div>
      ))}
    </dl>
  );
}
