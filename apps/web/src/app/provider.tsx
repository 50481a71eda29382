import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { useSettingsQuery } from '@/features/settings/api/get-settings';
import { useT } from '@/lib/i18n';
import { LanguageProvider } from '@/lib/language';
import { createQueryClient } from '@/lib/query-client';
import { isToasterWanted, subscribeToToaster } from '@/lib/toast';

const ToasterHost = lazy(() => import('@/components/toaster/toaster-host'));

/** Nothing renders until settings have arrived (spec section 4); a failure offers a retry. */
function SettingsGate({ children }: { children: ReactNode }) {
  const t = useT();
  const settings = useSettingsQuery();
  if (settings.data) return <>{children}</>;
  if (settings.isError) {
    return (
      <main className="container">
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} t={t} />
      </main>
    );
  }
  return <Loader label={t('Loading')} fullPage />;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const toasterWanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, isToasterWanted);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <SettingsGate>{children}</SettingsGate>
        {toasterWanted && (
          <Suspense fallback={null}>
            <ToasterHost />
          </Suspense>
        )}
      </LanguageProvider>
    </QueryClientProvider>
  );
}
