import { formatDate, formatRuble } from '@storefront/contract';
import { useMemo } from 'react';
import { Link } from '@/components/link/link';
import { backOfficePaths } from '@/config/back-office-paths';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import type { AdminDashboard } from '../api/get-dashboard';
import { type DataColumns, DataTable } from '@/components/back-office/data-table';
import styles from './dashboard.module.css';
import { refundReasonText, TestPaymentBadge } from '@/components/back-office/payment-marks';
import marks from '@/components/back-office/payment-marks.module.css';

type RefundsDue = AdminDashboard['refunds_due'];
type RefundToMake = RefundsDue['payments'][number];

function refundColumns(t: Translate, lang: string): DataColumns<RefundToMake> {
  return [
    {
      id: 'number',
      accessorKey: 'number',
      header: () => t('AdminOrderNumber'),
      cell: ({ row }) => (
        <Link to={backOfficePaths.adminOrder(String(row.original.order_id))}>{row.original.number}</Link>
      ),
    },
    {
      id: 'amount',
      accessorKey: 'amount_rub',
      header: () => t('AdminRefundAmount'),
      cell: ({ row }) => <span className={styles.late}>{formatRuble(row.original.amount_rub, lang)}</span>,
    },
    {
      id: 'reason',
      accessorKey: 'reason',
      header: () => t('AdminReason'),
      cell: ({ row }) => refundReasonText(t, row.original.reason),
    },
    {
      id: 'since',
      accessorKey: 'refund_due_at',
      header: () => t('AdminRefundDueSince'),
      cell: ({ row }) => formatDate(row.original.refund_due_at, lang),
    },
    {
      id: 'provider',
      accessorKey: 'provider',
      header: () => t('AdminPaymentProvider'),
      cell: ({ row }) => (
        <span className={marks.provider}>
          {row.original.provider === 'bank_transfer' ? t('AdminProviderBankTransfer') : row.original.provider}
          {row.original.test ? <TestPaymentBadge /> : null}
        </span>
      ),
    },
  ];
}

/**
 * The dashboard's refunds to make: payments marked refund-due (a paid order cancelled, an order
 * paid twice, money after a cancel) that their provider has not reported refunded, each leading
 * to its order.
 */
export function RefundsToMake({ refunds }: { refunds: RefundsDue }) {
  const t = useT();
  const { lang } = useLanguage();
  const columns = useMemo(() => refundColumns(t, lang), [t, lang]);
  return (
    <section className={styles.section} aria-labelledby="admin-refunds-title" data-testid="admin-refunds-due">
      <h2 id="admin-refunds-title" className={styles.sectionTitle}>
        {t('AdminRefundsToMake')}
        {refunds.count > 0 ? ` (${refunds.count})` : null}
      </h2>
      {refunds.payments.length === 0 ? (
        <p className={styles.empty}>{t('AdminNoRefundsToMake')}</p>
      ) : (
        <DataTable
          caption={t('AdminRefundsToMake')}
          columns={columns}
          data={refunds.payments}
          rowId={(refund) => String(refund.payment_id)}
          testId="admin-refunds-table"
        />
      )}
    </section>
  );
}
