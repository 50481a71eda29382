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

/**
 * The order's state as a labelled badge (the word carries it, the colour only helps). A paid order
 * whose scans are all in but whose paper originals have not left reads "awaiting shipment".
 */
export function StatusBadge({
  status,
  awaitingShipment = false,
}: {
  status: OrderStatusName;
  awaitingShipment?: boolean;
}) {
  const t = useT();
  const kind = awaitingShipment ? 'awaiting_shipment' : status;
  return (
    <span
      className={`${styles.badge} ${styles[`status_${kind}`] ?? ''}`}
      data-status={status}
      data-awaiting-shipment={awaitingShipment || undefined}
    >
      {t(awaitingShipment ? 'AdminStatusAwaitingShipment' : ORDER_STATUS_KEYS[status])}
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
