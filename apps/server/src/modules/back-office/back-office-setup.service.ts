import type { AdminSetup, SellerRequisites, SetupItemState, ShopMode } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import type { AuditService } from '../audit/audit.service.js';
import { type SettingsService, sellerIn } from '../settings/settings.service.js';
import type { SiteTextsService } from '../settings/site-texts.service.js';
import type { UserService } from '../users/user.service.js';
import type { ManagerCall } from './back-office-orders.service.js';
import { publishManagerWrite } from './back-office-texts.service.js';
import { hasCatalogue, hasOrder } from './setup-queries.js';

/** What the checklist knows of the server's environment (the provider and mail are set there). */
export interface SetupEnvironment {
  mode: ShopMode;
  /** PAYMENT_PROVIDER, null for none. */
  paymentProvider: string | null;
  /** The provider takes no money (the sandbox, Robokassa's test mode). */
  testPayments: boolean;
  /** SMTP_URL is set. */
  mailConfigured: boolean;
}

/** The contacts every page and mail shows (the second phone is optional). */
const CONTACT_SETTINGS = ['sitename', 'phone', 'phone_link', 'email', 'address'] as const;

/**
 * A shop's set-up (docs/decisions/058-demo-and-production.md): the dashboard's checklist of what a
 * real shop must have before it sells, and the seller's requisites that invoices and acts carry.
 */
export class BackOfficeSetupService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: {
      settings: SettingsService;
      siteTexts: SiteTextsService;
      users: UserService;
      audit: AuditService;
      environment: SetupEnvironment;
    },
  ) {}

  async checklist(): Promise<AdminSetup> {
    const { settings, users, environment } = this.deps;
    const [administrators, seller, shop, rate, catalogue, order, paymentMethods] = await Promise.all([
      users.administratorEmails(this.db),
      settings.seller(),
      settings.publicSettings('ru-RU'),
      settings.rubleRates.inForce(),
      hasCatalogue(this.db),
      hasOrder(this.db),
      settings.paymentMethods(),
    ]);
    const provider = environment.paymentProvider;
    const item = (key: SetupItemState['key'], done: boolean, detail: string | null = null) => ({
      key,
      done,
      detail,
    });
    const items: SetupItemState[] = [
      item('administrator', administrators.length > 0),
      item('seller', seller !== null),
      item(
        'contacts',
        CONTACT_SETTINGS.every((key) => shop.settings[key].trim() !== ''),
      ),
      item('rate', rate !== null, rate?.rate ?? null),
      item('catalogue', catalogue),
      // A provider that takes no money is the demo's; a real shop is not set up with it.
      item(
        'payments',
        provider !== null && (environment.mode === 'demo' || !environment.testPayments),
        provider === null ? null : `${provider}${environment.testPayments ? ' (test)' : ''}`,
      ),
      item('mail', environment.mailConfigured),
      item('test_order', order),
    ];
    return {
      mode: environment.mode,
      complete: items.every((entry) => entry.done),
      items,
      payment_methods: paymentMethods,
    };
  }

  seller(): Promise<SellerRequisites | null> {
    return sellerIn(this.db);
  }

  /** Keeps the seller's requisites with their audit row; documents issued before keep theirs. */
  async saveSeller(write: Write, call: ManagerCall, input: SellerRequisites): Promise<SellerRequisites> {
    return write(async (trx) => {
      const saved = await this.deps.siteTexts.saveSeller(trx, input);
      await publishManagerWrite(this.deps.audit, trx, {
        call,
        entity: 'setting',
        entityId: 'seller',
        change: saved,
      });
      return saved.seller;
    });
  }
}
