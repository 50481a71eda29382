import type { Kysely } from 'kysely';
import type { AppConfig } from './config/env.js';
import type { DatabaseHandle } from './db/database.js';
import type { Database } from './db/schema.js';
import { ContentCache } from './lib/content-cache.js';
import { PdfRenderer, workerScriptBeside } from './lib/pdf/pdf-renderer.js';
import type { PdfJob } from './pdf-worker.js';
import type { Logger } from './lib/logger.js';
import { noShopEvents, type ShopEvents } from './lib/shop-events.js';
import { BackOfficeService } from './modules/back-office/back-office.service.js';
import { AccessService } from './modules/auth/access.service.js';
import { CatalogAdminService } from './modules/catalog/catalog-admin.service.js';
import { RegisterUploadService } from './modules/companies/register-upload.service.js';
import { REGISTER_UPLOAD_MAX_BYTES } from '@storefront/contract';
import { ContentImageStore } from './modules/content/content-image-upload.js';
import { SellerFacsimileService } from './modules/settings/seller-facsimile.service.js';
import { SellerService } from './modules/settings/seller.service.js';
import { ContentAdminService } from './modules/content/content-admin.service.js';
import { SiteBlocksService } from './modules/content/site-blocks.service.js';
import { SiteTextsService } from './modules/settings/site-texts.service.js';
import { LoginService } from './modules/auth/login.service.js';
import { ManagerAccountService } from './modules/auth/manager-account.service.js';
import { PasswordResetService } from './modules/auth/password-reset.service.js';
import { ProfileService } from './modules/auth/profile.service.js';
import { RegistrationService } from './modules/auth/registration.service.js';
import { SessionService } from './modules/auth/session.service.js';
import { HumanCheckService } from './modules/human-check/human-check.service.js';
import { CalendarService } from './modules/calendar/calendar.service.js';
import { CartService } from './modules/cart/cart.service.js';
import { CatalogPdfService } from './modules/catalog/catalog-pdf.service.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import type { CompanySearch } from './modules/companies/company-search.js';
import { CompanyService, SEARCH_CACHE_ENTRIES } from './modules/companies/company.service.js';
import { databaseCompanySearch } from './modules/companies/database-company-search.js';
import { CheckoutService } from './modules/checkout/checkout.service.js';
import { ConsultService } from './modules/consult/consult.service.js';
import { ContentService } from './modules/content/content.service.js';
import { HealthService } from './modules/health/health.service.js';
import { AuditService } from './modules/audit/audit.service.js';
import { ManagerTokenService } from './modules/impersonation/manager-token.service.js';
import { LegalEntityService } from './modules/legal-entities/legal-entity.service.js';
import { MailService } from './modules/mail/mail.service.js';
import { DocumentService } from './modules/orders/document.service.js';
import { DocumentStore } from './modules/orders/document-store.js';
import { OrderMailService } from './modules/orders/order-mails.service.js';
import { OrderQueryService } from './modules/orders/order-queries.service.js';
import { OrderService } from './modules/orders/order.service.js';
import { PaymentService } from './modules/payments/payment.service.js';
import { RateLimiter } from './modules/rate-limit/rate-limit.service.js';
import { SecretService } from './modules/secrets/secret.service.js';
import {
  SettingsService,
  contentRevisionReader,
  searchRevisionReader,
} from './modules/settings/settings.service.js';
import { UserService } from './modules/users/user.service.js';
import { RatesService } from './modules/rates/rates.service.js';
import { RubleRateService } from './modules/rates/ruble-rate.service.js';
import { OutboxService } from './modules/mail/outbox.service.js';
import { UserAdminService } from './modules/users/user-admin.service.js';
import { SitemapService } from './modules/sitemap/sitemap.service.js';

/** Rendered guest pages: the shop's own, and those of addresses no page has (answered 404). */
export interface PageCache {
  pages: ContentCache;
  unknown: ContentCache;
}

/** Unknown addresses kept rendered: enough for the few a shop's own links get wrong. */
const UNKNOWN_PAGE_ENTRIES = 50;

/** The application's services, built once per app over one database. */
export interface Services {
  database: DatabaseHandle;
  /** This process's cache of the shop's content, dropped when the shared content revision moves. */
  contentCache: ContentCache;
  /**
   * This process's rendered guest pages, most recently used kept, dropped with the content: caches
   * of their own, so that many pages cannot push out the content every request reads, nor many
   * unknown addresses (a scanner's) the shop's pages.
   */
  pageCache: PageCache | undefined;
  db: Kysely<Database>;
  health: HealthService;
  locales: { resolve(asked: string | undefined): Promise<string> };
  settings: SettingsService;
  content: ContentService;
  catalog: CatalogService;
  /** The price list and the commercial offer as PDFs. */
  catalogPdfs: CatalogPdfService;
  sitemap: SitemapService;
  /** Every PDF the shop makes, on a bounded pool of worker threads (ADR 057); closed with the app. */
  pdfs: PdfRenderer<PdfJob>;
  /** The company search engine (the database's own index today; ADR 024). */
  companySearch: CompanySearch;
  companies: CompanyService;
  users: UserService;
  cart: CartService;
  /** Resolves each call's credential by its declared access (the call wiring uses it). */
  access: AccessService;
  sessions: SessionService;
  registration: RegistrationService;
  login: LoginService;
  passwordReset: PasswordResetService;
  profile: ProfileService;
  /** Manager accounts made or promoted by `npm run manager`. */
  managerAccounts: ManagerAccountService;
  /** The human check of every call that declares one (verified by the call wiring). */
  humanCheck: HumanCheckService;
  /** Limits in the shared database: `await rateLimits.enforce('consult', { client: request.ip })`. */
  rateLimits: RateLimiter;
  /** The outbox: `await mail.enqueue(trx, someMail(...))` inside the caller's unit of work. */
  mail: MailService;
  consult: ConsultService;
  legalEntities: LegalEntityService;
  orders: OrderService;
  /** The orders as the account and the back-office read them (lists, an order's page, the dashboard's figures). */
  orderQueries: OrderQueryService;
  /** Card payments through the configured provider: startPayment, latestPayment, checkPayment (ADR 029). */
  payments: PaymentService;
  documents: DocumentService;
  /** Save-order, the order's pages and their payments. */
  checkout: CheckoutService;
  /** Tokens with which a manager acts as a customer. */
  managerTokens: ManagerTokenService;
  audit: AuditService;
  /** The Russian production calendar: `addWorkingDays(fromDay, days)`, `today()` in Moscow. */
  calendar: CalendarService;
  /** Delivered documents uploaded by the back-office, checked and stored under DOCUMENTS_DIR. */
  documentStore: DocumentStore;
  /** The back-office's shell and dashboard. */
  backOffice: BackOfficeService;
  /** The rouble rate's screen, manual rates and the Central Bank's import. */
  rates: RatesService;
  /** The catalog as the back-office edits it: every row with its texts, each write audited. */
  catalogAdmin: CatalogAdminService;
  /** Register files uploaded in the back-office, imported in the background. */
  registerUploads: RegisterUploadService;
  /** The seller's requisites and facsimile as administrators keep them (ADR 058, ADR 059). */
  seller: SellerService;
  /** The back-office's customers and staff (ADR 034). */
  userAdmin: UserAdminService;
  /** The mail outbox as the back-office shows it: its pages, a mail, a retry (ADR 039). */
  outbox: OutboxService;
  registerUploadMaxBytes: number;
  /** The back-office's pages, articles, FAQ and their pictures (ADR 036), each write audited. */
  contentAdmin: ContentAdminService;
  /** The shop's editable texts: translations, menus, contacts and phone masks, each write audited. */
  siteTexts: SiteTextsService;
  /** The home page's blocks as the back-office edits them (ADR 040), each write audited. */
  siteBlocks: SiteBlocksService;
}

/**
 * `maintenance`: connections without request timeouts (PostgreSQL's statement and query timeouts
 * would cut a register import's index builds), for the back-office's register imports.
 */
export function createServices(
  config: AppConfig,
  database: DatabaseHandle,
  log: Logger,
  maintenance: DatabaseHandle = database,
  /** Told what happens (orders placed and paid, refused notifications, mails): the metrics. */
  events: ShopEvents = noShopEvents,
): Services {
  const { db } = database;
  const cache = new ContentCache(contentRevisionReader(db), config.contentCacheTtlMs);
  const content = new ContentService(db, cache);
  const calendar = new CalendarService(db, cache);
  const settings = new SettingsService(db, cache, content, new RubleRateService(db, cache), {
    paymentMethods: config.payments.methods,
    // A production shop allowed the demo's settings says so on every page, as the demo does.
    demo: config.mode === 'demo' || config.demoOverrides.length > 0,
  });
  const catalog = new CatalogService(db, cache, content, settings);
  const mail = new MailService(db, database.dialect, config.mail, settings, log, events);
  const legalEntities = new LegalEntityService(db);
  const companySearch = databaseCompanySearch(db);
  const orders = new OrderService(db, legalEntities, calendar, events);
  const users = new UserService(db, { settings, orders });
  const cart = new CartService(db, { settings, catalog });
  const rateLimits = new RateLimiter(db, config.rateLimits);
  const sessions = new SessionService(db, { users, limits: config.sessions });
  const audit = new AuditService(db);
  const managerTokens = new ManagerTokenService(db, { users, audit, publicUrl: config.publicUrl });
  const login = new LoginService({ users, sessions, cart, rateLimits });
  const passwordReset = new PasswordResetService(db, {
    users,
    sessions,
    managerTokens,
    settings,
    mail,
    publicUrl: config.publicUrl,
  });
  const pdfs = new PdfRenderer<PdfJob>({
    script: workerScriptBeside(import.meta.url, 'pdf-worker'),
    threads: config.pdf.workers,
    queueMax: config.pdf.queueMax,
  });
  const documentStore = new DocumentStore(config.documentsDir, config.documentMaxBytes);
  const documents = new DocumentService(db, {
    storageDir: config.documentsDir,
    pdfs,
    paymentDays: config.orders.unpaidCancelDays,
    countryNames: (language) => content.countryNames(language),
    store: documentStore,
    orders,
  });
  const payments = new PaymentService(db, {
    orders,
    settings,
    secrets: new SecretService(db),
    rateLimits,
    users,
    mail,
    config: config.payments,
    publicUrl: config.publicUrl,
    log,
    events,
  });
  // The order's life marks refunds due and records bank transfers through its payments.
  orders.usePayments(payments);
  const orderQueries = new OrderQueryService(db, { legalEntities, payments, mail, users });
  const consult = new ConsultService(db, mail, log);
  // The order's life mails its customer and the managers: wired here, once everything they read exists.
  const orderMails = new OrderMailService({ orders, settings, mail, publicUrl: config.publicUrl });
  orders.useMails(orderMails);
  const checkout = new CheckoutService(db, {
    cart,
    catalog,
    orders,
    orderQueries,
    orderMails,
    documents,
    users,
    sessions,
    passwordReset,
    legalEntities,
    settings,
    mail,
    payments,
    publicUrl: config.publicUrl,
    paymentMethods: config.payments.methods,
  });
  const catalogAdmin = new CatalogAdminService(db);
  const registerUploads = new RegisterUploadService(
    maintenance.db,
    maintenance === database ? companySearch : databaseCompanySearch(maintenance.db),
    log,
  );
  const siteTexts = new SiteTextsService(db, content);
  return {
    contentCache: cache,
    pageCache:
      config.pageCacheEntries > 0
        ? {
            pages: new ContentCache(
              contentRevisionReader(db),
              config.contentCacheTtlMs,
              config.pageCacheEntries,
            ),
            unknown: new ContentCache(
              contentRevisionReader(db),
              config.contentCacheTtlMs,
              UNKNOWN_PAGE_ENTRIES,
            ),
          }
        : undefined,
    database,
    db,
    health: new HealthService(database, config.healthReadyTimeoutMs),
    locales: { resolve: (asked) => settings.resolveLocale(asked) },
    settings,
    content,
    catalog,
    catalogPdfs: new CatalogPdfService({ catalog, content, settings, cache, pdfs, rateLimits }),
    sitemap: new SitemapService(db, cache, config.publicUrl),
    pdfs,
    companySearch,
    companies: new CompanyService(db, companySearch, {
      content,
      catalog,
      cache: new ContentCache(searchRevisionReader(db), config.contentCacheTtlMs, SEARCH_CACHE_ENTRIES),
    }),
    users,
    cart,
    access: new AccessService({ sessions, managerTokens }),
    sessions,
    registration: new RegistrationService({
      users,
      sessions,
      login,
      cart,
      settings,
      mail,
      publicUrl: config.publicUrl,
    }),
    login,
    passwordReset,
    profile: new ProfileService({ users, settings, sessions, managerTokens, mail, rateLimits }),
    managerAccounts: new ManagerAccountService(db, { users, sessions }),
    humanCheck: new HumanCheckService(db, config.humanCheck, new SecretService(db), rateLimits),
    rateLimits,
    mail,
    consult,
    legalEntities,
    orders,
    orderQueries,
    payments,
    documents,
    checkout,
    managerTokens,
    audit,
    calendar,
    documentStore,
    backOffice: new BackOfficeService(db, {
      orders: orderQueries,
      consult,
      rates: settings.rubleRates,
      settings,
      users,
      environment: {
        mode: config.mode,
        paymentProvider: config.payments.provider,
        testPayments:
          config.payments.provider === 'sandbox' ||
          (config.payments.provider === 'robokassa' && config.payments.robokassa.isTest),
        mailConfigured: config.mail.smtpUrl !== undefined,
      },
    }),
    rates: new RatesService(db, {
      rates: settings.rubleRates,
      users,
      mail,
      config: config.rates,
      log,
    }),
    seller: new SellerService(db, {
      siteTexts,
      facsimiles: new SellerFacsimileService(db),
      checkFacsimileRenders: (dataUrl) => documents.checkFacsimileRenders(dataUrl),
    }),
    userAdmin: new UserAdminService(db, {
      users,
      orders: orderQueries,
      legalEntities,
      sessions,
      managerTokens,
      passwordReset,
      settings,
      mail,
    }),
    catalogAdmin,
    registerUploads,
    registerUploadMaxBytes: REGISTER_UPLOAD_MAX_BYTES,
    // Only the demo shows mails whole: a real shop's carry its customers' live links.
    outbox: new OutboxService(db, { demo: config.mode === 'demo', attachments: mail }),
    // Pictures for pages, articles and answers, checked and stored under UPLOADS_DIR/content.
    contentAdmin: new ContentAdminService(
      db,
      new ContentImageStore(config.uploadsDir, config.contentImageMaxBytes),
    ),
    siteTexts,
    siteBlocks: new SiteBlocksService(db),
  };
}
