import { calls } from '@storefront/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { AppConfig } from './config/env.js';
import type { DatabaseHandle } from './db/database.js';
import { fastifyTrustProxy, keepingTrustworthyForwardedFor } from './http/client-address.js';
import errorHandler from './http/error-handler.js';
import formBody from './http/form-body.js';
import metricsRoute from './http/metrics.js';
import requestLog from './http/request-log.js';
import callWiring from './http/serve-call.js';
import { ShopMetrics } from './lib/metrics.js';
import { redactSecretsInUrl } from './lib/redact.js';
import { noShopEvents } from './lib/shop-events.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { orderAdminRoutes } from './modules/orders/orders.admin.routes.js';
import { humanCheckRoutes } from './modules/human-check/human-check.routes.js';
import { ratesAdminRoutes } from './modules/rates/rates.admin.routes.js';
import { calendarAdminRoutes } from './modules/calendar/calendar.admin.routes.js';
import { sellerAdminRoutes } from './modules/settings/seller.admin.routes.js';
import { backOfficeRoutes } from './modules/back-office/back-office.routes.js';
import { customerAdminRoutes } from './modules/users/customers.admin.routes.js';
import { staffAdminRoutes } from './modules/users/staff.admin.routes.js';
import { auditAdminRoutes } from './modules/audit/audit.admin.routes.js';
import { catalogAdminRoutes } from './modules/catalog/catalog.admin.routes.js';
import { backOfficeInboxRoutes } from './modules/back-office/back-office-inbox.routes.js';
import { contentAdminRoutes } from './modules/content/content.admin.routes.js';
import { siteTextsAdminRoutes } from './modules/settings/site-texts.admin.routes.js';
import { siteBlocksAdminRoutes } from './modules/content/site-blocks.admin.routes.js';
import { calendarRoutes } from './modules/calendar/calendar.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { cartPurgeJob } from './modules/cart/cart-purge.job.js';
import { unpaidOrdersJob } from './modules/orders/unpaid-orders.job.js';
import { rateImportJob } from './modules/rates/rate-import.job.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { companiesRoutes } from './modules/companies/companies.routes.js';
import { consultRoutes } from './modules/consult/consult.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes.js';
import { impersonationRoutes } from './modules/impersonation/impersonation.routes.js';
import { legalEntityRoutes } from './modules/legal-entities/legal-entities.routes.js';
import type { MailService } from './modules/mail/mail.service.js';
import { orderRoutes } from './modules/orders/orders.routes.js';
import { paymentRoutes } from './modules/payments/payments.routes.js';
import { paymentFormActionOrigins } from './modules/payments/payment-provider.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import security from './plugins/security.js';
import webApp from './plugins/web-app.js';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.js';
import { createServices } from './services.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox, for whoever runs a delivery pass outside the loop (tests, tools). */
    mail: MailService;
    /** The instance is stopping: readiness says not ready from now on, while it still serves. */
    startDraining(): void;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Connections without request timeouts, for a register's import; `database` when absent. */
  maintenanceDatabase?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactSecretsInUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}

/** The app as a plugin tree: infrastructure, then the API modules, then the web app fallback. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Not a URL rewrite: the earliest hook on the raw request, so that no text a client wrote in
    // X-Forwarded-For can become `request.ip` (http/client-address.ts).
    ...(config.trustProxy !== false && { rewriteUrl: keepingTrustworthyForwardedFor }),
    bodyLimit: 512 * 1024,
    requestTimeout: 30_000,
    return503OnClosing: true,
    // One line per request drowned what matters; http/request-log.ts logs slow ones (and all at debug).
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  // Measured only where someone may read it (METRICS_TOKEN); the sources are read at each scrape.
  const metrics = config.metricsToken
    ? new ShopMetrics({
        poolStats: database.poolStats,
        outbox: () => services.mail.outboxHealth(),
      })
    : undefined;
  const events = metrics ?? noShopEvents;
  if (metrics) database.observeQueries((ms, failed) => metrics.observeQuery(ms, failed));
  const services = createServices(config, database, app.log, options.maintenanceDatabase, events);
  // Registered first, so closed last: the mail sender and open requests finish their renders.
  app.addHook('onClose', async () => services.pdfs.close());
  // The outbox sender runs while the app does; closing waits for the mail it is sending.
  app.decorate('mail', services.mail);
  app.decorate('startDraining', () => services.health.startDraining());
  // A stopping instance answers with `Connection: close`: a kept-alive connection (nginx's
  // upstream keepalive) that was busy when the stop came would otherwise stay open, idle, until
  // the grace period ran out, and its next request would find the door shut.
  // A callback hook, not an async one: it runs on every answer and a promise per answer costs.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (services.health.isDraining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onReady', async () => services.mail.start());
  app.addHook('onClose', async () => services.mail.stop());
  // A register upload being imported finishes before the database closes.
  app.addHook('onClose', async () => services.registerUploads.idle());
  const cartPurge = cartPurgeJob(services.cart, app.log).observe((outcome) =>
    events.jobRun('cart_purge', outcome),
  );
  app.addHook('onReady', async () => cartPurge.start());
  app.addHook('onClose', async () => cartPurge.stop());
  const unpaidOrders = unpaidOrdersJob(services.orders, config.orders.unpaidCancelDays, app.log).observe(
    (outcome) => events.jobRun('unpaid_orders_cancel', outcome),
  );
  app.addHook('onReady', async () => unpaidOrders.start());
  app.addHook('onClose', async () => unpaidOrders.stop());
  const rateImport = rateImportJob(services.rates, config.rates.importEnabled, app.log).observe((outcome) =>
    events.jobRun('rate_import', outcome),
  );
  app.addHook('onReady', async () => rateImport.start());
  app.addHook('onClose', async () => rateImport.stop());

  await app.register(errorHandler);
  await app.register(requestLog, { slowRequestMs: config.slowRequestMs });
  await app.register(metricsRoute, {
    metrics: metrics && config.metricsToken ? { registry: metrics, token: config.metricsToken } : undefined,
  });
  await app.register(security, { formActionOrigins: paymentFormActionOrigins(config.payments) });
  await app.register(formBody);
  await app.register(callWiring, {
    db: services.db,
    access: services.access,
    humanCheck: services.humanCheck,
    audit: services.audit,
    expireContent: () => {
      services.contentCache.expire();
      services.pageCache?.pages.expire();
      services.pageCache?.unknown.expire();
    },
    events,
    // Every call of the contract: the app does not start while one has no handler.
    calls,
  });

  await app.register(healthRoutes, { services });
  await app.register(sitemapRoutes, { services });
  await app.register(apiDocsRoutes);
  await app.register(settingsRoutes, { services });
  await app.register(contentRoutes, { services });
  await app.register(catalogRoutes, { services });
  await app.register(companiesRoutes, { services });
  await app.register(cartRoutes, { services });
  await app.register(checkoutRoutes, { services });
  await app.register(humanCheckRoutes, { services });
  await app.register(consultRoutes, { services });
  await app.register(authRoutes, { services });
  await app.register(legalEntityRoutes, { services });
  await app.register(orderRoutes, { services });
  await app.register(paymentRoutes, { services });
  await app.register(impersonationRoutes, { services });
  await app.register(calendarRoutes, { services });
  await app.register(orderAdminRoutes, { services });
  await app.register(backOfficeRoutes, { services });
  await app.register(ratesAdminRoutes, { services });
  await app.register(calendarAdminRoutes, { services });
  await app.register(sellerAdminRoutes, { services });
  await app.register(customerAdminRoutes, { services });
  await app.register(staffAdminRoutes, { services });
  await app.register(catalogAdminRoutes, { services });
  await app.register(backOfficeInboxRoutes, { services });
  await app.register(auditAdminRoutes, { services });
  await app.register(contentAdminRoutes, { services });
  await app.register(siteTextsAdminRoutes, { services });
  await app.register(siteBlocksAdminRoutes, { services });

  await app.register(webApp, {
    webDistDir: config.webDistDir,
    uploadsDir: config.uploadsDir,
    publicUrl: config.publicUrl,
    pageCache: services.pageCache,
  });
  return app;
}
