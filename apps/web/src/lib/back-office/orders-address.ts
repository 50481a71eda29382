import {
  adminOrderSorts,
  orderStatuses,
  type OrderStatusName,
  paymentMethodIds,
  type PaymentMethodId,
} from '@storefront/contract';
import { backOfficePaths } from '@/config/back-office-paths';
export type AdminOrderSort = (typeof adminOrderSorts)[number];

/** The list's view as the address keeps it: a link or Back restores it. */
export interface AdminOrdersView {
  page: number;
  sort: AdminOrderSort;
  dir: 'asc' | 'desc';
  status?: OrderStatusName;
  created_from?: string;
  created_to?: string;
  payment_method?: PaymentMethodId;
  overdue: boolean;
  /** Only orders waiting for fulfilment (paid or in work), as the dashboard counts them. */
  awaiting: boolean;
  q?: string;
  /** Only this customer's orders (the link from a customer's page). */
  customer?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The view from the address's search parameters; anything unknown is left out. */
export function parseAdminOrdersView(params: URLSearchParams): AdminOrdersView {
  const page = Number(params.get('page'));
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  const q = params.get('q')?.trim().slice(0, 255);
  const customer = Number(params.get('customer'));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: oneOf(adminOrderSorts, params.get('sort')) ?? 'created',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    status: oneOf(orderStatuses, params.get('status')),
    created_from: day('created_from'),
    created_to: day('created_to'),
    payment_method: oneOf(paymentMethodIds, params.get('payment_method')),
    overdue: params.get('overdue') === '1',
    awaiting: params.get('awaiting') === '1',
    q: q || undefined,
    customer: Number.isSafeInteger(customer) && customer > 0 ? customer : undefined,
  };
}

/** The address's search parameters of a view: defaults left out, so addresses stay short. */
export function adminOrdersSearch(view: AdminOrdersView): string {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.customer) params.set('customer', String(view.customer));
  if (view.status) params.set('status', view.status);
  if (view.created_from) params.set('created_from', view.created_from);
  if (view.created_to) params.set('created_to', view.created_to);
  if (view.payment_method) params.set('payment_method', view.payment_method);
  if (view.overdue) params.set('overdue', '1');
  if (view.awaiting) params.set('awaiting', '1');
  if (view.sort !== 'created') params.set('sort', view.sort);
  if (view.dir !== 'desc') params.set('dir', view.dir);
  if (view.page > 1) params.set('page', String(view.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The orders list's address with these filters and the defaults otherwise (the dashboard's cards). */
export function adminOrdersPath(filters: Partial<AdminOrdersView>): string {
  const view = { ...parseAdminOrdersView(new URLSearchParams()), ...filters };
  return `${backOfficePaths.adminOrders}${adminOrdersSearch(view)}`;
}
