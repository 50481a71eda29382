import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/use-session';
import { useT } from '@/lib/i18n';
import { clearSession } from '@/lib/session/token';
import styles from './manager-banner.module.css';

/** Who the user is for the banner: name and e-mail, else whichever is known, else the id of the link. */
function whoIs(user: { first_name?: string | null; email: string } | null, userId: string): string {
  if (!user) return `#${userId}`;
  return user.first_name ? `${user.first_name} (${user.email})` : user.email;
}

/**
 * Shown on every page while a manager acts as a customer (spec section 6, ADR 011): whom they act
 * as, and the way out, which ends the manager token and reloads the shop as the browser's own
 * session (a guest when it has none).
 */
export default function ManagerBanner({ userId }: { userId: string }) {
  const t = useT();
  const { user } = useSession();
  const leave = () => {
    clearSession({ deliberate: true });
    window.location.assign(paths.home);
  };
  return (
    <div
      className={styles.banner}
      role="region"
      aria-label={t('ManagerModeLabel')}
      data-testid="manager-banner"
    >
      <p className={styles.text}>
        <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span>{t('ManagerMode', whoIs(user, userId))}</span>
      </p>
      <button type="button" className={styles.exit} onClick={leave}>
        {t('ManagerModeExit')}
      </button>
    </div>
  );
}
