import { AgingScreen } from '../payables/AgingScreen.tsx';
import { SALES_VIEW } from '../payables/trade-side-view.ts';
import type { ScreenProps } from '../workspace/screens.ts';

/** "Umur Piutang": the aging of the sales side (the AP aging's screen over customers). */
export default function ArAgingScreen(props: ScreenProps) {
  return <AgingScreen {...props} side={SALES_VIEW} />;
}
