import { Form, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import { useOpenSources, useSourceNo } from './purchasing-api.ts';
import type { TradeSide } from './purchasing-forms.ts';

interface DownPaymentOrderCellProps {
  tenantId: number;
  side: TradeSide;
  form: FormInstance;
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled: boolean;
  'aria-label'?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The purchase order a down-payment line is for (`poid`, API.md §7.8): chosen among the invoice's vendor's orders
 * still open (pullTransaction of purchase orders, the vendor's), searched by number or description; an order chosen
 * before that is closed now keeps showing its number (read by its id). Nothing to choose until a vendor is.
 */
export function DownPaymentOrderCell({ tenantId, side, form, value, onChange, disabled, 'aria-label': ariaLabel }: DownPaymentOrderCellProps) {
  const { t } = useTranslation('purchasing');
  const formats = useFormats();
  const ORDER = side.order;
  const vendorid = (Form.useWatch(side.party, form) as number | null | undefined) ?? null;
  const orders = useOpenSources(tenantId, ORDER, side, vendorid, vendorid !== null && !disabled);
  const listed = (orders.data ?? []).map((row) => ({
    value: Number(row.id),
    label: text(row[ORDER.numberField]),
    title: [text(row[ORDER.numberField]), showDate(row[ORDER.dateField], formats), text(row.description)].filter(Boolean).join(' · '),
    search: `${text(row[ORDER.numberField])} ${text(row.description)}`,
  }));
  const chosen = typeof value === 'number' && value > 0 ? value : null;
  const missing = chosen !== null && !listed.some((option) => option.value === chosen) ? chosen : null;
  const number = useSourceNo(tenantId, missing === null ? null : ORDER.form, missing);
  const kept = missing !== null ? [{ value: missing, label: number.data ?? '', title: number.data ?? '', search: number.data ?? '' }] : [];
  return (
    <Select
      value={chosen}
      onChange={(next: number | undefined) => onChange?.(next ?? null)}
      options={[...kept, ...listed]}
      // The cell shows the order's number; its list has the date and description too.
      optionRender={(option) => option.data.title}
      popupMatchSelectWidth={false}
      allowClear
      showSearch={{ optionFilterProp: 'search' }}
      loading={orders.isFetching}
      notFoundContent={vendorid === null ? t(side.name === 'sales' ? 'downPaymentOrderNoCustomer' : 'downPaymentOrderNoVendor') : t(ORDER.texts.none)}
      aria-label={ariaLabel}
      disabled={disabled}
      className="lookup-select"
      data-testid="dp-order"
    />
  );
}
