import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGrid, fieldItemProps } from '../masters/fields/FieldInput.tsx';
import { LookupSelect } from '../masters/fields/LookupSelect.tsx';
import type { FieldDef } from '../masters/master-config.ts';
import { assetKeys, readAssetType } from './asset-api.ts';
import { fromAssetType } from './asset-values.ts';

type Value = string | number;

interface TypeInputProps {
  tenantId: number;
  id?: string;
  value?: Value | null;
  onChange?: (value: Value | null) => void;
}

/** The type selector itself: a chosen type fills the method, life, rate, fiscal type and accounts from the type. */
function TypeInput({ tenantId, id, value, onChange }: TypeInputProps) {
  const form = Form.useFormInstance();
  const queryClient = useQueryClient();
  const choose = (next: Value | Value[] | null) => {
    const chosen = Array.isArray(next) ? (next[0] ?? null) : next;
    onChange?.(chosen);
    if (typeof chosen !== 'number') return;
    queryClient
      .fetchQuery({ queryKey: assetKeys.type(tenantId, chosen), queryFn: () => readAssetType(tenantId, chosen), staleTime: 30_000 })
      .then((type) => form.setFieldsValue(fromAssetType(type)))
      // The query cache's handler shows why the type could not be read; the fields keep what they hold.
      .catch(() => undefined);
  };
  return <LookupSelect tenantId={tenantId} lookup="faType" id={id} value={value ?? null} onChange={choose} />;
}

/** The asset's type (afistypeid) in the form's grid. */
export function AssetTypeSelect({ field, tenantId }: { field: FieldDef; tenantId: number }) {
  const { t } = useTranslation('masters');
  return (
    <Form.Item {...fieldItemProps(field, t)}>
      <TypeInput tenantId={tenantId} />
    </Form.Item>
  );
}

/** Declared fields in the grid, the type drawn by AssetTypeSelect (the same input across renders, so it keeps focus). */
export function AssetGeneralFields({ tenantId, fields }: { tenantId: number; fields: readonly FieldDef[] }) {
  const inputs = useMemo(() => ({ afistypeid: ({ field }: { field: FieldDef }) => <AssetTypeSelect field={field} tenantId={tenantId} /> }), [tenantId]);
  return <FieldGrid tenantId={tenantId} fields={fields} inputs={inputs} />;
}
