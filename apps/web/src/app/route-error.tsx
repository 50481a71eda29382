import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { ErrorState } from '@/components/error-state/error-state';
import { ChunkLoadError, reloadIntoNewerVersion } from '@/lib/chunk-load';
import { useT } from '@/lib/i18n';
import { RouteLoader } from './route-loader';

/** A chunk that failed (not one that timed out) may be gone because a new version was deployed. */
const mayBeStale = (error: unknown) => error instanceof ChunkLoadError && error.reason === 'failed';

/**
 * A route that failed to load its code or data: the error state, retried by reloading the page.
 * When its code failed because a deploy replaced this tab's chunks, the page reloads once into the
 * new version instead (the loader shows meanwhile, not a blank page or a passing error).
 */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const [checking, setChecking] = useState(() => mayBeStale(error));
  if (import.meta.env.DEV) console.error(error);

  useEffect(() => {
    if (!mayBeStale(error)) return;
    let current = true;
    void reloadIntoNewerVersion().then((reloading) => {
      if (current && !reloading) setChecking(false);
    });
    return () => {
      current = false;
    };
  }, [error]);

  if (checking) return <RouteLoader />;
  return (
    <main id="main" className="container page">
      <ErrorState error={error} onRetry={() => window.location.reload()} t={t} />
    </main>
  );
}
