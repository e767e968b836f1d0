import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../ui/document/AmountInput.tsx';
import type { Row } from '../../../ui/document/record-api.ts';
import { ItemCell } from '../../inventory/ItemCell.tsx';
import { UnitCell } from '../../inventory/line-cells.tsx';
import './grouping.css';

/** The components of an item group (details: itemno, itemunit, quantity per one group unit), in a grid: item, unit, quantity (on a phone the item on its own row). */
export function GroupingComponents({ tenantId, readOnly }: { tenantId: number; readOnly: boolean }) {
  const { t } = useTranslation('masters');
  const form = Form.useFormInstance();
  const details = Form.useWatch<{ itemno?: string | null }[] | undefined>('details');
  return (
    <div className="grouping-components">
      <Typography.Paragraph type="secondary">{t('componentsHint')}</Typography.Paragraph>
      <Form.List name="details">
        {(rows, { add, remove }) => (
          <>
            {rows.length > 0 && (
              <div className="grouping-components__row grouping-components__head" aria-hidden>
                <span className="grouping-components__item">{t('componentItem')}</span>
                <span>{t('componentUnit')}</span>
                <span>{t('componentQty')}</span>
              </div>
            )}
            {rows.map((row, index) => (
              <div key={row.key} className="grouping-components__row" data-testid="component-row">
                <div className="grouping-components__item">
                  <Form.Item
                    name={[row.name, 'itemno']}
                    noStyle
                    getValueFromEvent={(itemno: string | null, item?: Row) => {
                      // Another item: its first unit, until another is chosen.
                      form.setFieldValue(['details', row.name, 'itemunit'], typeof item?.unit1 === 'string' ? item.unit1 : '');
                      return itemno;
                    }}
                  >
                    <ItemCell tenantId={tenantId} aria-label={t('componentItem')} disabled={readOnly} />
                  </Form.Item>
                </div>
                <Form.Item name={[row.name, 'itemunit']} noStyle>
                  <UnitCell tenantId={tenantId} itemno={details?.[index]?.itemno} aria-label={t('componentUnit')} disabled={readOnly} />
                </Form.Item>
                <Form.Item name={[row.name, 'quantity']} noStyle>
                  <AmountInput minFraction={0} aria-label={t('componentQty')} disabled={readOnly} />
                </Form.Item>
                <span>{!readOnly && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('removeRow')} onClick={() => remove(row.name)} />}</span>
              </div>
            ))}
            {!readOnly && (
              <Button icon={<PlusOutlined />} onClick={() => add({ itemno: null, itemunit: '', quantity: '1' })} className="grouping-components__add">
                {t('addComponent')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </div>
  );
}
