import { useRouteError } from 'react-router';
import { ErrorState } from '@/components/error-state/error-state';
import { useT } from '@/lib/i18n';

/** A route that failed to load its code or data: the error state, retried by reloading the route. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main id="main" className="container page">
      <ErrorState error={error} onRetry={() => window.location.reload()} t={t} />
    </main>
  );
}
