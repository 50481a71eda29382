import { useT } from '@/lib/i18n';
import styles from './delivery-badge.module.css';

/** A paper original sent by courier, or an electronic document. */
export function DeliveryBadge({ delivery }: { delivery: boolean }) {
  const t = useT();
  return (
    <span className={`${styles.badge} ${delivery ? styles.paper : styles.electronic}`}>
      {delivery ? (
        <svg viewBox="0 0 24 24" width="15" height="15" aria-hidden="true">
          <path
            d="M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="15" height="15" aria-hidden="true">
          <path
            d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </svg>
      )}
      {delivery ? t('DeliveryByCourier') : t('Electronic')}
    </span>
  );
}
