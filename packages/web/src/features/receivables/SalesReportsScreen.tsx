import { TradeReportsScreen } from '../payables/PurchaseReportsScreen.tsx';
import { SALES_VIEW } from '../payables/trade-side-view.ts';
import type { ScreenProps } from '../workspace/screens.ts';

/** "Laporan Penjualan": the sales side's reports (the purchasing reports' screen over customers and salesmen). */
export default function SalesReportsScreen(props: ScreenProps) {
  return <TradeReportsScreen {...props} side={SALES_VIEW} />;
}
