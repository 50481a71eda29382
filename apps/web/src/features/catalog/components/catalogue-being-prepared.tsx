import { useT } from '@/lib/i18n';
import styles from './catalogue-being-prepared.module.css';

/**
 * What a shop with no countries on sale yet shows where its catalog would be. Its picture is the
 * stylesheet's, so that the home page's script carries none of it.
 */
export function CatalogueBeingPrepared() {
  const t = useT();
  return (
    <div className={styles.prepared} data-testid="catalogue-being-prepared">
      <div>
        <p className={styles.title}>{t('CatalogueBeingPrepared')}</p>
        <p className={styles.hint}>{t('CatalogueBeingPreparedHint')}</p>
      </div>
    </div>
  );
}
