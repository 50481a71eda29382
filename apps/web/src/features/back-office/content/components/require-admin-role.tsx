import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { useAuthKey } from '@/lib/session/use-session';
import { useAdminMe } from '@/lib/back-office/get-admin-me';
import styles from './content.module.css';

/**
 * An administrator's screen: a manager sees why it is closed instead of a failed call (the server
 * refuses the calls anyway: 403 AdminOnly). The gate has already asked who is signed in.
 */
export function RequireAdminRole({ children }: { children: ReactNode }) {
  const t = useT();
  const me = useAdminMe(useAuthKey() ?? '');
  if (me.data?.role === 'admin') return <>{children}</>;
  if (!me.data) return null;
  return (
    <p role="alert" className={`card ${styles.empty}`}>
      {t('AdminOnly')}
    </p>
  );
}
