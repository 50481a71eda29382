import { adminOrderSorts, orderStatuses, paymentMethodIds } from '@storefront/contract';
import { backOfficePaths } from '@/config/back-office-paths';
import {
  type AddressState,
  choice,
  choiceOr,
  day,
  direction,
  flag,
  id,
  listAddress,
  page,
  text,
} from './list-state';

export type AdminOrderSort = (typeof adminOrderSorts)[number];

/**
 * The orders list's view as the address keeps it (a link or Back restores it); the dashboard's
 * cards link into it, so it lives with the kit rather than in the orders section.
 */
export const adminOrdersAddress = listAddress(backOfficePaths.adminOrders, {
  q: text(),
  /** Only this customer's orders (the link from a customer's page). */
  customer: id,
  status: choice(orderStatuses),
  created_from: day,
  created_to: day,
  payment_method: choice(paymentMethodIds),
  overdue: flag,
  /** Only orders waiting for fulfilment (paid or in work), as the dashboard counts them. */
  awaiting: flag,
  sort: choiceOr(adminOrderSorts, 'created'),
  dir: direction(),
  page,
});
export type AdminOrdersView = AddressState<typeof adminOrdersAddress>;

/** The orders list's address with these filters and the defaults otherwise (the dashboard's cards). */
export const adminOrdersPath = (filters: Partial<AdminOrdersView>): string =>
  adminOrdersAddress.href(filters);
