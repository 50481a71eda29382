import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { Pagination } from '@/components/pagination/pagination';
import { backOfficePaths } from '@/config/back-office-paths';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { type AdminCustomerRow } from '@storefront/contract';
import {
  CUSTOMERS_PAGE_SIZE,
  type CustomerListParams,
  type CustomerSort,
  customerListSearch,
  useCustomers,
} from '../api/get-customers';
import { moscowDate } from '@/lib/back-office/moscow-time';
import { type DataColumns, DataTable } from '@/components/back-office/data-table';
import { ListSearchForm } from '@/components/back-office/list-search-form';
import { SortHeader } from '@/components/back-office/sort-header';
import styles from '@/components/back-office/people.module.css';

const listPath = (params: CustomerListParams) =>
  `${backOfficePaths.adminCustomers}${customerListSearch(params)}`;

function columns(t: Translate, lang: string, params: CustomerListParams): DataColumns<AdminCustomerRow> {
  const sortable = (sort: CustomerSort, label: string) => () => (
    <SortHeader
      label={label}
      active={params.sort === sort}
      dir={params.dir}
      to={listPath({
        ...params,
        sort,
        dir: params.sort === sort && params.dir === 'desc' ? 'asc' : 'desc',
        page: 1,
      })}
    />
  );
  return [
    {
      id: 'customer',
      accessorKey: 'email',
      header: sortable('email', t('AdminCustomer')),
      cell: ({ row }) => (
        <span className={styles.stack}>
          <Link to={backOfficePaths.adminCustomer(String(row.original.id))}>{row.original.email}</Link>
          {row.original.name ? <span className={styles.muted}>{row.original.name}</span> : null}
        </span>
      ),
    },
    {
      id: 'phone',
      accessorKey: 'phone',
      header: () => t('Phone'),
      cell: ({ row }) => <span className={styles.nowrap}>{row.original.phone ?? '—'}</span>,
    },
    {
      id: 'orders',
      accessorKey: 'orders_count',
      header: sortable('orders', t('AdminOrdersCount')),
      cell: ({ row }) => row.original.orders_count,
    },
    {
      id: 'last_order',
      accessorKey: 'last_order_at',
      header: sortable('last_order', t('AdminLastOrder')),
      cell: ({ row }) =>
        row.original.last_order_at ? (
          <span className={styles.nowrap}>{moscowDate(row.original.last_order_at, lang)}</span>
        ) : (
          '—'
        ),
    },
    {
      id: 'created',
      accessorKey: 'created_at',
      header: sortable('created', t('AdminRegistered')),
      cell: ({ row }) => <span className={styles.nowrap}>{moscowDate(row.original.created_at, lang)}</span>,
    },
    {
      id: 'state',
      accessorKey: 'blocked_at',
      header: () => t('Status'),
      cell: ({ row }) =>
        row.original.blocked_at ? (
          <span className={`${styles.badge} ${styles.blocked}`}>{t('AdminBlocked')}</span>
        ) : (
          <span className={styles.badge}>{t('AdminActive')}</span>
        ),
    },
  ];
}

/**
 * The customers list: a search (e-mail, name, phone, a legal entity's INN or name) and a state
 * filter, sorting by the column headers and pages, all in the address and served by the server.
 */
export function CustomerList({ params }: { params: CustomerListParams }) {
  const t = useT();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const customers = useCustomers(params);
  const tableColumns = useMemo(() => columns(t, lang, params), [t, lang, params]);

  const search = (data: FormData) => {
    const state = data.get('state');
    navigate(
      listPath({
        ...params,
        q: String(data.get('q') ?? '').trim(),
        state: state === 'active' || state === 'blocked' ? state : undefined,
        page: 1,
      }),
    );
  };

  let content;
  if (customers.isError) {
    content = <ErrorState error={customers.error} onRetry={() => void customers.refetch()} t={t} />;
  } else if (!customers.data) {
    content = <Loader label={t('Loading')} />;
  } else {
    const { count, list, page } = customers.data;
    content = (
      <>
        <p className={styles.count} role="status" data-testid="admin-customers-count">
          {t('AdminFound', count)}
        </p>
        {list.length === 0 ? (
          <p className={styles.empty}>{t('AdminNoCustomers')}</p>
        ) : (
          <DataTable
            caption={t('AdminCustomers')}
            columns={tableColumns}
            data={list}
            rowId={(row) => String(row.id)}
            testId="admin-customers-table"
          />
        )}
        <div className={styles.pager}>
          <Pagination
            page={page}
            pageCount={Math.ceil(count / CUSTOMERS_PAGE_SIZE)}
            hrefFor={(n) => listPath({ ...params, page: n })}
            t={t}
          />
        </div>
      </>
    );
  }

  return (
    <>
      {/* The key resets the fields when the address changes (Back, a header link). */}
      <ListSearchForm
        key={`${params.q}|${params.state}`}
        label={t('AdminCustomerSearch')}
        hint={t('AdminCustomerSearchHint')}
        defaultValue={params.q}
        testId="admin-customers-search"
        onSearch={search}
      >
        <label className={styles.filter}>
          {t('Status')}
          <select className={styles.input} name="state" defaultValue={params.state ?? ''}>
            <option value="">{t('AdminAll')}</option>
            <option value="active">{t('AdminActive')}</option>
            <option value="blocked">{t('AdminBlocked')}</option>
          </select>
        </label>
      </ListSearchForm>
      {content}
    </>
  );
}
