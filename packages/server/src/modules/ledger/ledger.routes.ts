import { translate, trimZeros, ZBudgetSave, ZOpeningBalances, ZTenantId } from '@lontar/core';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify-types.ts';
import { callOf, hasRight, inTenant, requireTenantMember } from '../../platform/tenant-access.ts';
import { DOCUMENT_KINDS } from '../documents/document-registry.ts';
import { documentHistory, trialBalance, yearBalances } from './journal.repo.ts';
import { checkPeriodEnd, closePeriodEnd, listClosedPeriods, reopenPeriod } from './period.service.ts';
import { accountHistory } from './reports.repo.ts';
import { generalLedgerDetail, ledgerDetailTable, parseCursor, presentDetail, wholeLedgerDetail } from './general-ledger-detail.ts';
import { accountTypeName, historyTable, requireExport, sendReport, statementTable, wholeHistory, word, ZReportFormat } from './report-export.ts';
import { budgetDetail, deleteBudget, listBudgets, saveBudgets } from './budget.service.ts';
import { balanceAt, readOpeningBalances, saveOpeningBalances } from './opening.service.ts';
import { reconciliationDetail, reconciliationHistory, saveReconciliation } from './bank.service.ts';
import { balanceSheet, profitAndLoss, statementColumns } from './statements.service.ts';

const P = z.strictObject({ tenantId: ZTenantId });
/**
 * `corrections=1`: the whole trail, reversed postings and their reversals included (reversal lines marked). By
 * default a report answers the current state without them (API.md §5).
 */
const corrections = z.enum(['0', '1', 'true', 'false']).default('0').transform((v) => v === '1' || v === 'true');
const idP = P.extend({ id: ZTenantId });
/** Forms whose journals general-ledger-history shows, with the screen whose `jurnal` right opens them. */
const JOURNAL_SCREENS: Record<string, string> = Object.fromEntries(DOCUMENT_KINDS.map((k) => [k.decl.form, k.decl.rights.screen]));

export function ledgerRoutes(app: App, ctx: AppContext) {
  const guard = [requireTenantMember(ctx)];
  const base = '/api/tenant/:tenantId/master';

  app.get(`${base}/glbalance`, { schema: { tags: ['ledger'], params: P, querystring: z.strictObject({ fyear: z.coerce.number().int().min(1900).max(2200), format: ZReportFormat, corrections }) }, onRequest: guard }, async (request, reply) => {
    const c = callOf(request);
    const rows = await inTenant(ctx, c, async (tx) => {
      if (!(await hasRight(tx, c, 'glaccount', 'akses'))) throw new AppError('NO_ACCESS_OPEN_FORM', { form: 'glbalance' }, { status: 403, publicCode: 'ACCESS_DENIED' });
      return yearBalances(tx, c.tenantId, request.query.fyear, request.query.corrections);
    });
    const listdata = rows.map((r) => ({ ...r, openingbal: trimZeros(r.openingbal), debit: trimZeros(r.debit), credit: trimZeros(r.credit), balance: trimZeros(r.balance) }));
    const { format, fyear } = request.query;
    if (format !== 'json') {
      const lang = request.lang;
      await requireExport(ctx, c, 'glaccount', lang);
      const columns = [
        { header: word('account', lang), type: 'text' as const },
        { header: word('accountName', lang), type: 'text' as const },
        { header: word('accountType', lang), type: 'text' as const },
        ...(['opening', 'debit', 'credit', 'balance'] as const).map((k) => ({ header: word(k, lang), type: 'money' as const })),
      ];
      return sendReport(reply, format, 'glbalance', [fyear], { columns, rows: listdata.map((r) => [r.glaccount, r.accountname, accountTypeName(r.accounttype, lang), r.openingbal, r.debit, r.credit, r.balance]) }, lang);
    }
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });

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

  const yyyymm = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'V_INVALID_VALUE' });
  app.get(
    `${base}/trial-balance`,
    { schema: { tags: ['ledger'], params: P, querystring: z.strictObject({ from: yyyymm, to: yyyymm, format: ZReportFormat, corrections }) }, onRequest: guard },
    async (request, reply) => {
      const c = callOf(request);
      const toPeriod = (s: string) => Number(s.slice(0, 4)) * 100 + Number(s.slice(5, 7));
      const rows = await inTenant(ctx, c, async (tx) => {
        if (!(await hasRight(tx, c, 'reports', 'akses'))) throw new AppError('NO_ACCESS_OPEN_FORM', { form: 'trial-balance' }, { status: 403, publicCode: 'ACCESS_DENIED' });
        return trialBalance(tx, c.tenantId, toPeriod(request.query.from), toPeriod(request.query.to), request.query.corrections);
      });
      const listdata = rows.map((r) => ({ ...r, opening: trimZeros(r.opening), debit: trimZeros(r.debit), credit: trimZeros(r.credit), ending: trimZeros(r.ending) }));
      const { format, from, to } = request.query;
      if (format !== 'json') {
        const lang = request.lang;
        await requireExport(ctx, c, 'reports', lang);
        const columns = [
          { header: word('account', lang), type: 'text' as const },
          { header: word('name', lang), type: 'text' as const },
          ...(['opening', 'debit', 'credit', 'ending'] as const).map((k) => ({ header: word(k, lang), type: 'money' as const })),
        ];
        return sendReport(reply, format, 'trial-balance', [from, to], { columns, rows: listdata.map((r) => [r.glaccount, r.accountname, r.opening, r.debit, r.credit, r.ending]) }, lang);
      }
      return { listdata, total: listdata.length, page: 1, size: listdata.length };
    },
  );

  // A real calendar day: 2026-02-30 is refused here rather than by the database (which would be a 500).
  const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'V_DATE' }).refine((d) => !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().slice(0, 10) === d, { message: 'V_DATE' });
  app.get(
    `${base}/glaccount-glhist`,
    {
      schema: {
        tags: ['ledger'],
        params: P,
        querystring: z.strictObject({
          DFROM: isoDate,
          DTO: isoDate,
          VGLACCOUNT: z.string().min(1).max(30),
          VPERSONID: z.coerce.number().int().positive().optional(),
          VUSERID: z.coerce.number().int().positive().optional(),
          BAHASA: z.enum(['id', 'en']).optional(),
          after: z.string().regex(/^\d{4}-\d{2}-\d{2},\d+,\d+$/, { message: 'V_INVALID_VALUE' }).optional(),
          size: z.coerce.number().int().min(1).max(500).default(100),
          format: ZReportFormat,
          corrections,
        }),
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const c = callOf(request);
      const q = request.query;
      if (q.DTO < q.DFROM) throw new AppError('V_RANGE', {}, { status: 400 });
      if (q.format !== 'json') {
        const format = q.format;
        const whole = await inTenant(ctx, c, async (tx) => {
          if (!(await hasRight(tx, c, 'reports', 'akses'))) throw new AppError('NO_ACCESS_OPEN_FORM', { form: 'glaccount-glhist' }, { status: 403, publicCode: 'ACCESS_DENIED' });
          return wholeHistory(tx, c.tenantId, { glaccount: q.VGLACCOUNT, from: q.DFROM, to: q.DTO, personid: q.VPERSONID, userid: q.VUSERID, corrections: q.corrections });
        });
        if (!whole) throw new AppError('NOT_FOUND');
        await requireExport(ctx, c, 'reports', request.lang);
        return sendReport(reply, format, 'glaccount-glhist', [q.VGLACCOUNT, q.DFROM, q.DTO], historyTable(whole.opening, q.DFROM, whole.rows, request.lang, q.corrections), request.lang);
      }
      const [transdate, journalid, seq] = q.after?.split(',') ?? [];
      const result = await inTenant(ctx, c, async (tx) => {
        if (!(await hasRight(tx, c, 'reports', 'akses'))) throw new AppError('NO_ACCESS_OPEN_FORM', { form: 'glaccount-glhist' }, { status: 403, publicCode: 'ACCESS_DENIED' });
        return accountHistory(tx, c.tenantId, {
          glaccount: q.VGLACCOUNT,
          from: q.DFROM,
          to: q.DTO,
          personid: q.VPERSONID,
          userid: q.VUSERID,
          after: transdate ? { transdate, journalid: Number(journalid), seq: Number(seq) } : undefined,
          size: q.size,
          corrections: q.corrections,
        });
      });
      if (!result) throw new AppError('NOT_FOUND');
      const listdata = result.rows.map((r) => ({ ...r, glid: result.account.glid, glaccount: result.account.glaccount, debit: trimZeros(String(r.debit)), credit: trimZeros(String(r.credit)), balance: trimZeros(String(r.balance)) }));
      const last = result.rows.at(-1);
      return { listdata, opening: trimZeros(result.opening), account: result.account, next: result.more && last ? `${last.transdate},${last.journalid},${last.seq}` : null, size: q.size };
    },
  );

  app.get(
    `${base}/general-ledger-detail`,
    {
      schema: {
        tags: ['reports'],
        params: P,
        querystring: z.strictObject({
          from: isoDate,
          to: isoDate,
          glaccount: z.string().min(1).max(30).optional(),
          after: z.string().regex(/^\d{1,15},\d{4}-\d{2}-\d{2},\d{1,15},\d{1,9}$/, { message: 'V_INVALID_VALUE' }).optional(),
          size: z.coerce.number().int().min(1).max(1000).default(200),
          format: ZReportFormat,
          corrections,
        }),
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const c = callOf(request);
      const q = request.query;
      if (q.to < q.from) throw new AppError('V_RANGE', {}, { status: 400 });
      const range = { from: q.from, to: q.to, glaccount: q.glaccount, corrections: q.corrections };
      const result = await inTenant(ctx, c, async (tx) => {
        if (!(await hasRight(tx, c, 'reports', 'akses'))) throw new AppError('NO_ACCESS_OPEN_FORM', { form: 'general-ledger-detail' }, { status: 403, publicCode: 'ACCESS_DENIED' });
        if (q.format !== 'json') return { whole: await wholeLedgerDetail(tx, c.tenantId, range) };
        return { page: await generalLedgerDetail(tx, c.tenantId, { ...range, after: q.after ? parseCursor(q.after) : undefined, size: q.size }) };
      });
      if ('whole' in result) {
        if (!result.whole || q.format === 'json') throw new AppError('NOT_FOUND');
        await requireExport(ctx, c, 'reports', request.lang);
        return sendReport(reply, q.format, 'general-ledger-detail', [q.glaccount ?? '', q.from, q.to], ledgerDetailTable(result.whole, q.from, q.to, request.lang, q.corrections), request.lang);
      }
      if (!result.page) throw new AppError('NOT_FOUND');
      const listdata = result.page.accounts.map(presentDetail);
      return { listdata, next: result.page.next, size: q.size, from: q.from, to: q.to };
    },
  );

  const compare = z.enum(['none', 'previous-period', 'previous-year']).default('none');
  app.get(`${base}/profit-loss`, { schema: { tags: ['reports'], params: P, querystring: z.strictObject({ from: yyyymm, to: yyyymm, compare, format: ZReportFormat }) }, onRequest: guard }, async (request, reply) => {
    const { from, to, format } = request.query;
    if (to < from) throw new AppError('V_RANGE', {}, { status: 400 });
    const statement = await profitAndLoss(ctx, callOf(request), statementColumns(from, to, request.query.compare));
    if (format === 'json') return statement;
    await requireExport(ctx, callOf(request), 'reports', request.lang);
    return sendReport(reply, format, 'profit-loss', [from, to], statementTable(statement, ['revenue', 'cogs', 'gross', 'expenses', 'otherIncome', 'otherExpenses', 'net'], request.lang), request.lang);
  });
  app.get(`${base}/balance-sheet`, { schema: { tags: ['reports'], params: P, querystring: z.strictObject({ at: yyyymm, compare, format: ZReportFormat }) }, onRequest: guard }, async (request, reply) => {
    const { at, format } = request.query;
    const statement = await balanceSheet(ctx, callOf(request), statementColumns(at, at, request.query.compare));
    if (format === 'json') return statement;
    await requireExport(ctx, callOf(request), 'reports', request.lang);
    return sendReport(reply, format, 'balance-sheet', [at], statementTable(statement, ['assets', 'liabilities', 'currentEarnings', 'equity'], request.lang), request.lang);
  });

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

  app.get(
    `${base}/bank-book`,
    { schema: { tags: ['bank'], params: P, querystring: z.strictObject({ glaccount: z.string().min(1).max(30), from: isoDate, to: isoDate, after: z.string().regex(/^\d{4}-\d{2}-\d{2},\d+,\d+$/, { message: 'V_INVALID_VALUE' }).optional(), size: z.coerce.number().int().min(1).max(500).default(100), format: ZReportFormat, corrections }) }, onRequest: guard },
    async (request, reply) => {
      const c = callOf(request);
      const q = request.query;
      if (q.to < q.from) throw new AppError('V_RANGE', {}, { status: 400 });
      if (q.format !== 'json') {
        const format = q.format;
        const whole = await inTenant(ctx, c, async (tx) => {
          if (!(await hasRight(tx, c, 'bank-book', 'akses'))) throw new AppError('NO_ACCESS_OPEN_FORM', { form: 'bank-book' }, { status: 403, publicCode: 'ACCESS_DENIED' });
          return wholeHistory(tx, c.tenantId, { glaccount: q.glaccount, from: q.from, to: q.to, cashOnly: true, corrections: q.corrections });
        });
        if (!whole) throw new AppError('NOT_FOUND');
        await requireExport(ctx, c, 'bank-book', request.lang);
        return sendReport(reply, format, 'bank-book', [q.glaccount, q.from, q.to], historyTable(whole.opening, q.from, whole.rows, request.lang, q.corrections), request.lang);
      }
      const [transdate, journalid, seq] = q.after?.split(',') ?? [];
      const result = await inTenant(ctx, c, async (tx) => {
        if (!(await hasRight(tx, c, 'bank-book', 'akses'))) throw new AppError('NO_ACCESS_OPEN_FORM', { form: 'bank-book' }, { status: 403, publicCode: 'ACCESS_DENIED' });
        return accountHistory(tx, c.tenantId, { glaccount: q.glaccount, from: q.from, to: q.to, after: transdate ? { transdate, journalid: Number(journalid), seq: Number(seq) } : undefined, size: q.size, cashOnly: true, corrections: q.corrections });
      });
      if (!result) throw new AppError('NOT_FOUND');
      const listdata = result.rows.map((r) => ({ ...r, debit: trimZeros(String(r.debit)), credit: trimZeros(String(r.credit)), balance: trimZeros(String(r.balance)) }));
      const last = result.rows.at(-1);
      return { listdata, opening: trimZeros(result.opening), account: result.account, next: result.more && last ? `${last.transdate},${last.journalid},${last.seq}` : null, size: q.size };
    },
  );
}
