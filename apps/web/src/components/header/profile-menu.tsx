import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '@/components/link/link';
import { paths } from '@/config/paths';
import { useLogOut } from '@/lib/session/use-session';
import { useT } from '@/lib/i18n';
import { ProfileTriggerFace } from './profile-trigger';
import styles from './header.module.css';

/**
 * The signed-in user's menu in the header: the back-office for staff, profile, the account's
 * pages, log out.
 */
export default function ProfileMenu({
  label,
  initial,
  staff,
  defaultOpen = false,
}: {
  label: string;
  initial: string;
  /** A manager or an administrator: the back-office comes first. */
  staff: boolean;
  defaultOpen?: boolean;
}) {
  const t = useT();
  const logOut = useLogOut();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={styles.profile}
        aria-label={label}
        title={label}
        data-testid="profile-button"
      >
        <ProfileTriggerFace initial={initial} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.profileMenu} align="end" sideOffset={6}>
          {staff ? (
            <>
              <DropdownMenu.Item asChild className={styles.profileItem}>
                <Link to={paths.admin} data-testid="back-office-link">
                  {t('BackOffice')}
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Separator className={styles.profileSeparator} />
            </>
          ) : null}
          <DropdownMenu.Item asChild className={styles.profileItem}>
            <Link to={paths.accountProfile}>{t('Profile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.profileItem}>
            <Link to={paths.accountOrders}>{t('Orders')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.profileItem}>
            <Link to={paths.accountDocuments}>{t('Documents')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.profileItem}>
            <Link to={paths.accountLegalEntities}>{t('LegalEntities')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={styles.profileSeparator} />
          <DropdownMenu.Item className={styles.profileItem} onSelect={logOut}>
            {t('Logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
