import { refundReasonKeys } from '@storefront/contract';
import type { Translate } from '@/lib/i18n';
import { useT } from '@/lib/i18n';
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
    <span className={styles.test} data-testid="payment-test-badge">
      {t('AdminPaymentTest')}
    </span>
  );
}
