import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config/env.js';
import type { DatabaseHandle } from './db/database.js';
import type { Database } from './db/schema.js';
import { ContentCache } from './lib/content-cache.js';
import { AccountService } from './modules/auth/account.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { HumanCheckService } from './modules/captcha/captcha.service.js';
import { ManagerTokenService } from './modules/impersonation/manager-token.service.js';
import { CartService } from './modules/cart/cart.service.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { ConsultService } from './modules/consult/consult.service.js';
import { ContentService } from './modules/content/content.service.js';
import { DocumentService } from './modules/documents/document.service.js';
import { LegalEntityService } from './modules/legal-entities/legal-entity.service.js';
import { MailService } from './modules/mail/mail.service.js';
import { OrderService } from './modules/orders/order.service.js';
import { RateLimiter } from './modules/rate-limit/rate-limit.service.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { UserService } from './modules/users/user.service.js';

/** The application's services, built once per app over one database. */
export interface Services {
  database: DatabaseHandle;
  db: Kysely<Database>;
  cache: ContentCache;
  locales: { resolve(asked: string | undefined): Promise<string> };
  settings: SettingsService;
  content: ContentService;
  catalog: CatalogService;
  auth: AuthService;
  users: UserService;
  cart: CartService;
  /** The human check every form with a `token` passes: `await humanCheck.verify(body.token)`. */
  humanCheck: HumanCheckService;
  /** Per-IP limits in the shared database: `await rateLimits.enforce('consult', request.ip)`. */
  rateLimits: RateLimiter;
  /** The outbox: `await mail.enqueue(trx, someMail(...))` inside the caller's transaction. */
  mail: MailService;
  consult: ConsultService;
  legalEntities: LegalEntityService;
  orders: OrderService;
  documents: DocumentService;
  /** Registration, login, password reset and the profile. */
  accounts: AccountService;
  /** Tokens with which a manager acts as a customer. */
  managerTokens: ManagerTokenService;
}

export function createServices(
  config: AppConfig,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Services {
  const { db } = database;
  const cache = new ContentCache(db, config.contentCacheTtlMs);
  const settings = new SettingsService(db, cache);
  const content = new ContentService(db, cache);
  const mail = new MailService(db, database.dialect, config.mail, settings, log);
  const users = new UserService(db, settings);
  const cart = new CartService(db, settings);
  const rateLimits = new RateLimiter(db, config.rateLimits);
  const auth = new AuthService(db);
  return {
    database,
    db,
    cache,
    locales: { resolve: (asked) => settings.resolveLocale(asked) },
    settings,
    content,
    catalog: new CatalogService(db, cache, content, settings),
    auth,
    users,
    cart,
    humanCheck: new HumanCheckService(db, config.humanCheck),
    rateLimits,
    mail,
    consult: new ConsultService(db, mail, log),
    legalEntities: new LegalEntityService(db),
    orders: new OrderService(db),
    documents: new DocumentService(db, config.documentsDir),
    accounts: new AccountService(db, {
      users,
      cart,
      settings,
      mail,
      rateLimits,
      publicUrl: config.publicUrl,
    }),
    managerTokens: new ManagerTokenService(db, { auth, publicUrl: config.publicUrl }),
  };
}
