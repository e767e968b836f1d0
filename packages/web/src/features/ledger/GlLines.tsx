import { signOf } from '@lontar/core';
import { Alert, Form, Input, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { coreMessage } from '../../app/i18n/i18n.ts';
import { AmountInput } from '../../ui/document/AmountInput.tsx';
import { showAmount, useFormats } from '../../ui/document/formats.ts';
import { LineGrid, type GridColumn } from '../../ui/grid/LineGrid.tsx';
import { LookupSelect } from '../masters/fields/LookupSelect.tsx';
import { baseAmountOf, emptyLine, glTotals, otherSide, type GlLineValues } from './gl-values.ts';
import { AccountCell, SubsidiaryCell } from './line-cells.tsx';

interface GlLinesProps {
  tenantId: number;
  form: FormInstance;
  /** Amounts are typed in a foreign currency and turned into the base one by each line's rate. */
  foreign: boolean;
  docRate: string | null | undefined;
  /** The base currency's name (IDR). */
  baseName: string;
  readOnly: boolean;
  /** The last save was refused as unbalanced. */
  refused: boolean;
  /**
   * A cashier's document: one amount column of positive counter amounts, their total, and the cash or bank line
   * the server derives from them (credited on a payment, debited on a receipt) instead of a difference.
   */
  cashier: { side: 'payment' | 'receipt'; account: string | null } | null;
}

/** The journal's lines in the keyboard grid, the debit and credit totals, and the difference that must be zero. */
export function GlLines({ tenantId, form, foreign, docRate, baseName, readOnly, refused, cashier }: GlLinesProps) {
  const { t } = useTranslation('ledger');
  const formats = useFormats();
  const lines = Form.useWatch('details', form) as GlLineValues[] | undefined;
  const totals = glTotals(lines, foreign, docRate);
  const balanced = signOf(totals.difference) === 0;
  const linesLabel = t(cashier ? (cashier.side === 'payment' ? 'cashLines' : 'cashLinesReceipt') : 'lines');
  // An error shown under a cell goes once the cell is changed (these inputs have no rules that would revalidate).
  const clearErrors = (row: number, ...keys: string[]) => {
    const stale = keys.map((key) => ['details', row, key]).filter((name) => form.getFieldError(name).length > 0);
    if (stale.length) form.setFields(stale.map((name) => ({ name, errors: [] })));
  };
  type CellKey = 'account' | 'debit' | 'credit' | 'lineAmount' | 'description' | 'subsidiary' | 'department' | 'project' | 'rate';
  const label = (key: CellKey, row: number) => `${t(key)} ${t('row', { n: row + 1 })}`;

  const amountColumn = (side: 'debit' | 'credit'): GridColumn => ({
    key: side,
    title: t(side),
    width: 140,
    align: 'right',
    card: 'amount',
    render: (field) => (
      <Form.Item name={[field.name, side]}>
        <AmountInput
          aria-label={label(side, field.name)}
          // A line is a debit or a credit: typing one side clears the other.
          onChange={(value) => {
            if (value) form.setFieldValue(['details', field.name, otherSide(side)], null);
            clearErrors(field.name, 'debit', 'credit');
          }}
        />
      </Form.Item>
    ),
    footer: <span data-testid={`total-${side}`}>{showAmount(totals[side], formats)}</span>,
  });

  // A cashier types one positive amount per line; it lives in the debit slot, which the body turns into `glamount`.
  const cashAmountColumn = (): GridColumn => ({
    key: 'debit',
    title: t('lineAmount'),
    width: 160,
    align: 'right',
    card: 'amount',
    render: (field) => (
      <Form.Item name={[field.name, 'debit']}>
        <AmountInput aria-label={label('lineAmount', field.name)} onChange={() => clearErrors(field.name, 'debit')} />
      </Form.Item>
    ),
    footer: <span data-testid="total-debit">{showAmount(totals.debit, formats)}</span>,
  });

  const columns: GridColumn[] = [
    {
      key: 'glaccount',
      title: t('account'),
      width: 220,
      required: true,
      card: 'title',
      render: (field) => (
        <Form.Item name={[field.name, 'glaccount']}>
          <AccountCell tenantId={tenantId} aria-label={label('account', field.name)} onChange={() => clearErrors(field.name, 'glaccount')} />
        </Form.Item>
      ),
    },
    ...(cashier ? [cashAmountColumn()] : [amountColumn('debit'), amountColumn('credit')]),
    {
      key: 'description',
      title: t('description'),
      width: 170,
      card: 'description',
      render: (field) => (
        <Form.Item name={[field.name, 'description']}>
          <Input maxLength={200} autoComplete="off" aria-label={label('description', field.name)} onChange={() => clearErrors(field.name, 'description')} />
        </Form.Item>
      ),
    },
    {
      key: 'subsidiary',
      title: t('subsidiary'),
      width: 170,
      render: (field) => (
        <Form.Item name={[field.name, 'subsidiary']}>
          <SubsidiaryCell tenantId={tenantId} aria-label={label('subsidiary', field.name)} onChange={() => clearErrors(field.name, 'subsidiary')} />
        </Form.Item>
      ),
    },
    {
      key: 'deptid',
      title: t('department'),
      width: 145,
      render: (field) => (
        <Form.Item name={[field.name, 'deptid']}>
          <LookupSelect tenantId={tenantId} lookup="department" aria-label={label('department', field.name)} onChange={() => clearErrors(field.name, 'deptid')} />
        </Form.Item>
      ),
    },
    {
      key: 'projectid',
      title: t('project'),
      width: 145,
      render: (field) => (
        <Form.Item name={[field.name, 'projectid']}>
          <LookupSelect tenantId={tenantId} lookup="project" aria-label={label('project', field.name)} onChange={() => clearErrors(field.name, 'projectid')} />
        </Form.Item>
      ),
    },
  ];
  if (foreign) {
    columns.push(
      {
        key: 'rate',
        title: t('rate'),
        width: 130,
        align: 'right',
        render: (field) => (
          <Form.Item name={[field.name, 'rate']}>
            <AmountInput minFraction={0} aria-label={label('rate', field.name)} onChange={() => clearErrors(field.name, 'rate')} />
          </Form.Item>
        ),
      },
      {
        key: 'base',
        title: t('baseAmount', { currency: baseName }),
        width: 170,
        align: 'right',
        display: true,
        card: 'amount',
        render: (field) => {
          const line = lines?.[field.name];
          return line ? showAmount(baseAmountOf(line, true, docRate), formats) : null;
        },
      },
    );
  }

  const totalsBar =
    cashier ? (
      <div className="gl-totals" role="status" data-testid="gl-totals">
        {foreign && <span className="gl-totals__note">{t('totalsIn', { currency: baseName })}</span>}
        <div className="gl-totals__item">
          <span className="gl-totals__label">{t(cashier.side === 'payment' ? 'totalPaid' : 'totalReceived')}</span>
          <span className="gl-totals__value" data-testid="gl-cash-total">{showAmount(totals.baseDebit, formats)}</span>
        </div>
        {cashier.account && (
          <div className="gl-totals__item">
            <span className="gl-totals__label">{t(cashier.side === 'payment' ? 'cashCredit' : 'cashDebit', { account: cashier.account })}</span>
            <span className="gl-totals__value">{showAmount(totals.baseDebit, formats)}</span>
          </div>
        )}
      </div>
    ) : (
      <div className={`gl-totals${balanced ? '' : ' gl-totals--off'}`} role="status" data-testid="gl-totals">
        {foreign && <span className="gl-totals__note">{t('totalsIn', { currency: baseName })}</span>}
        <div className="gl-totals__item">
          <span className="gl-totals__label">{t('totalDebit')}</span>
          <span className="gl-totals__value">{showAmount(totals.baseDebit, formats)}</span>
        </div>
        <div className="gl-totals__item">
          <span className="gl-totals__label">{t('totalCredit')}</span>
          <span className="gl-totals__value">{showAmount(totals.baseCredit, formats)}</span>
        </div>
        <div className="gl-totals__item gl-totals__item--difference">
          <span className="gl-totals__label">{t('difference')}</span>
          <span className="gl-totals__value" data-testid="gl-difference">
            {balanced ? t('balanced') : showAmount(totals.difference, formats)}
          </span>
        </div>
      </div>
    );

  return (
    <section className="gl-lines" aria-label={linesLabel}>
      <LineGrid
        name="details"
        columns={columns}
        newRow={() => ({ ...emptyLine(foreign ? (docRate ?? '1') : null) })}
        label={linesLabel}
        texts={{ row: (n) => t('row', { n }), deleteRow: (n) => t('deleteRow', { n }), addRow: t('addRow'), footer: t('total') }}
        disabled={readOnly}
        totals={totalsBar}
      />
      <Typography.Text type="secondary" className="gl-lines__hint">
        {t('keysHint')}
      </Typography.Text>
      {refused && !balanced && !cashier && (
        <Alert
          type="error"
          showIcon
          className="gl-unbalanced"
          data-testid="gl-unbalanced"
          title={coreMessage('UNBALANCED')}
          description={`${t('difference')}: ${showAmount(totals.difference, formats)}${foreign ? ` (${t('inCurrency', { currency: baseName })})` : ''}`}
        />
      )}
    </section>
  );
}
