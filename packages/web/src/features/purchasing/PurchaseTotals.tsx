import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { showAmount, useFormats } from '../../ui/document/formats.ts';
import { typedTotals, type PurchaseValues, type TaxRow } from './purchasing-values.ts';

/**
 * The order's totals as typed, in the accountant's terms: subtotal, discount, DPP (and DPP Nilai Lain when a tax's
 * factor makes it differ), PPN, total. Nothing is shown for a figure that cannot be computed yet.
 */
export function PurchaseTotals({ form, taxes }: { form: FormInstance; taxes: readonly TaxRow[] }) {
  const { t } = useTranslation('purchasing');
  const formats = useFormats();
  const values = Form.useWatch([], form) as PurchaseValues | undefined;
  const totals = values ? typedTotals(values, taxes) : null;
  const rows: [string, string, string | undefined][] = [
    ['subtotal', t('subtotal'), totals?.subtotal],
    ['discount', t('discount'), totals?.discamount],
    ['taxbase', t('taxBase'), totals?.taxbase],
    ...(totals && totals.otherbase !== totals.taxbase && totals.otherbase !== '0.00' ? [['otherbase', t('otherBase'), totals.otherbase] as [string, string, string]] : []),
    ['tax1amount', t('vat'), totals?.tax1amount],
    ...(totals && totals.tax2amount !== '0.00' ? [['tax2amount', t('otherTax'), totals.tax2amount] as [string, string, string]] : []),
    ['totalamount', t('total'), totals?.totalamount],
  ];
  return (
    <dl className="purchase-totals" data-testid="purchase-totals" title={t('totalsEstimate')}>
      {rows.map(([key, label, value]) => (
        <div key={key} className={key === 'totalamount' ? 'purchase-totals__row purchase-totals__row--total' : 'purchase-totals__row'}>
          <dt>{label}</dt>
          <dd data-testid={`total-${key}`}>{value === undefined ? '—' : showAmount(value, formats)}</dd>
        </div>
      ))}
    </dl>
  );
}
