import { Loader } from '@/components/loader/loader';
import { AccountPage } from '@/features/account/components/account-page';
import { ProfileForm } from '@/features/account/components/profile-form';
import { SessionList } from '@/features/account/components/session-list';
import { useSignedIn } from '@/lib/session/use-session';
import { useT } from '@/lib/i18n';

/** /account/profile: the signed-in user's profile and their active sessions. */
export function Component() {
  const t = useT();
  const { user } = useSignedIn();
  return (
    <AccountPage
      title={t('Profile')}
      description={t('ProfileMetaDescription')}
      intro={user ? t('Purchases', user.boughts) : undefined}
    >
      {user ? <ProfileForm key={user.id} user={user} /> : <Loader label={t('Loading')} />}
      <SessionList />
    </AccountPage>
  );
}
