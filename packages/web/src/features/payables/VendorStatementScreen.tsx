import type { ScreenProps } from '../workspace/screens.ts';
import { StatementScreen } from './StatementScreen.tsx';
import { PURCHASE_VIEW } from './trade-side-view.ts';

/** "Kartu Hutang / Mutasi Pemasok": the statement of the purchase side. */
export default function VendorStatementScreen(props: ScreenProps) {
  return <StatementScreen {...props} side={PURCHASE_VIEW} />;
}
