import type { MessageKey } from '@storefront/contract';

/** A failure the client is told about: a status and a message key, never internal detail. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly field?: string,
    readonly args?: (string | number)[],
    /** Headers the refusal carries, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

export const notFound = (field?: string) => new ApiError(404, 'NotFound', field);
export const incorrectToken = () => new ApiError(401, 'IncorrectToken');
export const payloadTooLarge = (field?: string) => new ApiError(413, 'PayloadTooLarge', field);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'TooManyRequests', undefined, undefined, { 'retry-after': String(retryAfterSeconds) });
