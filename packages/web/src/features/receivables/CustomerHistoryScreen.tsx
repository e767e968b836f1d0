import { PartyHistoryScreen } from '../payables/VendorHistoryScreen.tsx';
import { SALES_VIEW } from '../payables/trade-side-view.ts';
import type { ScreenProps } from '../workspace/screens.ts';

/** "Riwayat Pelanggan": a customer's sales documents beside what the customer owes (the vendor history over customers). */
export default function CustomerHistoryScreen(props: ScreenProps) {
  return <PartyHistoryScreen {...props} side={SALES_VIEW} />;
}
