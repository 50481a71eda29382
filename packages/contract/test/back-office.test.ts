import { describe, expect, it } from 'vitest';
import { calls } from '../src/registry.js';
import {
  adminDashboardCall,
  adminMeCall,
  DASHBOARD_OVERDUE_LISTED,
  DASHBOARD_REFUNDS_LISTED,
} from '../src/calls/back-office.js';
import { isMessageKey } from '../src/messages.js';

const dashboard = {
  day: '2026-06-11',
  orders_today: 3,
  revenue_today: { eur_cents: 12_345, rub: 12_154 },
  revenue_month: { eur_cents: 99_000, rub: 97_466 },
  awaiting_fulfilment: 2,
  overdue: 1,
  overdue_orders: [
    {
      id: 7,
      number: 'RD-000007',
      email: 'ivan@example.test',
      customer: 'ООО «Покупатель»',
      status: 'in_progress',
      expected_date: '2026-06-10',
      total_eur_cents: 4_500,
    },
  ],
  consultations_today: 0,
  rate_import_failure: null,
  refunds_due: {
    count: 1,
    payments: [
      {
        payment_id: 31,
        order_id: 9,
        number: 'RD-000009',
        amount_rub: 1_162,
        reason: 'RefundPaidTwice',
        refund_due_at: '2026-06-10T08:00:00.000Z',
        provider: 'sandbox',
        test: true,
      },
    ],
  },
};

describe('the back-office shell calls', () => {
  it('are calls under /api/admin/ for managers, refusing with known keys', () => {
    expect(calls.adminMe).toBe(adminMeCall);
    expect(calls.adminDashboard).toBe(adminDashboardCall);
    expect(adminDashboardCall).toMatchObject({
      method: 'POST',
      path: '/api/admin/dashboard',
      access: 'manager',
    });
    expect(adminMeCall).toMatchObject({ path: '/api/admin/me', access: 'manager', writes: false });
    for (const key of ['ManagerOnly', 'AdminOnly']) expect(isMessageKey(key)).toBe(true);
  });

  it('answers money as whole cents and roubles, never fractions', () => {
    expect(adminDashboardCall.answer.parse(dashboard)).toEqual(dashboard);
    for (const broken of [
      { ...dashboard, revenue_today: { eur_cents: 123.45, rub: 1 } },
      { ...dashboard, revenue_month: { eur_cents: 1, rub: -1 } },
      { ...dashboard, day: '11.06.2026' },
      { ...dashboard, overdue_orders: Array(DASHBOARD_OVERDUE_LISTED + 1).fill(dashboard.overdue_orders[0]) },
      {
        ...dashboard,
        refunds_due: { count: 1, payments: [{ ...dashboard.refunds_due.payments[0]!, amount_rub: 11.62 }] },
      },
      {
        ...dashboard,
        refunds_due: {
          count: DASHBOARD_REFUNDS_LISTED + 1,
          payments: Array(DASHBOARD_REFUNDS_LISTED + 1).fill(dashboard.refunds_due.payments[0]),
        },
      },
    ])
      expect(adminDashboardCall.answer.safeParse(broken).success).toBe(false);
  });

  it('names the staff member with a staff role only', () => {
    const me = { id: 1, email: 'boss@shop.test', first_name: null, role: 'admin' };
    expect(adminMeCall.answer.parse(me)).toEqual(me);
    expect(adminMeCall.answer.safeParse({ ...me, role: 'customer' }).success).toBe(false);
  });
});
