import { ApiRequestError } from '@/lib/api-client';

/** The API does not know the link asked for: a not-found page, not an error to retry. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * The answer, or null when the API does not know the link. Kept as the query's data rather than
 * its error, an unknown link renders its not-found page on the server (with a 404) and in the
 * browser that hydrates it alike: errors are neither sent with a page nor kept from refetching.
 */
export function orNullIfNotFound<T>(answer: Promise<T>): Promise<T | null> {
  return answer.catch((error: unknown) => {
    if (isNotFound(error)) return null;
    throw error;
  });
}
