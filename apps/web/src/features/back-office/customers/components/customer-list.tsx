import { useMemo } from 'react';
import { Link } from '@/components/link/link';
import { backOfficePaths } from '@/config/back-office-paths';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { type AdminCustomerRow } from '@storefront/contract';
import { type ListView, useListState } from '@/lib/back-office/list-state';
import { CUSTOMERS_PAGE_SIZE, type CustomerSort, customersAddress, useCustomers } from '../api/get-customers';
import { moscowDate } from '@/lib/back-office/moscow-time';
import { type DataColumns } from '@/components/back-office/data-table';
import { ChoiceFilter, InputFilter, ListSearchForm } from '@/components/back-office/list-search-form';
import { ListScreen } from '@/components/back-office/list-screen';
import { SortHeader } from '@/components/back-office/sort-header';
import styles from '@/components/back-office/people.module.css';

type View = ListView<typeof customersAddress>;

function columns(t: Translate, lang: string, view: View): DataColumns<AdminCustomerRow> {
  const sortable = (sort: CustomerSort, label: string) => () => (
    <SortHeader label={label} column={sort} state={view.state} hrefFor={view.hrefFor} />
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
export function CustomerList() {
  const t = useT();
  const { lang } = useLanguage();
  const view = useListState(customersAddress);
  const customers = useCustomers(view.state);
  const tableColumns = useMemo(() => columns(t, lang, view), [t, lang, view]);
  return (
    <ListScreen
      query={customers}
      rows={(answer) => answer}
      view={view}
      pageSize={CUSTOMERS_PAGE_SIZE}
      filters={
        <ListSearchForm
          label={t('AdminCustomerSearch')}
          submitLabel={t('AdminSearch')}
          onSubmit={view.submit}
        >
          <InputFilter
            label={t('AdminCustomerSearch')}
            name="q"
            value={view.state.q}
            hint={t('AdminCustomerSearchHint')}
            testId="admin-customers-search"
          />
          <ChoiceFilter
            label={t('Status')}
            name="state"
            value={view.state.state}
            any={t('AdminAll')}
            options={{ active: t('AdminActive'), blocked: t('AdminBlocked') }}
          />
        </ListSearchForm>
      }
      summary={(count) => t('AdminFound', count)}
      summaryTestId="admin-customers-count"
      empty={t('AdminNoCustomers')}
      caption={t('AdminCustomers')}
      columns={tableColumns}
      testId="admin-customers-table"
    />
  );
}
