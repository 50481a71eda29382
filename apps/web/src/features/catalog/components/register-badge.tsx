import type { Country } from '@storefront/contract';
import { useT } from '@/lib/i18n';
import styles from './register-badge.module.css';

/** Whether the country's register answers online or through a partner. */
export function RegisterBadge({ country }: { country: Country }) {
  const t = useT();
  return (
    <span className={`${styles.badge} ${country.online ? styles.online : styles.partner}`}>
      <span className={styles.dot} aria-hidden="true" />
      {country.online ? t('OnlineRegister') : t('OfflineRegister')}
    </span>
  );
}
