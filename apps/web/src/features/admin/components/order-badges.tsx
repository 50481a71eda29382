import type { OrderStatusName } from '@storefront/contract';
import { useT } from '@/lib/i18n';
import styles from './orders.module.css';

export const PAYMENT_METHOD_KEYS = { card: 'AdminPaymentCard', invoice: 'AdminPaymentInvoice' } as const;
export const ORDER_STATUS_KEYS: Record<OrderStatusName, string> = {
  awaiting_payment: 'OrderStatusAwaitingPayment',
  paid: 'OrderStatusPaid',
  in_progress: 'AdminStatusInProgress',
  completed: 'OrderStatusCompleted',
  cancelled: 'OrderStatusCancelled',
};

/** The order's state as a labelled badge (the word carries it, the colour only helps). */
export function StatusBadge({ status }: { status: OrderStatusName }) {
  const t = useT();
  return (
    <span className={`${styles.badge} ${styles[`status_${status}`] ?? ''}`} data-status={status}>
      {t(ORDER_STATUS_KEYS[status])}
    </span>
  );
}

/** An order past its expected day: an icon and a word, not colour alone. */
export function OverdueBadge() {
  const t = useT();
  return (
    <span className={`${styles.badge} ${styles.overdue}`} data-testid="overdue-badge">
      <span aria-hidden="true">⚠ </span>
      {t('AdminOverdueMark')}
    </span>
  );
}
