import { Loader } from '@/components/loader/loader';
import { PageMeta } from '@/components/page/page-meta';
import { ProfileForm } from '@/features/account/components/profile-form';
import { useSettings } from '@/features/settings/api/get-settings';
import { useSignedIn } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import styles from './account-page.module.css';

/** /account/profile: the signed-in user's profile. */
export function Component() {
  const t = useT();
  const { settings } = useSettings();
  const { authKey, user } = useSignedIn();
  return (
    <>
      <PageMeta title={t('Profile')} description={t('ProfileMetaDescription')} siteName={settings.sitename} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('Profile')}</h1>
        {user ? <p className={styles.intro}>{t('Purchases', user.boughts)}</p> : null}
      </header>
      {user ? <ProfileForm key={user.id} user={user} authKey={authKey} /> : <Loader label={t('Loading')} />}
    </>
  );
}
