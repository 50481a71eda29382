import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { useT } from '@/lib/i18n';
import { useAuthKey } from '@/lib/session/use-session';
import { isStaffRefusal, useAdminMe } from '../api/get-admin-me';
import { AdminRefused } from './admin-refused';
import { AdminShell } from './admin-shell';

/**
 * The back-office behind the server's word: the session's user is asked for (`/api/admin/me`);
 * a manager or administrator gets the shell, a signed-in customer the refusal (the server answers
 * 403 to every back-office call of theirs anyway). Signed-out visitors never get here: the app's
 * sign-in guard sends them to the login first.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const t = useT();
  const authKey = useAuthKey() ?? '';
  const me = useAdminMe(authKey);
  if (me.data) return <AdminShell me={me.data}>{children}</AdminShell>;
  if (isStaffRefusal(me.error)) return <AdminRefused />;
  if (me.isError)
    return (
      <main className="container page">
        <ErrorState error={me.error} onRetry={() => void me.refetch()} t={t} />
      </main>
    );
  return <Loader label={t('Loading')} fullPage />;
}
