import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { showAmount, useFormats } from '../../ui/document/formats.ts';
import type { Row } from '../../ui/document/record-api.ts';
import type { PurchaseFormDef } from './purchasing-forms.ts';
import { typedTotals, type PurchaseValues, type TaxRow } from './purchasing-values.ts';

interface PurchaseTotalsProps {
  def: PurchaseFormDef;
  form: FormInstance;
  taxes: readonly TaxRow[];
  /** The saved invoice as the server read it (what was paid and what is owed), null while new. */
  saved: Row | null;
}

type TotalRow = [key: string, label: string, value: unknown];

/**
 * The document's totals as typed, in the accountant's terms: subtotal, discount, DPP (and DPP Nilai Lain when a
 * tax's factor makes it differ), PPN, freight and extra costs where the form has them, total; and for a saved
 * invoice the server's Terbayar (paid) and Sisa (owing). Nothing is shown for a figure that cannot be computed yet.
 */
export function PurchaseTotals({ def, form, taxes, saved }: PurchaseTotalsProps) {
  const { t } = useTranslation('purchasing');
  const formats = useFormats();
  const values = Form.useWatch([], form) as PurchaseValues | undefined;
  const totals = values ? typedTotals(values, taxes) : null;
  const rows: TotalRow[] = [
    ['subtotal', t('subtotal'), totals?.subtotal],
    ['discount', t('discount'), totals?.discamount],
    ['taxbase', t('taxBase'), totals?.taxbase],
    ...(totals && totals.otherbase !== totals.taxbase && totals.otherbase !== '0.00' ? [['otherbase', t('otherBase'), totals.otherbase] as TotalRow] : []),
    ['tax1amount', t('vat'), totals?.tax1amount],
    ...(totals && totals.tax2amount !== '0.00' ? [['tax2amount', t('otherTax'), totals.tax2amount] as TotalRow] : []),
    ...(def.header.includes('freight') ? [['freight', t('freight'), totals?.freight] as TotalRow] : []),
    ...(def.costs ? [['costamount', t('costs'), totals?.costamount] as TotalRow] : []),
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
