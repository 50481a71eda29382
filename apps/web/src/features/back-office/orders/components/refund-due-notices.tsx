import { formatRuble } from '@storefront/contract';
import { refundReasonText, TestPaymentBadge } from '@/components/back-office/payment-marks';
import { useT } from '@/lib/i18n';
import type { AdminOrderDetail } from '../api/get-admin-order';
import { RefundMadeDialog } from './order-dialogs';
import styles from '@/components/back-office/payment-marks.module.css';

/** The order's payments that must be returned and are not yet: one notice each, above everything else. */
export function RefundDueNotices({ order, lang }: { order: AdminOrderDetail; lang: string }) {
  const t = useT();
  const due = order.payments.filter(
    (payment) => payment.refund_due_at !== null && payment.status !== 'refunded',
  );
  if (due.length === 0) return null;
  return (
    <>
      {due.map((payment) => (
        <div key={payment.id} className={styles.refund} role="status" data-testid="admin-refund-due">
          <span className={styles.refundTitle}>
            {t(
              'AdminRefundDueNotice',
              formatRuble(payment.amount_rub, lang),
              payment.attempt,
              refundReasonText(t, payment.refund_reason),
            )}
          </span>
          {payment.test ? (
            <span>
              <TestPaymentBadge />
            </span>
          ) : (
            <span>{t('AdminRefundHowTo')}</span>
          )}
          <span>
            <RefundMadeDialog order={order} payment={payment} />
          </span>
        </div>
      ))}
    </>
  );
}
