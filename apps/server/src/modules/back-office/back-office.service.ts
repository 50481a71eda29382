import {
  type AdminDashboard,
  type AdminMe,
  DASHBOARD_OVERDUE_LISTED,
  DASHBOARD_REFUNDS_LISTED,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import type { ConsultService } from '../consult/consult.service.js';
import type { OrderService } from '../orders/order.service.js';
import type { RubleRateService } from '../settings/ruble-rate.service.js';
import { refundsToMake } from './refund-queries.js';

/**
 * The back-office's own reads that span modules: who is signed in, and the dashboard.
 * Each figure comes from the module that owns its table, through its service.
 */
export class BackOfficeService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: { orders: OrderService; consult: ConsultService; rates: RubleRateService },
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
      this.deps.consult.countReceivedBetween(this.db, figures.dayStart, figures.dayEnd),
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
}
