import { Link } from '@/components/link/link';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useLogOut, useSession } from '@/lib/session/use-session';
import styles from '@/components/back-office/admin-page.module.css';

/** What a signed-in customer sees at /admin: a refusal (403), not the back-office. */
export function AdminRefused() {
  const t = useT();
  const { user } = useSession();
  const logOut = useLogOut();
  return (
    <main id="main" className={styles.refused} data-testid="admin-refused">
      <title>{t('AdminRefusedTitle')}</title>
      <div className={`card ${styles.refusedCard}`}>
        <p className={styles.code} aria-hidden="true">
          403
        </p>
        <h1 className={styles.title}>{t('AdminRefusedTitle')}</h1>
        <p>{t('AdminRefusedText', user?.email ?? '')}</p>
        <div className={styles.actions}>
          <Link className="button" to={paths.home}>
            {t('AdminToShop')}
          </Link>
          <button type="button" className="button button-secondary" onClick={logOut}>
            {t('Logout')}
          </button>
        </div>
      </div>
    </main>
  );
}
