import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import { showDate, useFormats } from '../../ui/document/formats.ts';
import type { PurchaseFormDef } from './purchasing-forms.ts';
import { fetchPurchasePrice, mayFillPrice, priceFill, type PriceAsk, type PriceOrigin } from './purchasing-price.ts';
import type { PurchaseLineValues } from './purchasing-values.ts';

type AmountInputProps = React.ComponentProps<typeof AmountInput>;

/** A line's price input; its title says where a price filled on choosing the item came from. */
export function PriceInput({ origin, ...input }: AmountInputProps & { origin: PriceOrigin | null | undefined }) {
  const { t } = useTranslation('purchasing');
  const formats = useFormats();
  const hint = !origin
    ? undefined
    : origin.source === 'vendor'
      ? t('priceFromVendor')
      : origin.source === 'last'
        ? t('priceFromLast', { number: origin.lastinvoiceno ?? '', date: showDate(origin.lastdate ?? undefined, formats) })
        : origin.source === 'customer'
          ? t('priceFromCustomer')
          : origin.source === 'level'
            ? t('priceFromLevel', { level: origin.pricelevel ?? 1 })
            : t('priceFromItem');
  return (
    <span className="purchase-price" title={hint} data-price-source={origin?.source}>
      <AmountInput {...input} />
    </span>
  );
}

/**
 * Asks the price a line of `itemno` in `itemunit` starts with (the vendor's, the last purchase, the item's) and writes
 * it with where it came from, unless the line's price was typed by hand or the line moved on before the answer. Not
 * asked without a vendor, or for a form whose prices are not filled on entry. A failed ask leaves the price alone.
 */
export function refreshPrice(ctx: { tenantId: number; def: PurchaseFormDef; form: FormInstance }, row: number, itemno: unknown, itemunit: unknown): void {
  if (!ctx.def.pricesOnEntry || typeof itemno !== 'string' || !itemno) return;
  const path = ['details', row];
  const vendorid = ctx.form.getFieldValue(ctx.def.side.party) as unknown;
  if (typeof vendorid !== 'number' || vendorid <= 0 || !mayFillPrice(ctx.form.getFieldValue(path) as PurchaseLineValues | undefined)) return;
  const ask: PriceAsk = { itemno, itemunit: typeof itemunit === 'string' && itemunit ? itemunit : null, vendorid };
  void fetchPurchasePrice(ctx.tenantId, ask, ctx.def.side)
    .then((answer) => {
      const fill = priceFill(ctx.form.getFieldValue(path) as PurchaseLineValues | undefined, ctx.form.getFieldValue(ctx.def.side.party), ask, answer);
      if (!fill) return;
      ctx.form.setFieldValue([...path, 'priceorigin'], fill.origin);
      ctx.form.setFieldValue([...path, 'unitprice'], fill.unitprice);
      // Sales: the customer's (or the item's) discount, on a line whose discount is still empty.
      const line = ctx.form.getFieldValue(path) as PurchaseLineValues | undefined;
      if (answer.itemdiscpc && !line?.itemdiscpc?.trim()) ctx.form.setFieldValue([...path, 'itemdiscpc'], answer.itemdiscpc);
      ctx.form.setFields([{ name: [...path, 'unitprice'], errors: [] }]);
    })
    .catch(() => undefined);
}
