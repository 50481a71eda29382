import type { ErrorAnswer, MessageKey } from '@storefront/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './api-error.js';

const keyByStatus: Record<number, MessageKey> = {
  400: 'InvalidRequest',
  401: 'IncorrectToken',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  406: 'InvalidRequest',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  503: 'ServiceUnavailable',
};

/** Client errors in the contract's shape; server errors logged in full and answered with UnknownError. */
async function errorHandlerPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const answer: ErrorAnswer = { error: error.key };
      if (error.field) answer.field = error.field;
      if (error.args) answer.args = error.args;
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(answer);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'request refused');
      return reply
        .status(status)
        .send({ error: keyByStatus[status] ?? 'InvalidRequest' } satisfies ErrorAnswer);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(status >= 500 && status < 600 ? status : 500)
      .send({ error: 'UnknownError' } satisfies ErrorAnswer);
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
