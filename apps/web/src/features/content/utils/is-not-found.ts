import { ApiRequestError } from '@/lib/api-client';

/** The API does not know the link asked for: a not-found page, not an error to retry. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
