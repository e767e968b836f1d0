import { translate, trimZeros, ZBudgetSave, ZOpeningBalances, ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, hasRight, inTenant, requireTenantMember } from '../../platform/tenant-access.ts';
import { DOCUMENT_KINDS } from '../documents/document-registry.ts';
import { documentHistory } from './journal.repo.ts';
import { accountHistoryReport, bankBookReport, generalLedgerDetailReport } from './ledger-history.routes.ts';
import { balanceSheetReport, glbalanceReport, isoDate, profitLossReport, trialBalanceReport } from './ledger-reports.routes.ts';
import { checkPeriodEnd, closePeriodEnd, listClosedPeriods, reopenPeriod } from './period.service.ts';
import { budgetDetail, deleteBudget, listBudgets, saveBudgets } from './budget.service.ts';
import { balanceAt, readOpeningBalances, saveOpeningBalances } from './opening.service.ts';
import { reconciliationDetail, reconciliationHistory, saveReconciliation } from './bank.service.ts';

const P = z.strictObject({ tenantId: ZTenantId });
const idP = P.extend({ id: ZTenantId });
/** Forms whose journals general-ledger-history shows, with the screen whose `jurnal` right opens them. */
const JOURNAL_SCREENS: Record<string, string> = Object.fromEntries(DOCUMENT_KINDS.map((k) => [k.decl.form, k.decl.rights.screen]));

export function ledgerRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';

  glbalanceReport(app, ctx);
  trialBalanceReport(app, ctx);

  app.get(
    `${base}/general-ledger-history/:id`,
    { schema: { tags: ['ledger'], params: idP, querystring: z.strictObject({ form: z.enum(Object.keys(JOURNAL_SCREENS) as [string, ...string[]]) }) }, onRequest: guard },
    async (request) => {
      const c = callOf(request);
      const rows = await inTenant(ctx, c, async (tx) => {
        if (!(await hasRight(tx, c, JOURNAL_SCREENS[request.query.form]!, 'jurnal'))) throw new AppError('NO_ACCESS_OPEN_FORM', { form: 'general-ledger-history' }, { status: 403, publicCode: 'ACCESS_DENIED' });
        return documentHistory(tx, c.tenantId, request.query.form, request.params.id);
      });
      const listdata = rows.map((r) => {
        const negative = r.amount.startsWith('-');
        return {
          journalid: r.journalid,
          transdate: r.transdate,
          glid: r.glid,
          glaccount: r.glaccount,
          accountname: r.accountname,
          debit: negative ? '0' : trimZeros(r.amount),
          credit: negative ? trimZeros(r.amount.slice(1)) : '0',
          primeamount: trimZeros(r.primeamount),
          rate: trimZeros(r.rate),
          reversal: r.reversalOf !== null,
          correction: r.correction,
        };
      });
      return { listdata, total: listdata.length, page: 1, size: listdata.length };
    },
  );

  const monthYear = z.strictObject({ month: z.coerce.number().int().min(1).max(12), year: z.coerce.number().int().min(1900).max(2200) });
  app.get(`${base}/cekPeriodeEnd`, { schema: { tags: ['ledger'], params: P, querystring: monthYear }, onRequest: guard }, async (request) => ({
    data: await checkPeriodEnd(ctx, callOf(request), request.query.month, request.query.year),
  }));
  app.get(`${base}/closed-periods`, { schema: { tags: ['ledger'], params: P }, onRequest: guard }, async (request) => {
    const listdata = await listClosedPeriods(ctx, callOf(request));
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });
  app.post(`${base}/periodeEnd`, { schema: { tags: ['ledger'], params: P, body: monthYear }, onRequest: guard }, async (request) => ({
    data: await closePeriodEnd(ctx, callOf(request), request.body.month, request.body.year),
    message: translate(request.lang, 'SUCCESS'),
  }));
  app.delete(`${base}/periodeEnd`, { schema: { tags: ['ledger'], params: P, querystring: monthYear }, onRequest: guard }, async (request) => ({
    data: await reopenPeriod(ctx, callOf(request), request.query.month, request.query.year),
    message: translate(request.lang, 'SUCCESS'),
  }));

  accountHistoryReport(app, ctx);
  bankBookReport(app, ctx);
  generalLedgerDetailReport(app, ctx);
  profitLossReport(app, ctx);
  balanceSheetReport(app, ctx);

  const fyearQ = z.strictObject({ fyear: z.coerce.number().int().min(1900).max(2200) });
  const budgetList = (listdata: unknown[]) => ({ listdata, total: listdata.length, page: 1, size: listdata.length });
  app.get(`${base}/budgetaccount`, { schema: { tags: ['budget'], params: P, querystring: fyearQ }, onRequest: guard }, async (request) =>
    budgetList(await listBudgets(ctx, callOf(request), request.query.fyear, request.lang)),
  );
  app.put(`${base}/budgetaccount`, { schema: { tags: ['budget'], params: P, body: ZBudgetSave }, onRequest: guard }, async (request) => ({
    ...budgetList(await saveBudgets(ctx, callOf(request), request.body, request.lang)),
    message: translate(request.lang, 'SUCCESS'),
  }));
  app.get(`${base}/budgetaccount-det/:id`, { schema: { tags: ['budget'], params: idP, querystring: fyearQ }, onRequest: guard }, async (request) =>
    budgetList(await budgetDetail(ctx, callOf(request), request.params.id, request.query.fyear, request.lang)),
  );
  app.delete(`${base}/budgetaccount/:id`, { schema: { tags: ['budget'], params: idP, querystring: fyearQ }, onRequest: guard }, async (request) => ({
    data: await deleteBudget(ctx, callOf(request), request.params.id, request.query.fyear, request.lang),
    message: translate(request.lang, 'SUCCESS'),
  }));

  app.put(`${base}/multiOpeningBalances`, { schema: { tags: ['ledger'], params: P, body: ZOpeningBalances }, onRequest: guard }, async (request) => ({
    data: await saveOpeningBalances(ctx, callOf(request), request.body, request.lang),
    message: translate(request.lang, 'SUCCESS'),
  }));
  app.get(`${base}/multiOpeningBalances`, { schema: { tags: ['ledger'], params: P }, onRequest: guard }, async (request) => ({
    data: await readOpeningBalances(ctx, callOf(request), request.lang),
  }));
  app.get(
    `${base}/glaccount-opening-balance`,
    { schema: { tags: ['ledger'], params: P, querystring: z.strictObject({ glaccount: z.string().min(1).max(30), paymentdate: isoDate }) }, onRequest: guard },
    async (request) => ({ data: await balanceAt(ctx, callOf(request), request.query.glaccount, request.query.paymentdate) }),
  );

  const amountText = z.union([z.string(), z.number()]).transform((v) => String(v).trim().replace(',', '.')).pipe(z.string().regex(/^-?\d{1,18}(\.\d{1,6})?$/, { message: 'V_DECIMAL' }));
  app.get(
    `${base}/reconciliation-detail`,
    { schema: { tags: ['bank'], params: P, querystring: z.strictObject({ glaccount: z.string().min(1).max(30), enddate: isoDate, balance: amountText.optional() }) }, onRequest: guard },
    async (request) => ({ data: await reconciliationDetail(ctx, callOf(request), request.query, request.lang) }),
  );
  app.post(
    `${base}/reconciliation`,
    {
      schema: {
        tags: ['bank'],
        params: P,
        body: z.strictObject({ glaccount: z.string().min(1).max(30), enddate: isoDate, statementbalance: amountText, cleared: z.array(z.strictObject({ journalid: z.number().int().positive(), seq: z.number().int().positive() })).max(10_000) }),
      },
      onRequest: guard,
    },
    async (request, reply) => reply.status(201).send({ data: await saveReconciliation(ctx, callOf(request), request.body, request.lang), message: translate(request.lang, 'SUCCESS') }),
  );
  app.get(`${base}/reconciliation`, { schema: { tags: ['bank'], params: P, querystring: z.strictObject({ glaccount: z.string().min(1).max(30) }) }, onRequest: guard }, async (request) => {
    const listdata = await reconciliationHistory(ctx, callOf(request), request.query.glaccount, request.lang);
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });
}
