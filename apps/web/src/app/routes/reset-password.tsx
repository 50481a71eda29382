import { useId } from 'react';
import { type LoaderFunctionArgs, replace, useLoaderData } from 'react-router';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { PageMeta } from '@/components/page/page-meta';
import { paths } from '@/config/paths';
import {
  isInvalidResetToken,
  keepResetToken,
  keptResetToken,
  useResetTokenCheck,
} from '@/features/auth/api/reset-password';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { loaderLinkSecrets } from '@/lib/link-secrets';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';
import styles from '@/features/auth/components/auth-page.module.css';

/**
 * The mailed token (`#token=`, or `?token=` of an older mail) leaves the address before the page
 * renders or asks anything with it, and is kept for this tab (ADR 023).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { values, rest } = loaderLinkSecrets(request, ['token']);
  if (values.token !== null) keepResetToken(values.token.trim());
  if (rest !== undefined) throw replace(rest);
  return { resetToken: keptResetToken() };
}

/**
 * /reset-password#token=: the mailed token is checked first; a valid one shows the new-password
 * form, an invalid or missing one says so with a link to ask again.
 */
export function Component() {
  const t = useT();
  const { settings } = useSettings();
  const titleId = useId();
  const { resetToken } = useLoaderData<typeof loader>();
  const check = useResetTokenCheck(resetToken);

  let content;
  if (resetToken === '' || isInvalidResetToken(check.error)) {
    content = (
      <div className={styles.invalid}>
        <p role="alert">{t('ResetTokenIsInvalid')}</p>
        <Link to={paths.forgotPassword} className="button">
          {t('RequestNewLink')}
        </Link>
      </div>
    );
  } else if (check.isError) {
    content = <ErrorState error={check.error} onRetry={() => void check.refetch()} t={t} />;
  } else if (!check.data) {
    content = <Loader label={t('Loading')} />;
  } else {
    content = (
      <>
        <p className={styles.intro}>{t('ResetPasswordText')}</p>
        <ResetPasswordForm resetToken={resetToken} labelledBy={titleId} />
      </>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <PageMeta
        title={t('ResetPasswordTitle')}
        description={t('ResetPasswordText')}
        siteName={settings.sitename}
      />
      <h1 id={titleId} className={styles.title}>
        {t('ResetPasswordTitle')}
      </h1>
      {content}
    </section>
  );
}
