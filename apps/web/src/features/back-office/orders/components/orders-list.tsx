import { formatDate, formatEuro, formatRuble, orderStatuses, paymentMethodIds } from '@storefront/contract';
import { type FormEvent, useId, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { Pagination } from '@/components/pagination/pagination';
import { backOfficePaths } from '@/config/back-office-paths';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrderRow, useAdminOrders } from '../api/get-admin-orders';
import {
  type AdminOrderSort,
  type AdminOrdersView,
  adminOrdersSearch,
} from '@/lib/back-office/orders-address';
import { type DataColumns, DataTable } from '@/components/back-office/data-table';
import { ORDER_STATUS_KEYS, OverdueBadge, PAYMENT_METHOD_KEYS, StatusBadge } from './order-badges';
import styles from './orders.module.css';

const listPath = (view: AdminOrdersView) => `${backOfficePaths.adminOrders}${adminOrdersSearch(view)}`;

/**
 * A column header that sorts the list on the server: the first click sorts the column down
 * (newest, largest first), the next reverses it. The state is named for screen readers.
 */
function SortHeader({
  view,
  sort,
  label,
  t,
}: {
  view: AdminOrdersView;
  sort: AdminOrderSort;
  label: string;
  t: Translate;
}) {
  const active = view.sort === sort;
  const dir = active && view.dir === 'desc' ? 'asc' : 'desc';
  const state = active ? t(view.dir === 'asc' ? 'AdminSortedAsc' : 'AdminSortedDesc') : '';
  return (
    <Link
      to={listPath({ ...view, sort, dir, page: 1 })}
      className={styles.sort}
      aria-label={[label, state, t(dir === 'asc' ? 'AdminSortAsc' : 'AdminSortDesc')]
        .filter(Boolean)
        .join('. ')}
    >
      {label}
      <span aria-hidden="true" className={active ? styles.sortActive : styles.sortIdle}>
        {active ? (view.dir === 'asc' ? '▲' : '▼') : '↕'}
      </span>
    </Link>
  );
}

function orderColumns(t: Translate, lang: string, view: AdminOrdersView): DataColumns<AdminOrderRow> {
  const sortable = (sort: AdminOrderSort, key: string) => () => (
    <SortHeader view={view} sort={sort} label={t(key)} t={t} />
  );
  return [
    {
      id: 'number',
      accessorKey: 'number',
      header: sortable('number', 'AdminOrderNumber'),
      cell: ({ row }) => (
        <Link to={backOfficePaths.adminOrder(String(row.original.id))} className={styles.number}>
          {row.original.number}
        </Link>
      ),
    },
    {
      id: 'created',
      accessorKey: 'created_at',
      header: sortable('created', 'AdminPlacedAt'),
      cell: ({ row }) =>
        formatDate(row.original.created_at, lang, { withTime: true, timeZone: 'Europe/Moscow' }),
    },
    {
      id: 'customer',
      accessorKey: 'customer',
      header: () => t('AdminCustomer'),
      cell: ({ row }) => (
        <span className={styles.stack}>
          <span>{row.original.customer.name}</span>
          <span className={styles.muted}>{row.original.customer.email}</span>
          {row.original.yur_name ? (
            <span className={styles.muted}>
              {row.original.yur_name}
              {row.original.yur_inn ? `, ${t('AdminInn')} ${row.original.yur_inn}` : ''}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: sortable('status', 'Status'),
      cell: ({ row }) => (
        <span className={styles.stack}>
          <StatusBadge status={row.original.status} awaitingShipment={row.original.awaiting_shipment} />
          <span className={styles.muted}>{t(PAYMENT_METHOD_KEYS[row.original.payment_method])}</span>
        </span>
      ),
    },
    {
      id: 'items',
      accessorKey: 'items_count',
      header: () => t('AdminDelivered'),
      cell: ({ row }) => `${row.original.items_delivered} / ${row.original.items_count}`,
    },
    {
      id: 'expected',
      accessorKey: 'expected_date',
      header: sortable('expected_date', 'AdminExpectedDate'),
      cell: ({ row }) => (
        <span className={styles.stack}>
          <span>{row.original.expected_date ? formatDate(row.original.expected_date, lang) : '—'}</span>
          {row.original.overdue ? <OverdueBadge /> : null}
        </span>
      ),
    },
    {
      id: 'total',
      accessorKey: 'total_eur',
      header: sortable('total', 'Total'),
      cell: ({ row }) => (
        <span className={`${styles.stack} ${styles.money}`}>
          <span>{formatEuro(row.original.total_eur, lang)}</span>
          <span className={styles.muted}>{formatRuble(row.original.total_rub, lang)}</span>
        </span>
      ),
    },
  ];
}

/** The search and filters: a GET form whose values become the address (Back restores them). */
function OrdersFilters({ view }: { view: AdminOrdersView }) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' && value.trim() ? value.trim() : undefined;
    };
    navigate(
      listPath({
        ...view,
        page: 1,
        q: text('q'),
        status: text('status') as AdminOrdersView['status'],
        created_from: text('created_from'),
        created_to: text('created_to'),
        payment_method: text('payment_method') as AdminOrdersView['payment_method'],
        overdue: data.get('overdue') === '1',
        awaiting: data.get('awaiting') === '1',
        customer: data.get('customer') ? view.customer : undefined,
      }),
    );
  };
  // Keyed by the address, so Back shows the filters of the view it restores.
  return (
    <form
      key={adminOrdersSearch(view)}
      className={styles.filters}
      role="search"
      aria-label={t('AdminOrdersFilters')}
      onSubmit={submit}
      data-testid="admin-orders-filters"
    >
      <div className={`${styles.filter} ${styles.search}`}>
        <label htmlFor={`${id}-q`}>{t('AdminOrdersSearch')}</label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={view.q ?? ''}
          maxLength={255}
          placeholder={t('AdminOrdersSearchWhat')}
        />
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-status`}>{t('Status')}</label>
        <select id={`${id}-status`} name="status" defaultValue={view.status ?? ''}>
          <option value="">{t('AdminAny')}</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {t(ORDER_STATUS_KEYS[status])}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-pm`}>{t('AdminPaymentMethod')}</label>
        <select id={`${id}-pm`} name="payment_method" defaultValue={view.payment_method ?? ''}>
          <option value="">{t('AdminAny')}</option>
          {paymentMethodIds.map((method) => (
            <option key={method} value={method}>
              {t(PAYMENT_METHOD_KEYS[method])}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-from`}>{t('AdminPlacedFrom')}</label>
        <input id={`${id}-from`} name="created_from" type="date" defaultValue={view.created_from ?? ''} />
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-to`}>{t('AdminPlacedTo')}</label>
        <input id={`${id}-to`} name="created_to" type="date" defaultValue={view.created_to ?? ''} />
      </div>
      <label className={styles.check}>
        <input name="awaiting" type="checkbox" value="1" defaultChecked={view.awaiting} />
        {t('AdminAwaitingOnly')}
      </label>
      <label className={styles.check}>
        <input name="overdue" type="checkbox" value="1" defaultChecked={view.overdue} />
        {t('AdminOverdueOnly')}
      </label>
      {view.customer ? (
        // A customer's page leads here: the filter stays until it is taken off or reset.
        <label className={styles.check}>
          <input name="customer" type="checkbox" value={view.customer} defaultChecked />
          {t('AdminOrdersOfCustomer', view.customer)}
        </label>
      ) : null}
      <div className={styles.filterActions}>
        <button type="submit" className="button">
          {t('AdminApplyFilters')}
        </button>
        <Link to={backOfficePaths.adminOrders} className="button button-secondary">
          {t('AdminResetFilters')}
        </Link>
      </div>
    </form>
  );
}

/** /admin/orders: filters, the table sorted by its headers, and the pages, all from the address. */
export function OrdersList({ view }: { view: AdminOrdersView }) {
  const t = useT();
  const { lang } = useLanguage();
  const orders = useAdminOrders(view);
  const columns = useMemo(() => orderColumns(t, lang, view), [t, lang, view]);
  const page = orders.data;
  return (
    <div className={styles.list}>
      <OrdersFilters view={view} />
      {orders.isError ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} t={t} />
      ) : !page ? (
        <Loader label={t('Loading')} />
      ) : (
        <>
          <p className={styles.count} role="status" aria-busy={orders.isPlaceholderData}>
            {t('AdminOrdersFound', page.count)}
          </p>
          {page.list.length === 0 ? (
            <p className={styles.empty}>{t('AdminNoOrders')}</p>
          ) : (
            <DataTable
              caption={t('Orders')}
              columns={columns}
              data={page.list}
              rowId={(order) => String(order.id)}
              testId="admin-orders-table"
            />
          )}
          <Pagination
            page={page.page}
            pageCount={Math.ceil(page.count / ADMIN_ORDERS_PAGE_SIZE)}
            hrefFor={(n) => listPath({ ...view, page: n })}
            t={t}
          />
        </>
      )}
    </div>
  );
}
