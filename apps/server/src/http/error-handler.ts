import type { ErrorAnswer, MessageKey } from '@storefront/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/database.js';
import { Refusal, type RefusalKind } from '../lib/errors.js';

/** How long a client is asked to wait when the database cannot be reached. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The HTTP status of each kind of refusal the domain raises. */
const statusOfRefusal: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'rate-limited': 429,
  unavailable: 503,
};

const keyByStatus: Record<number, MessageKey> = {
  400: 'InvalidRequest',
  401: 'IncorrectToken',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  406: 'InvalidRequest',
  413: 'PayloadTooLarge',
  409: 'InvalidRequest',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  503: 'ServiceUnavailable',
};

/**
 * Refusals in the contract's error shape with their status; Fastify's own client errors with a
 * key for their status; a database that cannot be reached 503 ServiceUnavailable with Retry-After;
 * server errors logged in full and answered with UnknownError only.
 */
async function errorHandlerPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError | Refusal, request, reply) => {
    if (error instanceof Refusal) {
      const answer: ErrorAnswer & { userExists?: true } = { error: error.key };
      // The save-order failure of spec section 7: `userExists` and the error.
      if (error.key === 'UserExists') answer.userExists = true;
      if (error.field) answer.field = error.field;
      if (error.args) answer.args = error.args;
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(statusOfRefusal[error.kind]).send(answer);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'request refused');
      return reply
        .status(status)
        .send({ error: keyByStatus[status] ?? 'InvalidRequest' } satisfies ErrorAnswer);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: 'ServiceUnavailable' } satisfies ErrorAnswer);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(status >= 500 && status < 600 ? status : 500)
      .send({ error: 'UnknownError' } satisfies ErrorAnswer);
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
