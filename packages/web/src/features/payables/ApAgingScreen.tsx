import type { ScreenProps } from '../workspace/screens.ts';
import { AgingScreen } from './AgingScreen.tsx';
import { PURCHASE_VIEW } from './trade-side-view.ts';

/** "Umur Hutang": the aging of the purchase side. */
export default function ApAgingScreen(props: ScreenProps) {
  return <AgingScreen {...props} side={PURCHASE_VIEW} />;
}
