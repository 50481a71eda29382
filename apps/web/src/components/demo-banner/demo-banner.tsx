import { useT } from '@/lib/i18n';
import { useSettingsQuery } from '@/lib/settings/get-settings';
import styles from './demo-banner.module.css';

/**
 * The demo shop says so on every page, above everything else: nobody should take its simulated
 * payments for real ones (docs/decisions/058-demo-and-production.md). Nothing for a real shop.
 */
export function DemoBanner() {
  const t = useT();
  const { data } = useSettingsQuery();
  if (!data?.settings.demo) return null;
  return (
    <div className={styles.banner} role="note" data-testid="demo-banner">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.icon}>
        <path
          d="M12 3l9 16H3L12 3zm0 6v5m0 3v.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{t('DemoBanner')}</span>
    </div>
  );
}
