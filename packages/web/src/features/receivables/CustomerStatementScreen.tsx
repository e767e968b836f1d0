import { StatementScreen } from '../payables/StatementScreen.tsx';
import { SALES_VIEW } from '../payables/trade-side-view.ts';
import type { ScreenProps } from '../workspace/screens.ts';

/** "Kartu Piutang / Mutasi Pelanggan": the statement of the sales side (invoices debit, receipts and returns credit). */
export default function CustomerStatementScreen(props: ScreenProps) {
  return <StatementScreen {...props} side={SALES_VIEW} />;
}
