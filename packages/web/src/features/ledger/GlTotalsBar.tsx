import { useTranslation } from 'react-i18next';
import { showAmount, useFormats } from '../../ui/document/formats.ts';
import type { GlLinesCtx } from './gl-line-columns.tsx';

/**
 * Under a journal's lines, in the base currency: total debit, total credit and the difference that must be zero;
 * for a cashier's document the total paid or received and the cash or bank line the server derives from it.
 */
export function GlTotalsBar({ ctx, balanced }: { ctx: GlLinesCtx; balanced: boolean }) {
  const { t } = useTranslation('ledger');
  const formats = useFormats();
  const { totals, cashier, foreign, baseName } = ctx;
  const note = foreign && <span className="gl-totals__note">{t('totalsIn', { currency: baseName })}</span>;
  if (cashier) {
    return (
      <div className="gl-totals" role="status" data-testid="gl-totals">
        {note}
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
    );
  }
  return (
    <div className={`gl-totals${balanced ? '' : ' gl-totals--off'}`} role="status" data-testid="gl-totals">
      {note}
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
}
