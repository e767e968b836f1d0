import { Typography, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../ui/document/record-api.ts';
import { CARDS_QUERY } from '../../ui/grid/LineGrid.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { DocumentLines } from '../documents/DocumentLines.tsx';
import type { PurchaseFormDef } from './purchasing-forms.ts';
import { COST_LINE_GRID, purchaseLineGrid, type PurchaseLinesCtx } from './purchasing-line-columns.tsx';
import { PurchaseTotals } from './PurchaseTotals.tsx';
import type { TaxRow } from './purchasing-values.ts';

interface PurchaseLinesProps {
  tenantId: number;
  def: PurchaseFormDef;
  form: FormInstance;
  multiUnit: boolean;
  multiWarehouse: boolean;
  taxes: readonly TaxRow[];
  readOnly: boolean;
  /** The saved document as read (null while new): an invoice's totals show what was paid and what is owed. */
  saved: Row | null;
}

/**
 * A purchasing document's lines (purchaseLineGrid), an invoice's extra costs (Biaya Lain) under them, and for a
 * priced document its totals: under the last grid on a desktop, with the goods lines on a phone (kept in view).
 */
export function PurchaseLines({ tenantId, def, form, multiUnit, multiWarehouse, taxes, readOnly, saved }: PurchaseLinesProps) {
  const { t } = useTranslation('purchasing');
  const config = useMemo(() => purchaseLineGrid(def), [def]);
  const ctx: PurchaseLinesCtx = { tenantId, def, multiUnit, multiWarehouse, form };
  const cards = useMediaQuery(CARDS_QUERY);
  const totals = def.priced ? <PurchaseTotals def={def} form={form} taxes={taxes} saved={saved} /> : undefined;
  // Under the extra costs on a desktop; on a phone with the goods lines, where the bar stays in view while they are.
  const underCosts = def.costs && !cards;
  return (
    <>
      <DocumentLines config={config} ctx={ctx} form={form} readOnly={readOnly} totals={underCosts ? undefined : totals} />
      {def.costs && (
        <>
          <Typography.Title level={5} className="purchase-costs__title">
            {t('costs')}
          </Typography.Title>
          <DocumentLines config={COST_LINE_GRID} ctx={ctx} form={form} readOnly={readOnly} list="costs" totals={underCosts ? totals : undefined} />
        </>
      )}
    </>
  );
}
