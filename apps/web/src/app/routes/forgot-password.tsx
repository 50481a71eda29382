import { useId } from 'react';
import { Link } from '@/components/link/link';
import { PageMeta } from '@/components/page/page-meta';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';
import styles from '@/features/auth/components/auth-page.module.css';

/** /forgot-password: a reset link by e-mail. */
export function Component() {
  const t = useT();
  const { settings } = useSettings();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <PageMeta
        title={t('ForgotPasswordTitle')}
        description={t('ForgotPasswordText')}
        siteName={settings.sitename}
      />
      <h1 id={titleId} className={styles.title}>
        {t('ForgotPasswordTitle')}
      </h1>
      <p className={styles.intro}>{t('ForgotPasswordText')}</p>
      <ForgotPasswordForm labelledBy={titleId} />
      <p className={styles.aside}>
        <Link to={paths.login}>{t('BackToLogin')}</Link>
      </p>
    </section>
  );
}
