import type { AppContext } from '../../platform/context.ts';
import type { App } from '../../platform/fastify-types.ts';
import { agingReport, statementReport, type PartyNaming } from './party-reports.ts';
import { pword } from './payables-words.ts';
import { purchaseReportRoutes } from './purchase-reports.routes.ts';
import { PURCHASE_SIDE } from './trade-side.ts';
import { vendorHistoryRoutes } from './vendor-history.routes.ts';

/** The AP aging and the vendor statement: the purchase side's party reports (`party-reports.ts`). */
export const VENDOR_REPORTS = {
  side: PURCHASE_SIDE,
  tags: ['payables'],
  party: 'vendor',
  balance: 'payablebalance',
  words: pword,
  word: { partyNo: 'vendorNo', party: 'vendor', balance: 'payableBalance' },
  aging: 'ap-aging',
  statement: 'vendor-statement',
  statementTitle: { id: 'Kartu Hutang', en: 'Vendor Statement' },
} as const satisfies PartyNaming<Parameters<typeof pword>[0]>;

/** The AP aging, the vendor statement, the purchase reports and the vendor history. */
export function payablesRoutes(app: App, ctx: AppContext) {
  agingReport(VENDOR_REPORTS)(app, ctx);
  statementReport(VENDOR_REPORTS)(app, ctx);
  purchaseReportRoutes(app, ctx);
  vendorHistoryRoutes(app, ctx);
}
