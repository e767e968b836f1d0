import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../ui/document/AmountInput.tsx';
import { LookupSelect } from '../fields/LookupSelect.tsx';

/** Special prices of an item per customer or vendor (details: personid, persontype, price1). */
export function ItemPersonPrices({ tenantId, readOnly }: { tenantId: number; readOnly: boolean }) {
  const { t } = useTranslation('masters');
  const form = Form.useFormInstance();
  const details = Form.useWatch<{ persontype?: number }[] | undefined>('details');
  const kinds = [
    { value: 0, label: t('customer') },
    { value: 1, label: t('vendor') },
  ];
  return (
    <div className="person-prices">
      <Typography.Paragraph type="secondary">{t('personPricesHint')}</Typography.Paragraph>
      <Form.List name="details">
        {(rows, { add, remove }) => (
          <>
            {rows.length > 0 && (
              <div className="person-prices__scroll">
                <table className="person-prices__table">
                  <thead>
                    <tr>
                      <th className="person-prices__kind">{t('persontype')}</th>
                      <th>{t('person')}</th>
                      <th className="person-prices__price">{t('specialPrice')}</th>
                      <th aria-label={t('removeRow')} />
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row, index) => {
                      const vendor = details?.[index]?.persontype === 1;
                      return (
                        <tr key={row.key} data-testid="person-price-row">
                          <td>
                            <Form.Item
                              name={[row.name, 'persontype']}
                              noStyle
                              getValueFromEvent={(kind: number) => {
                                // Another kind of person: the chosen one no longer fits.
                                form.setFieldValue(['details', row.name, 'personid'], null);
                                return kind;
                              }}
                            >
                              <Select options={kinds} aria-label={t('persontype')} />
                            </Form.Item>
                          </td>
                          <td>
                            <Form.Item name={[row.name, 'personid']} noStyle>
                              <LookupSelect tenantId={tenantId} lookup={vendor ? 'vendor' : 'customer'} aria-label={t('person')} />
                            </Form.Item>
                          </td>
                          <td>
                            <Form.Item name={[row.name, 'price1']} noStyle>
                              <AmountInput aria-label={t('specialPrice')} />
                            </Form.Item>
                          </td>
                          <td>
                            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('removeRow')} onClick={() => remove(row.name)} />
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
            {!readOnly && (
              <Button icon={<PlusOutlined />} onClick={() => add({ persontype: 0, personid: null, price1: null })} className="person-prices__add">
                {t('addPersonPrice')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </div>
  );
}
