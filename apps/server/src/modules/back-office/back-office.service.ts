import {
  type AdminDashboard,
  type AdminMe,
  type AdminSetup,
  DASHBOARD_OVERDUE_LISTED,
  DASHBOARD_REFUNDS_LISTED,
  type SetupItemState,
  type ShopMode,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import type { ConsultService } from '../consult/consult.service.js';
import type { OrderQueryService } from '../orders/order-queries.service.js';
import type { RubleRateService } from '../rates/ruble-rate.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { UserService } from '../users/user.service.js';
import { refundsToMake } from './refund-queries.js';
import { hasCatalog, hasOrder } from './setup-queries.js';

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
 * The back-office's own reads that span modules: who is signed in, the dashboard, and the set-up
 * checklist. Each figure comes from the module that owns its table, through its service, or from
 * this module's read models.
 */
export class BackOfficeService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: {
      orders: OrderQueryService;
      consult: ConsultService;
      rates: RubleRateService;
      settings: SettingsService;
      users: UserService;
      environment: SetupEnvironment;
    },
  ) {}

  /** The staff member of the session, as the back-office's header shows them. */
  me(staff: UserRow): AdminMe {
    return {
      id: staff.id,
      email: staff.email,
      first_name: staff.first_name,
      role: staff.role === 'admin' ? 'admin' : 'manager',
    };
  }

  /** The dashboard for the Moscow day of `now`. */
  async dashboard(now = new Date()): Promise<AdminDashboard> {
    const figures = await this.deps.orders.dashboardFigures(now, DASHBOARD_OVERDUE_LISTED);
    const [consultations, lastImport, refunds] = await Promise.all([
      this.deps.consult.countReceivedBetween(figures.dayStart, figures.dayEnd),
      this.deps.rates.lastImport(),
      refundsToMake(this.db, DASHBOARD_REFUNDS_LISTED),
    ]);
    return {
      day: figures.day,
      orders_today: figures.ordersToday,
      revenue_today: { eur_cents: figures.paidToday.cents, rub: figures.paidToday.rub },
      revenue_month: { eur_cents: figures.paidThisMonth.cents, rub: figures.paidThisMonth.rub },
      awaiting_fulfilment: figures.awaitingFulfilment,
      overdue: figures.overdueCount,
      overdue_orders: figures.overdue.map((order) => ({
        id: order.id,
        number: order.number,
        email: order.email,
        customer: order.customer,
        status: order.status,
        expected_date: order.expectedDate,
        total_eur_cents: order.totalCents,
      })),
      consultations_today: consultations,
      rate_import_failure:
        lastImport?.status === 'failed'
          ? { day: lastImport.day, started_at: lastImport.started_at, error: lastImport.error ?? '' }
          : null,
      refunds_due: refunds,
    };
  }

  /**
   * The dashboard's checklist (docs/decisions/058-demo-and-production.md): what a real shop must
   * have before it sells.
   */
  async setup(): Promise<AdminSetup> {
    const { settings, users, rates, environment } = this.deps;
    const [administrators, seller, shop, rate, catalog, order, paymentMethods] = await Promise.all([
      users.administratorEmails(this.db),
      settings.seller(),
      settings.publicSettings('ru-RU'),
      rates.inForce(),
      hasCatalog(this.db),
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
      item('catalogue', catalog),
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
}
