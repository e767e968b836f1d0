import { Form, Typography, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../ui/document/formats.ts';
import { LineGrid } from '../../ui/grid/LineGrid.tsx';
import { gridColumnsOf, type Translate } from './grid-columns.tsx';
import type { DocumentNs, LineGridConfig } from './line-columns.ts';

/** The Form.List a document keeps its lines in, unless told another (an invoice's extra costs). */
const LINES = 'details';

interface DocumentLinesProps<L, C, N extends DocumentNs> {
  config: LineGridConfig<L, C, N>;
  /** What the form knows now; the columns shown, their titles and cells follow it. */
  ctx: C;
  form: FormInstance;
  readOnly: boolean;
  /** The Form.List of these lines: `details` unless told. */
  list?: string;
  /** The document's totals under the grid (kept in view on a phone); without them the columns' footers. */
  totals?: ReactNode;
  /** Shown under the keys hint (a refusal that concerns all the lines). */
  children?: ReactNode;
}

/**
 * A document's lines as its form declares them (`LineGridConfig`): the keyboard grid (cards on a phone), its
 * footers and totals, and the keys hint. Every transaction document's line grid is one of these.
 */
export function DocumentLines<L, C, N extends DocumentNs>({ config, ctx, form, readOnly, list = LINES, totals, children }: DocumentLinesProps<L, C, N>) {
  const { t: translate } = useTranslation(config.ns);
  // The namespace is the config's, so keys are checked where the config is written (NsKey), not here.
  const t = translate as unknown as Translate;
  const formats = useFormats();
  const lines = Form.useWatch(list, form) as L[] | undefined;
  const columns = gridColumnsOf({ columns: config.columns, ctx, form, list, lines, readOnly, formats, t });
  const label = t(config.label(ctx));
  return (
    <section className={config.className ? `gl-lines ${config.className}` : 'gl-lines'} aria-label={label}>
      <LineGrid
        name={list}
        columns={columns}
        newRow={() => ({ ...config.newLine(ctx) }) as Record<string, unknown>}
        label={label}
        texts={{ row: (n) => t('row', { n }), deleteRow: (n) => t('deleteRow', { n }), addRow: t('addRow'), footer: t('total') }}
        disabled={readOnly}
        totals={totals}
      />
      <Typography.Text type="secondary" className="gl-lines__hint">
        {t(config.hint(ctx))}
      </Typography.Text>
      {children}
    </section>
  );
}
