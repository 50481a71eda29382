import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const VERBOSE_LEVELS = new Set(['debug', 'trace']);

export interface RequestLogOptions {
  /** A request answered later than this is logged as a warning; 0 logs none. */
  slowRequestMs: number;
}

/**
 * The request log a busy shop can keep: Fastify's line per request is off (a load of 300 000
 * lines in 10 minutes told nothing), so what is logged is what needs a look: server errors (the
 * error handler), security events (the call wiring), and here slow requests. At LOG_LEVEL=debug
 * every request gets its line again.
 */
async function requestLogPlugin(app: FastifyInstance, { slowRequestMs }: RequestLogOptions): Promise<void> {
  // A callback hook, not an async one: it runs after every request and mostly does nothing.
  app.addHook('onResponse', (request, reply, done) => {
    const slow = slowRequestMs > 0 && reply.elapsedTime >= slowRequestMs;
    if (!slow && !VERBOSE_LEVELS.has(request.log.level)) return done();
    const ms = Math.round(reply.elapsedTime);
    const line = {
      req: request,
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      responseTimeMs: ms,
    };
    if (slow) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request completed');
    done();
  });
}

export default fp(requestLogPlugin, { name: 'request-log' });
