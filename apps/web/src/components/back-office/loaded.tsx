import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { useT } from '@/lib/i18n';

/** What `Loaded` reads of a query (TanStack Query's result has it). */
export interface LoadingQuery<T> {
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch(): unknown;
}

/**
 * A screen's data once its query has answered: the error with a retry while it failed, the loader
 * while it runs, then `children` with the answer (which may be null: "none yet" is an answer).
 */
export function Loaded<T>({ query, children }: { query: LoadingQuery<T>; children: (data: T) => ReactNode }) {
  const t = useT();
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} t={t} />;
  if (query.data === undefined) return <Loader label={t('Loading')} />;
  return <>{children(query.data)}</>;
}
