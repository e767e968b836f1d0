import { signOf } from '@lontar/core';
import { Alert, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { coreMessage } from '../../app/i18n/i18n.ts';
import { showAmount, useFormats } from '../../ui/document/formats.ts';
import { DocumentLines } from '../documents/DocumentLines.tsx';
import { GL_LINE_GRID, type GlLinesCtx } from './gl-line-columns.tsx';
import { glTotals, type GlLineValues } from './gl-values.ts';
import { GlTotalsBar } from './GlTotalsBar.tsx';

interface GlLinesProps extends Omit<GlLinesCtx, 'totals'> {
  form: FormInstance;
  readOnly: boolean;
  /** The last save was refused as unbalanced. */
  refused: boolean;
}

/** A journal document's lines (GL_LINE_GRID), its totals, and why a save was refused as unbalanced. */
export function GlLines({ form, readOnly, refused, ...known }: GlLinesProps) {
  const { t } = useTranslation('ledger');
  const formats = useFormats();
  const lines = Form.useWatch('details', form) as GlLineValues[] | undefined;
  const ctx: GlLinesCtx = { ...known, totals: glTotals(lines, known.foreign, known.docRate) };
  const balanced = signOf(ctx.totals.difference) === 0;
  return (
    <DocumentLines config={GL_LINE_GRID} ctx={ctx} form={form} readOnly={readOnly} totals={<GlTotalsBar ctx={ctx} balanced={balanced} />}>
      {refused && !balanced && !ctx.cashier && (
        <Alert
          type="error"
          showIcon
          className="gl-unbalanced"
          data-testid="gl-unbalanced"
          title={coreMessage('UNBALANCED')}
          description={`${t('difference')}: ${showAmount(ctx.totals.difference, formats)}${ctx.foreign ? ` (${t('inCurrency', { currency: ctx.baseName })})` : ''}`}
        />
      )}
    </DocumentLines>
  );
}
