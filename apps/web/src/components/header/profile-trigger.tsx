import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/lib/session/use-session';
import { useT } from '@/lib/i18n';
import styles from './header.module.css';
import { loadChunk } from '@/lib/chunk-load';

const loadMenu = () => loadChunk(() => import('./profile-menu'));
const ProfileMenu = lazy(loadMenu);

/**
 * The profile button's face: the user's initial and a chevron (the button's accessible name says
 * whose account it is). No words: beside the top menu they would push it onto a second line.
 */
export function ProfileTriggerFace({ initial }: { initial: string }) {
  return (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {initial}
      </span>
      <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
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
      title={label}
      aria-haspopup="menu"
      data-testid="profile-button"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setOpenWhenLoaded(true)}
    >
      <ProfileTriggerFace initial={initial} />
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <ProfileMenu
        label={label}
        initial={initial}
        staff={user?.staff === true}
        defaultOpen={openWhenLoaded}
      />
    </Suspense>
  );
}
