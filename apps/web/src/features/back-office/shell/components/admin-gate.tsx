import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { ExtraTextsContext, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useAuthKey } from '@/lib/session/use-session';
import { isStaffRefusal, useAdminMe } from '@/lib/back-office/get-admin-me';
import { useBackOfficeTexts } from '../api/get-back-office-texts';
import { AdminRefused } from './admin-refused';
import { AdminShell } from './admin-shell';

/**
 * The back-office behind the server's word: the session's user is asked for (`/api/admin/me`);
 * a manager or administrator gets the shell with the back-office's own texts (`/api/admin/texts`), a signed-in customer the refusal (the server answers
 * 403 to every back-office call of theirs anyway). Signed-out visitors never get here: the app's
 * sign-in guard sends them to the login first.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const t = useT();
  const authKey = useAuthKey() ?? '';
  const { lang } = useLanguage();
  const me = useAdminMe(authKey);
  // Staff only: the back-office's own texts, which the shop's settings leave out.
  const texts = useBackOfficeTexts(lang, me.data !== undefined);
  if (me.data && texts.data)
    return (
      <ExtraTextsContext.Provider value={texts.data}>
        <AdminShell me={me.data}>{children}</AdminShell>
      </ExtraTextsContext.Provider>
    );
  if (isStaffRefusal(me.error)) return <AdminRefused />;
  const failed = me.isError ? me : texts.isError ? texts : null;
  if (failed)
    return (
      <main className="container page">
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} t={t} />
      </main>
    );
  return <Loader label={t('Loading')} fullPage />;
}
