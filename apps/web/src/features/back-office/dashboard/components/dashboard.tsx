import { euroFromCents, formatDate, formatEuro, formatRuble } from '@storefront/contract';
import { type ReactNode, useMemo } from 'react';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { backOfficePaths } from '@/config/back-office-paths';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { adminOrdersPath } from '@/lib/back-office/orders-address';
import { type AdminDashboard, useDashboard } from '../api/get-dashboard';
import { type DataColumns, DataTable, orderNumberColumn } from '@/components/back-office/data-table';
import styles from './dashboard.module.css';
import { RefundsToMake } from './refunds-to-make';

type Money = AdminDashboard['revenue_today'];
type OverdueOrder = AdminDashboard['overdue_orders'][number];

function MoneyFigure({ money, lang }: { money: Money; lang: string }) {
  return (
    <>
      <span className={styles.figure}>{formatEuro(euroFromCents(money.eur_cents), lang)}</span>
      <span className={styles.second}>{formatRuble(money.rub, lang)}</span>
    </>
  );
}

interface CardProps {
  label: string;
  hint?: string;
  /** Where the card leads (the orders list filtered to what it counts); a card without one is plain text. */
  to?: string;
  tone?: 'alert';
  testId: string;
  children: ReactNode;
}

/** One figure: a link when there is a list behind it, so the cards are reached with Tab. */
function Card({ label, hint, to, tone, testId, children }: CardProps) {
  const body = (
    <>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{children}</span>
      {hint ? <span className={styles.hint}>{hint}</span> : null}
    </>
  );
  const className = `${styles.card} ${tone === 'alert' ? styles.alert : ''}`;
  return (
    <li className={styles.cell} data-testid={testId}>
      {to ? (
        <Link to={to} className={`${className} ${styles.link}`}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}

function overdueColumns(t: Translate, lang: string): DataColumns<OverdueOrder> {
  return [
    orderNumberColumn(t),
    {
      id: 'customer',
      accessorKey: 'customer',
      header: () => t('AdminCustomer'),
      cell: ({ row }) => (
        <span className={styles.customer}>
          <span>{row.original.customer}</span>
          <span className={styles.muted}>{row.original.email}</span>
        </span>
      ),
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: () => t('Status'),
      cell: ({ row }) =>
        t(row.original.status === 'in_progress' ? 'AdminStatusInProgress' : 'AdminStatusPaid'),
    },
    {
      id: 'expected',
      accessorKey: 'expected_date',
      header: () => t('AdminExpectedDate'),
      cell: ({ row }) => <span className={styles.late}>{formatDate(row.original.expected_date, lang)}</span>,
    },
    {
      id: 'total',
      accessorKey: 'total_eur_cents',
      header: () => t('Total'),
      cell: ({ row }) => formatEuro(euroFromCents(row.original.total_eur_cents), lang),
    },
  ];
}

function OverdueList({ orders }: { orders: OverdueOrder[] }) {
  const t = useT();
  const { lang } = useLanguage();
  const columns = useMemo(() => overdueColumns(t, lang), [t, lang]);
  if (orders.length === 0) return <p className={styles.empty}>{t('AdminNoOverdue')}</p>;
  return (
    <DataTable
      caption={t('AdminOverdueOrders')}
      columns={columns}
      data={orders}
      rowId={(order) => String(order.id)}
      testId="admin-overdue-table"
    />
  );
}

/** The dashboard: today's figures in cards, then the overdue orders and the refunds to make. */
export function Dashboard() {
  const t = useT();
  const { lang } = useLanguage();
  const dashboard = useDashboard();
  if (dashboard.isError)
    return <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} t={t} />;
  if (!dashboard.data) return <Loader label={t('Loading')} />;
  const figures = dashboard.data;
  return (
    <div className={styles.dashboard}>
      <p className={styles.day}>{t('AdminDayOf', formatDate(figures.day, lang))}</p>
      {figures.rate_import_failure ? (
        <p className={styles.warning} data-testid="admin-rate-import-failure">
          <span>
            {t(
              'AdminDashRateImportFailed',
              formatDate(figures.rate_import_failure.day, lang),
              figures.rate_import_failure.error,
            )}
          </span>{' '}
          <Link to={backOfficePaths.adminRates}>{t('AdminDashRateOpen')}</Link>
        </p>
      ) : null}
      <ul className={styles.cards} data-testid="admin-dashboard-cards">
        <Card
          label={t('AdminOrdersToday')}
          to={adminOrdersPath({ created_from: figures.day, created_to: figures.day })}
          testId="admin-card-orders-today"
        >
          <span className={styles.figure}>{figures.orders_today}</span>
        </Card>
        <Card label={t('AdminRevenueToday')} hint={t('AdminRevenueHint')} testId="admin-card-revenue-today">
          <MoneyFigure money={figures.revenue_today} lang={lang} />
        </Card>
        <Card label={t('AdminRevenueMonth')} hint={t('AdminRevenueHint')} testId="admin-card-revenue-month">
          <MoneyFigure money={figures.revenue_month} lang={lang} />
        </Card>
        <Card
          label={t('AdminAwaitingFulfilment')}
          hint={t('AdminAwaitingHint')}
          to={adminOrdersPath({ awaiting: true })}
          testId="admin-card-awaiting"
        >
          <span className={styles.figure}>{figures.awaiting_fulfilment}</span>
        </Card>
        <Card
          label={t('AdminOverdue')}
          hint={t('AdminOverdueHint')}
          to={adminOrdersPath({ overdue: true })}
          tone={figures.overdue > 0 ? 'alert' : undefined}
          testId="admin-card-overdue"
        >
          <span className={styles.figure}>{figures.overdue}</span>
        </Card>
        <Card label={t('AdminConsultationsToday')} testId="admin-card-consultations">
          <span className={styles.figure}>{figures.consultations_today}</span>
        </Card>
      </ul>
      <section className={styles.section} aria-labelledby="admin-overdue-title">
        <h2 id="admin-overdue-title" className={styles.sectionTitle}>
          {t('AdminOverdueOrders')}
          {figures.overdue > figures.overdue_orders.length ? ` (${figures.overdue})` : null}
        </h2>
        <OverdueList orders={figures.overdue_orders} />
      </section>
      <RefundsToMake refunds={figures.refunds_due} />
    </div>
  );
}
