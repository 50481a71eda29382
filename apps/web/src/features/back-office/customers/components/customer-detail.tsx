import { formatEuro, formatRuble } from '@storefront/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { Loader } from '@/components/loader/loader';
import { Modal } from '@/components/modal/modal';
import { backOfficePaths } from '@/config/back-office-paths';
import { ApiRequestError } from '@/lib/api-client';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { type AdminCustomerDetail } from '@storefront/contract';
import { loadBlockRules, setCustomerBlocked, useCustomerBlockedSaved } from '../api/set-customer-blocked';
import { useCustomer } from '../api/get-customer';
import { useShopLinkAsCustomer } from '../api/open-shop-as-customer';
import { moscowDate, moscowTime } from '@/lib/back-office/moscow-time';
import { AdminPage } from '@/components/back-office/admin-page';
import { type DataColumns, DataTable, orderNumberColumn } from '@/components/back-office/data-table';
import styles from '@/components/back-office/people.module.css';

type Order = AdminCustomerDetail['orders'][number];
type LegalEntity = AdminCustomerDetail['legal_entities'][number];
type Session = AdminCustomerDetail['sessions'][number];

const ORDER_STATUS_KEYS: Record<Order['status'], string> = {
  awaiting_payment: 'OrderStatusAwaitingPayment',
  paid: 'OrderStatusPaid',
  in_progress: 'OrderStatusInProgress',
  completed: 'OrderStatusCompleted',
  cancelled: 'OrderStatusCancelled',
};

const nameOf = (customer: AdminCustomerDetail) =>
  [customer.last_name, customer.first_name, customer.middle_name].filter(Boolean).join(' ');

function orderColumns(t: Translate, lang: string): DataColumns<Order> {
  return [
    orderNumberColumn(t),
    {
      id: 'created',
      accessorKey: 'created_at',
      header: () => t('AdminOrderDate'),
      cell: ({ row }) => <span className={styles.nowrap}>{moscowTime(row.original.created_at, lang)}</span>,
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: () => t('Status'),
      cell: ({ row }) => t(ORDER_STATUS_KEYS[row.original.status]),
    },
    {
      id: 'total',
      accessorKey: 'total_eur',
      header: () => t('Total'),
      cell: ({ row }) => (
        <span className={styles.stack}>
          <span className={styles.nowrap}>{formatEuro(row.original.total_eur, lang)}</span>
          <span className={`${styles.muted} ${styles.nowrap}`}>
            {formatRuble(row.original.total_rub, lang)}
          </span>
        </span>
      ),
    },
  ];
}

function legalEntityColumns(t: Translate): DataColumns<LegalEntity> {
  return [
    {
      id: 'name',
      accessorKey: 'name',
      header: () => t('LegalEntityName'),
      cell: ({ row }) => (
        <span className={styles.stack}>
          <span>{row.original.name}</span>
          {row.original.default_use ? <span className={styles.muted}>{t('AdminDefaultEntity')}</span> : null}
        </span>
      ),
    },
    { id: 'inn', accessorKey: 'inn', header: () => t('Inn') },
    {
      id: 'kpp',
      accessorKey: 'kpp',
      header: () => t('LegalEntityKpp'),
      cell: ({ row }) => row.original.kpp || '—',
    },
    { id: 'ogrn', accessorKey: 'ogrn', header: () => t('LegalEntityOgrn') },
  ];
}

function sessionColumns(t: Translate, lang: string): DataColumns<Session> {
  return [
    {
      id: 'created',
      accessorKey: 'created_at',
      header: () => t('AdminSessionStarted'),
      cell: ({ row }) => <span className={styles.nowrap}>{moscowTime(row.original.created_at, lang)}</span>,
    },
    {
      id: 'seen',
      accessorKey: 'last_seen_at',
      header: () => t('AdminSessionLastSeen'),
      cell: ({ row }) => <span className={styles.nowrap}>{moscowTime(row.original.last_seen_at, lang)}</span>,
    },
    {
      id: 'device',
      accessorKey: 'user_agent',
      header: () => t('AdminSessionDevice'),
      cell: ({ row }) => (
        <span className={styles.stack}>
          <span>
            {[row.original.browser, row.original.os].filter(Boolean).join(', ') || t('AdminUnknownDevice')}
          </span>
          {row.original.user_agent ? <span className={styles.agent}>{row.original.user_agent}</span> : null}
        </span>
      ),
    },
    {
      id: 'ip',
      accessorKey: 'ip',
      header: () => t('AdminSessionIp'),
      cell: ({ row }) => <span className={styles.nowrap}>{row.original.ip ?? '—'}</span>,
    },
  ];
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The block or unblock dialog: the reason, checked by the contract's rule, then the call. */
function BlockDialog({
  customer,
  open,
  onOpenChange,
}: {
  customer: AdminCustomerDetail;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useT();
  const saved = useCustomerBlockedSaved();
  const blocking = customer.blocked_at === null;
  const form = useContractForm<{ reason: string }, Awaited<ReturnType<typeof loadBlockRules>>>({
    schema: loadBlockRules,
    defaultValues: { reason: '' },
    humanCheck: false,
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t(blocking ? 'AdminBlockCustomer' : 'AdminUnblockCustomer')}
      description={t(blocking ? 'AdminBlockHint' : 'AdminUnblockHint', customer.email)}
      closeLabel={t('Close')}
    >
      <Form
        form={form}
        onSubmit={(values) => setCustomerBlocked(customer.id, blocking, values.reason)}
        onSuccess={(answer) => {
          saved(answer);
          onOpenChange(false);
        }}
        submitLabel={t(blocking ? 'AdminBlock' : 'AdminUnblock')}
        keepFormOnSuccess
        aria-label={t(blocking ? 'AdminBlockCustomer' : 'AdminUnblockCustomer')}
      >
        <TextField name="reason" label={t('AdminReason')} required maxLength={1000} autoComplete="off" />
      </Form>
    </Modal>
  );
}

/**
 * "Open the shop as this customer": the call makes a 20-minute manager link, shown as a link that
 * opens in a new tab (the manager's own back-office tab stays as it is).
 */
function ShopAsCustomer({ customer }: { customer: AdminCustomerDetail }) {
  const t = useT();
  const { lang } = useLanguage();
  const link = useShopLinkAsCustomer();
  if (customer.blocked_at !== null) return null;
  if (link.data && link.variables === customer.id)
    return (
      <span className={styles.stack}>
        <a
          href={link.data.link}
          target="_blank"
          rel="noopener"
          className={styles.shopLink}
          data-testid="admin-shop-as-customer-link"
        >
          {t('AdminOpenShopAs', customer.email)}
        </a>
        <span className={styles.muted}>
          {t('AdminLinkValidUntil', moscowTime(link.data.expires_at, lang))}
        </span>
      </span>
    );
  return (
    <span className={styles.stack}>
      <button
        type="button"
        className="button button-secondary"
        disabled={link.isPending}
        onClick={() => link.mutate(customer.id)}
        data-testid="admin-shop-as-customer"
      >
        {t('AdminShopAsCustomer')}
      </button>
      {link.isError ? (
        <span className={styles.error} role="alert">
          {t(link.error instanceof ApiRequestError ? link.error.key : 'UnknownError')}
        </span>
      ) : null}
    </span>
  );
}

function Profile({ customer }: { customer: AdminCustomerDetail }) {
  const t = useT();
  const { lang } = useLanguage();
  const rows: [string, ReactNode][] = [
    [t('Email'), customer.email],
    [t('Name'), nameOf(customer) || '—'],
    [t('Phone'), customer.phone ?? '—'],
    ['Telegram', customer.telegram ?? '—'],
    [
      t('AdminAddress'),
      [customer.country, customer.city, customer.address].filter(Boolean).join(', ') || '—',
    ],
    [t('AdminRegistered'), moscowTime(customer.created_at, lang)],
    [
      t('AdminEmailConfirmed'),
      customer.email_verified_at ? moscowDate(customer.email_verified_at, lang) : t('AdminNotConfirmed'),
    ],
    [t('AdminLanguage'), customer.language_code ?? '—'],
  ];
  return (
    <dl className={styles.profile}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CustomerPage({ customer }: { customer: AdminCustomerDetail }) {
  const t = useT();
  const { lang } = useLanguage();
  const [dialog, setDialog] = useState(false);
  const orders = useMemo(() => orderColumns(t, lang), [t, lang]);
  const entities = useMemo(() => legalEntityColumns(t), [t]);
  const sessions = useMemo(() => sessionColumns(t, lang), [t, lang]);
  const blocked = customer.blocked_at !== null;
  return (
    <AdminPage
      title={nameOf(customer) || customer.email}
      lead={nameOf(customer) ? customer.email : undefined}
    >
      <div className={styles.layout}>
        {blocked ? (
          <p className={styles.notice} role="status" data-testid="admin-customer-blocked">
            {t('AdminBlockedSince', moscowTime(customer.blocked_at!, lang), customer.blocked_reason ?? '')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <ShopAsCustomer customer={customer} />
          <button
            type="button"
            className={blocked ? 'button' : 'button button-secondary'}
            onClick={() => setDialog(true)}
            data-testid={blocked ? 'admin-customer-unblock' : 'admin-customer-block'}
          >
            {t(blocked ? 'AdminUnblock' : 'AdminBlock')}
          </button>
          <Link to={backOfficePaths.adminCustomers}>{t('AdminBackToCustomers')}</Link>
        </div>
        {/* Keyed by the state: the dialog opens with an empty reason each time. */}
        <BlockDialog key={String(blocked)} customer={customer} open={dialog} onOpenChange={setDialog} />
        <Section id="admin-customer-profile" title={t('AdminProfile')}>
          <Profile customer={customer} />
        </Section>
        <Section id="admin-customer-orders" title={`${t('Orders')} (${customer.orders_total})`}>
          {customer.orders.length ? (
            <>
              <DataTable
                caption={t('Orders')}
                columns={orders}
                data={customer.orders}
                rowId={(row) => String(row.id)}
              />
              {customer.orders_total > customer.orders.length ? (
                <p className={styles.more} data-testid="admin-customer-all-orders">
                  {t('AdminShownOf', customer.orders.length, customer.orders_total)}{' '}
                  <Link to={`${backOfficePaths.adminOrders}?customer=${customer.id}`}>
                    {t('AdminAllOrdersOfCustomer')}
                  </Link>
                </p>
              ) : null}
            </>
          ) : (
            <p className={styles.empty}>{t('AdminCustomerNoOrders')}</p>
          )}
        </Section>
        <Section
          id="admin-customer-entities"
          title={`${t('AdminLegalEntities')} (${customer.legal_entities_total})`}
        >
          {customer.legal_entities.length ? (
            <>
              <DataTable
                caption={t('AdminLegalEntities')}
                columns={entities}
                data={customer.legal_entities}
                rowId={(row) => String(row.id)}
              />
              {customer.legal_entities_total > customer.legal_entities.length ? (
                <p className={styles.more}>
                  {t('AdminShownOf', customer.legal_entities.length, customer.legal_entities_total)}
                </p>
              ) : null}
            </>
          ) : (
            <p className={styles.empty}>{t('AdminNoLegalEntities')}</p>
          )}
        </Section>
        <Section id="admin-customer-sessions" title={t('AdminSessions')}>
          {customer.sessions.length ? (
            <DataTable
              caption={t('AdminSessions')}
              columns={sessions}
              data={customer.sessions}
              rowId={(row) => String(row.id)}
              testId="admin-customer-sessions"
            />
          ) : (
            <p className={styles.empty} data-testid="admin-customer-no-sessions">
              {t('AdminNoSessions')}
            </p>
          )}
        </Section>
      </div>
    </AdminPage>
  );
}

/** A customer's page: profile, orders, legal entities, live sessions; block, unblock, open the shop as them. */
export function CustomerDetail({ id }: { id: number }) {
  const t = useT();
  const customer = useCustomer(id);
  if (customer.data) return <CustomerPage customer={customer.data} />;
  return (
    <AdminPage title={t('AdminCustomer')}>
      {customer.isError ? (
        <ErrorState error={customer.error} onRetry={() => void customer.refetch()} t={t} />
      ) : (
        <Loader label={t('Loading')} />
      )}
    </AdminPage>
  );
}
