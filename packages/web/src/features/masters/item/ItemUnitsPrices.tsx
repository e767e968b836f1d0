import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../ui/document/AmountInput.tsx';
import { LookupSelect } from '../fields/LookupSelect.tsx';
import { PRICE_LEVELS, UNIT_LEVELS, unitPriceFields } from './item-values.ts';

const UNIT_FIELDS = ['unit1', 'unit2', 'unit3'] as const;
const RATIO_FIELDS = [null, 'ratio2', 'ratio3'] as const;

/**
 * Up to three units with their ratio to the first (ratio2, ratio3: how many of unit 1 one of them holds) and five
 * price levels for each unit level (unitprice…unitprice5, …_l2, …_l3).
 */
export function ItemUnitsPrices({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation('masters');
  const unit1 = Form.useWatch<string | undefined>('unit1');
  const units = [unit1, Form.useWatch<string | undefined>('unit2'), Form.useWatch<string | undefined>('unit3')];
  return (
    <div className="unit-prices">
      <Typography.Text type="secondary">{t('priceLevels')}</Typography.Text>
      <div className="unit-prices__scroll">
        <table className="unit-prices__table">
          <thead>
            <tr>
              <th className="unit-prices__unit">{t('unitLevel')}</th>
              <th className="unit-prices__ratio">{t('ratio')}</th>
              {Array.from({ length: PRICE_LEVELS }, (_, i) => (
                <th key={i}>{t('price', { n: i + 1 })}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {UNIT_LEVELS.map((level, row) => {
              const unitField = UNIT_FIELDS[row] ?? 'unit1';
              const ratioField = RATIO_FIELDS[row];
              const active = row === 0 || Boolean(units[row]);
              return (
                <tr key={level} data-testid={`unit-row-${row + 1}`}>
                  <td>
                    <Form.Item name={unitField} noStyle>
                      <LookupSelect tenantId={tenantId} lookup="unit" aria-label={t(`fields.${unitField}`)} />
                    </Form.Item>
                  </td>
                  <td>
                    {ratioField ? (
                      <Form.Item name={ratioField} noStyle>
                        <AmountInput minFraction={0} disabled={!active} aria-label={`${t(`fields.${ratioField}`)} (${t('ratioHint', { unit: unit1 ?? '' })})`} />
                      </Form.Item>
                    ) : (
                      <Input value="1" disabled aria-label={t('ratio')} className="amount-input" />
                    )}
                  </td>
                  {unitPriceFields(level).map((field, i) => (
                    <td key={field}>
                      <Form.Item name={field} noStyle>
                        <AmountInput disabled={!active} aria-label={`${t('price', { n: i + 1 })} ${units[row] ?? ''}`.trim()} />
                      </Form.Item>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Form.Item noStyle shouldUpdate>
        {({ getFieldError }) => {
          const errors = [...getFieldError('unit1'), ...getFieldError('unit2'), ...getFieldError('unit3'), ...getFieldError('ratio2'), ...getFieldError('ratio3')];
          return errors.length ? <Typography.Text type="danger">{errors[0]}</Typography.Text> : null;
        }}
      </Form.Item>
    </div>
  );
}
