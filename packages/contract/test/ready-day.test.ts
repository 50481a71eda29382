import { describe, expect, it } from 'vitest';
import { orderReadyDay } from '../src/rules/ready-day.js';

describe("an order's ready day", () => {
  const set = { date: '2026-12-04', estimate: false };

  it('is none before the payment: the working days count from it', () => {
    expect(orderReadyDay('awaiting_payment', set)).toBeNull();
    expect(orderReadyDay('awaiting_payment', { date: null, estimate: false })).toBeNull();
  });

  it('is the day set at payment while the order is paid, in progress or completed', () => {
    for (const status of ['paid', 'in_progress', 'completed'] as const)
      expect(orderReadyDay(status, set)).toEqual(set);
    expect(orderReadyDay('paid', { date: '2027-01-11', estimate: true })).toEqual({
      date: '2027-01-11',
      estimate: true,
    });
  });

  it('is none for a cancelled order, paid before or not', () => {
    expect(orderReadyDay('cancelled', set)).toBeNull();
  });
});
