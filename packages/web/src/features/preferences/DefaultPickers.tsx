import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTerms, useWarehouses } from './defaults-api.ts';
import './default-pickers.css';

interface PickerProps {
  /** The pcompany field, e.g. 'salesdefaulttermid'. */
  field: 'salesdefaulttermid' | 'purchasedefaulttermid' | 'defaultwarehouseid';
  label: string;
  options: { value: number; label: string; search: string }[] | undefined;
  loading: boolean;
  unavailable: boolean;
  /** How a chosen id missing from the options (not readable, or removed) is named. */
  fallback: (id: number | string) => string;
}

/**
 * One searchable default picker over pcompany. There is no clearing: the value the company was provisioned with
 * (C.O.D, CENTER) stays until another row is chosen. A null value shows the placeholder.
 */
function DefaultPicker({ field, label, options, loading, unavailable, fallback }: PickerProps) {
  const { t } = useTranslation('setup');
  const labelRender = ({ label: shown, value }: { label?: ReactNode; value: string | number }) => shown ?? fallback(value);
  return (
    <Form.Item
      name={['pcompany', field]}
      label={label}
      extra={unavailable ? t('defaultListUnavailable') : undefined}
      getValueProps={(value: number | null | undefined) => ({ value: value ?? undefined })}
      className="option-list__field default-picker"
    >
      <Select
        showSearch={{ filterOption: (input, option) => option?.search.includes(input.trim().toLowerCase()) ?? false }}
        options={options}
        loading={loading}
        placeholder={t('choose')}
        labelRender={labelRender}
      />
    </Form.Item>
  );
}

function useTermOptions(tenantId: number) {
  const { t } = useTranslation('setup');
  const terms = useTerms(tenantId);
  return {
    options: terms.data?.map((term) => {
      const label = t('termLabel', { name: term.termname, days: term.netdays });
      return { value: term.termid, label, search: label.toLowerCase() };
    }),
    loading: terms.isPending,
    unavailable: terms.isError,
    fallback: (id: number | string) => t('termId', { id }),
  };
}

/** The default payment terms of new sales (setup step 3, preferences' purchasing/sales tab). */
export function DefaultSalesTerm({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation('setup');
  return <DefaultPicker field="salesdefaulttermid" label={t('salesdefaultterm')} {...useTermOptions(tenantId)} />;
}

/** The default payment terms of new purchases (setup step 4, preferences' purchasing/sales tab). */
export function DefaultPurchaseTerm({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation('setup');
  return <DefaultPicker field="purchasedefaulttermid" label={t('purchasedefaultterm')} {...useTermOptions(tenantId)} />;
}

/** The default warehouse of new transactions (setup step 5, preferences' inventory section). */
export function DefaultWarehouse({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation('setup');
  const warehouses = useWarehouses(tenantId);
  const options = warehouses.data?.map((wh) => ({ value: wh.whid, label: wh.name, search: `${wh.whno} ${wh.name}`.toLowerCase() }));
  return (
    <DefaultPicker
      field="defaultwarehouseid"
      label={t('defaultwarehouse')}
      options={options}
      loading={warehouses.isPending}
      unavailable={warehouses.isError}
      fallback={(id) => t('warehouseId', { id })}
    />
  );
}
