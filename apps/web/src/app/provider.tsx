import { type QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { useAutoLogin } from '@/features/auth/api/auto-login';
import { CartSync } from '@/features/cart/components/cart-sync';
import { useSettingsQuery } from '@/lib/settings/get-settings';
import { SessionSync, setSessionData, useManagerMode } from '@/lib/session/use-session';
import { useT } from '@/lib/i18n';
import { LanguageProvider } from '@/lib/language';
import { isToasterWanted, subscribeToToaster } from '@/lib/toast';
import { lazyChunk } from '@/lib/chunk-load';

const ToasterHost = lazyChunk(() => import('@/components/toaster/toaster-host'));
const ManagerBanner = lazyChunk(() => import('@/features/auth/components/manager-banner'));

/** Above every page while a manager acts as a customer; its code loads only then. */
function ManagerModeBanner() {
  const manager = useManagerMode();
  if (!manager) return null;
  return (
    <Suspense fallback={null}>
      <ManagerBanner userId={manager.userId} />
    </Suspense>
  );
}

/**
 * Nothing renders until settings have arrived and, when the page started with a token, the
 * auto-login has answered (spec section 4); both run at once. A failed settings load offers a
 * retry; a refused auto-login is sent to /login by the root layout.
 */
function SettingsGate({ children }: { children: ReactNode }) {
  const t = useT();
  const queryClient = useQueryClient();
  const settings = useSettingsQuery();
  const autoLogin = useAutoLogin();
  const signedIn = autoLogin.data;
  useEffect(() => {
    if (signedIn) setSessionData(queryClient, signedIn.user, signedIn.cart);
  }, [queryClient, signedIn, settings.isSuccess]);
  if (settings.data && !autoLogin.isLoading) return <>{children}</>;
  if (settings.isError) {
    return (
      <main className="container">
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} t={t} />
      </main>
    );
  }
  return <Loader label={t('Loading')} fullPage />;
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const toasterWanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, isToasterWanted);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <SessionSync />
        <CartSync />
        <SettingsGate>
          <ManagerModeBanner />
          {children}
        </SettingsGate>
        {toasterWanted && (
          <Suspense fallback={null}>
            <ToasterHost />
          </Suspense>
        )}
      </LanguageProvider>
    </QueryClientProvider>
  );
}
