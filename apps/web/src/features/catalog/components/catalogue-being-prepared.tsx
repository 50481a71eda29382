import { useT } from '@/lib/i18n';
import styles from './catalogue-being-prepared.module.css';

/** What a shop with no countries on sale yet shows where its catalogue would be. */
export function CatalogueBeingPrepared() {
  const t = useT();
  return (
    <div className={styles.prepared} data-testid="catalogue-being-prepared">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className={styles.icon}>
        <path
          d="M10 8h20l8 8v24H10zM30 8v8h8M17 24h14M17 31h10"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div>
        <p className={styles.title}>{t('CatalogueBeingPrepared')}</p>
        <p className={styles.hint}>{t('CatalogueBeingPreparedHint')}</p>
      </div>
    </div>
  );
}
