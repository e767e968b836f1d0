import fs from 'node:fs';
import path from 'node:path';
import { APP_VERSION, langFromAcceptLanguage } from '@lontar/core';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { regionRoutes } from './modules/region/region.routes.ts';
import { allFormRoutes } from './modules/forms/form.routes.ts';
import { fixedAssetRoutes } from './modules/assets/fixed-asset.routes.ts';
import { lookupRoutes } from './modules/lookups/lookups.routes.ts';
import { approvalRoutes } from './modules/approvals/approval.routes.ts';
import { documentRoutes } from './modules/documents/document.routes.ts';
import { tradePullRoutes } from './modules/documents/trade-pull.routes.ts';
import { paymentInvoiceRoutes } from './modules/documents/payment-invoices.routes.ts';
import { salesConsolidatedRoutes } from './modules/documents/sales-consolidated.routes.ts';
import { salesCreditRoutes } from './modules/documents/sales-credit.routes.ts';
import { downPaymentRoutes } from './modules/documents/downpayment.routes.ts';
import { purchasePriceRoutes } from './modules/documents/purchase-price.routes.ts';
import { salesPriceRoutes } from './modules/documents/sales-price.routes.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { payablesRoutes } from './modules/payables/payables.routes.ts';
import { receivablesRoutes } from './modules/receivables/receivables.routes.ts';
import { salesTaxRoutes } from './modules/salestax/salestax.routes.ts';
import { withholdingRoutes } from './modules/withholding/withholding.routes.ts';
import { assetReportRoutes } from './modules/assets/asset-report.routes.ts';
import { priceAdjustmentRoutes } from './modules/pricing/price-adjustment.routes.ts';
import { serialRoutes } from './modules/serial/serial.routes.ts';
import { groupingRoutes } from './modules/grouping/grouping.routes.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import { printRoutes } from './modules/print/print.routes.ts';
import { numberingRoutes } from './modules/numbering/numbering.routes.ts';
import { storageRoutes } from './modules/storage/storage.routes.ts';
import { tenantRoutes } from './modules/tenant/tenant.routes.ts';
import { memorizedRoutes } from './modules/memorized/memorized.routes.ts';
import { recurringRoutes } from './modules/recurring/recurring.routes.ts';
import { apiKeyHook } from './platform/api-key-hook.ts';
import { loadJwtSecret, seedAdministrator, seedDemoAccount } from './platform/bootstrap.ts';
import type { Config } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import { openDatabase, type Database } from './platform/db.ts';
import { AppError, errorBody, sendError } from './platform/errors.ts';
import type { App } from './platform/fastify-types.ts';
import { serializeRequest } from './platform/logging.ts';
import { createMailer } from './platform/mail.ts';

const BODY_LIMIT = 1024 * 1024;

export interface BuiltApp {
  app: App;
  ctx: AppContext;
  database: Database;
}

/** Builds the whole server; tests call it and use app.inject, main.ts only listens. */
export async function buildApp(config: Config): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: serializeRequest } },
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase({ dataDir: config.dataDir, dataTemplate: config.dataTemplate, databaseUrl: config.databaseUrl });
  const db = database.db;
  const ctx: AppContext = {
    db,
    config,
    kit: { secret: await loadJwtSecret(db, config) },
    mailer: createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    log: app.log,
  };
  await seedAdministrator(db, config, app.log);
  await seedDemoAccount(db, config, app.log);

  app.decorateRequest('lang', 'id');
  app.decorateRequest('apiClientId', null);
  app.decorateRequest('userAuth', null);
  app.decorateRequest('adminAuth', null);
  app.decorateRequest('tenantCall', null);
  app.addHook('onRequest', async (request) => {
    request.lang = langFromAcceptLanguage(request.headers['accept-language']);
  });
  app.addHook('onRequest', apiKeyHook(config.requireApiKey));
  // During shutdown, answers to in-flight requests close their keep-alive connection, so the server can stop
  // as soon as they are done instead of waiting for idle keep-alive sockets to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    ctx.mailer.close();
    await database.close();
  });

  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // antd writes its styles at run time (CSS-in-JS), so inline styles must be allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
      },
    },
  });
  await app.register(rateLimit, { global: false, hook: 'preHandler' });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lontar API', version: APP_VERSION, description: 'Lontar cloud accounting and ERP. Envelopes and status codes: API.md.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  systemRoutes(app);
  authRoutes(app, ctx);
  userRoutes(app, ctx);
  tenantRoutes(app, ctx);
  companyRoutes(app, ctx);
  regionRoutes(app);
  allFormRoutes(app, ctx);
  fixedAssetRoutes(app, ctx);
  lookupRoutes(app, ctx);
  ledgerRoutes(app, ctx);
  documentRoutes(app, ctx);
  approvalRoutes(app, ctx);
  tradePullRoutes(app, ctx);
  paymentInvoiceRoutes(app, ctx);
  salesConsolidatedRoutes(app, ctx);
  salesCreditRoutes(app, ctx);
  purchasePriceRoutes(app, ctx);
  salesPriceRoutes(app, ctx);
  downPaymentRoutes(app, ctx);
  stockRoutes(app, ctx);
  payablesRoutes(app, ctx);
  withholdingRoutes(app, ctx);
  salesTaxRoutes(app, ctx);
  receivablesRoutes(app, ctx);
  priceAdjustmentRoutes(app, ctx);
  serialRoutes(app, ctx);
  groupingRoutes(app, ctx);
  memorizedRoutes(app, ctx);
  recurringRoutes(app, ctx);
  printRoutes(app, ctx);
  assetReportRoutes(app, ctx);
  numberingRoutes(app, ctx);
  await storageRoutes(app, ctx);

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: webCacheHeaders,
      // The build writes .br and .gz beside each text file (vite.config.ts); they are sent in place of the file to a
      // browser that accepts them, never compressed per request, and get no URL of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (hasWeb && wantsPage && !path.extname(request.url.split('?')[0] ?? '')) {
      // Client-side routes (/tenant, /open=…, unknown paths) all load the single-page app.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (request.url.startsWith('/api/')) return sendError(request, reply, new AppError('ROUTE_NOT_FOUND'));
    return reply.status(404).send(errorBody(404, 'ROUTE_NOT_FOUND', 'Not found'));
  });

  return { app, ctx, database };
}

function webCacheHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
  // Hashed build assets never change; the shell, service worker and manifest must be revalidated.
  reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
}
