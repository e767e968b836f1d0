import { useTranslation } from 'react-i18next';

/** The ledger's movement of the report's accounts under its table, marked when it differs from the report's total. */
export function LedgerCheck({ text, differs }: { text: string; differs: boolean }) {
  const { t } = useTranslation('withholding');
  return (
    <p className={`tax-report__ledger${differs ? ' tax-report__ledger--differs' : ''}`} data-testid="ledger-check">
      {text}
      {differs && ` (${t('ledgerDiffers')})`}
    </p>
  );
}
