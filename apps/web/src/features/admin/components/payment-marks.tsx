import { formatRuble, refundReasonKeys } from '@storefront/contract';
import type { Translate } from '@/lib/i18n';
import { useT } from '@/lib/i18n';
import type { AdminOrderDetail } from '../api/get-admin-order';
import { RefundMadeDialog } from './order-dialogs';
import orderStyles from './orders.module.css';
import styles from './payment-marks.module.css';

/** A refund's reason: the shop's own reasons are message keys; a manager's words are shown as written. */
export function refundReasonText(t: Translate, reason: string | null): string {
  if (reason === null) return '—';
  return (refundReasonKeys as readonly string[]).includes(reason) ? t(reason) : reason;
}

/** A payment made through a provider that takes no money (the sandbox, Robokassa's test mode). */
export function TestPaymentBadge() {
  const t = useT();
  return (
    <span className={`${orderStyles.badge} ${styles.test}`} data-testid="payment-test-badge">
      {t('AdminPaymentTest')}
    </span>
  );
}

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
