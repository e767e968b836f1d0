import { Form, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { DocumentLines } from '../documents/DocumentLines.tsx';
import type { GoodsFormDef } from './goods-forms.ts';
import { goodsLineGrid, type GoodsLinesCtx } from './goods-line-columns.tsx';
import type { StockSettings } from './inventory-api.ts';
import { useSerialFeature } from './serial-api.ts';

interface GoodsLinesProps {
  tenantId: number;
  def: GoodsFormDef;
  form: FormInstance;
  settings: StockSettings;
  readOnly: boolean;
}

/** A goods document's lines: the columns its form declares (goodsLineGrid), with their total value. */
export function GoodsLines({ tenantId, def, form, settings, readOnly }: GoodsLinesProps) {
  const counted = (Form.useWatch('counted', form) as boolean | undefined) === true;
  const fromWarehouse = Form.useWatch('fromwhid', form) as number | null | undefined;
  const usesSerials = useSerialFeature(tenantId);
  const config = useMemo(() => goodsLineGrid(def), [def]);
  const ctx: GoodsLinesCtx = { tenantId, def, settings, counted, usesSerials, fromWarehouse: fromWarehouse ?? null };
  return <DocumentLines config={config} ctx={ctx} form={form} readOnly={readOnly} />;
}
