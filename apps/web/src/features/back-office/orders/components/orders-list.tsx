import { formatDate, formatEuro, formatRuble, orderStatuses, paymentMethodIds } from '@storefront/contract';
import { useMemo } from 'react';
import { Link } from '@/components/link/link';
import { backOfficePaths } from '@/config/back-office-paths';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { type ListView, useListState } from '@/lib/back-office/list-state';
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrderRow, useAdminOrders } from '../api/get-admin-orders';
import { type AdminOrderSort, adminOrdersAddress } from '@/lib/back-office/orders-address';
import { type DataColumns } from '@/components/back-office/data-table';
import {
  CheckFilter,
  ChoiceFilter,
  InputFilter,
  ListSearchForm,
} from '@/components/back-office/list-search-form';
import { ListScreen } from '@/components/back-office/list-screen';
import { SortHeader } from '@/components/back-office/sort-header';
import { ORDER_STATUS_KEYS, OverdueBadge, PAYMENT_METHOD_KEYS, StatusBadge } from './order-badges';
import styles from './orders.module.css';

type View = ListView<typeof adminOrdersAddress>;

function orderColumns(t: Translate, lang: string, view: View): DataColumns<AdminOrderRow> {
  const sortable = (sort: AdminOrderSort, key: string) => () => (
    <SortHeader label={t(key)} column={sort} state={view.state} hrefFor={view.hrefFor} />
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

/** The search and filters: their values become the address (Back restores them). */
function OrdersFilters({ view }: { view: View }) {
  const t = useT();
  const { state } = view;
  return (
    <ListSearchForm
      label={t('AdminOrdersFilters')}
      submitLabel={t('AdminApplyFilters')}
      onSubmit={view.submit}
      reset={{ label: t('AdminResetFilters'), to: adminOrdersAddress.path }}
      testId="admin-orders-filters"
    >
      <InputFilter
        label={t('AdminOrdersSearch')}
        name="q"
        value={state.q}
        hint={t('AdminOrdersSearchWhat')}
      />
      <ChoiceFilter
        label={t('Status')}
        name="status"
        value={state.status}
        any={t('AdminAny')}
        options={orderStatuses.map((status) => ({ value: status, label: t(ORDER_STATUS_KEYS[status]) }))}
      />
      <ChoiceFilter
        label={t('AdminPaymentMethod')}
        name="payment_method"
        value={state.payment_method}
        any={t('AdminAny')}
        options={paymentMethodIds.map((method) => ({ value: method, label: t(PAYMENT_METHOD_KEYS[method]) }))}
      />
      <InputFilter type="date" label={t('AdminPlacedFrom')} name="created_from" value={state.created_from} />
      <InputFilter type="date" label={t('AdminPlacedTo')} name="created_to" value={state.created_to} />
      <CheckFilter label={t('AdminAwaitingOnly')} name="awaiting" checked={state.awaiting} />
      <CheckFilter label={t('AdminOverdueOnly')} name="overdue" checked={state.overdue} />
      {state.customer ? (
        // A customer's page leads here: the filter stays until it is taken off or reset.
        <CheckFilter
          label={t('AdminOrdersOfCustomer', state.customer)}
          name="customer"
          value={String(state.customer)}
          checked
        />
      ) : null}
    </ListSearchForm>
  );
}

/** /admin/orders: filters, the table sorted by its headers, and the pages, all from the address. */
export function OrdersList() {
  const t = useT();
  const { lang } = useLanguage();
  const view = useListState(adminOrdersAddress);
  const orders = useAdminOrders(view.state);
  const columns = useMemo(() => orderColumns(t, lang, view), [t, lang, view]);
  return (
    <ListScreen
      query={orders}
      rows={(answer) => answer}
      view={view}
      pageSize={ADMIN_ORDERS_PAGE_SIZE}
      filters={<OrdersFilters view={view} />}
      summary={(count) => t('AdminOrdersFound', count)}
      empty={t('AdminNoOrders')}
      caption={t('Orders')}
      columns={columns}
      testId="admin-orders-table"
    />
  );
}
