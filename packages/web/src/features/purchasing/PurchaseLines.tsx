import type { FormInstance } from 'antd';
import { useMemo } from 'react';
import { DocumentLines } from '../documents/DocumentLines.tsx';
import type { PurchaseFormDef } from './purchasing-forms.ts';
import { purchaseLineGrid, type PurchaseLinesCtx } from './purchasing-line-columns.tsx';
import { PurchaseTotals } from './PurchaseTotals.tsx';
import type { TaxRow } from './purchasing-values.ts';

interface PurchaseLinesProps {
  tenantId: number;
  def: PurchaseFormDef;
  form: FormInstance;
  multiUnit: boolean;
  taxes: readonly TaxRow[];
  readOnly: boolean;
}

/** A purchasing document's lines (purchaseLineGrid) and, for an order, its totals under them. */
export function PurchaseLines({ tenantId, def, form, multiUnit, taxes, readOnly }: PurchaseLinesProps) {
  const config = useMemo(() => purchaseLineGrid(def), [def]);
  const ctx: PurchaseLinesCtx = { tenantId, def, multiUnit, form };
  return (
    <DocumentLines config={config} ctx={ctx} form={form} readOnly={readOnly} totals={def.priced ? <PurchaseTotals form={form} taxes={taxes} /> : undefined} />
  );
}
