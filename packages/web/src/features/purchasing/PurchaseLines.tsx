import { Form, Typography, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../ui/document/record-api.ts';
import { CARDS_QUERY } from '../../ui/grid/LineGrid.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { DocumentLines } from '../documents/DocumentLines.tsx';
import { DownPaymentsApplied } from './DownPaymentsApplied.tsx';
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
 * A purchasing document's lines (purchaseLineGrid; a down-payment invoice's are a description and an amount), an
 * invoice's extra costs (Biaya Lain) and the down payments it applies (Uang Muka) under them, and for a priced
 * document its totals: under the last grid on a desktop, with the goods lines on a phone (kept in view).
 */
export function PurchaseLines({ tenantId, def, form, multiUnit, multiWarehouse, taxes, readOnly, saved }: PurchaseLinesProps) {
  const { t } = useTranslation('purchasing');
  const isdp = def.header.includes('downPayment') && Form.useWatch('isdp', form) === true;
  const config = useMemo(() => purchaseLineGrid(def, isdp), [def, isdp]);
  const ctx: PurchaseLinesCtx = { tenantId, def, multiUnit, multiWarehouse, form };
  const cards = useMediaQuery(CARDS_QUERY);
  const self = typeof saved?.[def.idField] === 'number' ? (saved[def.idField] as number) : null;
  const totals = def.priced ? <PurchaseTotals def={def} form={form} taxes={taxes} saved={saved} tenantId={tenantId} self={self} /> : undefined;
  // A down-payment invoice has no extra costs and applies no down payments.
  const costs = def.costs && !isdp;
  const downPayments = def.header.includes('downPayment') && !isdp;
  // Under the last section on a desktop; on a phone with the goods lines, where the bar stays in view while they are.
  const under = (costs || downPayments) && !cards;
  return (
    <>
      <DocumentLines key={isdp ? 'dp' : 'goods'} config={config} ctx={ctx} form={form} readOnly={readOnly} totals={under ? undefined : totals} />
      {costs && (
        <>
          <Typography.Title level={5} className="purchase-costs__title">
            {t('costs')}
          </Typography.Title>
          <DocumentLines config={COST_LINE_GRID} ctx={ctx} form={form} readOnly={readOnly} list="costs" totals={under && !downPayments ? totals : undefined} />
        </>
      )}
      {downPayments && (
        <DownPaymentsApplied tenantId={tenantId} side={def.side} form={form} readOnly={readOnly} self={self}>
          {under ? totals : undefined}
        </DownPaymentsApplied>
      )}
    </>
  );
}
