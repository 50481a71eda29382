import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import styles from './header.module.css';

const loadMenu = () => import('./profile-menu');
const ProfileMenu = lazy(loadMenu);

/** The avatar letter and the word the profile button shows (the text hides on narrow screens). */
export function ProfileTriggerFace({ initial, text }: { initial: string; text: string }) {
  return (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {initial}
      </span>
      <span className={styles.profileText}>{text}</span>
    </>
  );
}

/**
 * The header's profile button of a signed-in user. The menu's code (Radix) loads when the pointer
 * or focus comes to the button; a click before it has arrived opens the menu once it has.
 */
export function ProfileButton() {
  const t = useT();
  const { user } = useSession();
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const initial = (user?.first_name || user?.email || '?').charAt(0).toUpperCase();
  const label = user ? `${t('Account')}: ${user.first_name || user.email}` : t('Account');
  const fallback = (
    <button
      type="button"
      className={styles.profile}
      aria-label={label}
      aria-haspopup="menu"
      data-testid="profile-button"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setOpenWhenLoaded(true)}
    >
      <ProfileTriggerFace initial={initial} text={t('Account')} />
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <ProfileMenu label={label} initial={initial} defaultOpen={openWhenLoaded} />
    </Suspense>
  );
}
