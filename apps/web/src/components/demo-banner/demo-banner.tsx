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
      {t('DemoBanner')}
    </div>
  );
}
