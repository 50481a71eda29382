import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link/link';
import { PageMeta } from '@/components/page/page-meta';
import { type LoginMessage, paths } from '@/config/paths';
import { AuthNotice } from '@/features/auth/components/auth-notice';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';
import styles from '@/features/auth/components/auth-page.module.css';

const MESSAGE_KEYS: Record<LoginMessage, string> = {
  auth_required: 'AuthRequired',
  session_expired: 'IncorrectToken',
};

/** /login: login with remember-me, and registration beside it; `?message=` says why it opened. */
export function Component() {
  const t = useT();
  const { settings } = useSettings();
  const [search] = useSearchParams();
  const loginId = useId();
  const registerId = useId();
  const messageKey = MESSAGE_KEYS[search.get('message') as LoginMessage];
  return (
    <>
      <PageMeta
        title={t('LoginTitle')}
        description={t('LoginMetaDescription')}
        siteName={settings.sitename}
      />
      {messageKey ? <AuthNotice text={t(messageKey)} /> : null}
      <div className={styles.columns}>
        <section className={styles.column} aria-labelledby={loginId}>
          <h1 id={loginId} className={styles.title}>
            {t('LoginTitle')}
          </h1>
          <p className={styles.intro}>{t('LoginIntro')}</p>
          <LoginForm labelledBy={loginId} />
          <p className={styles.aside}>
            <Link to={paths.forgotPassword}>{t('ForgotPassword')}</Link>
          </p>
        </section>
        <section className={styles.column} aria-labelledby={registerId}>
          <h2 id={registerId} className={styles.title}>
            {t('RegisterTitle')}
          </h2>
          <p className={styles.intro}>{t('RegisterIntro')}</p>
          <RegisterForm labelledBy={registerId} />
        </section>
      </div>
    </>
  );
}
