import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/**
 * A back-office list's query: keyed under the list's key by its view (filters, sort, page), so a
 * write refreshes every view at once through `[...key, 'list']`; the page on screen stays while the
 * next one loads.
 */
export function listQueryOptions<A>(
  key: readonly unknown[],
  view: object,
  fetchPage: (signal: AbortSignal) => Promise<A>,
  staleTime = 15_000,
) {
  return queryOptions({
    queryKey: [...key, 'list', view],
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
    staleTime,
  });
}
