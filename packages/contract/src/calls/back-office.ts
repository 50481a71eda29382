import { z } from 'zod';
import { authKeyField, emptyObject } from '../common.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';

/** The staff roles of the back-office (docs/decisions/032-back-office-shell-and-roles.md). */
export const staffRoles = ['manager', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * Who is signed in to the back-office: the shell's header names them and its menu shows what the
 * role may open. A customer's key answers 403 ManagerOnly, no key or a manager token 401.
 */
export const adminMeCall = defineCall(routes.adminMe, {
  body: z.object({ auth_key: authKeyField }),
  query: emptyObject,
  answer: z.object({
    id: z.number().int().positive(),
    email: z.string(),
    first_name: z.string().nullable(),
    role: z.enum(staffRoles),
  }),
});
export type AdminMe = z.infer<typeof adminMeCall.answer>;

/** A sum of money in both currencies, as whole cents and whole roubles (never floats). */
export const moneyTotal = z.object({
  eur_cents: z.number().int().nonnegative(),
  rub: z.number().int().nonnegative(),
});
export type MoneyTotal = z.infer<typeof moneyTotal>;

/** An order past its expected day, as the dashboard lists it (the oldest expected day first). */
export const overdueOrder = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  email: z.string(),
  customer: z.string(),
  status: z.enum(['paid', 'in_progress']),
  /** YYYY-MM-DD: the day the documents were expected. */
  expected_date: z.string(),
  total_eur_cents: z.number().int().nonnegative(),
});
export type OverdueOrder = z.infer<typeof overdueOrder>;

/** How many overdue orders the dashboard names at most (the count covers them all). */
export const DASHBOARD_OVERDUE_LISTED = 10;

/**
 * A payment the shop must return and its provider has not reported refunded yet: a paid order a
 * manager cancelled, or money that came for an order paid already or cancelled (oldest first).
 */
export const refundToMake = z.object({
  payment_id: z.number().int().positive(),
  order_id: z.number().int().positive(),
  number: z.string(),
  amount_rub: z.number().int().nonnegative(),
  /** The manager's words when they cancelled the paid order, or a message key (`refundReasonKeys`). */
  reason: z.string().nullable(),
  refund_due_at: z.string(),
  provider: z.string(),
  /** Made through a provider that takes no money: nothing to return in fact. */
  test: z.boolean(),
});
export type RefundToMake = z.infer<typeof refundToMake>;

/** How many refunds to make the dashboard names at most (the count covers them all). */
export const DASHBOARD_REFUNDS_LISTED = 20;

/**
 * The back-office's first screen, counted in the shop's time zone (Moscow):
 * orders placed today (any status); revenue of the orders paid today and this month (paid at in
 * that day or month, cancelled ones left out); orders waiting for fulfilment (paid or in work);
 * overdue ones (in work or waiting, their expected day before today) with the oldest named; the
 * consultation requests received today; a failed rate import, which needs an administrator; and
 * the payments to refund.
 */
export const adminDashboardCall = defineCall(routes.adminDashboard, {
  body: z.object({ auth_key: authKeyField }),
  query: emptyObject,
  answer: z.object({
    /** YYYY-MM-DD: the Moscow day the figures are for. */
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    orders_today: z.number().int().nonnegative(),
    revenue_today: moneyTotal,
    revenue_month: moneyTotal,
    awaiting_fulfilment: z.number().int().nonnegative(),
    overdue: z.number().int().nonnegative(),
    overdue_orders: z.array(overdueOrder).max(DASHBOARD_OVERDUE_LISTED),
    consultations_today: z.number().int().nonnegative(),
    /**
     * The Central Bank's rate import, when its latest run failed (the shop keeps pricing in the last
     * rate): the Moscow day it ran on, when, and why. Null when it last succeeded or never ran.
     */
    rate_import_failure: z.object({ day: z.string(), started_at: z.string(), error: z.string() }).nullable(),
    /** Refunds to make: how many, and the oldest of them. */
    refunds_due: z.object({
      count: z.number().int().nonnegative(),
      payments: z.array(refundToMake).max(DASHBOARD_REFUNDS_LISTED),
    }),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardCall.answer>;
