import { useId } from 'react';
import { type LoaderFunctionArgs, replace } from 'react-router';
import { Link } from '@/components/link/link';
import { PageMeta } from '@/components/page/page-meta';
import { paths } from '@/config/paths';
import { confirmEmail, isInvalidConfirmation } from '@/features/auth/api/confirm-email';
import { loaderLinkSecrets } from '@/lib/link-secrets';
import { storeSession } from '@/lib/session/token';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';
import styles from '@/features/auth/components/auth-page.module.css';

/** A token taken from the query of an in-app navigation, for the loader's run after its redirect. */
let takenToken: string | null = null;

/**
 * /confirm-email#token=: the token leaves the address first (lib/link-secrets), then confirms the
 * e-mail; the session is kept as a login without remember-me keeps it, and the account opens. A
 * link that does not work stays here and says so.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { values, rest } = loaderLinkSecrets(request, ['token']);
  if (rest !== undefined) {
    takenToken = values.token;
    throw replace(rest);
  }
  const token = (values.token ?? takenToken)?.trim();
  takenToken = null;
  if (!token) return { confirmed: false };
  try {
    const { user } = await confirmEmail(token);
    if (user.auth_key) storeSession(user.auth_key, false);
    return replace(paths.account);
  } catch (error) {
    if (isInvalidConfirmation(error)) return { confirmed: false };
    throw error;
  }
}

/** The link works once: nothing here is asked again. */
export const shouldRevalidate = () => false;

/** What an expired, used or missing link shows: register again, log in or reset the password. */
export function Component() {
  const t = useT();
  const { settings } = useSettings();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <PageMeta
        title={t('ConfirmEmailTitle')}
        description={t('ConfirmEmailInvalidText')}
        siteName={settings.sitename}
      />
      <h1 id={titleId} className={styles.title}>
        {t('ConfirmEmailTitle')}
      </h1>
      <div className={styles.invalid}>
        <p role="alert">{t('ConfirmEmailTokenIsInvalid')}</p>
        <p>{t('ConfirmEmailInvalidText')}</p>
        <Link to={paths.login} className="button">
          {t('RegisterAgain')}
        </Link>
        <Link to={paths.forgotPassword}>{t('ForgotPassword')}</Link>
      </div>
    </section>
  );
}
